import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { maskRuDate, maskRussianPhone } from "../../../lib/input-masks";
import { Field, RequiredMark, useDescribedControl } from "../../../ui/field";
import fieldStyles from "../../../ui/field.module.css";
import type { SelectOption } from "../../../ui/select";
import styles from "../lead-form.module.css";
import type { KitFields } from "./form-kit";

type Common = { kit: KitFields; name: string; label: ReactNode; hint?: ReactNode; required?: boolean };

/** A text input wired to the kit: its message, what was typed, the re-check. */
export function KitText({
  kit,
  name,
  defaultValue,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue"> & { defaultValue?: string }) {
  return (
    <Field
      name={name}
      defaultValue={kit.typed(name, defaultValue)}
      error={kit.error(name)}
      onChange={() => kit.recheck(name)}
      {...input}
    />
  );
}

/** A phone with the +7 mask; before JavaScript a plain phone input the server reads in any spelling. */
export function KitPhone({
  kit,
  name = "phone",
  label = "Телефон",
  required,
  hint,
  defaultValue,
}: Partial<Common> & {
  kit: KitFields;
  defaultValue?: string;
}) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const masked = maskRussianPhone(event.currentTarget.value);
    if (masked !== event.currentTarget.value) event.currentTarget.value = masked;
    kit.recheck(name);
  }
  return (
    <Field
      label={label}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (900) 000-00-00"
      maxLength={24}
      required={required}
      hint={hint}
      defaultValue={kit.typed(name, defaultValue ? maskRussianPhone(defaultValue) : "")}
      error={kit.error(name)}
      onChange={onChange}
    />
  );
}

/** A date typed as ДД.ММ.ГГГГ (dots put in while typing), the same in every browser language. */
export function KitDate({ kit, name, label, hint, required }: Common) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    // Deleting a dot must stay possible: only digits typed forward are re-shaped.
    const masked = maskRuDate(typed);
    if (masked.length >= typed.length && masked !== typed) event.currentTarget.value = masked;
    kit.recheck(name);
  }
  return (
    <Field
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder="ДД.ММ.ГГГГ"
      maxLength={10}
      pattern="\d{2}\.\d{2}\.\d{4}"
      required={required}
      hint={hint ?? "Формат ДД.ММ.ГГГГ"}
      defaultValue={kit.typed(name)}
      error={kit.error(name)}
      onChange={onChange}
    />
  );
}

/** A multi-line text. */
export function KitTextArea({
  kit,
  name,
  label,
  hint,
  required,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const field = useDescribedControl({ hint, error: kit.error(name) });
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={field.id} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        className={`${fieldStyles.input} ${styles.textarea}`}
        name={name}
        required={required}
        defaultValue={kit.typed(name)}
        onChange={() => kit.recheck(name)}
        {...textarea}
        {...field.control}
      />
      {field.messages}
    </div>
  );
}

/** Radio buttons drawn as chips (a category, a rating): native inputs, so arrows and forms without JS work. */
export function KitChoice({
  kit,
  name,
  label,
  options,
  defaultValue,
  required,
  hint,
}: Common & { options: readonly SelectOption[]; defaultValue?: string }) {
  const errorId = `${kit.id}-${name}-error`;
  const hintId = hint ? `${kit.id}-${name}-hint` : undefined;
  const error = kit.error(name);
  const checked = kit.typed(name, defaultValue);
  return (
    <fieldset
      className={styles.choice}
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined}
    >
      <legend className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              onChange={() => kit.recheck(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Name and phone side by side (one column on a phone). */
export function KitRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
