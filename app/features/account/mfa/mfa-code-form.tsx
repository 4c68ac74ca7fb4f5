import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MFA_MESSAGES, REMEMBER_DEVICE_DAYS } from "../../../../contract/mfa.ts";
import { apiErrorMessage, apiErrorStatus } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { landingAfterSignIn, signInPath } from "../safe-next";
import styles from "./mfa.module.css";
import { useSignInCodeMutation } from "./mfa-api";

/**
 * The second step of a sign-in (ADR 030): a six-digit code from the authenticator app or a recovery code, and
 * «Запомнить это устройство» — the code is not asked in this browser for 30 days. The password step left an
 * HttpOnly pending cookie that this call sends; when it has run out the person starts again from the password.
 */
export function MfaCodeForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const [signInCode] = useSignInCodeMutation();
  const [code, setCode] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusCode = () => (formRef.current?.elements.namedItem("code") as HTMLInputElement | null)?.focus();

  // The page is this one field: the cursor waits in it, as after the password.
  useEffect(() => {
    (formRef.current?.elements.namedItem("code") as HTMLInputElement | null)?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    if (!code.trim()) {
      setError(MFA_MESSAGES.empty);
      focusCode();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { user } = await signInCode({ code: code.trim(), remember }).unwrap();
      await navigate(landingAfterSignIn(user.role, next), { replace: true });
    } catch (caught) {
      sending.current = false;
      setBusy(false);
      const message = apiErrorMessage(caught);
      if (apiErrorStatus(caught) === 401 && message === MFA_MESSAGES.expired) {
        setExpired(true);
        return;
      }
      setCode("");
      if (apiErrorStatus(caught) === 401) setError(message);
      else setFailure(message);
      focusCode();
    }
  }

  if (expired) {
    return (
      <div className={styles.form}>
        <Alert tone="error">
          <p>{MFA_MESSAGES.expired}</p>
        </Alert>
        <ButtonLink to={signInPath(next)} size="lg" block>
          Войти снова
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Field
        label="Код подтверждения"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={32}
        hint="6 цифр из приложения-аутентификатора или резервный код вида XXXXX-XXXXX"
        error={error}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Checkbox
        label={`Запомнить это устройство на ${REMEMBER_DEVICE_DAYS} дней`}
        name="remember"
        checked={remember}
        onChange={(e) => setRemember(e.currentTarget.checked)}
      />
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Проверяем…
          </>
        ) : (
          "Подтвердить"
        )}
      </Button>
      <p className={styles.footer}>
        <Link to={signInPath(next)}>Войти под другой учётной записью</Link>
      </p>
    </form>
  );
}
