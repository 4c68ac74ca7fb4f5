import { and, desc, eq, inArray, isNotNull, lte, ne } from "drizzle-orm";
import {
  ACCOUNTING_PAGE_SIZE,
  DOCUMENT_KIND_TITLES,
  type DocumentItem,
  type DocumentKind,
  type DocumentsFilters,
  type DocumentsResponse,
  type PenaltyCalculation,
  type ReconciliationAct,
} from "../../../contract/lk-accounting.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { chargePurpose, invoiceNumberOf } from "../../db/ledger-records.ts";
import { lkCharges, lkReconciliationRequests } from "../../db/schema/accounting.ts";
import { lkContracts, lkDocuments, lkPolicies, lkProfileInfo } from "../../db/schema/lk.ts";
import { qrPng } from "../../infra/qr.ts";
import { zipFiles } from "../../infra/zip.ts";
import { renderContractDocument } from "../lk/contract-documents.ts";
import { ruDate } from "../lk/document-dates.ts";
import { createInsuranceService } from "../lk/insurance-service.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { kop } from "../lk/lk-money.ts";
import {
  renderActPdf,
  renderActXlsx,
  renderBillPdf,
  renderInvoicePdf,
  renderPenaltyPdf,
} from "./accounting-documents.ts";
import { paymentForBill } from "./payment-details.ts";
import { calculatePenalties } from "./penalty-calculation.ts";
import { type ActRequest, buildReconciliationAct } from "./reconciliation-act.ts";

