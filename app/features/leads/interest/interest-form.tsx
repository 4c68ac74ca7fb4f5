import { type FormEvent, useEffect, useRef, useState } from "react";
import type { AccountCheck } from "../../../../contract/account.ts";
import {
  formPath,
  InterestUsedCarFormSchema,
  LeadCreatedSchema,
  leadAcceptedTitle,
  UTM_FIELDS,
} from "../../../../contract/forms.ts";
import { formatRussianPhone } from "../../../../core/phone.ts";
import { maskRussianPhone } from "../../../lib/input-masks";
import { useAppSelector } from "../../../store/hooks";
import { selectMarketing } from "../../../store/slices/marketing-slice";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import styles from "../lead-form.module.css";
import { fieldErrors } from "../lead-form-values";

type InterestFormProps = {
  account: AccountCheck;
  vehicle: string;
  onClose: () => void;
};

/** The signed-in answer of GET /apilk/account/check/, or null for a visitor (401). */
export async function fetchAccount(): Promise<AccountCheck | null> {
  const res = await fetch("/apilk/account/check/", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`account check ${res.status}`);
  // Our own API's answer (AccountCheck, checked by its contract on the way out); not parsed again here, which
  // would put the account's schemas into the first-load preload list of every page.
  return (await res.json()) as AccountCheck;
}

/**
 * «Интересует»: a signed-in client's interest in a used vehicle, sent to POST /apilk/forms/interestusedcar/ with
 * the session's CSRF token. Who asks is the account and its active profile (shown, not typed); the call-back
 * number starts as the account's and can be changed.
 */
export function InterestForm({ account, vehicle, onClose }: InterestFormProps) {
  const marketing = useAppSelector(selectMarketing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ reference: string; message: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = { vehicle, pageUrl: window.location.href };
    const phone = String(form.get("phone") ?? "").trim();
    if (phone && phone !== "+7") body.phone = phone;
    const comment = String(form.get("comment") ?? "").trim();
    if (comment) body.comment = comment;
    for (const field of UTM_FIELDS) if (marketing[field]) body[field] = marketing[field];
    const parsed = InterestUsedCarFormSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      formRef.current?.querySelector<HTMLInputElement>('[name="phone"]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch(formPath("interestusedcar"), {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "x-csrf-token": account.csrfToken },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => null)) as {
        detail?: string;
        errors?: { field: string; message: string }[];
      } | null;
      if (res.status === 201) {
        const created = LeadCreatedSchema.parse(answer);
        setDone({ reference: created.reference, message: created.message });
        return;
      }
      const found: Record<string, string> = {};
      for (const error of answer?.errors ?? []) found[error.field] ??= error.message;
      setErrors(found);
      setFailure(Object.keys(found).length > 0 ? null : (answer?.detail ?? "Не удалось отправить: попробуйте ещё раз"));
    } catch {
      setFailure("Нет связи с сервером: проверьте интернет и отправьте ещё раз");
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        <Alert tone="success" title={leadAcceptedTitle("interestusedcar", done.reference)}>
          <p>{done.message}</p>
        </Alert>
        <Button variant="secondary" onClick={onClose}>
          Готово
        </Button>
      </div>
    );
  }

  const { user, profile } = account;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Интересует автомобиль">
      <p className={styles.note}>
        {user.name}
        {profile ? `, ${profile.title}` : ""} — менеджер перезвонит по этому автомобилю: {vehicle}.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Field
        label="Телефон для звонка"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (900) 000-00-00"
        defaultValue={user.phone ? maskRussianPhone(formatRussianPhone(user.phone)) : ""}
        hint="Из профиля; можно изменить"
        error={errors.phone}
        onChange={(event) => {
          const masked = maskRussianPhone(event.currentTarget.value);
          if (masked !== event.currentTarget.value) event.currentTarget.value = masked;
        }}
      />
      <Field label="Комментарий" name="comment" maxLength={2000} error={errors.comment} />
      {errors.vehicle ? <Alert tone="error">{errors.vehicle}</Alert> : null}
      <Button type="submit" variant="accent" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Отправляем…
          </>
        ) : (
          "Отправить менеджеру"
        )}
      </Button>
    </form>
  );
}
