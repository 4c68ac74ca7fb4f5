import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { ForgotPasswordRequestSchema } from "../../../../contract/password.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import styles from "./password.module.css";
import { useForgotPasswordMutation } from "./password-api";

function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return "Введите e-mail";
  const parsed = ForgotPasswordRequestSchema.shape.email.safeParse(email);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Укажите корректный e-mail");
}

/**
 * «Забыли пароль?»: the e-mail of the account. The answer is the same whether or not the e-mail has an account,
 * so the page shows it as it comes and never says which (ADR 026).
 */
export function ForgotPasswordForm() {
  const [forgot] = useForgotPasswordMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  const sending = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    const problem = emailProblem(email);
    setError(problem);
    setFailure(null);
    if (problem) {
      (form.elements.namedItem("email") as HTMLInputElement | null)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { detail } = await forgot({ email }).unwrap();
      setSent({ email, detail });
    } catch (caught) {
      const fieldError = apiFieldErrors(caught).email;
      if (fieldError) setError(fieldError);
      setFailure(apiErrorMessage(caught));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className={styles.done}>
        <Alert tone="success" title="Проверьте почту">
          <p>{sent.detail}</p>
        </Alert>
        <p>
          Адрес: <strong>{sent.email}</strong>
        </p>
        <ButtonLink to="/login" size="lg" block>
          Вернуться ко входу
        </ButtonLink>
        <Button variant="secondary" block onClick={() => setSent(null)}>
          Указать другой e-mail
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Field
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint="Тот, с которым вы входите в личный кабинет"
        error={error}
        onChange={(e) => error && setError(emailProblem(e.currentTarget.value))}
      />
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Отправляем…
          </>
        ) : (
          "Получить ссылку"
        )}
      </Button>
      <p>
        <Link to="/login">Вспомнили пароль? Войти</Link>
      </p>
    </form>
  );
}
