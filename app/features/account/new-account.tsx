import { useState } from "react";
import { Field } from "../../ui/field";
import { useLazyPublicKeyQuery } from "./account-api";
import { canEncryptPassword, EncryptionUnavailableError, encryptPassword } from "./encrypt-password";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "./password/new-password";

/**
 * A new account made from an e-mailed invitation (a colleague's, a cession's): the invited e-mail, the person's
 * name and a new password twice, checked in the browser by the policy of every new password and sent encrypted.
 */

export type NewAccountErrors = NewPasswordErrors & { name?: string };
export type NewAccountField = keyof NewAccountErrors;

const FIELD_ORDER: readonly NewAccountField[] = ["name", "password", "passwordRepeat"];

export function useNewAccount(email: string, initialName = "") {
  const [getPublicKey] = useLazyPublicKeyQuery();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<NewAccountErrors>({});

  const clear = (field: NewAccountField) => setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));

  return {
    email,
    name,
    password,
    repeat,
    errors,
    setName(value: string) {
      setName(value);
      clear("name");
    },
    setPassword(value: string) {
      setPassword(value);
      clear("password");
    },
    setRepeat(value: string) {
      setRepeat(value);
      clear("passwordRepeat");
    },
    /** Shows the server's messages of these fields. */
    showErrors: (found: NewAccountErrors) => setErrors(found),
    /** The form's own check: shows the errors and answers the first field with one (null when all is well). */
    check(): NewAccountField | null {
      const found: NewAccountErrors = checkNewPassword(password, repeat, email);
      if (name.trim() === "") found.name = "Укажите имя";
      setErrors(found);
      return FIELD_ORDER.find((f) => found[f]) ?? null;
    },
    /** The password encrypted with the server's key; EncryptionUnavailableError outside a secure context. */
    async encrypted(): Promise<string> {
      if (!canEncryptPassword()) throw new EncryptionUnavailableError();
      const { publicKey } = await getPublicKey(undefined, true).unwrap();
      return encryptPassword(password, publicKey);
    },
  };
}

export type NewAccount = ReturnType<typeof useNewAccount>;

/** The e-mail (fixed by the invitation), «Ваше имя» and the new password fields. */
export function NewAccountFields({ account }: { account: NewAccount }) {
  return (
    <>
      <Field label="E-mail" name="email" type="email" value={account.email} readOnly autoComplete="username" />
      <Field
        label="Ваше имя"
        name="name"
        autoComplete="name"
        required
        value={account.name}
        error={account.errors.name}
        onChange={(e) => account.setName(e.currentTarget.value)}
      />
      <NewPasswordFields
        password={account.password}
        repeat={account.repeat}
        onPassword={account.setPassword}
        onRepeat={account.setRepeat}
        errors={account.errors}
        email={account.email}
      />
    </>
  );
}
