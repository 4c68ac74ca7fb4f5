import type { ReactNode, TextareaHTMLAttributes } from "react";
import { countOf } from "../../../lib/quantity-format";
import { RequiredMark, useDescribedControl } from "../../../ui/field";
import fieldStyles from "../../../ui/field.module.css";
import styles from "./tickets.module.css";

const CHARACTERS = ["символ", "символа", "символов"] as const;

/**
 * A labelled multi-line text with the count of its characters against the limit under it, read with the field.
 * The browser stops typing at `maxLength`; the count turns to a warning in the last tenth.
 */
export function TextAreaField({
  label,
  value,
  maxLength,
  error,
  hint,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "maxLength"> & {
  label: ReactNode;
  value: string;
  maxLength: number;
  error?: string;
  hint?: ReactNode;
}) {
  const left = maxLength - value.length;
  const count = (
    <span className={styles.counter} data-near={left < maxLength / 10 || undefined}>
      {value.length} из {maxLength}
      {left < maxLength / 10 ? `, осталось ${countOf(Math.max(0, left), CHARACTERS)}` : null}
    </span>
  );
  const field = useDescribedControl({
    ...textarea,
    error,
    hint: hint ? (
      <>
        {hint} {count}
      </>
    ) : (
      count
    ),
  });
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={field.id} className={fieldStyles.label}>
        {label}
        {textarea.required ? <RequiredMark /> : null}
      </label>
      <textarea
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={value}
        maxLength={maxLength}
        {...field.control}
      />
      {field.messages}
    </div>
  );
}
