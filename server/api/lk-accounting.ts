import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  AccountingRequestResponseSchema,
  AccountingRequestsResponseSchema,
  BillsQuerySchema,
  BillsResponseSchema,
  DebtsQuerySchema,
  DebtsResponseSchema,
  DuplicatePeriodsResponseSchema,
  DuplicateRequestSchema,
  InvoicesQuerySchema,
  InvoicesResponseSchema,
  NoteReplyResponseSchema,
  NoteReplySchema,
  NotesQuerySchema,
  NotesResponseSchema,
  PayQuerySchema,
  PayResponseSchema,
  ReconciliationEdoSchema,
} from "../../contract/lk-accounting.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson, readQuery } from "./validate.ts";

const CONTRACT_NOT_FOUND = "Договор не найден среди договоров выбранного профиля";
const BILL_NOT_FOUND = "Счёт не найден среди счетов выбранного профиля";
const NOTE_NOT_FOUND = "Письмо не найдено среди писем выбранного профиля";
const DOCUMENT_NOT_FOUND = "Документ не найден среди документов выбранного профиля";

/** Found, or the 404 the profile's caller gets for anything of another profile or unknown. */
function found<T>(value: T | null, detail = CONTRACT_NOT_FOUND): T {
  if (value === null) lkNotFound(detail);
  return value;
}

/** /apilk/accounting: the active profile's accounting (ADR 028). Files are in lk-accounting-files.ts. */
export const lkAccountingApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/bills", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, BillsQuerySchema);
    const answer = await c.var.services.lk.accounting.bills(profile.id, filters, currentPage);
    return lkJson(c, BillsResponseSchema, found(answer));
  })
  .get("/invoices", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, InvoicesQuerySchema);
    const answer = await c.var.services.lk.accounting.invoices(profile.id, filters, currentPage);
    return lkJson(c, InvoicesResponseSchema, found(answer));
  })
  .get("/debts", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, DebtsQuerySchema);
    const answer = await c.var.services.lk.accounting.debts(profile.id, filters, currentPage);
    return lkJson(c, DebtsResponseSchema, found(answer));
  })
  .get("/notes", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, NotesQuerySchema);
    const answer = await c.var.services.lk.accounting.notes(profile.id, filters, currentPage);
    return lkJson(c, NotesResponseSchema, found(answer));
  })
  .post("/notes/reply", async (c) => {
    const profile = activeProfile(c);
    const { noteId, text } = await readJson(c, NoteReplySchema);
    const result = await c.var.services.lk.accounting.reply(profile.id, c.var.session.user.id, noteId, text);
    if (!result.ok && result.reason === "not_found") lkNotFound(NOTE_NOT_FOUND);
    if (!result.ok) return problem(c, 409, result.message);
    return lkJson(c, NoteReplyResponseSchema, { note: result.note }, 201);
  })
  .get("/duplicates/periods", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, DuplicatePeriodsResponseSchema, await c.var.services.lk.accounting.duplicatePeriods(profile.id));
  })
  .post("/duplicates/request", async (c) => {
    const profile = activeProfile(c);
    const input = await readJson(c, DuplicateRequestSchema);
    if (input.documents.length > 0 && !(await c.var.services.lk.documents.owns(profile.id, input.documents))) {
      lkNotFound(DOCUMENT_NOT_FOUND);
    }
    const result = await c.var.services.lk.accounting.requestDuplicates(profile.id, c.var.session.user.id, input);
    if (result.ok) return lkJson(c, AccountingRequestResponseSchema, { request: result.request }, 201);
    if (result.reason === "invalid") {
      return problem(c, 400, result.message, [{ field: result.field, message: result.message }]);
    }
    lkNotFound(DOCUMENT_NOT_FOUND);
  })
  .get("/requests", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, AccountingRequestsResponseSchema, await c.var.services.lk.accounting.requests(profile.id));
  })
  .post("/reconciliation/edo", async (c) => {
    const profile = activeProfile(c);
    const input = await readJson(c, ReconciliationEdoSchema);
    const result = await c.var.services.lk.accounting.requestReconciliation(profile.id, c.var.session.user.id, input);
    if (result.ok) return lkJson(c, AccountingRequestResponseSchema, { request: result.request }, 201);
    if (result.reason === "not_found") lkNotFound(CONTRACT_NOT_FOUND);
    if (result.reason === "edo") return problem(c, 409, result.message);
    return problem(c, 400, result.message, [{ field: result.field, message: result.message }]);
  })
  .get("/pay", async (c) => {
    const profile = activeProfile(c);
    const { billId, contractCode } = readQuery(c, PayQuerySchema);
    const { accounting } = c.var.services.lk;
    const result =
      billId !== undefined
        ? await accounting.payBill(profile.id, billId, contractCode)
        : await accounting.payContract(profile.id, contractCode as string);
    if (result.ok) return lkJson(c, PayResponseSchema, { payment: result.payment });
    if (result.reason === "not_found") lkNotFound(billId !== undefined ? BILL_NOT_FOUND : CONTRACT_NOT_FOUND);
    return problem(
      c,
      409,
      billId !== undefined
        ? "Счёт уже оплачен"
        : "По договору сейчас нечего оплачивать: задолженности и платежей в ближайшие 30 дней нет",
    );
  });

