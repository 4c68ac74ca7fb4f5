import { and, desc, eq, lte, ne } from "drizzle-orm";
import type { z } from "zod";
import {
  type AccountingRequest,
  type AccountingRequestsResponse,
  DUPLICATE_KIND_TITLES,
  type DuplicatePeriodsResponse,
  type DuplicateRequestSchema,
  REQUEST_STATUS_TITLES,
  type ReconciliationEdoSchema,
} from "../../../contract/lk-accounting.ts";
import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";
import { lkCharges, lkDuplicateRequests, lkReconciliationRequests } from "../../db/schema/accounting.ts";
import { lkContracts, lkProfileInfo } from "../../db/schema/lk.ts";
import { ruDate } from "../lk/document-dates.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { nextYearlyNumber } from "./numbering.ts";

type DuplicateRequestInput = z.output<typeof DuplicateRequestSchema>;
type ReconciliationInput = z.output<typeof ReconciliationEdoSchema>;

const ROMAN = ["I", "II", "III", "IV"] as const;
const capital = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;

/** «Октябрь 2026» for `2026-10`, «III квартал 2026» for `2026-Q3`. */
export function periodTitle(code: string): string {
  const year = code.slice(0, 4);
  if (code[5] === "Q") return `${ROMAN[Number(code.slice(6)) - 1]} квартал ${year}`;
  return `${capital(MONTHS_NOMINATIVE[Number(code.slice(5, 7)) - 1] ?? "")} ${year}`;
}

/** The last month of a period: what orders periods newest first. */
const lastMonthOf = (code: string) =>
  code[5] === "Q" ? `${code.slice(0, 4)}-${String(Number(code.slice(6)) * 3).padStart(2, "0")}` : code;

export type RequestResult =
  | { ok: true; request: AccountingRequest }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; field: string; message: string }
  | { ok: false; reason: "edo"; message: string };

const EDO_OFF = "ЭДО не подключён: подключите его в «Настройки → ЭДО» или выберите бумажные оригиналы";

