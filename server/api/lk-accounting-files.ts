import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  ACCOUNTING_DOCUMENT_KINDS,
  ACCOUNTING_MAX_PERIOD_YEARS,
  DOCUMENTS_ZIP_MAX,
  DocumentsQuerySchema,
  DocumentsResponseSchema,
  DocumentsZipQuerySchema,
  FileIdQuerySchema,
  PenaltiesQuerySchema,
  PenaltiesResponseSchema,
  ReconciliationActResponseSchema,
  ReconciliationDownloadQuerySchema,
  ReconciliationQuerySchema,
} from "../../contract/lk-accounting.ts";
import type { ApiEnv } from "./api-env.ts";
import { documentFile, ZIP_MIME } from "./lk-documents.ts";
import { activeProfile, fileResponses, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

const CONTRACT_NOT_FOUND = "Договор не найден среди договоров выбранного профиля";
const BILL_NOT_FOUND = "Счёт не найден среди счетов выбранного профиля";
const INVOICE_NOT_FOUND = "Счёт-фактура не найдена среди документов выбранного профиля";
const ZIP_NOT_FOUND =
  "Не все отмеченные документы найдены среди бухгалтерских документов выбранного профиля: архив не собран, обновите список";
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * /apilk/accounting (beside lk-accounting.ts on the same prefix): the accounting files — the reconciliation act as
 * JSON, PDF and XLSX, the penalty calculation as JSON and PDF, a bill with its payment QR, a VAT invoice, the reports
 * list (bills, invoices, signed acts) and the ticked ones as a ZIP. Every id and contract is the active profile's or
 * the answer is 404 with nothing of anyone's. The session is checked per route: the prefix is shared, and a
 * sub-app's middleware would run for the other sub-app's routes too.
 */
export const lkAccountingFilesApi = new Hono<ApiEnv>({ strict: false })
  .get("/reconciliation/act", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { reports } = readQuery(c, ReconciliationQuerySchema);
    const act = await c.var.services.lk.documents.act(profile.id, reports);
    if (!act) lkNotFound(CONTRACT_NOT_FOUND);
    return lkJson(c, ReconciliationActResponseSchema, { act });
  })
  .get("/download/reconciliation", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { reports, format } = readQuery(c, ReconciliationDownloadQuerySchema);
    const file = await c.var.services.lk.documents.actFile(profile.id, reports, format);
    if (!file) lkNotFound(CONTRACT_NOT_FOUND);
    return documentFile(file);
  })
  .get("/penalties/request", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { contractCode, dateTo, format } = readQuery(c, PenaltiesQuerySchema);
    const latest = yearsAfter(c.var.services.lk.today(), ACCOUNTING_MAX_PERIOD_YEARS);
    if (dateTo && dateTo > latest) {
      const message = `Дата расчёта не может быть дальше трёх лет от сегодняшнего дня`;
      return problem(c, 400, "Проверьте поля: dateTo", [{ field: "dateTo", message }]);
    }
    const { documents } = c.var.services.lk;
    if (format === "pdf") {
      const file = await documents.penaltiesPdf(profile.id, contractCode, dateTo);
      if (!file) lkNotFound(CONTRACT_NOT_FOUND);
      return documentFile(file);
    }
    const calculation = await documents.penalties(profile.id, contractCode, dateTo);
    if (!calculation) lkNotFound(CONTRACT_NOT_FOUND);
    return lkJson(c, PenaltiesResponseSchema, { calculation });
  })
  .get("/download/bill", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { id } = readQuery(c, FileIdQuerySchema);
    const file = await c.var.services.lk.documents.bill(profile.id, id);
    if (!file) lkNotFound(BILL_NOT_FOUND);
    return documentFile(file);
  })
  .get("/download/invoice", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { id } = readQuery(c, FileIdQuerySchema);
    const file = await c.var.services.lk.documents.invoice(profile.id, id);
    if (!file) lkNotFound(INVOICE_NOT_FOUND);
    return documentFile(file);
  })
  .get("/reports", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, DocumentsQuerySchema);
    if (filters.kind && !(ACCOUNTING_DOCUMENT_KINDS as readonly string[]).includes(filters.kind)) {
      const message = "В бухгалтерии есть счета, счета-фактуры и акты сверки: выберите один из этих видов";
      return problem(c, 400, "Проверьте поля: filters.kind", [{ field: "filters.kind", message }]);
    }
    const list = await c.var.services.lk.documents.list(profile.id, filters, currentPage, {
      kinds: ACCOUNTING_DOCUMENT_KINDS,
      urls: "accounting",
    });
    return lkJson(c, DocumentsResponseSchema, list);
  })
  .get("/download/reports", requireSession, async (c) => {
    const profile = activeProfile(c);
    const { ids } = readQuery(c, DocumentsZipQuerySchema);
    const zip = await c.var.services.lk.documents.zip(profile.id, ids, ACCOUNTING_DOCUMENT_KINDS);
    if (!zip) lkNotFound(ZIP_NOT_FOUND);
    return documentFile({ fileName: zip.fileName, mime: ZIP_MIME, bytes: zip.bytes });
  });

