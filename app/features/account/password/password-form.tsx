import type { FormEvent, ReactNode, Ref } from "react";
import { Alert } from "../../../ui/alert";
import styles from "./password.module.css";

/**
 * A form that sends a password encrypted in the browser: without JavaScript it says why it cannot be sent, and
 * above its fields it shows the `failure` of the last try.
 */
export function PasswordForm({
  formRef,
  busy,
  failure,
  onSubmit,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      <noscript>
        <Alert tone="warning" title="Нужен JavaScript">
          <p>Пароль шифруется в браузере перед отправкой. Включите JavaScript и обновите страницу.</p>
        </Alert>
      </noscript>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {children}
    </form>
  );
}
