import { type FormEvent, useRef, useState } from "react";
import { data } from "react-router";
import { STAFF_ROLE_TITLES } from "../../../contract/staff.ts";
import { STAFF_ADMIN_MESSAGES, type StaffInviteInfo, StaffInviteQuerySchema } from "../../../contract/staff-admin.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { EncryptionUnavailableError } from "../../features/account/encrypt-password";
import { NewAccountFields, useNewAccount } from "../../features/account/new-account";
import { PasswordForm } from "../../features/account/password/password-form";
import { useAcceptStaffInviteMutation } from "../../features/staff/staff-admin-api";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import type { Route } from "./+types/staff-invite";

export function meta() {
  return [{ title: "Приглашение в бэк-офис — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: out of caches and of Referer headers to other sites, as on /login/invite. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/staff-invite?key=…`, the administrator's e-mailed invitation of a new employee (issue 15). Opening it
 * spends nothing (mail scanners fetch links first); the key is spent by the form once the account is made.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = StaffInviteQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ state: "broken" as const }, { status: 400 });
  const info = await context.get(servicesContext).staffAdminInvites.info(query.data.key);
  if (!info) return data({ state: "gone" as const }, { status: 410 });
  return { state: "ready" as const, inviteKey: query.data.key, info };
}

export default function StaffInvite({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "broken") {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа приглашения или он обрезан. Скопируйте ссылку из письма целиком или попросите
          администратора пригласить вас снова.
        </p>
      </AuthScreen>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <AuthScreen title="Приглашение недействительно">
        <p role="alert">{STAFF_ADMIN_MESSAGES.gone}</p>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title="Приглашение в бэк-офис" lead={<StaffInviteSummary info={loaderData.info} />}>
      <StaffInviteForm inviteKey={loaderData.inviteKey} info={loaderData.info} />
    </AuthScreen>
  );
}

/** What the invitation gives: the roles, as the page's lead. */
function StaffInviteSummary({ info }: { info: StaffInviteInfo }) {
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
function StaffInviteForm({ inviteKey, info }: { inviteKey: string; info: StaffInviteInfo }) {
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
