import { useId } from "react";
import { Form } from "react-router";
import { Icon } from "../icon";
import styles from "./search-form.module.css";

type SearchFormProps = {
  /** The header shows a compact field with a hidden label; pages show the label. */
  labelHidden?: boolean;
  defaultValue?: string;
};

/** Site search: a GET form to /search, so it works before hydration and results have a URL. */
export function SearchForm({ labelHidden = false, defaultValue }: SearchFormProps) {
  const id = useId();
  return (
    <Form action="/search" method="get" role="search" className={styles.form}>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : styles.label}>
        Поиск по сайту
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder="Марка, модель, услуга"
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">Найти</span>
        </button>
      </div>
    </Form>
  );
}
