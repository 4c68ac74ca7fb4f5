import type { Context } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  FORM_SCHEMAS,
  FORM_TITLES,
  type FormKind,
  formPath,
  HONEYPOT_FIELD,
  LeadCreatedSchema,
  leadAcceptedMessage,
  PUBLIC_FORM_KINDS,
  type PublicFormKind,
} from "../../contract/forms.ts";
import { COMPANY_HOTLINE } from "../domain/content/company.ts";
import type { LeadSender } from "../domain/leads/lead-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem, validationProblem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson } from "./validate.ts";

/** Any JSON object; the form's own schema is applied after the honeypot has been looked at. */
const JsonObjectSchema = z.looseObject({}, { error: "Ожидается объект JSON с полями формы" });

/** The honeypot is filled when it holds anything at all (bots fill every field they find). */
function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

async function acceptForm(c: Context<ApiEnv>, kind: FormKind, sender: LeadSender) {
  const { leads } = c.var.services;
  const body = await readJson(c, JsonObjectSchema);
  const parsed = FORM_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    // A filled honeypot is a 400 like any invalid field (ADR 010): nothing is stored, the address is charged.
    if (kind !== "interestusedcar" && honeypotFilled(body)) await leads.noteSpam(kind, sender.address);
    throw new HTTPException(400, { res: validationProblem(parsed.error) });
  }
  const result = await leads.submit(kind, parsed.data, sender);
  if (!result.ok) {
    c.header("Retry-After", String(result.retryAfter));
    const minutes = Math.ceil(result.retryAfter / 60);
    return problem(
      c,
      429,
      `С вашего адреса отправлено слишком много заявок. Повторите через ${minutes} мин. или позвоните нам: ${COMPANY_HOTLINE.phones[0]}.`,
    );
  }
  return c.json(
    LeadCreatedSchema.parse({
      id: result.id,
      reference: result.reference,
      message: leadAcceptedMessage(kind),
      utm: result.utm,
    }),
    201,
  );
}

/** The path inside the sub-app: `/api/forms/reviews/new/` → `/reviews/new`. */
function localPath(kind: FormKind, mount: string): string {
  return formPath(kind).slice(mount.length).replace(/\/$/, "");
}

/** /api/forms: the public lead forms (SPEC.md §7). */
export const formsApi = new Hono<ApiEnv>({ strict: false });
for (const kind of PUBLIC_FORM_KINDS) {
  formsApi.post(localPath(kind, "/api/forms"), (c) => acceptForm(c, kind, { address: clientAddress(c) }));
}

/** /apilk/forms: lead forms of signed-in clients; the lead records the account and the active profile. */
export const accountFormsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .post(localPath("interestusedcar", "/apilk/forms"), (c) => {
    const { session } = c.var;
    return acceptForm(c, "interestusedcar", {
      address: clientAddress(c),
      account: { user: session.user, profile: session.profile },
    });
  });

function publicFormPath(kind: PublicFormKind) {
  return {
    post: {
      summary: `${FORM_TITLES[kind]}: stores the lead with its UTM attribution and e-mails the sales team`,
      description:
        "Rate limit: 10 leads per address in 10 minutes (429 with Retry-After). A filled honeypot field `website` is a 400.",
      tags: ["Forms"],
      requestBody: jsonContent(FORM_SCHEMAS[kind]),
      responses: responses(LeadCreatedSchema, [400, 413, 415, 429], 201),
    },
  };
}

export const formsPaths: ZodOpenApiPathsObject = {
  ...Object.fromEntries(PUBLIC_FORM_KINDS.map((kind) => [formPath(kind), publicFormPath(kind)])),
  [formPath("interestusedcar")]: {
    post: {
      summary: `${FORM_TITLES.interestusedcar}: a signed-in client's request (needs X-CSRF-Token); records the profile`,
      tags: ["Forms"],
      requestBody: jsonContent(FORM_SCHEMAS.interestusedcar),
      responses: responses(LeadCreatedSchema, [400, 401, 403, 413, 415, 429], 201),
    },
  },
};
