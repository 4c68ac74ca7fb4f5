import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./field.module.css";

type Described = {
  /** A short help text under the control, read out with it. */
  hint?: ReactNode;
  /** The inline validation message; marks the control invalid. */
  error?: ReactNode;
  id?: string;
  "aria-describedby"?: string;
};

/**
 * Ids and ARIA wiring shared by every labelled control (input, select, checkbox): the hint and the
 * error are tied to the control with aria-describedby, so a screen reader reads them on focus.
 * Takes the control's props and gives them back in `control`, wired, without the hint and the error.
 */
export function useDescribedControl<Props extends Described>({
  hint,
  error,
  id: ownId,
  "aria-describedby": ownDescribedBy,
  ...rest
}: Props) {
  const autoId = useId();
  const id = ownId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    id,
    control: { ...rest, id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined },
    messages: (
      <>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </>
    ),
  };
}

/** The visible asterisk is decoration: `required` on the control is what assistive tech announces. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" *"}
    </span>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> &
  Described & {
    label: ReactNode;
    /** Hide the label visually (it still names the input), e.g. in a compact search bar. */
    labelHidden?: boolean;
  };

/** A text-like input with its label, hint and inline error. */
export function Field({ label, labelHidden, className, ...input }: FieldProps) {
  const field = useDescribedControl(input);
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={field.id} className={labelHidden ? "visually-hidden" : styles.label}>
        {label}
        {input.required ? <RequiredMark /> : null}
      </label>
      <input className={styles.input} {...field.control} />
      {field.messages}
    </div>
  );
}
