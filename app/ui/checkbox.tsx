import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./checkbox.module.css";
import { RequiredMark, useDescribedControl } from "./field";

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * A native checkbox with a clickable label (consents, filters). The whole label is the hit area,
 * and `accent-color` brands it without replacing the control.
 */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  const field = useDescribedControl(input);
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(" ")}>
      <input type="checkbox" className={styles.input} {...field.control} />
      <div className={styles.text}>
        <label htmlFor={field.id} className={styles.label}>
          {label}
          {input.required ? <RequiredMark /> : null}
        </label>
        {field.messages}
      </div>
    </div>
  );
}
