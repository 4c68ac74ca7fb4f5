import {
  FORM_SCHEMAS,
  HONEYPOT_FIELD,
  leadAcceptedMessage,
  PUBLIC_FORM_KINDS,
  type PublicFormKind,
  UTM_FIELDS,
} from "../../../contract/forms.ts";
import type { PageServices } from "../../../server/domain/services.ts";
import { postedForm } from "../../lib/posted-form";
import { company } from "../../ui/layout/site-info";
import { fieldErrors, formValues, type LeadActionResult, utmFromUrl } from "./lead-form-values";

/** A lead form is a few hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 64 * 1024;

function echo(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === "string" && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

/**
 * The `/lead` action: a lead form posted as an HTML form (before JavaScript, or by the modal's fetcher),
 * validated with the same schema as `POST /api/forms/<kind>/` and stored by the same domain service.
 * UTM come from the form's hidden fields, else from the page the form was sent from (Referer).
 */
export async function submitLeadForm(
  request: Request,
  services: PageServices,
  address: string,
): Promise<LeadActionResult> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return {
      ok: false,
      status: 413,
      message: "Слишком большой запрос: сократите текст заявки",
      errors: {},
      values: {},
    };
  }
  const data = await postedForm(request);
  if (!data) {
    return {
      ok: false,
      status: 400,
      message: "Не удалось прочитать заявку: отправьте её с формы на сайте",
      errors: {},
      values: {},
    };
  }
  const requested = String(data.get("kind") ?? "lisorder");
  const kind = (PUBLIC_FORM_KINDS as readonly string[]).includes(requested) ? (requested as PublicFormKind) : null;
  if (!kind) {
    return {
      ok: false,
      status: 400,
      message: "Неизвестная форма: обновите страницу и отправьте заявку снова",
      errors: {},
      values: echo(data),
    };
  }

  const values = formValues(data);
  const referer = sameOriginReferer(request);
  if (!UTM_FIELDS.some((field) => values[field] !== undefined)) {
    const fromReferer = utmFromUrl(referer);
    for (const field of UTM_FIELDS) if (fromReferer[field] !== null) values[field] = fromReferer[field];
  }
  if (!values.pageUrl && referer) values.pageUrl = referer.slice(0, 2000);

  const parsed = FORM_SCHEMAS[kind].safeParse(values);
  if (!parsed.success) {
    if (values[HONEYPOT_FIELD]) await services.leads.noteSpam(kind, address);
    return {
      ok: false,
      status: 400,
      kind,
      message: "Проверьте выделенные поля формы",
      errors: fieldErrors(parsed.error),
      values: echo(data),
    };
  }
  const result = await services.leads.submit(kind, parsed.data, { address });
  if (!result.ok) {
    const minutes = Math.ceil(result.retryAfter / 60);
    return {
      ok: false,
      status: 429,
      kind,
      message: `С вашего адреса отправлено слишком много заявок. Повторите через ${minutes} мин. или позвоните нам: ${company.freePhone.display}.`,
      errors: {},
      values: echo(data),
    };
  }
  return { ok: true, kind, reference: result.reference, message: leadAcceptedMessage(kind), utm: result.utm };
}

/** The referring page when it is one of ours (another site's address says nothing about our pages). */
export function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin === new URL(request.url).origin ? referer : null;
  } catch {
    return null;
  }
}
