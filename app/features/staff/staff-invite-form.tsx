import { type FormEvent, useRef, useState } from "react";
import { STAFF_ROLE_TITLES } from "../../../contract/staff.ts";
import type { StaffInviteInfo } from "../../../contract/staff-admin.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { EncryptionUnavailableError } from "../account/encrypt-password";
import { NewAccountFields, useNewAccount } from "../account/new-account";
import { PasswordForm } from "../account/password/password-form";
import { useAcceptStaffInviteMutation } from "./staff-admin-api";

/** What the invitation gives: the roles, as the page's lead. */
export function StaffInviteSummary({ info }: { info: StaffInviteInfo }) {
  return (
    <>
      Вас пригласили работать в бэк-офисе Лизинг-Авто. Роли: {info.roles.map((r) => STAFF_ROLE_TITLES[r]).join(", ")}.
      Задайте имя и пароль, затем подключите двухфакторную аутентификацию.
    </>
  );
}

/**
 * The page of an employee's e-mailed invitation link (issue 15): a name and a password twice (the policy of every
 * new password, sent encrypted); the account is made and signed in, and the person goes on to enrol the second
 * factor (ADR 030) before the back office opens. The key is spent only when the account is made.
 */
export function StaffInviteForm({ inviteKey, info }: { inviteKey: string; info: StaffInviteInfo }) {
  const [accept] = useAcceptStaffInviteMutation();
  const account = useNewAccount(info.email, info.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const first = account.check();
    if (first) {
      focus(first);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await accept({
        key: inviteKey,
        name: account.name.trim(),
        password: await account.encrypted(),
      }).unwrap();
      // A full load: the enrolment page reads the new session from the cookie just set.
      window.location.assign(answer.next);
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
      } else if (apiErrorStatus(error) === 410) {
        setGone(apiErrorMessage(error));
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

  if (gone) {
    return (
      <Alert tone="error">
        <p>{gone}</p>
      </Alert>
    );
  }

  return (
    <PasswordForm formRef={formRef} busy={busy} failure={failure} onSubmit={onSubmit}>
      <NewAccountFields account={account} />
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Сохраняем…
          </>
        ) : (
          "Задать пароль и продолжить"
        )}
      </Button>
    </PasswordForm>
  );
}