/** A file the account hands out: its name (Russian allowed), type and bytes. */
export interface LkFile {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

const PDF = "application/pdf";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Kinds of `lk_documents` rows listed as they are; its «invoice» rows are the bills the ledger now issues. */
const STORED_KINDS = ["contract", "schedule", "act", "client"] as const;
type StoredKind = (typeof STORED_KINDS)[number];
const isStored = (kind: DocumentKind): kind is StoredKind => (STORED_KINDS as readonly string[]).includes(kind);

/** Order on one date: the lessor's contract documents first, the client's uploads last. */
const KIND_ORDER: Record<DocumentKind, number> = {
  contract: 0,
  schedule: 1,
  act: 2,
  reconciliation: 3,
  invoice: 4,
  bill: 5,
  policy: 6,
  client: 7,
};

/** Where an item's single file is downloaded: the documents section, or the accounting section's own calls. */
export type DocumentUrls = "documents" | "accounting";

/** A document before it becomes an item: the fields filters need, and how its file is made. */
interface Entry {
  kind: DocumentKind;
  id: number;
  title: string;
  date: string;
  contractCode: string | null;
  contractNumber: string | null;
  /** Contracts a multi-contract document (a reconciliation act) covers, for the contract filter. */
  contractCodes: string[];
  fileName: string;
  accountingUrl: string | null;
}

/** `kind:id` → its parts; anything else is not a document of anyone. */
export function parseDocumentId(id: string): { kind: DocumentKind; id: number } | null {
  const match = /^([a-z]+):(\d{1,10})$/.exec(id);
  if (!match) return null;
  const kind = match[1] as DocumentKind;
  const n = Number(match[2]);
  if (!(kind in DOCUMENT_KIND_TITLES) || !Number.isSafeInteger(n) || n <= 0) return null;
  return { kind, id: n };
}

const billFileName = (billNumber: string) => `Счёт на оплату ${billNumber}.pdf`;
const invoiceFileName = (invoiceNumber: string) => `Счёт-фактура ${invoiceNumber}.pdf`;
const actFileName = (dateFrom: string, dateTo: string, format: "pdf" | "xlsx") =>
  `Акт сверки ${ruDate(dateFrom)}–${ruDate(dateTo)}.${format}`;
const policyFileName = (type: "kasko" | "osago", id: number) => `polis-${type}-${id}.pdf`;
const POLICY_TITLES = { kasko: "КАСКО", osago: "ОСАГО" } as const;

const reportsParam = (r: { dateFrom: string; dateTo: string; contracts: string[] }) =>
  encodeURIComponent(JSON.stringify(r));

/**
 * Every document of the active profile across its contracts (issue 11): the contract documents and client uploads
 * (`lk_documents`), the bills and VAT invoices the ledger issued (`lk_charges`), insurance policies, signed
 * reconciliation acts; ids `kind:id`, each checked against the profile before anything is read. Also the
 * accounting files: the act (JSON, PDF, XLSX), the penalty calculation (JSON, PDF), a bill, an invoice.
 */
export function createDocumentsService(ctx: LkContext) {
  const { db } = ctx;
  const insurance = createInsuranceService(ctx);

  async function requisitesOf(profileId: number) {
    const [info] = await db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, profileId));
    return info?.requisites;
  }

  async function contractsOf(profileId: number) {
    const rows = await db
      .select({ id: lkContracts.id, code: lkContracts.code, number: lkContracts.number })
      .from(lkContracts)
      .where(eq(lkContracts.profileId, profileId));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The profile's documents, of the given kinds (all when absent), optionally only the listed ids of one kind. */
  async function entries(profileId: number, kinds: readonly DocumentKind[], only?: Map<DocumentKind, number[]>) {
    const today = ctx.today();
    const wanted = (kind: DocumentKind) => kinds.includes(kind) && (!only || only.has(kind));
    const ids = (kind: DocumentKind) => only?.get(kind);
    const contracts = await contractsOf(profileId);
    const contractOf = (id: number) => contracts.get(id) ?? null;
    const out: Entry[] = [];

    const storedKinds = STORED_KINDS.filter(wanted);
    const [docs, charges, policies, acts] = await Promise.all([
      storedKinds.length === 0
        ? []
        : db
            .select()
            .from(lkDocuments)
            .where(
              and(
                eq(lkDocuments.profileId, profileId),
                inArray(lkDocuments.kind, storedKinds),
                only
                  ? inArray(
                      lkDocuments.id,
                      storedKinds.flatMap((k) => ids(k) ?? []),
                    )
                  : undefined,
              ),
            ),
      !wanted("bill") && !wanted("invoice")
        ? []
        : db
            .select()
            .from(lkCharges)
            .where(
              and(
                eq(lkCharges.profileId, profileId),
                lte(lkCharges.billDate, today),
                only ? inArray(lkCharges.id, [...(ids("bill") ?? []), ...(ids("invoice") ?? [])]) : undefined,
              ),
            ),
      !wanted("policy")
        ? []
        : db
            .select()
            .from(lkPolicies)
            .where(
              and(eq(lkPolicies.profileId, profileId), only ? inArray(lkPolicies.id, ids("policy") ?? []) : undefined),
            ),
      !wanted("reconciliation")
        ? []
        : db
            .select()
            .from(lkReconciliationRequests)
            .where(
              and(
                eq(lkReconciliationRequests.profileId, profileId),
                eq(lkReconciliationRequests.status, "signed"),
                isNotNull(lkReconciliationRequests.signedAt),
                only ? inArray(lkReconciliationRequests.id, ids("reconciliation") ?? []) : undefined,
              ),
            )
            .orderBy(desc(lkReconciliationRequests.id)),
    ]);

    for (const d of docs) {
      if (!isStored(d.kind) || (only && !ids(d.kind)?.includes(d.id))) continue;
      const c = contractOf(d.contractId);
      out.push({
        kind: d.kind,
        id: d.id,
        title: d.title,
        date: d.date,
        contractCode: c?.code ?? null,
        contractNumber: c?.number ?? null,
        contractCodes: c ? [c.code] : [],
        fileName: d.fileName,
        accountingUrl: null,
      });
    }
    for (const ch of charges) {
      const c = contractOf(ch.contractId);
      const base = {
        contractCode: c?.code ?? null,
        contractNumber: c?.number ?? null,
        contractCodes: c ? [c.code] : [],
      };
      if (wanted("bill") && (!only || ids("bill")?.includes(ch.id))) {
        out.push({
          kind: "bill",
          id: ch.id,
          title: `Счёт на оплату № ${ch.billNumber}: ${ch.title}`,
          date: ch.billDate,
          ...base,
          fileName: billFileName(ch.billNumber),
          accountingUrl: `/apilk/accounting/download/bill/?id=${ch.id}`,
        });
      }
      const invoiceNumber = invoiceNumberOf(ch, today);
      if (invoiceNumber && wanted("invoice") && (!only || ids("invoice")?.includes(ch.id))) {
        out.push({
          kind: "invoice",
          id: ch.id,
          title: `Счёт-фактура № ${invoiceNumber}: ${ch.title}`,
          date: ch.date,
          ...base,
          fileName: invoiceFileName(invoiceNumber),
          accountingUrl: `/apilk/accounting/download/invoice/?id=${ch.id}`,
        });
      }
    }
    for (const p of policies) {
      const c = contractOf(p.contractId);
      out.push({
        kind: "policy",
        id: p.id,
        title: `Полис ${POLICY_TITLES[p.type]} № ${p.number}`,
        date: p.dateFrom,
        contractCode: c?.code ?? null,
        contractNumber: c?.number ?? null,
        contractCodes: c ? [c.code] : [],
        fileName: policyFileName(p.type, p.id),
        accountingUrl: null,
      });
    }
    for (const r of acts) {
      // An empty list of contracts was a request for all of them.
      const covered = (r.contractIds.length > 0 ? r.contractIds : [...contracts.keys()])
        .map(contractOf)
        .filter((c) => c !== null);
      const single = covered.length === 1 ? covered[0] : undefined;
      const codes = covered.map((c) => c.code);
      out.push({
        kind: "reconciliation",
        id: r.id,
        title: `Акт сверки № ${r.number} за период с ${ruDate(r.dateFrom)} по ${ruDate(r.dateTo)}`,
        date: r.signedAt ? moscowDate(r.signedAt) : r.dateTo,
        contractCode: single?.code ?? null,
        contractNumber: single?.number ?? null,
        contractCodes: codes,
        fileName: actFileName(r.dateFrom, r.dateTo, "pdf"),
        accountingUrl: `/apilk/accounting/download/reconciliation/?reports=${reportsParam({ dateFrom: r.dateFrom, dateTo: r.dateTo, contracts: codes })}&format=pdf`,
      });
    }
    return out;
  }

  const toItem = (e: Entry, urls: DocumentUrls): DocumentItem => {
    const id = `${e.kind}:${e.id}`;
    return {
      id,
      kind: e.kind,
      kindTitle: DOCUMENT_KIND_TITLES[e.kind],
      title: e.title,
      date: e.date,
      contractCode: e.contractCode,
      contractNumber: e.contractNumber,
      fileName: e.fileName,
      url:
        urls === "accounting" && e.accountingUrl
          ? e.accountingUrl
          : `/apilk/documents/file/?id=${encodeURIComponent(id)}`,
    };
  };

  /** A charge of the profile with its contract, or null. */
  async function chargeOf(profileId: number, chargeId: number) {
    const [row] = await db
      .select({ charge: lkCharges, contract: lkContracts })
      .from(lkCharges)
      .innerJoin(lkContracts, eq(lkContracts.id, lkCharges.contractId))
      .where(and(eq(lkCharges.id, chargeId), eq(lkCharges.profileId, profileId), eq(lkContracts.profileId, profileId)));
    return row ?? null;
  }

  async function billFile(profileId: number, chargeId: number): Promise<LkFile | null> {
    const row = await chargeOf(profileId, chargeId);
    if (!row || row.charge.billDate > ctx.today()) return null;
    const result = await paymentForBill(ctx, profileId, chargeId);
    if (!result.ok && result.reason === "not_found") return null;
    const { charge, contract } = row;
    // A paid bill is still a document: printed without a QR code, with the purpose of its whole amount.
    const payment = result.ok ? result.payment : null;
    const [buyer, png] = await Promise.all([requisitesOf(profileId), payment ? qrPng(payment.qrText) : null]);
    const bytes = await renderBillPdf({
      charge: {
        kind: charge.kind,
        billNumber: charge.billNumber,
        billDate: charge.billDate,
        date: charge.date,
        title: charge.title,
        amount: charge.amount,
        contractNumber: contract.number,
        contractSignedAt: contract.signedAt,
      },
      buyer,
      unpaid: payment ? kop(payment.amount) : 0,
      purpose: payment?.purpose ?? chargePurpose(contract, charge, charge.amount),
      qrPng: png,
    });
    return { fileName: billFileName(charge.billNumber), mime: PDF, bytes };
  }

  async function invoiceFile(profileId: number, chargeId: number): Promise<LkFile | null> {
    const row = await chargeOf(profileId, chargeId);
    const invoiceNumber = row ? invoiceNumberOf(row.charge, ctx.today()) : null;
    if (!row || !invoiceNumber) return null;
    const bytes = await renderInvoicePdf({
      charge: {
        invoiceNumber,
        date: row.charge.date,
        title: row.charge.title,
        amount: row.charge.amount,
        kind: row.charge.kind,
        contractNumber: row.contract.number,
        contractSignedAt: row.contract.signedAt,
      },
      buyer: await requisitesOf(profileId),
    });
    return { fileName: invoiceFileName(invoiceNumber), mime: PDF, bytes };
  }

  async function actFile(profileId: number, req: ActRequest, format: "pdf" | "xlsx"): Promise<LkFile | null> {
    const act = await buildReconciliationAct(ctx, profileId, req);
    if (!act) return null;
    return format === "pdf"
      ? { fileName: actFileName(req.dateFrom, req.dateTo, "pdf"), mime: PDF, bytes: await renderActPdf(act) }
      : { fileName: actFileName(req.dateFrom, req.dateTo, "xlsx"), mime: XLSX, bytes: await renderActXlsx(act) };
  }

  /** The file of a document already known to be the profile's. */
  async function fileOf(profileId: number, e: Entry): Promise<LkFile | null> {
    switch (e.kind) {
      case "bill":
        return billFile(profileId, e.id);
      case "invoice":
        return invoiceFile(profileId, e.id);
      case "policy": {
        const pdf = await insurance.pdf(profileId, [e.id]);
        return pdf ? { fileName: e.fileName, mime: PDF, bytes: pdf.bytes } : null;
      }
      case "reconciliation": {
        const [r] = await db
          .select()
          .from(lkReconciliationRequests)
          .where(and(eq(lkReconciliationRequests.id, e.id), eq(lkReconciliationRequests.profileId, profileId)));
        if (!r) return null;
        return actFile(profileId, { dateFrom: r.dateFrom, dateTo: r.dateTo, contracts: e.contractCodes }, "pdf");
      }
      default: {
        const [row] = await db
          .select({ doc: lkDocuments, contract: lkContracts })
          .from(lkDocuments)
          .innerJoin(lkContracts, eq(lkContracts.id, lkDocuments.contractId))
          .where(
            and(
              eq(lkDocuments.id, e.id),
              eq(lkDocuments.profileId, profileId),
              eq(lkContracts.profileId, profileId),
              ne(lkDocuments.kind, "invoice"),
            ),
          );
        if (!row) return null;
        if (row.doc.storageKey) {
          const bytes = await ctx.files.get(row.doc.storageKey);
          return bytes ? { fileName: row.doc.fileName, mime: row.doc.mime, bytes } : null;
        }
        return {
          fileName: row.doc.fileName,
          mime: PDF,
          bytes: await renderContractDocument(ctx, row.contract, row.doc),
        };
      }
    }
  }

  /** The entries of exactly these ids, in their order, or null when any is not the profile's (or not of `kinds`). */
  async function resolve(profileId: number, ids: string[], kinds: readonly DocumentKind[]): Promise<Entry[] | null> {
    const unique = [...new Set(ids)];
    const parsed = unique.map(parseDocumentId);
    if (parsed.some((p) => p === null || !kinds.includes(p.kind))) return null;
    const only = new Map<DocumentKind, number[]>();
    for (const p of parsed) if (p) only.set(p.kind, [...(only.get(p.kind) ?? []), p.id]);
    const found = new Map((await entries(profileId, kinds, only)).map((e) => [`${e.kind}:${e.id}`, e]));
    const ordered = unique.map((id) => found.get(id));
    return ordered.every((e) => e !== undefined) ? ordered : null;
  }

  const ALL_KINDS = Object.keys(DOCUMENT_KIND_TITLES) as DocumentKind[];

  return {
    /**
     * The profile's documents, newest first, `ACCOUNTING_PAGE_SIZE` a page, filtered by date, contract and kind;
     * `kinds` narrows the list (the accounting section's reports), `urls` says whose calls download each one.
     */
    async list(
      profileId: number,
      filters: DocumentsFilters,
      currentPage: number,
      o: { kinds?: readonly DocumentKind[]; urls?: DocumentUrls } = {},
    ): Promise<DocumentsResponse> {
      const kinds = o.kinds ?? ALL_KINDS;
      const all = await entries(profileId, filters.kind ? kinds.filter((k) => k === filters.kind) : kinds);
      const matching = all
        .filter(
          (e) =>
            (!filters.dateFrom || e.date >= filters.dateFrom) &&
            (!filters.dateTo || e.date <= filters.dateTo) &&
            (!filters.contractCode || e.contractCodes.includes(filters.contractCode)),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.id - a.id);
      const start = (currentPage - 1) * ACCOUNTING_PAGE_SIZE;
      return {
        items: matching.slice(start, start + ACCOUNTING_PAGE_SIZE).map((e) => toItem(e, o.urls ?? "documents")),
        pagination: toPagination(currentPage, ACCOUNTING_PAGE_SIZE, matching.length),
        filters,
        kinds: kinds.map((code) => ({ code, title: DOCUMENT_KIND_TITLES[code] })),
      };
    },

    /** One document's file by its `kind:id`; null when it is not the profile's (or not of `kinds`). */
    async file(profileId: number, id: string, kinds: readonly DocumentKind[] = ALL_KINDS): Promise<LkFile | null> {
      const [entry] = (await resolve(profileId, [id], kinds)) ?? [];
      return entry ? fileOf(profileId, entry) : null;
    },

    /** Whether every id is a document of the profile (originals of ticked documents are ordered by these ids). */
    async owns(profileId: number, ids: string[]): Promise<boolean> {
      return (await resolve(profileId, ids, ALL_KINDS)) !== null;
    },

    /**
     * The ticked documents as one ZIP (names made unique by zipFiles); null when any id is not the profile's:
     * then nothing of anyone is packed.
     */
    async zip(
      profileId: number,
      ids: string[],
      kinds: readonly DocumentKind[] = ALL_KINDS,
    ): Promise<{ fileName: string; bytes: Uint8Array } | null> {
      const found = await resolve(profileId, ids, kinds);
      if (!found) return null;
      const files: { name: string; bytes: Uint8Array }[] = [];
      for (const e of found) {
        const file = await fileOf(profileId, e);
        if (!file) return null;
        files.push({ name: file.fileName, bytes: file.bytes });
      }
      return { fileName: `Документы ${ruDate(ctx.today())}.zip`, bytes: await zipFiles(files) };
    },

    /** The reconciliation act as data; null when a requested contract is not the profile's. */
    act: (profileId: number, req: ActRequest): Promise<ReconciliationAct | null> =>
      buildReconciliationAct(ctx, profileId, req),
    actFile,

    /** The penalty calculation of a contract up to `dateTo`; null when the contract is not the profile's. */
    penalties: (profileId: number, contractCode: string, dateTo?: string): Promise<PenaltyCalculation | null> =>
      calculatePenalties(ctx, profileId, contractCode, dateTo),

    async penaltiesPdf(profileId: number, contractCode: string, dateTo?: string): Promise<LkFile | null> {
      const calc = await calculatePenalties(ctx, profileId, contractCode, dateTo);
      if (!calc) return null;
      const bytes = await renderPenaltyPdf(calc, await requisitesOf(profileId));
      return { fileName: `Расчёт пеней ${calc.contractNumber} на ${ruDate(calc.dateTo)}.pdf`, mime: PDF, bytes };
    },

    /** A bill (счёт на оплату) with the payment QR; null when not the profile's or not issued yet. */
    bill: billFile,
    /** A VAT invoice (счёт-фактура); null when not the profile's or not issued yet. */
    invoice: invoiceFile,
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
