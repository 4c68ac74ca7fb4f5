import type { ComponentProps } from "react";
import { maskRuDate, maskRussianPhone } from "../lib/input-masks";
import { Field } from "./field";

type MaskedProps = Omit<ComponentProps<typeof Field>, "value" | "onChange" | "type" | "defaultValue"> & {
  value: string;
  onValueChange(value: string): void;
};

/**
 * A controlled phone input with the lead forms' +7 mask («+7 (916) 123-45-67» as typed); the server reads any
 * spelling (core/phone.ts), so the value is sent as shown.
 */
export function PhoneField({ value, onValueChange, ...field }: MaskedProps) {
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (900) 000-00-00"
      maxLength={24}
      {...field}
      value={value}
      onChange={(event) => onValueChange(maskRussianPhone(event.currentTarget.value))}
    />
  );
}

/**
 * A controlled date typed as ДД.ММ.ГГГГ with the dots put in, the same in every browser language (a native date
 * input shows the system's format). The value is what is typed; contract/forms.ts ruDateToIso/isoToRuDate convert.
 */
export function RuDateField({ value, onValueChange, hint, ...field }: MaskedProps) {
  return (
    <Field
      inputMode="numeric"
      autoComplete="off"
      placeholder="ДД.ММ.ГГГГ"
      maxLength={10}
      hint={hint ?? "Формат ДД.ММ.ГГГГ"}
      {...field}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        // Deleting a dot must stay possible: only digits typed forward are re-shaped (as the lead forms' date).
        const masked = maskRuDate(typed);
        onValueChange(masked.length >= typed.length ? masked : typed);
      }}
    />
  );
}
