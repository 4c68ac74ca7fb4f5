import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Icon } from "../../ui/icon";
import formStyles from "../../ui/layout/search-form.module.css";
import styles from "./search-suggest.module.css";

type SearchSuggestModule = typeof import("./search-suggest");

/** The suggestion box (its list, keyboard and requests) is fetched once per page view, when first wanted. */
let loading: Promise<SearchSuggestModule> | null = null;
const loadSuggest = () => {
  loading ??= import("./search-suggest");
  return loading;
};

/**
 * The header's search field as every page's first load ships it: the combobox's markup and the plain GET form to
 * /search, which already works (and works without JavaScript). Pointing at it, focusing it or typing in it loads
 * the suggestion box (search-suggest.tsx), which then takes over the same field id and the text typed so far, and
 * keeps the focus and caret where the visitor left them. Until then Enter searches the text, as the box does
 * with nothing highlighted.
 */
export function SearchField({ labelHidden = false }: { labelHidden?: boolean }) {
  const id = useId();
  const [text, setText] = useState("");
  const [box, setBox] = useState<SearchSuggestModule | null>(null);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function want() {
    if (box) return;
    loadSuggest().then(
      (module) => {
        if (!mounted.current) return;
        // Read when the box arrives, not when it was asked for: the visitor may have left the field meanwhile.
        setFocused(inputRef.current !== null && document.activeElement === inputRef.current);
        setBox(module);
      },
      // Offline or a new deployment's chunk names: the plain form goes on searching.
      () => {
        loading = null;
      },
    );
  }

  if (box) {
    return <box.SearchSuggest labelHidden={labelHidden} field={{ id, text, setText, focusOnMount: focused }} />;
  }
  return (
    <Form
      action="/search"
      method="get"
      role="search"
      className={`${formStyles.form} ${styles.box}`}
      onPointerEnter={want}
    >
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : formStyles.label}>
        Поиск по сайту
      </label>
      <div className={formStyles.row}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            want();
          }}
          onFocus={want}
          placeholder="Марка, модель, услуга"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}-list`}
          className={formStyles.input}
        />
        <button type="submit" className={formStyles.submit}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">Найти</span>
        </button>
      </div>
      <div id={`${id}-list`} role="listbox" aria-label="Подсказки поиска" className={styles.list} hidden />
      <p role="status" className="visually-hidden" />
    </Form>
  );
}