const TAGS = ["Account accounting"];
const LIST = (what: string) =>
  `${what}, 20 a page; \`filters\` is URL-encoded JSON {dateFrom, dateTo, contractCode, status} (a period at most three years; contractCode one of the profile's contracts, 404 otherwise)`;

export const lkAccountingPaths: ZodOpenApiPathsObject = {
  "/apilk/accounting/bills/": {
    get: lkGetOperation({
      summary: `${LIST("Bills (счета на оплату) of the active profile issued up to today, newest first, by the bill's date")}; each with what is paid and unpaid of it by the ledger (oldest charges first), its payment purpose and PDF; totals of every matching bill`,
      tags: TAGS,
      query: BillsQuerySchema,
      ok: BillsResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/accounting/invoices/": {
    get: lkGetOperation({
      summary: `${LIST("VAT invoices (счета-фактуры): one per charge whose date has come (a re-invoiced fine has none), newest first")}; VAT 22/122 of each invoice's own amount`,
      tags: TAGS,
      query: InvoicesQuerySchema,
      ok: InvoicesResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/accounting/debts/": {
    get: lkGetOperation({
      summary:
        "Each contract's debt as of today from the ledger: overdue (since), due within 30 days (nearest date), penalties at the contract's rate, credit, total = overdue + due soon + penalties − credit; `filters` {contractCode, status: overdue|due|clear}; totals of the whole profile whatever the filters",
      tags: TAGS,
      query: DebtsQuerySchema,
      ok: DebtsResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/accounting/notes/": {
    get: lkGetOperation({
      summary: `${LIST("The lessor's accounting letters: payment allocation notices and requests to clarify a payment's purpose, newest first, each with the client's answers")}; status info|open|answered; openCnt: clarifications waiting for an answer`,
      tags: TAGS,
      query: NotesQuerySchema,
      ok: NotesResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/accounting/notes/reply/": {
    post: {
      summary:
        "The client's letter answering an open clarification (needs X-CSRF-Token): stored, the clarification becomes answered; 404 for a letter of another profile, 409 when it needs no answer or was answered",
      tags: TAGS,
      requestBody: jsonContent(NoteReplySchema),
      responses: responses(NoteReplyResponseSchema, [400, 401, 403, 404, 409, 415], 201),
    },
  },
  "/apilk/accounting/duplicates/periods/": {
    get: lkGetOperation({
      summary:
        "Months and quarters with closing documents (VAT invoices), newest first; the document kinds to order; the profile's postal address for paper originals; whether EDO is connected",
      tags: TAGS,
      ok: DuplicatePeriodsResponseSchema,
    }),
  },
  "/apilk/accounting/duplicates/request/": {
    post: {
      summary:
        "Orders duplicates of closing documents (needs X-CSRF-Token): periods × kinds, or ticked documents (`kind:id`, 404 when any is not the profile's); delivery edo (EDO connected) or paper with an address. Answers the tracked request «ДУБ-YYYY-NNNN»",
      tags: TAGS,
      requestBody: jsonContent(DuplicateRequestSchema),
      responses: responses(AccountingRequestResponseSchema, [400, 401, 403, 404, 415], 201),
    },
  },
  "/apilk/accounting/requests/": {
    get: lkGetOperation({
      summary:
        "Requests for duplicates and reconciliation acts through EDO, newest first (at most 50), with status; a signed act names its document",
      tags: TAGS,
      ok: AccountingRequestsResponseSchema,
    }),
  },
  "/apilk/accounting/reconciliation/edo/": {
    post: {
      summary:
        "Sends a reconciliation act for the period (at most three years) and contracts (none: all of the profile's; 404 for another's) for signing through EDO (needs X-CSRF-Token); answers the request «АС-YYYY-NNNN» with status sent; 409 when EDO is not connected",
      tags: TAGS,
      requestBody: jsonContent(ReconciliationEdoSchema),
      responses: responses(AccountingRequestResponseSchema, [400, 401, 403, 404, 409, 415], 201),
    },
  },
  "/apilk/accounting/pay/": {
    get: {
      ...lkGetOperation({
        summary:
          "What to pay and how: `billId` (the unpaid part of one bill; with `contractCode` too, a bill of that contract) or `contractCode` alone (the contract's debt now: overdue + due within 30 days + penalties − credit). The lessor's requisites, the real payment purpose, the QR code text (ГОСТ Р 56042-2014, Sum in kopecks) and its SVG image; 409 when nothing is to pay",
        tags: TAGS,
        query: PayQuerySchema,
        ok: PayResponseSchema,
        notFound: true,
      }),
      responses: responses(PayResponseSchema, [400, 401, 403, 404, 409]),
    },
  },
};
