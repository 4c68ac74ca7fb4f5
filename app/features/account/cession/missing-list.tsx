import type { Ref } from "react";
import type { MissingField } from "../../../../contract/lk-cession.ts";
import { Alert } from "../../../ui/alert";
import styles from "./questionnaire.module.css";

/** Fields to fill or fix, each a link that takes the focus to its control (`idOf` of the form). */
export function MissingList({
  items,
  idOf,
  onGo,
  label,
}: {
  items: readonly MissingField[];
  idOf: (path: string) => string;
  onGo: (path: string) => void;
  label: string;
}) {
  return (
    <ul className={styles.missing} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.field}:${item.message}`}>
          <a
            href={`#${idOf(item.field)}`}
            onClick={(event) => {
              event.preventDefault();
              onGo(item.field);
            }}
          >
            {item.message}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a form still needs before it can be sent, under a heading `id` names: the list of `missing` fields, or
 * `done` with its `note` when nothing is left.
 */
export function MissingSection({
  id,
  missing,
  idOf,
  onGo,
  done,
  note,
}: {
  id: string;
  missing: readonly MissingField[];
  idOf: (path: string) => string;
  onGo: (path: string) => void;
  done: string;
  note: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.legend}>
        {missing.length > 0 ? "Что ещё нужно для отправки" : done}
      </h3>
      {missing.length > 0 ? (
        <MissingList items={missing} idOf={idOf} onGo={onGo} label="Что ещё нужно для отправки" />
      ) : (
        <p className={styles.note}>{note}</p>
      )}
    </section>
  );
}

/** A form's failure as a form sees it: a title, the detail and the fields to fix. */
export interface FormFailure {
  title: string;
  detail: string;
  fields: readonly MissingField[];
}

/**
 * How the last save or send ended: the `notice` of success, or the `failure` with links to its fields, in a block
 * that takes the focus (`failureRef`).
 */
export function FormOutcome({
  notice,
  failure,
  failureRef,
  idOf,
  onGo,
}: {
  notice: string | null;
  failure: FormFailure | null;
  failureRef: Ref<HTMLDivElement>;
  idOf: (path: string) => string;
  onGo: (path: string) => void;
}) {
  return (
    <>
      {notice ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {failure ? (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error" title={failure.title}>
            <p>{failure.detail}</p>
            {failure.fields.length > 0 ? (
              <MissingList items={failure.fields} idOf={idOf} onGo={onGo} label="Поля с ошибками" />
            ) : null}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
