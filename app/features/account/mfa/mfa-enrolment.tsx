import { type FormEvent, useRef, useState } from "react";
import { MFA_MESSAGES } from "../../../../contract/mfa.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { Text } from "../../../ui/text";
import { CopyButton } from "../lk/copy-button";
import styles from "./mfa.module.css";
import { useMfaConfirmMutation, useMfaEnrolMutation } from "./mfa-api";
import { RecoveryCodes } from "./recovery-codes";

/**
 * Turning the second factor on (ADR 030): «Подключить» makes a secret, shown as a QR code and as text for typing
 * by hand; the first code from the app confirms it; then the ten recovery codes are shown once. `onDone` runs when
 * the person has saved them.
 */
export function MfaEnrolment({ email, onDone }: { email: string; onDone: () => void }) {
  const [enrol, enrolState] = useMfaEnrolMutation();
  const [confirm] = useMfaConfirmMutation();
  const [pairing, setPairing] = useState<{ secret: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusCode = () => (formRef.current?.elements.namedItem("code") as HTMLInputElement | null)?.focus();

  async function start() {
    setFailure(null);
    try {
      const answer = await enrol().unwrap();
      setPairing({ secret: answer.secret, qr: answer.qr });
      setCode("");
      setError(undefined);
    } catch (caught) {
      setFailure(apiErrorMessage(caught));
    }
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
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
      const { recoveryCodes } = await confirm({ code: code.trim() }).unwrap();
      setCodes(recoveryCodes);
      setPairing(null);
    } catch (caught) {
      const fieldError = apiFieldErrors(caught).code;
      if (fieldError) setError(fieldError);
      else setFailure(apiErrorMessage(caught));
      setCode("");
      focusCode();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} email={email} onSaved={onDone} />;

  if (!pairing) {
    return (
      <div className={styles.form}>
        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Text as="p">
          Понадобится приложение-аутентификатор на телефоне: Яндекс Ключ, Google Authenticator, Microsoft Authenticator
          или любое другое с кодами TOTP.
        </Text>
        <div>
          <Button onClick={start} aria-disabled={enrolState.isLoading || undefined}>
            {enrolState.isLoading ? (
              <>
                <Spinner />
                Готовим…
              </>
            ) : (
              "Подключить"
            )}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onConfirm}
      aria-busy={busy || undefined}
    >
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <ol className={styles.steps}>
        <li>
          <Text as="p">Отсканируйте QR-код приложением-аутентификатором или введите ключ вручную.</Text>
          <div className={styles.pairing}>
            <img className={styles.qr} src={pairing.qr} alt="QR-код для приложения-аутентификатора" />
            <div className={styles.secret}>
              <Text as="span" small muted>
                Ключ для ввода вручную
              </Text>
              <span className={styles.secretValue}>
                <code>{pairing.secret}</code>
                <CopyButton value={pairing.secret} label="ключ" />
              </span>
            </div>
          </div>
        </li>
        <li>
          <Field
            label="Код из приложения"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={32}
            hint="6 цифр, которые приложение показывает для «Лизинг-Авто»"
            error={error}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(undefined);
            }}
          />
        </li>
      </ol>
      <div>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? (
            <>
              <Spinner />
              Проверяем…
            </>
          ) : (
            "Подтвердить и включить"
          )}
        </Button>
      </div>
    </form>
  );
}
