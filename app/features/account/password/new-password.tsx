import { useState } from "react";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordRuleProblem,
} from "../../../../contract/password.ts";
import { Checkbox } from "../../../ui/checkbox";
import { Field } from "../../../ui/field";
import { StrengthMeter } from "./strength-meter";

export type NewPasswordErrors = { password?: string; passwordRepeat?: string };

/** The form's own check of the new password and its repetition (the server adds the list of common ones). */
export function checkNewPassword(password: string, repeat: string, email: string): NewPasswordErrors {
  const problem = passwordRuleProblem(password, email);
  if (problem) return { password: problem };
  if (repeat !== password) return { passwordRepeat: repeat ? PASSWORD_MESSAGES.mismatch : "Повторите новый пароль" };
  return {};
}

/** The e-mail and its part before «@», which the strength meter treats as words an attacker knows. */
export function emailWords(email: string): string[] {
  const local = email.split("@")[0] ?? "";
  return email ? [email, local] : [];
}

export const PASSWORD_HINT = `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов, любые буквы, цифры, пробелы и знаки. Длинная фраза надёжнее короткого набора символов.`;

/**
 * «Новый пароль» twice with the strength meter and «Показать пароль». Controlled: the form keeps the values
 * (it encrypts and sends them) and the errors; `onEdit` lets it drop a message once the value is edited.
 */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
  email,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: NewPasswordErrors;
  email: string;
}) {
  const [show, setShow] = useState(false);
  return (
    <>
      <div>
        <Field
          label="Новый пароль"
          name="password"
          type={show ? "text" : "password"}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={PASSWORD_HINT}
          error={errors.password}
          value={password}
          onChange={(e) => onPassword(e.currentTarget.value)}
        />
        <StrengthMeter password={password} userInputs={emailWords(email)} />
      </div>
      <Field
        label="Повторите новый пароль"
        name="passwordRepeat"
        type={show ? "text" : "password"}
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.passwordRepeat}
        value={repeat}
        onChange={(e) => onRepeat(e.currentTarget.value)}
      />
      <Checkbox label="Показать пароль" checked={show} onChange={(e) => setShow(e.target.checked)} />
    </>
  );
}
