import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiErrorMessage, apiErrorStatus } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { useKeySignInMutation } from "./account-api";
import styles from "./key-sign-in-form.module.css";
import { mfaCodePath, signInPath } from "./safe-next";

/** The field the key travels in when the form is posted without JavaScript (the route's action). */
export const KEY_FIELD = "KEY";

type Failure = {
  message: string;
  /** The key cannot work any more (used, expired, cut off): pressing again is pointless. */
  final: boolean;
};

/**
 * «Войти» on the sign-in link page. Opening the link spends nothing: mail scanners and link previews
 * fetch it before the person does, so the key is spent only by this button. After hydration it calls
 * GET /api/account/check/ and goes on to `next`; before (or without) JavaScript the form is posted to
 * the page's action, which calls the same service. `serverFailure` is the action's answer to such a post.
 */
export function KeySignInForm({
  signInKey,
  next,
  serverFailure,
}: {
  signInKey: string;
  next: string;
  serverFailure: string | null;
}) {
  const navigate = useNavigate();
  const [keySignIn] = useKeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // State updates are not synchronous: a double click must not spend the key twice (the second would fail).
  const sending = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await keySignIn({ KEY: signInKey }).unwrap();
      // The link proves the mailbox only: with the second factor on, its code comes next (ADR 030).
      await navigate("mfaRequired" in answer ? mfaCodePath(next) : next, { replace: true });
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const status = apiErrorStatus(error);
      // 410: used or expired; 400: the key is malformed. Anything else (no connection, 5xx) may pass on a retry.
      setFailure({ message: apiErrorMessage(error), final: status === 410 || status === 400 });
    }
  }

  const shown = failure ?? (serverFailure ? { message: serverFailure, final: true } : null);
  if (shown?.final) {
    return (
      <div className={styles.gone}>
        <Alert tone="error">
          <p>{shown.message}</p>
        </Alert>
        <p>Войдите с e-mail и паролем или попросите менеджера прислать новую ссылку.</p>
        <ButtonLink to={signInPath(next)} size="lg" block>
          Войти с паролем
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} aria-busy={busy || undefined}>
      {shown ? (
        <Alert tone="error">
          <p>{shown.message}</p>
        </Alert>
      ) : null}
      <input type="hidden" name={KEY_FIELD} value={signInKey} />
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? "Входим…" : "Войти"}
      </Button>
    </form>
  );
}
