import { type FormEvent, useRef, useState } from "react";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { Text } from "../../../ui/text";
import { useLazyPublicKeyQuery } from "../account-api";
import { canEncryptPassword, EncryptionUnavailableError, encryptPassword } from "../encrypt-password";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "./new-password";
import styles from "./password.module.css";
import { useChangePasswordMutation } from "./password-api";

type Errors = NewPasswordErrors & { currentPassword?: string };

function endedText(count: number): string {
  if (count === 0) return "Других открытых сеансов не было.";
  return `Завершено других сеансов: ${count}. На других устройствах войдите с новым паролем.`;
}

/**
 * «Сменить пароль» in the settings: the current password and the new one twice. On success every other session
 * of the account ends; this one stays.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [getPublicKey] = useLazyPublicKeyQuery();
  const [changePassword] = useChangePasswordMutation();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (name: keyof Errors) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();
  const clear = (name: keyof Errors) => errors[name] && setErrors((prev) => ({ ...prev, [name]: undefined }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    setDone(null);
    const found: Errors = {
      currentPassword: current ? undefined : "Введите текущий пароль",
      ...checkNewPassword(password, repeat, email),
    };
    setErrors(found);
    const first = (["currentPassword", "password", "passwordRepeat"] as const).find((name) => found[name]);
    if (first) {
      focus(first);
      return;
    }
    if (!canEncryptPassword()) {
      setFailure(new EncryptionUnavailableError().message);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { publicKey } = await getPublicKey(undefined, true).unwrap();
      const result = await changePassword({
        currentPassword: await encryptPassword(current, publicKey),
        password: await encryptPassword(password, publicKey),
      }).unwrap();
      setCurrent("");
      setPassword("");
      setRepeat("");
      setDone(endedText(result.endedSessions));
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
        return;
      }
      const fields = apiFieldErrors(error);
      if (fields.currentPassword || fields.password) {
        setErrors({ currentPassword: fields.currentPassword, password: fields.password });
        focus(fields.currentPassword ? "currentPassword" : "password");
      } else {
        setFailure(apiErrorMessage(error));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Card title="Сменить пароль" titleId="change-password-title">
      <form
        ref={formRef}
        className={`${styles.form} ${styles.narrow}`}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy || undefined}
      >
        <Text as="p" small muted>
          После смены пароля все другие сеансы личного кабинета завершатся, а на вашу почту придёт уведомление.
        </Text>
        {done ? (
          <Alert tone="success" title="Пароль изменён">
            <p>{done}</p>
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Field
          label="Текущий пароль"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.currentPassword}
          value={current}
          onChange={(e) => {
            setCurrent(e.currentTarget.value);
            clear("currentPassword");
          }}
        />
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPassword={(value) => {
            setPassword(value);
            clear("password");
          }}
          onRepeat={(value) => {
            setRepeat(value);
            clear("passwordRepeat");
          }}
          errors={errors}
          email={email}
        />
        <div>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? (
              <>
                <Spinner />
                Сохраняем…
              </>
            ) : (
              "Сменить пароль"
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
