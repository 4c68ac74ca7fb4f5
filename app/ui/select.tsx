import type { ReactNode, SelectHTMLAttributes } from "react";
import { RequiredMark, useDescribedControl } from "./field";
import fieldStyles from "./field.module.css";
import styles from "./select.module.css";

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first empty option such as «Любая марка»; it is the value when nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native `<select>`: the platform picker on phones, full keyboard support for free. */
export function Select({ label, options, placeholder, className, ...select }: SelectProps) {
  const field = useDescribedControl(select);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={field.id} className={fieldStyles.label}>
        {label}
        {select.required ? <RequiredMark /> : null}
      </label>
      <div className={styles.wrap}>
        <select className={`${fieldStyles.input} ${styles.select}`} {...field.control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      {field.messages}
    </div>
  );
}
