import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  CLIENT_TYPES,
  HONEYPOT_FIELD,
  LeasingOrderFormSchema,
  UTM_FIELDS,
  type UtmEcho,
} from "../../../contract/forms.ts";
import { formatMoney, formatPercent } from "../../lib/number-format";
import { useAppSelector } from "../../store/hooks";
import type { LeadPrefill } from "../../store/slices/lead-slice";
import { selectMarketing } from "../../store/slices/marketing-slice";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/field";
import fieldStyles from "../../ui/field.module.css";
import { Spinner } from "../../ui/spinner";
import { LeadConfirmation } from "./lead-confirmation";
import styles from "./lead-form.module.css";
import { fieldErrors, formValues, hasUtm, type LeadActionResult, utmFromUrl } from "./lead-form-values";
import { hasTerms, prefillFromSearch, prefillToSearch } from "./lead-prefill";

/** Where the form posts: the `/lead` route's action (the same with and without JavaScript). */
export const LEAD_ACTION = "/lead";

const TYPE_TITLES: Record<string, string> = {
  cars: "Легковой автомобиль",
  trucks: "Грузовой транспорт",
  used: "Автомобиль с пробегом",
  special: "Спецтехника",
};
const SCHEDULE_TITLES: Record<string, string> = { annuity: "аннуитетный график", degressive: "дегрессивный график" };
const CLIENT_TYPE_TITLES: Record<(typeof CLIENT_TYPES)[number], string> = {
  legal: "Организация",
  entrepreneur: "ИП",
};

/** Fields in the order they are shown: the first invalid one gets the focus. */
const FIELD_ORDER = ["vehicle", "clientType", "inn", "name", "phone", "email", "consentPersonalData"] as const;

type LeadFormProps = {
  prefill: LeadPrefill | null;
  /** UTM known on the server (the `/lead` page's URL or referrer); the persisted marketing slice wins. */
  utm?: UtmEcho;
  /** The page the request is sent from; the current address when left out. */
  pageUrl?: string;
  /** The action's answer when the page itself was posted (no JavaScript). */
  serverResult?: LeadActionResult | null;
  /** Called after a successful submission (the modal moves the focus to its confirmation). */
  onSuccess?: () => void;
  /** Renders the actions under the confirmation (e.g. «Закрыть» in the modal). */
  confirmationActions?: React.ReactNode;
};

/**
 * The leasing request: the client (organisation or entrepreneur, INN), the contact, the consents and the
 * vehicle and terms from the calculator. A plain POST form to `/lead`, so it works before JavaScript;
 * once hydrated it checks the fields in place with the same schema as the server and sends without a reload.
 */
