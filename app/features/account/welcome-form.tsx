import { type FormEvent, useRef, useState } from "react";
import {
  ClientWelcomeAcceptedSchema,
  type ClientWelcomeAcceptRequest,
  type ClientWelcomeInfo,
} from "../../../contract/staff-clients.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../lib/api-error";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { EncryptionUnavailableError } from "./encrypt-password";
import { NewAccountFields, useNewAccount } from "./new-account";
import { PasswordForm } from "./password/password-form";

/** The welcome link's password (public: the client has no session until it is set). */
export const clientWelcomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spends the key: never retried. */
    acceptClientWelcome: build.mutation<{ signedIn: boolean }, ClientWelcomeAcceptRequest>({
      query: (body) => ({ url: "api/account/welcome/accept/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(ClientWelcomeAcceptedSchema),
    }),
  }),
});

export const { useAcceptClientWelcomeMutation } = clientWelcomeApi;

/**
 * `/login/welcome`: the client whose account the lessor opened checks the name and sets a password twice (the
 * policy of every new password, checked here and on the server; sent encrypted), and lands in the account signed in.
 */
export function WelcomeForm({ welcomeKey, info }: { welcomeKey: string; info: ClientWelcomeInfo }) {
  const [accept] = useAcceptClientWelcomeMutation();
  const account = useNewAccount(info.email, info.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  if (gone) {
    return (
      <Alert tone="error">
        <p>{gone}</p>
      </Alert>
    );
  }

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
        key: welcomeKey,
        name: account.name.trim(),
        password: await account.encrypted(),
      }).unwrap();
      // A full load: the account's layout reads the new session from the cookie.
      window.location.assign(answer.signedIn ? "/account" : "/login");
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
          "Задать пароль и войти"
        )}
      </Button>
    </PasswordForm>
  );
}
