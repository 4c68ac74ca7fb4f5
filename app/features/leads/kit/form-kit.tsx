import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  FORM_SCHEMAS,
  HONEYPOT_FIELD,
  leadAcceptedTitle,
  type PublicFormKind,
  UTM_FIELDS,
} from "../../../../contract/forms.ts";
import { useAppSelector } from "../../../store/hooks";
import { selectMarketing } from "../../../store/slices/marketing-slice";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Spinner } from "../../../ui/spinner";
import { LeadConfirmation } from "../lead-confirmation";
import styles from "../lead-form.module.css";
import { fieldErrors, formValues, type LeadActionResult } from "../lead-form-values";

/** The id of the heading a form sits under: the form is named by it (two newsletters on the news page differ). */
export const FormHeadingContext = createContext<string | undefined>(undefined);

/** Where a public form posts: its own page, which works with and without JavaScript (`/forms/:kind`). */
export const formAction = (kind: PublicFormKind) => `/forms/${kind}`;

/** What the fields of a form need from the kit: their message, what was typed, and the re-check. */
export type KitFields = {
  /** The message under a field, from the browser's check or the server's answer. */
  error: (field: string) => string | undefined;
  /** What was typed before a page without JavaScript was sent (empty otherwise). */
  typed: (field: string, fallback?: string) => string;
  /** Re-checks a field as it changes once its message is shown, so it disappears when the value is right. */
  recheck: (field: string) => void;
  /** A unique prefix for ids inside this form. */
  id: string;
};

type LeadFormKitProps = {
  kind: PublicFormKind;
  /** The form's own fields, in the order they are shown (the first invalid one gets the focus). */
  fields: readonly string[];
  children: (kit: KitFields) => ReactNode;
  submitLabel: string;
  /** The advertising consent: optional (most forms), required (the newsletter) or not asked. */
  advertising?: "optional" | "required";
  /** The answer of the `/forms/:kind` page when it was posted without JavaScript. */
  serverResult?: LeadActionResult | null;
  /** Hidden values sent with the form (the vehicle a request is about, say). */
  hidden?: Record<string, string>;
  note?: ReactNode;
  /** A compact layout (the footer's newsletter): the consents in small type. */
  compact?: boolean;
  /** The accessible name of the form. */
  label: string;
};

/**
 * One kit for every public lead form (SPEC.md §7): a POST form to `/forms/<kind>` — so it works before
 * JavaScript — that, once hydrated, checks its fields with the contract's schema, sends through a fetcher
 * without a reload, and shows the server's Russian messages at their fields. It adds what every form carries:
 * the honeypot, the consents, the campaign (UTM) of the visit and the page it was sent from; then thanks once.
 */
export function LeadFormKit({
  kind,
  fields,
  children,
  submitLabel,
  advertising = "optional",
  serverResult,
  hidden,
  note,
  compact,
  label,
}: LeadFormKitProps) {
  const id = useId();
  const headingId = useContext(FormHeadingContext);
  const fetcher = useFetcher<LeadActionResult>();
  const marketing = useAppSelector(selectMarketing);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [pageUrl, setPageUrl] = useState("");
  useEffect(() => setPageUrl(window.location.href), []);

  // Several forms share a page (contacts): a posted answer belongs to the form of its kind only.
  const posted = serverResult && (serverResult.kind ?? kind) === kind ? serverResult : null;
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const failure = result && !result.ok ? result : null;
  const errors = clientErrors ?? failure?.errors ?? {};
  const typedValues = failure?.values ?? {};
  const order = [...fields, "consentPersonalData", "consentAdvertising", HONEYPOT_FIELD];
  // The fields are an inline list: the focus effect reads them through a ref, so it runs once per answer.
  const orderRef = useRef(order);
  orderRef.current = order;
  // A message about a field the form does not show goes into the alert, never lost.
  const unseen = Object.entries(errors)
    .filter(([field, message]) => message && !order.includes(field))
    .map(([, message]) => message);

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) focusFirstInvalid(formRef.current, orderRef.current, fetcher.data.errors);
  }, [fetcher.data]);

  if (result?.ok) {
    return (
      <LeadConfirmation
        result={result}
        title={leadAcceptedTitle(kind, result.reference)}
        focus={Boolean(fetcher.data?.ok)}
      />
    );
  }

  function validate(form: HTMLFormElement) {
    const parsed = FORM_SCHEMAS[kind].safeParse(formValues(new FormData(form)));
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
      focusFirstInvalid(event.currentTarget, order, found);
      return;
    }
    setClientErrors(null);
  }

  const kit: KitFields = {
    id,
    error: (field) => errors[field] || undefined,
    typed: (field, fallback = "") => typedValues[field] ?? fallback,
    recheck: (field) => {
      const form = formRef.current;
      if (!form || !errors[field]) return;
      setClientErrors({ ...errors, [field]: validate(form)[field] as string });
    },
  };
  // The campaign joins the form once it has hydrated (with the page's address): the island hydrates after the
  // store has captured the visit's UTM, and the server's HTML had none — rendering them earlier would not match.
  const utm = pageUrl ? UTM_FIELDS.filter((field) => marketing[field]) : [];

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={formAction(kind)}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={headingId ? undefined : label}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-form-kind={kind}
    >
      <input type="hidden" name="kind" value={kind} />
      {pageUrl ? <input type="hidden" name="pageUrl" value={pageUrl} /> : null}
      {utm.map((field) => (
        <input key={field} type="hidden" name={field} value={marketing[field] ?? ""} />
      ))}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      {(failure && Object.keys(failure.errors).length === 0) || unseen.length > 0 ? (
        <Alert tone="error">
          <p>{failure?.message ?? "Форма не отправлена:"}</p>
          {unseen.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}

      {children(kit)}

      {/* The honeypot: people never see it, bots fill it (ADR 010). */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Не заполняйте это поле</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={styles.consents} data-compact={compact || undefined}>
        <Checkbox
          name="consentPersonalData"
          required
          defaultChecked={typedValues.consentPersonalData === "on"}
          error={kit.error("consentPersonalData")}
          onChange={() => kit.recheck("consentPersonalData")}
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
          required={advertising === "required"}
          defaultChecked={typedValues.consentAdvertising === "on"}
          error={kit.error("consentAdvertising")}
          onChange={() => kit.recheck("consentAdvertising")}
          label={
            <>
              Согласен получать{" "}
              <a href="/terms/advertising" target="_blank" rel="noopener">
                рекламные предложения
              </a>
              {advertising === "optional" ? " (необязательно)" : null}
            </>
          }
        />
      </div>

      <Button type="submit" variant="accent" size={compact ? "md" : "lg"} block aria-disabled={busy || undefined}>
        {busy ? (
          <>
            <Spinner />
            Отправляем…
          </>
        ) : (
          submitLabel
        )}
      </Button>
      {note ? <p className={styles.note}>{note}</p> : null}
    </fetcher.Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, order: readonly string[], found: Record<string, string>) {
  const first = order.find((field) => found[field]);
  const control = first ? form?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  control?.focus();
}