export function LeadForm({ prefill, utm, pageUrl, serverResult, onSuccess, confirmationActions }: LeadFormProps) {
  const id = useId();
  const fetcher = useFetcher<LeadActionResult>();
  const location = useLocation();
  const marketing = useAppSelector(selectMarketing);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [currentUrl, setCurrentUrl] = useState(pageUrl ?? "");

  useEffect(() => {
    if (!pageUrl) setCurrentUrl(window.location.href);
  }, [pageUrl]);

  const result = fetcher.data ?? serverResult ?? null;
  const busy = fetcher.state !== "idle";
  const failure = result && !result.ok ? result : null;
  const errors = clientErrors ?? failure?.errors ?? {};
  const typed = failure?.values ?? {};
  // Messages about fields the form does not show (the calculator's terms, say) go into the alert.
  const unseen = Object.entries(errors)
    .filter(([field, message]) => message && !(FIELD_ORDER as readonly string[]).includes(field))
    .map(([, message]) => message);
  // A page posted without JavaScript comes back with what was sent: the terms and UTM of the hidden fields.
  const postedUtm = utmFromUrl(`?${new URLSearchParams(typed)}`);
  const terms = failure ? { ...prefill, ...prefillFromSearch(new URLSearchParams(typed)) } : prefill;
  const sentFrom = typed.pageUrl ?? currentUrl;

  // The store has the campaign of this visit or a stored earlier one; before hydration the server's view.
  const attribution = hasUtm(marketing)
    ? marketing
    : hasUtm(postedUtm)
      ? postedUtm
      : (utm ?? utmFromUrl(location.search));

  useEffect(() => {
    if (fetcher.data?.ok) onSuccess?.();
  }, [fetcher.data, onSuccess]);

  useEffect(() => {
    // A server answer with field errors: focus the first of them, as after the browser's own checks.
    if (fetcher.data && !fetcher.data.ok) focusFirstInvalid(formRef.current, fetcher.data.errors);
  }, [fetcher.data]);

  if (result?.ok) {
    return <LeadConfirmation result={result} actions={confirmationActions} focus={Boolean(fetcher.data?.ok)} />;
  }

  function validate(form: HTMLFormElement) {
    const parsed = LeasingOrderFormSchema.safeParse(formValues(new FormData(form)));
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const found = validate(event.currentTarget);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    // Valid here: from now on the server's answer decides what is shown.
    setClientErrors(null);
  }

  /** Once a message is shown, it follows the typing and disappears as soon as the value is right. */
  function recheck(field: string) {
    const form = formRef.current;
    if (!form || !errors[field]) return;
    const found = validate(form);
    setClientErrors({ ...errors, [field]: found[field] as string });
  }

  function checkOnBlur(field: string, event: FocusEvent<HTMLInputElement>) {
    const form = formRef.current;
    if (!form || event.currentTarget.value.trim() === "") return;
    // Focus going to a button, checkbox or link means a click is under way: a message appearing now would
    // move that control from under the pointer and the click would be lost. The submit checks everything.
    const next = event.relatedTarget;
    if (next instanceof HTMLElement && next.closest("button, input[type=checkbox], input[type=radio], a")) return;
    const found = validate(form);
    setClientErrors({ ...errors, [field]: found[field] as string });
  }

  const text = (field: string, fallback?: string | number) =>
    typed[field] ?? (fallback === undefined ? "" : String(fallback));
  const clientType = typed.clientType ?? "legal";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={LEAD_ACTION}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={busy || undefined}
      aria-describedby={failure || unseen.length > 0 ? `${id}-failure` : undefined}
    >
      <input type="hidden" name="kind" value="lisorder" />
      {sentFrom ? <input type="hidden" name="pageUrl" value={sentFrom} /> : null}
      {UTM_FIELDS.map((field) =>
        attribution[field] ? <input key={field} type="hidden" name={field} value={attribution[field] ?? ""} /> : null,
      )}
      <TermsInputs prefill={terms} />

      {(failure && Object.keys(failure.errors).length === 0) || unseen.length > 0 ? (
        <div id={`${id}-failure`}>
          <Alert tone="error">
            <p>{failure?.message ?? "Заявка не отправлена:"}</p>
            {unseen.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        </div>
      ) : null}

      {hasTerms(terms) ? <TermsSummary prefill={terms} /> : null}

      <Field
        label="Предмет лизинга"
        name="vehicle"
        defaultValue={text("vehicle", terms?.vehicle)}
        placeholder="Например, Haval Jolion или КАМАЗ 65115"
        maxLength={200}
        autoComplete="off"
        error={errors.vehicle}
        onChange={() => recheck("vehicle")}
      />

      <fieldset className={styles.choice} aria-describedby={errors.clientType ? `${id}-client-type-error` : undefined}>
        <legend className={fieldStyles.label}>Кто берёт в лизинг</legend>
        <div className={styles.segmented}>
          {CLIENT_TYPES.map((type) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="clientType"
                value={type}
                defaultChecked={clientType === type}
                onChange={() => recheck("inn")}
              />
              <span>{CLIENT_TYPE_TITLES[type]}</span>
            </label>
          ))}
        </div>
        {errors.clientType ? (
          <p id={`${id}-client-type-error`} className={fieldStyles.error}>
            {errors.clientType}
          </p>
        ) : null}
      </fieldset>

      <Field
        label="ИНН"
        name="inn"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        required
        defaultValue={text("inn")}
        hint="10 цифр у организации, 12 — у ИП"
        error={errors.inn}
        onBlur={(e) => checkOnBlur("inn", e)}
        onChange={() => recheck("inn")}
      />

      <div className={styles.row}>
        <Field
          label="Как к вам обращаться"
          name="name"
          autoComplete="name"
          required
          defaultValue={text("name")}
          error={errors.name}
          onBlur={(e) => checkOnBlur("name", e)}
          onChange={() => recheck("name")}
        />
        <Field
          label="Телефон"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          required
          defaultValue={text("phone")}
          error={errors.phone}
          onBlur={(e) => checkOnBlur("phone", e)}
          onChange={() => recheck("phone")}
        />
      </div>

      <Field
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={text("email")}
        hint="Необязательно: пришлём расчёт и список документов"
        error={errors.email}
        onBlur={(e) => checkOnBlur("email", e)}
        onChange={() => recheck("email")}
      />

      {/* The honeypot: people never see it, bots fill it (ADR 010). */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Не заполняйте это поле</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={styles.consents}>
        <Checkbox
          name="consentPersonalData"
          required
          defaultChecked={typed.consentPersonalData === "on"}
          error={errors.consentPersonalData}
          onChange={() => recheck("consentPersonalData")}
          label={
            <>
              Согласен на{" "}
              <a href="/terms/personal-data" target="_blank" rel="noopener">
                обработку персональных данных
              </a>
            </>
          }
        />
        <Checkbox
          name="consentAdvertising"
          defaultChecked={typed.consentAdvertising === "on"}
          label={
            <>
              Согласен получать{" "}
              <a href="/terms/advertising" target="_blank" rel="noopener">
                рекламные предложения
              </a>{" "}
              (необязательно)
            </>
          }
        />
      </div>

      <Button type="submit" variant="accent" size="lg" block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Отправляем…
          </>
        ) : (
          "Отправить заявку"
        )}
      </Button>
      <p className={styles.note}>Менеджер перезвонит в рабочее время: Пн–Пт 9:00–19:00 по Москве.</p>
    </fetcher.Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, found: Record<string, string>) {
  const first = FIELD_ORDER.find((field) => found[field]);
  const control = first ? form?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  control?.focus();
}

