import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { SearchSuggestion, SearchSuggestionKind } from "../../../contract/search.ts";
import { Icon } from "../../ui/icon";
import formStyles from "../../ui/layout/search-form.module.css";
import { useSuggestions } from "./search-api";
import styles from "./search-suggest.module.css";

/**
 * What the plain header field (search-field.tsx) hands over when this module has loaded: its element id (the label
 * keeps pointing at the field), the text typed so far (kept by the plain field, so nothing typed while this module
 * was on its way is lost), and whether the visitor is in the field now.
 */
export type SearchFieldState = {
  id: string;
  text: string;
  setText: (text: string) => void;
  focusOnMount: boolean;
};

/** Pause after the last keystroke before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The server's rule for a query (contract/search.ts SearchQuerySchema): two letters or digits in a row. */
function isSearchable(q: string): boolean {
  return /[\p{L}\p{N}]{2}/u.test(q);
}

/** The query the suggestions are asked for: the typed text once typing pauses. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const GROUPS = [
  { title: "Каталог", kinds: ["section", "type", "brand", "model"] },
  { title: "Сервисы", kinds: ["service"] },
  { title: "Материалы сайта", kinds: ["content"] },
] as const satisfies readonly { title: string; kinds: readonly SearchSuggestionKind[] }[];

/** The server ranks catalogue, then services, then content; the list shows them under those three headings. */
function groupSuggestions(items: readonly SearchSuggestion[]) {
  return GROUPS.map((group) => ({
    title: group.title,
    items: items.filter((item) => (group.kinds as readonly SearchSuggestionKind[]).includes(item.kind)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The header's site search with suggestions as you type (the ARIA 1.2 combobox with a listbox popup): catalogue
 * sections, brands, models, service pages and articles from `GET /api/search/suggest/`, grouped. ArrowDown/ArrowUp
 * move through them, Enter opens the highlighted one (or searches the text when none is), Escape closes the list.
 * Every suggestion is a real link (a click, a middle click, «open in new tab» work). Without JavaScript — and for
 * Enter with nothing highlighted — it is the plain GET form to /search.
 */
export function SearchSuggest({ labelHidden = false, field }: { labelHidden?: boolean; field?: SearchFieldState }) {
  const ownId = useId();
  const id = field?.id ?? ownId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const [ownText, setOwnText] = useState("");
  const text = field ? field.text : ownText;
  const setText = field ? field.setText : setOwnText;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMount = field?.focusOnMount ?? false;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Taking over from the plain field while the visitor types in it: the focus and the caret stay where they were.
  // In the same commit that removed the plain field, so that no keystroke meets a page without a focused field.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    setOpen(true);
  }, [focusOnMount]);

  const query = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const searchable = isSearchable(query);
  const answer = useSuggestions(query, searchable);
  // Only the answer for the query being shown counts: an older one would flash the previous word's list.
  const current = searchable && answer?.query === query && answer.status === "ok" ? answer : null;
  const groups = groupSuggestions(current?.items ?? []);
  // The keyboard walks the options in the order they are shown.
  const items = groups.flatMap((group) => group.items);
  const shown = open && isSearchable(text.trim()) && current !== null;
  const expanded = shown && items.length > 0;

  // A new list starts with nothing highlighted: Enter then searches the text as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another answer arrives, not on every render.
  useEffect(() => setActive(-1), [current]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (current === -1) return step === 1 ? 0 : items.length - 1;
        return (current + step + items.length) % items.length;
      });
    } else if (event.key === "Enter") {
      const item = expanded ? items[active] : undefined;
      if (item) {
        event.preventDefault();
        close();
        navigate(item.url);
      }
    } else if (event.key === "Escape") {
      // Closing the list must not also close the mobile menu's dialog around the field.
      if (open && (expanded || shown)) {
        event.preventDefault();
        event.stopPropagation();
      }
      close();
    }
  }

  let index = 0;
  return (
    <Form action="/search" method="get" role="search" className={`${formStyles.form} ${styles.box}`} onSubmit={close}>
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
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
          placeholder="Марка, модель, услуга"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={formStyles.input}
        />
        <button type="submit" className={formStyles.submit}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">Найти</span>
        </button>
      </div>
      <div id={listId} role="listbox" aria-label="Подсказки поиска" className={styles.list} hidden={!expanded}>
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and groups of options; a fieldset is a form's group.
          <div key={group.title} role="group" aria-label={group.title} className={styles.group}>
            <div aria-hidden="true" className={styles.groupTitle}>
              {group.title}
            </div>
            {group.items.map((item) => {
              const position = index++;
              return (
                <Link
                  key={item.url}
                  to={item.url}
                  id={optionId(position)}
                  role="option"
                  // The focus stays in the field (aria-activedescendant points here), never on the option.
                  tabIndex={-1}
                  aria-selected={position === active}
                  className={styles.option}
                  // The field must keep the focus through the click, or its blur would close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={close}
                  onMouseMove={() => setActive(position)}
                >
                  <span className={styles.title}>{item.title}</span>
                  {/* «Сервисы» under the heading «Сервисы» says nothing; «Марка», «Модель», «Новости» do. */}
                  {item.kindTitle === group.title ? null : <span className={styles.kind}>{item.kindTitle}</span>}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      {shown && items.length === 0 ? (
        <p className={styles.empty}>Подсказок нет — нажмите Enter, чтобы искать по всему сайту</p>
      ) : null}
      <p role="status" className="visually-hidden">
        {expanded ? `Подсказок: ${items.length}. Выбор — стрелками вверх и вниз` : ""}
      </p>
    </Form>
  );
}