/** Duplicates of closing documents and reconciliation acts through EDO: what the client asks, and where it stands. */
export function createRequestsService(ctx: LkContext) {
  const { db } = ctx;
  const d = lkDuplicateRequests;
  const r = lkReconciliationRequests;

  async function profileInfo(profileId: number) {
    const [info] = await db
      .select({ edoState: lkProfileInfo.edoState, requisites: lkProfileInfo.requisites })
      .from(lkProfileInfo)
      .where(eq(lkProfileInfo.profileId, profileId));
    return info ?? null;
  }

  /** Months and quarters in which the profile has VAT invoices (the closing documents), newest first. */
  async function periodCodes(profileId: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ date: lkCharges.date })
      .from(lkCharges)
      .where(and(eq(lkCharges.profileId, profileId), ne(lkCharges.kind, "fine"), lte(lkCharges.date, ctx.today())));
    const months = new Set(rows.map((x) => x.date.slice(0, 7)));
    const quarters = new Set([...months].map((m) => `${m.slice(0, 4)}-Q${Math.ceil(Number(m.slice(5, 7)) / 3)}`));
    return [...quarters, ...months].sort(
      (a, b) => lastMonthOf(b).localeCompare(lastMonthOf(a)) || (a[5] === "Q" ? -1 : 1),
    );
  }

  function duplicatesSummary(row: typeof d.$inferSelect): string {
    const { periods } = row;
    const documents = row.documents.length;
    const what = row.kinds.length
      ? `${row.kinds.map((k) => DUPLICATE_KIND_TITLES[k as keyof typeof DUPLICATE_KIND_TITLES] ?? k).join(", ")}: ${periods.map(periodTitle).join(", ")}`
      : "";
    const ticked = documents > 0 ? `отмеченных документов: ${documents}` : "";
    const delivery = row.delivery === "edo" ? "ЭДО" : `оригиналы почтой: ${row.address ?? ""}`;
    return [what, ticked, delivery].filter(Boolean).join("; ");
  }

  function toDuplicates(row: typeof d.$inferSelect): AccountingRequest {
    return {
      number: row.number,
      kind: "duplicates",
      kindTitle: "Дубликаты документов",
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      statusTitle: REQUEST_STATUS_TITLES[row.status],
      summary: duplicatesSummary(row),
      documentId: null,
    };
  }

  function toReconciliation(row: typeof r.$inferSelect, numbers: Map<number, string>): AccountingRequest {
    const contracts = row.contractIds.map((id) => numbers.get(id)).filter((x): x is string => x !== undefined);
    return {
      number: row.number,
      kind: "reconciliation",
      kindTitle: "Акт сверки по ЭДО",
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      statusTitle: REQUEST_STATUS_TITLES[row.status],
      summary: `С ${ruDate(row.dateFrom)} по ${ruDate(row.dateTo)}; ${contracts.length === 1 ? "договор" : "договоры"} № ${contracts.join(", ")}; ЭДО`,
      documentId: row.status === "signed" ? `reconciliation:${row.id}` : null,
    };
  }

  async function contractNumbers(profileId: number) {
    const rows = await db
      .select({ id: lkContracts.id, code: lkContracts.code, number: lkContracts.number })
      .from(lkContracts)
      .where(eq(lkContracts.profileId, profileId))
      .orderBy(lkContracts.signedAt);
    return rows;
  }

  return {
    async periods(profileId: number): Promise<DuplicatePeriodsResponse> {
      const [codes, info] = await Promise.all([periodCodes(profileId), profileInfo(profileId)]);
      return {
        periods: codes.map((code) => ({
          code,
          title: periodTitle(code),
          kind: code[5] === "Q" ? ("quarter" as const) : ("month" as const),
        })),
        kinds: Object.entries(DUPLICATE_KIND_TITLES).map(([code, title]) => ({ code, title })),
        address: info?.requisites.postalAddress ?? "",
        edoConnected: info?.edoState === "connected",
      };
    },

    /** Records a request for duplicates; `documents` must already be known to be the profile's. */
    async requestDuplicates(profileId: number, userId: number, input: DuplicateRequestInput): Promise<RequestResult> {
      const [codes, info] = await Promise.all([periodCodes(profileId), profileInfo(profileId)]);
      const missing = input.periods.find((p) => !codes.includes(p));
      if (missing) {
        return {
          ok: false,
          reason: "invalid",
          field: "periods",
          message: `За период «${periodTitle(missing)}» закрывающих документов нет`,
        };
      }
      if (input.delivery === "edo" && info?.edoState !== "connected") {
        return { ok: false, reason: "invalid", field: "delivery", message: EDO_OFF };
      }
      const today = ctx.today();
      const row = await db.transaction(async (tx) => {
        const number = await nextYearlyNumber(tx, { table: d, column: d.number, prefix: "ДУБ" }, today.slice(0, 4));
        const [inserted] = await tx
          .insert(d)
          .values({
            profileId,
            number,
            periods: [...new Set(input.periods)],
            documents: [...new Set(input.documents)],
            kinds: [...new Set(input.kinds)],
            delivery: input.delivery,
            address: input.delivery === "paper" ? (input.address ?? null) : null,
            createdBy: userId,
          })
          .returning();
        return inserted as typeof d.$inferSelect;
      });
      return { ok: true, request: toDuplicates(row) };
    },

    /** Records a reconciliation act sent for signing through EDO; every contract when none is named. */
    async requestReconciliation(profileId: number, userId: number, input: ReconciliationInput): Promise<RequestResult> {
      const own = await contractNumbers(profileId);
      const wanted = [...new Set(input.contracts)];
      const chosen = wanted.length ? own.filter((c) => wanted.includes(c.code)) : own;
      if (chosen.length !== wanted.length && wanted.length > 0) return { ok: false, reason: "not_found" };
      const info = await profileInfo(profileId);
      if (info?.edoState !== "connected") {
        return { ok: false, reason: "edo", message: "ЭДО не подключён: скачайте акт сверки в PDF или подключите ЭДО" };
      }
      const today = ctx.today();
      const row = await db.transaction(async (tx) => {
        const number = await nextYearlyNumber(tx, { table: r, column: r.number, prefix: "АС" }, today.slice(0, 4));
        const [inserted] = await tx
          .insert(r)
          .values({
            profileId,
            number,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            contractIds: chosen.map((c) => c.id),
            status: "sent",
            createdBy: userId,
          })
          .returning();
        return inserted as typeof r.$inferSelect;
      });
      return { ok: true, request: toReconciliation(row, new Map(own.map((c) => [c.id, c.number]))) };
    },

    /** Both kinds of request, newest first, at most 50. */
    async list(profileId: number): Promise<AccountingRequestsResponse> {
      const [duplicates, acts, own] = await Promise.all([
        db.select().from(d).where(eq(d.profileId, profileId)).orderBy(desc(d.createdAt), desc(d.id)).limit(50),
        db.select().from(r).where(eq(r.profileId, profileId)).orderBy(desc(r.createdAt), desc(r.id)).limit(50),
        contractNumbers(profileId),
      ]);
      const numbers = new Map(own.map((c) => [c.id, c.number]));
      const items = [
        ...duplicates.map((row) => ({ at: row.createdAt, item: toDuplicates(row) })),
        ...acts.map((row) => ({ at: row.createdAt, item: toReconciliation(row, numbers) })),
      ]
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.item.number.localeCompare(a.item.number))
        .slice(0, 50)
        .map((x) => x.item);
      return { items };
    },
  };
}