/** The calculator's terms travel with the request as hidden fields. */
function TermsInputs({ prefill }: { prefill: LeadPrefill | null }) {
  if (!prefill) return null;
  const fields = ["vehicleId", "type", "price", "advance", "term", "buyout", "scheduleType"] as const;
  return (
    <>
      {fields.map((field) =>
        prefill[field] !== undefined ? (
          <input key={field} type="hidden" name={field} value={String(prefill[field])} />
        ) : null,
      )}
    </>
  );
}

function TermsSummary({ prefill }: { prefill: LeadPrefill & { price: number } }) {
  const parts = [
    prefill.advance !== undefined ? `аванс ${formatPercent(prefill.advance)}` : null,
    prefill.term !== undefined ? `${prefill.term} мес.` : null,
    prefill.scheduleType ? SCHEDULE_TITLES[prefill.scheduleType] : null,
  ].filter(Boolean);
  return (
    <div className={styles.terms}>
      <p className={styles.termsTitle}>{prefill.type ? TYPE_TITLES[prefill.type] : "Условия из калькулятора"}</p>
      <p className={styles.termsText}>
        {formatMoney(prefill.price)}
        {parts.length > 0 ? `, ${parts.join(", ")}` : ""}
      </p>
      <a className={styles.termsLink} href={`/calculator?${prefillToSearch(prefill)}`}>
        Изменить в калькуляторе
      </a>
    </div>
  );
}
