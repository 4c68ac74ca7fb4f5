import { type FormEvent, useRef, useState } from "react";
import {
  type CessionInviteAcceptRequest,
  type CessionInviteInfo,
  PARTICIPANT_TYPE_TITLES,
} from "../../../../contract/lk-cession.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { useLogoutMutation } from "../account-api";
import { EncryptionUnavailableError } from "../encrypt-password";
import { NewAccountFields, useNewAccount } from "../new-account";
import styles from "../password/password.module.css";
import { PasswordForm } from "../password/password-form";
import { useCsrfToken } from "../use-csrf-token";
import { useAcceptCessionInviteMutation } from "./cession-invite-api";

/** Who opened the link: a new person, the invited account signed in, or someone who must sign in first. */
export type CessionInviteViewer =
  | { kind: "new" }
  | { kind: "self"; csrfToken: string }
  | { kind: "signIn"; signInHref: string }
  | { kind: "other"; signInHref: string; signedInAs: string; csrfToken: string };

/** What the invitation is: who invites, to which cession, in which role, for which company or person. */
export function CessionInviteSummary({ info }: { info: CessionInviteInfo }) {
  return (
    <>
      <strong>{info.applicantTitle}</strong> приглашает вас в заявку на переуступку договоров лизинга № {info.number}{" "}
      как {info.role === "cessionary" ? "цессионария (нового лизингополучателя)" : "поручителя"}:{" "}
      {PARTICIPANT_TYPE_TITLES[info.type].toLowerCase()}, ИНН {info.inn}.
    </>
  );
}

const TITLE_FIELD = {
  legal: { label: "Наименование организации", hint: "Как в ЕГРЮЛ, например ООО «Ромашка»" },
  entrepreneur: { label: "Наименование ИП", hint: "Например, ИП Иванов Иван Иванович" },
  person: { label: "", hint: "" },
} as const;

/**
 * The page of a cession's e-mailed invitation (issue 12). A new e-mail: a name, the company's or entrepreneur's
 * name when the invitation is for one, and a password twice; the person is signed in and lands on the cession. The
 * invited account signed in: one button (and the profile's name when it has none with that INN). Anyone else is
 * asked to sign in with the invited address first and comes back here. The key is spent only on success.
 */
export function AcceptCessionInviteForm({
  inviteKey,
  info,
  viewer,
}: {
  inviteKey: string;
  info: CessionInviteInfo;
  viewer: CessionInviteViewer;
}) {
  const [acceptInvite] = useAcceptCessionInviteMutation();
  const account = useNewAccount(info.email);
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  if (viewer.kind === "signIn") {
    return (
      <div className={styles.done}>
        <p>
          У адреса {info.email} уже есть учётная запись: войдите с ним, и вы вернётесь на эту страницу, чтобы принять
          приглашение.
        </p>
        <ButtonLink to={viewer.signInHref} size="lg" block>
          Войти
        </ButtonLink>
      </div>
    );
  }
  if (viewer.kind === "other") return <SwitchAccount info={info} viewer={viewer} />;

  if (gone) {
    return (
      <Alert tone="error">
        <p>{gone}</p>
      </Alert>
    );
  }

  const isNew = viewer.kind === "new";
  const csrfToken = viewer.kind === "self" ? viewer.csrfToken : null;
  const titleField = info.needsTitle ? TITLE_FIELD[info.type] : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const titleMissing = titleField !== null && title.trim() === "" ? "Укажите наименование" : undefined;
    setTitleError(titleMissing);
    const first = isNew ? account.check() : null;
    if (first || titleMissing) {
      focus(first ?? "title");
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const body: CessionInviteAcceptRequest = { key: inviteKey, ...(titleField ? { title: title.trim() } : {}) };
      if (isNew) {
        body.name = account.name.trim();
        body.password = await account.encrypted();
      }
      const answer = await acceptInvite({ body, csrfToken }).unwrap();
      // A full load: the account's layout reads the session (new, or with the new active profile) from the cookie.
      window.location.assign(answer.signedIn ? `/account/cession/${answer.code}` : "/login");
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) {
        setFailure(error.message);
      } else if (apiErrorStatus(error) === 410) {
        setGone(apiErrorMessage(error));
      } else {
        const fields = apiFieldErrors(error);
        if (fields.password || fields.name || fields.title) {
          account.showErrors({ password: fields.password, name: fields.name });
          setTitleError(fields.title);
          focus(fields.name ? "name" : fields.title ? "title" : "password");
        } else {
          setFailure(apiErrorMessage(error));
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <PasswordForm formRef={formRef} busy={busy} failure={failure} onSubmit={onSubmit}>
      {isNew ? null : (
        <p>
          Вы вошли как {info.email}. Примите приглашение, и заявка откроется в личном кабинете
          {info.needsTitle ? ` — от имени нового профиля с ИНН ${info.inn}` : ""}.
        </p>
      )}
      {isNew ? <NewAccountFields account={account} /> : null}
      {titleField ? (
        <Field
          label={titleField.label}
          name="title"
          autoComplete="organization"
          required
          hint={titleField.hint}
          value={title}
          error={titleError}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setTitleError(undefined);
          }}
        />
      ) : null}
      <Button type="submit" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Принимаем…
          </>
        ) : isNew ? (
          "Принять и войти"
        ) : (
          "Принять приглашение"
        )}
      </Button>
    </PasswordForm>
  );
}

/**
 * Signed in as someone else: the sign-in page would send a live session straight back here, so the session ends
 * first (a POST with its CSRF token) and the person signs in with the invited address, returning to this page.
 */
function SwitchAccount({
  info,
  viewer,
}: {
  info: CessionInviteInfo;
  viewer: Extract<CessionInviteViewer, { kind: "other" }>;
}) {
  useCsrfToken(viewer.csrfToken);
  const [logout, { isLoading, isError }] = useLogoutMutation();

  async function switchAccount() {
    if (isLoading) return;
    if ("error" in (await logout())) return;
    window.location.assign(viewer.signInHref);
  }

  return (
    <div className={styles.done}>
      <p>
        Вы вошли как {viewer.signedInAs}, а приглашение отправлено на {info.email}. Выйдите и войдите с адресом из
        письма, чтобы принять его.
      </p>
      {isError ? <Alert tone="error">Не удалось выйти: повторите попытку.</Alert> : null}
      <Button size="lg" block aria-disabled={isLoading || undefined} onClick={() => void switchAccount()}>
        {isLoading ? "Выходим…" : `Выйти и войти как ${info.email}`}
      </Button>
    </div>
  );
}
