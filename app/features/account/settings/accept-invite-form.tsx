import { type FormEvent, useRef, useState } from "react";
import { CLIENT_RIGHT_TITLES } from "../../../../contract/lk-rights.ts";
import type { InviteInfo } from "../../../../contract/lk-settings.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { EncryptionUnavailableError } from "../encrypt-password";
import { NewAccountFields, useNewAccount } from "../new-account";
import styles from "../password/password.module.css";
import { PasswordForm } from "../password/password-form";
import { useAcceptInviteMutation } from "./staff-api";

type Outcome = { kind: "added" } | { kind: "gone"; message: string };

/** What the invitation gives: the company and the rights, as the page's lead. */
export function InviteSummary({ info }: { info: InviteInfo }) {
  return (
    <>
      Вас пригласили работать в личном кабинете от имени <strong>{info.profileTitle}</strong>. Права:{" "}
      {info.rights.map((r) => CLIENT_RIGHT_TITLES[r]).join(", ")}.
    </>
  );
}

/**
 * The page of the e-mailed invitation link (ADR 031). A new e-mail: a name and a password twice (the policy of
 * every new password), then the person is signed in and lands in the account. An e-mail that already signs in:
 * one button adds the profile, and the person signs in as usual. The key is spent only when access is granted.
 */
export function AcceptInviteForm({ inviteKey, info }: { inviteKey: string; info: InviteInfo }) {
  const [acceptInvite] = useAcceptInviteMutation();
  const account = useNewAccount(info.email, info.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  async function send(body: { name?: string; password?: string }) {
    const answer = await acceptInvite({ key: inviteKey, ...body }).unwrap();
    if (answer.signedIn) {
      // A full load: the account's layout reads the new session from the cookie just set.
      window.location.assign("/account");
    } else {
      setOutcome({ kind: "added" });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    if (!info.hasAccount) {
      const first = account.check();
      if (first) {
        focus(first);
        return;
      }
    }
    sending.current = true;
    setBusy(true);
    try {
      if (info.hasAccount) {
        await send({});
      } else {
        await send({ name: account.name.trim(), password: await account.encrypted() });
      }
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
      } else if (apiErrorStatus(error) === 410) {
        setOutcome({ kind: "gone", message: apiErrorMessage(error) });
      } else {
        const fields = apiFieldErrors(error);
        if (fields.password || fields.name) {
          account.showErrors({ password: fields.password, name: fields.name });
          focus(fields.name ? "name" : "password");
        } else {
          setFailure(apiErrorMessage(error));
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (outcome?.kind === "added") {
    return (
      <div className={styles.done}>
        <Alert tone="success" title="Профиль добавлен">
          <p>
            Войдите как обычно с адресом {info.email}: профиль «{info.profileTitle}» будет в списке ваших профилей.
          </p>
        </Alert>
        <ButtonLink to="/login" size="lg" block>
          Войти
        </ButtonLink>
      </div>
    );
  }
  if (outcome?.kind === "gone") {
    return (
      <Alert tone="error">
        <p>{outcome.message}</p>
      </Alert>
    );
  }

  return (
    <PasswordForm formRef={formRef} busy={busy} failure={failure} onSubmit={onSubmit}>
      {info.hasAccount ? (
        <p>
          У адреса {info.email} уже есть учётная запись: примите приглашение, и профиль появится среди ваших профилей.
        </p>
      ) : (
        <NewAccountFields account={account} />
      )}
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Принимаем…
          </>
        ) : info.hasAccount ? (
          "Принять приглашение"
        ) : (
          "Принять и войти"
        )}
      </Button>
    </PasswordForm>
  );
}