const TAGS = ["Account accounting"];
const REPORTS =
  "`reports` is URL-encoded JSON {dateFrom, dateTo (at most 3 years apart), contracts: [codes] (empty: every contract of the profile)}";

export const lkAccountingFilesPaths: ZodOpenApiPathsObject = {
  "/apilk/accounting/reconciliation/act/": {
    get: lkGetOperation({
      summary: `The reconciliation act (акт сверки взаимных расчётов) from the ledger: both parties, the contracts, the opening balance, every charge and payment of the period by date (debit, credit), penalties accrued in it, turnover, the closing balance (opening + debit − credit) and «Задолженность в пользу …»; ${REPORTS}; 404 when a contract is not the active profile's`,
      tags: TAGS,
      query: ReconciliationQuerySchema,
      ok: ReconciliationActResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/accounting/download/reconciliation/": {
    get: {
      summary: `The reconciliation act as a file, \`format\` pdf (default; with the signatures of both sides) or xlsx — the same figures as reconciliation/act/; ${REPORTS}`,
      tags: TAGS,
      requestParams: { query: ReconciliationDownloadQuerySchema },
      responses: fileResponses("The act, as an attachment", ["application/pdf", XLSX_MIME]),
    },
  },
  "/apilk/accounting/penalties/request/": {
    get: {
      summary:
        "The penalty calculation of a contract of the active profile up to `dateTo` (today when absent, at most 3 years ahead): a row per span of each overdue amount (base, from, to, days, penalty), the contract's rate per day, accrued, paid and the total to pay; `format=pdf` gives the same as a PDF",
      tags: TAGS,
      requestParams: { query: PenaltiesQuerySchema },
      responses: {
        ...fileResponses("The calculation as a PDF (format=pdf), as an attachment", ["application/pdf"]),
        200: {
          description: "The calculation (JSON), or with format=pdf the PDF as an attachment",
          content: { "application/json": { schema: PenaltiesResponseSchema }, "application/pdf": {} },
        },
      },
    },
  },
  "/apilk/accounting/download/bill/": {
    get: {
      summary:
        "A bill (счёт на оплату) as a PDF: the payee's requisites, the line with its VAT, the payment purpose and the payment QR code (ГОСТ Р 56042-2014); 404 when not the active profile's or not issued yet",
      tags: TAGS,
      requestParams: { query: FileIdQuerySchema },
      responses: fileResponses("The bill, as an attachment", ["application/pdf"]),
    },
  },
  "/apilk/accounting/download/invoice/": {
    get: {
      summary:
        "A VAT invoice (счёт-фактура) as a PDF, VAT 22 % of its own amount (22/122, to the kopeck); 404 when not the active profile's or not issued yet",
      tags: TAGS,
      requestParams: { query: FileIdQuerySchema },
      responses: fileResponses("The invoice, as an attachment", ["application/pdf"]),
    },
  },
  "/apilk/accounting/reports/": {
    get: lkGetOperation({
      summary:
        'The accounting documents of the active profile (bills, VAT invoices, signed reconciliation acts), newest first, 20 a page; `filters` is URL-encoded JSON {dateFrom, dateTo, contractCode, kind: invoice|bill|reconciliation}, e.g. ?filters={"kind":"invoice"}; ids are `kind:id` for download/reports/',
      tags: TAGS,
      query: DocumentsQuerySchema,
      ok: DocumentsResponseSchema,
    }),
  },
  "/apilk/accounting/download/reports/": {
    get: {
      summary: `The ticked accounting documents (\`ids\`: comma-separated \`kind:id\` of reports/, at most ${DOCUMENTS_ZIP_MAX}) as one ZIP, names unique; 404 and no archive when any id is not an accounting document of the active profile`,
      tags: TAGS,
      requestParams: { query: DocumentsZipQuerySchema },
      responses: fileResponses("ZIP of the documents, as an attachment", [ZIP_MIME]),
    },
  },
};
