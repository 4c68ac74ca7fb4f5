import { type FormEvent, useRef, useState } from "react";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { useLazyPublicKeyQuery } from "../account-api";
import { canEncryptPassword, EncryptionUnavailableError, encryptPassword } from "../encrypt-password";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "./new-password";
import styles from "./password.module.css";
import { useResetPasswordMutation } from "./password-api";
import { PasswordForm } from "./password-form";

type Outcome = { kind: "done" } | { kind: "gone"; message: string };

/**
 * The page of the e-mailed recovery link: a new password twice. The key is spent only when the new password is
 * accepted; then every session of the account has ended and the person signs in with the new password.
 */
export function ResetPasswordForm({ resetKey }: { resetKey: string }) {
  const [getPublicKey] = useLazyPublicKeyQuery();
  const [resetPassword] = useResetPasswordMutation();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (name: keyof NewPasswordErrors) =>
    (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    // The e-mail is not known on this page: the server checks the password against it.
    const found = checkNewPassword(password, repeat, "");
    setErrors(found);
    if (found.password || found.passwordRepeat) {
      focus(found.password ? "password" : "passwordRepeat");
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
      await resetPassword({ key: resetKey, password: await encryptPassword(password, publicKey) }).unwrap();
      setOutcome({ kind: "done" });
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
      } else if (apiErrorStatus(error) === 410) {
        setOutcome({ kind: "gone", message: apiErrorMessage(error) });
      } else {
        const fieldError = apiFieldErrors(error).password;
        if (fieldError) {
          setErrors({ password: fieldError });
          focus("password");
        } else {
          setFailure(apiErrorMessage(error));
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (outcome?.kind === "done") {
    return (
      <div className={styles.done}>
        <Alert tone="success" title="Пароль изменён">
          <p>Все сеансы личного кабинета завершены. Войдите с новым паролем.</p>
        </Alert>
        <ButtonLink to="/login" size="lg" block>
          Войти
        </ButtonLink>
      </div>
    );
  }
  if (outcome?.kind === "gone") {
    return (
      <div className={styles.done}>
        <Alert tone="error">
          <p>{outcome.message}</p>
        </Alert>
        <ButtonLink to="/login/forgot" size="lg" block>
          Запросить новую ссылку
        </ButtonLink>
      </div>
    );
  }

  return (
    <PasswordForm formRef={formRef} busy={busy} failure={failure} onSubmit={onSubmit}>
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={(value) => {
          setPassword(value);
          if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
        }}
        onRepeat={(value) => {
          setRepeat(value);
          if (errors.passwordRepeat) setErrors((prev) => ({ ...prev, passwordRepeat: undefined }));
        }}
        errors={errors}
        email=""
      />
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Сохраняем…
          </>
        ) : (
          "Сохранить пароль"
        )}
      </Button>
    </PasswordForm>
  );
}
