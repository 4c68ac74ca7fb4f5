import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "../../ui/field";
import { type FieldErrors, fieldId } from "./candidate-values";

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> & {
  /** The field path (`personal.lastName`): the control's id and the key of its error. */
  path: string;
  label: ReactNode;
  value: string;
  errors: FieldErrors;
  onValue: (value: string) => void;
  hint?: ReactNode;
};

/** A labelled input of the questionnaire: its id and inline error follow from the field path. */
export function TextInput({ path, label, value, errors, onValue, hint, ...input }: TextInputProps) {
  return (
    <Field
      {...input}
      id={fieldId(path)}
      label={label}
      hint={hint}
      error={errors[path]}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
    />
  );
}

/** A four-digit year typed as text: a numeric keyboard on phones, no spinner arrows. */
export function YearInput(props: Omit<TextInputProps, "inputMode" | "maxLength">) {
  return <TextInput {...props} inputMode="numeric" maxLength={4} autoComplete="off" placeholder="ГГГГ" />;
}
