import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuthRequestSchema, SIGN_IN_LINK_SENT } from "../../../contract/account.ts";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import { useLazyPublicKeyQuery, useSignInMutation } from "./account-api";
import { canEncryptPassword, EncryptionUnavailableError, encryptPassword } from "./encrypt-password";
import { landingAfterSignIn, mfaCodePath } from "./safe-next";
import styles from "./sign-in-form.module.css";

type FieldName = "email" | "password";
type FieldErrors = Partial<Record<FieldName, string>>;

function validateField(name: FieldName, value: string): string | undefined {
  if (name === "email") {
    const email = value.trim();
    if (!email) return "Введите e-mail";
    const parsed = AuthRequestSchema.shape.email.safeParse(email);
    return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Укажите корректный e-mail");
  }
  return value ? undefined : "Введите пароль";
}

/**
 * The sign-in form. The password never leaves the page in clear text: it is encrypted here with
 * the server's RSA key (WebCrypto), so the form works only once JavaScript has started — until then
 * the button stays disabled and a <noscript> notice explains why.
 */
export function SignInForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const [getPublicKey] = useLazyPublicKeyQuery();
  const [signIn] = useSignInMutation();

  const [ready, setReady] = useState(false);
  const [cryptoMissing, setCryptoMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // State updates are not synchronous: a second Enter in the same tick must not send twice.
  const sending = useRef(false);

  useEffect(() => {
    setReady(true);
    setCryptoMissing(!canEncryptPassword());
  }, []);

  const input = (name: FieldName) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null | undefined;
  const check = (name: FieldName, value: string) =>
    setErrors((prev) => ({ ...prev, [name]: validateField(name, value) }));
  // Once a message is shown it follows the typing, so it disappears as soon as the value is right.
  const recheck = (name: FieldName, value: string) => {
    if (errors[name]) check(name, value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found: FieldErrors = { email: validateField("email", email), password: validateField("password", password) };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      input(found.email ? "email" : "password")?.focus();
      return;
    }

    sending.current = true;
    setBusy(true);
    try {
      const { publicKey } = await getPublicKey(undefined, true).unwrap();
      const cipher = await encryptPassword(password, publicKey);
      const answer = await signIn({ email, password: cipher }).unwrap();
      // The password was right and the account has a second factor: its code is the next step (ADR 030).
      if ("mfaRequired" in answer) await navigate(mfaCodePath(next), { replace: true });
      else await navigate(landingAfterSignIn(answer.user.role, next), { replace: true });
    } catch (error) {
      sending.current = false;
      setBusy(false);
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
        return;
      }
      const emailError = apiFieldErrors(error).email;
      if (emailError) {
        setErrors({ email: emailError });
        input("email")?.focus();
      }
      setFailure(apiErrorMessage(error));
      // Not a mistake of the person's: the way in is the link in the mail (the password was not checked).
      setLinkSent(apiErrorMessage(error) === SIGN_IN_LINK_SENT.detail);
      // The password is typed again; the alert above says why.
      const passwordInput = input("password");
      if (passwordInput) {
        passwordInput.value = "";
        if (!emailError) passwordInput.focus();
      }
    }
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
      <noscript>
        <Alert tone="warning" title="Для входа нужен JavaScript">
          <p>
            Пароль шифруется в браузере (WebCrypto) и уходит на сервер только в зашифрованном виде. Включите JavaScript
            в настройках браузера и обновите страницу.
          </p>
        </Alert>
      </noscript>

      {cryptoMissing ? (
        <Alert tone="warning" title="Браузер не может зашифровать пароль">
          <p>Откройте сайт по защищённому соединению (HTTPS) в современном браузере.</p>
        </Alert>
      ) : null}

      {failure && linkSent ? (
        // role=alert announces it as the error alert does; the tone says it is news, not a mistake.
        <div role="alert">
          <Alert tone="info" title="Проверьте почту">
            <p>{failure}</p>
          </Alert>
        </div>
      ) : failure ? (
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
        error={errors.email}
        onBlur={(e) => e.currentTarget.value && check("email", e.currentTarget.value)}
        onChange={(e) => recheck("email", e.currentTarget.value)}
      />

      <Field
        label="Пароль"
        name="password"
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.password}
        onChange={(e) => recheck("password", e.currentTarget.value)}
      />

      <Checkbox label="Показать пароль" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />

      <Button type="submit" size="lg" block disabled={!ready} aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Входим…
          </>
        ) : (
          "Войти"
        )}
      </Button>

      <p className={styles.forgot}>
        <Link to="/login/forgot">Забыли пароль?</Link>
      </p>
    </form>
  );
}
