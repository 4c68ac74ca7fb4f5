import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import {
  type ContractDetail,
  type ContractDocument,
  type ContractListItem,
  type ContractScheduleRow,
  type ContractsFilters,
  type ContractsListResponse,
  UPLOAD_MAX_FILES,
} from "../../../contract/lk-contracts.ts";
import { addDays } from "../../../core/calendar-dates.ts";
import { nextWorkingDay } from "../../../core/production-calendar.ts";
import { createChangeCache, deepFreeze, LEDGER_CHANNEL } from "../../db/change-cache.ts";
import { lkContracts, lkDocuments, lkManagers, lkPayments, lkPolicies, lkProfileInfo } from "../../db/schema/lk.ts";
import { checkUploads, type IncomingFile, storeUploads } from "../../infra/uploads.ts";
import { renderContractDocument } from "./contract-documents.ts";
import { contractSearchCondition } from "./contract-search.ts";
import { contractSums, EMPTY_SUMS } from "./contract-sums.ts";
import type { LkContext } from "./lk-context.ts";
import { type ContractRow, contractStatus, toManager, toPagination, toPolicy, toVehicle } from "./lk-mappers.ts";
import { rub } from "./lk-money.ts";
import { CONTRACT_STATUS_TITLES, SCHEDULE_TYPE_TITLES, VEHICLE_TYPE_TITLES } from "./lk-reference.ts";

export const CONTRACTS_PAGE_SIZE = 10;

const KIND_ORDER = { advance: 0, payment: 1, buyout: 2 } as const;

function documentUrl(code: string, id: number) {
  return `/apilk/contracts/document/?code=${encodeURIComponent(code)}&id=${id}`;
}

type DocumentRow = typeof lkDocuments.$inferSelect;

function toDocument(code: string, d: DocumentRow): ContractDocument {
  return {
    id: d.id,
    kind: d.kind,
    title: d.title,
    date: d.date,
    fileName: d.fileName,
    mime: d.mime,
    size: d.size,
    url: documentUrl(code, d.id),
  };
}

/** Contract list pages kept at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_PAGES = 5000;

export function createContractsService(ctx: LkContext) {
  const { db } = ctx;
  const c = lkContracts;
  /**
   * List pages as last computed, by profile, day, filters and page: everything a page shows comes from the contracts,
   * their schedules and the ledger, whose every change the database announces (ADR 038). Read only.
   */
  const pages = createChangeCache<string, ContractsListResponse>(ctx.changes, LEDGER_CHANNEL, KEPT_PAGES);

  /** The profile's contract by its code, or null: another profile's code is simply not found. */
  async function own(profileId: number, code: string): Promise<ContractRow | null> {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.code, code), eq(c.profileId, profileId)));
    return row ?? null;
  }

  /** A list page as of `today`, read from the database. */
  async function list(profileId: number, filters: ContractsFilters, currentPage: number, today: string) {
    const hasOverdue = sql`exists (select 1 from ${lkPayments} where ${lkPayments.contractId} = ${c.id} and ${lkPayments.paidAt} is null and ${lkPayments.dueDate} < ${today})`;
    const where: (SQL | undefined)[] = [eq(c.profileId, profileId)];
    if (filters.status === "finished") where.push(eq(c.status, "finished"));
    if (filters.status === "overdue") where.push(and(eq(c.status, "active"), hasOverdue));
    if (filters.status === "active") where.push(and(eq(c.status, "active"), sql`not ${hasOverdue}`));
    if (filters.vehicleType) where.push(eq(c.vehicleType, filters.vehicleType));
    if (filters.dateFrom) where.push(gte(c.signedAt, filters.dateFrom));
    if (filters.dateTo) where.push(lte(c.signedAt, filters.dateTo));
    where.push(contractSearchCondition(filters.search));
    const condition = and(...where);
    // The page and the total in one query; an empty page past the end asks for the total on its own.
    const page = await db
      .select({ c, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(c)
      .where(condition)
      .orderBy(desc(c.signedAt), desc(c.id))
      .limit(CONTRACTS_PAGE_SIZE)
      .offset((currentPage - 1) * CONTRACTS_PAGE_SIZE);
    const rows = page.map((r) => r.c);
    const totalCnt =
      page[0]?.total ?? (currentPage > 1 ? ((await db.select({ n: count() }).from(c).where(condition))[0]?.n ?? 0) : 0);
    const sums = await contractSums(
      ctx,
      profileId,
      rows.map((r) => r.id),
    );
    const items: ContractListItem[] = rows.map((row) => {
      const s = sums.get(row.id) ?? EMPTY_SUMS;
      const status = contractStatus(row, s);
      return {
        code: row.code,
        number: row.number,
        signedAt: row.signedAt,
        endDate: row.endDate,
        status,
        statusTitle: CONTRACT_STATUS_TITLES[status],
        vehicle: toVehicle(row),
        contractSum: rub(row.contractSum),
        paid: rub(s.paid),
        remaining: rub(s.remaining),
        overdue: rub(s.overdue),
        nextPayment: s.next ? { date: s.next.date, amount: rub(s.next.amount) } : null,
        assignedAt: row.assignedAt,
      };
    });
    return {
      items,
      pagination: toPagination(currentPage, CONTRACTS_PAGE_SIZE, totalCnt),
      filters,
      statuses: Object.entries(CONTRACT_STATUS_TITLES).map(([code, title]) => ({ code, title })),
      vehicleTypes: Object.entries(VEHICLE_TYPE_TITLES).map(([code, title]) => ({ code, title })),
    };
  }

  return {
    list(profileId: number, filters: ContractsFilters, currentPage: number): Promise<ContractsListResponse> {
      const today = ctx.today();
      const key = `${profileId} ${today} ${currentPage} ${JSON.stringify(filters)}`;
      return pages.get(key, async () => deepFreeze(await list(profileId, filters, currentPage, today)));
    },

    async detail(profileId: number, code: string): Promise<ContractDetail | null> {
      const row = await own(profileId, code);
      if (!row) return null;
      const today = ctx.today();
      const soon = addDays(today, 30);
      const [payments, documents, policies, sumsMap, [info]] = await Promise.all([
        db.select().from(lkPayments).where(eq(lkPayments.contractId, row.id)).orderBy(asc(lkPayments.dueDate)),
        db
          .select()
          .from(lkDocuments)
          .where(eq(lkDocuments.contractId, row.id))
          .orderBy(asc(lkDocuments.date), asc(lkDocuments.id)),
        db.select().from(lkPolicies).where(eq(lkPolicies.contractId, row.id)).orderBy(desc(lkPolicies.dateTo)),
        contractSums(ctx, profileId, [row.id]),
        db
          .select({ manager: lkManagers })
          .from(lkProfileInfo)
          .innerJoin(lkManagers, eq(lkManagers.id, lkProfileInfo.managerId))
          .where(eq(lkProfileInfo.profileId, profileId)),
      ]);
      if (!info) throw new Error(`profile ${profileId} has no account info`);
      const sums = sumsMap.get(row.id) ?? EMPTY_SUMS;
      const status = contractStatus(row, sums);
      payments.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
      const schedule: ContractScheduleRow[] = payments.map((p) => ({
        month: p.month,
        kind: p.kind,
        date: p.dueDate,
        payment: rub(p.amount),
        vat: rub(p.vat),
        principal: rub(p.principal),
        remaining: rub(p.remaining),
        // Overdue from the day after the due date, moved to a working day as the ledger counts it (core/ledger.ts).
        status: p.paidAt
          ? "paid"
          : nextWorkingDay(p.dueDate) < today
            ? "overdue"
            : p.dueDate <= soon
              ? "due"
              : "planned",
        paidAt: p.paidAt,
        paidAmount: rub(p.paidAmount),
      }));
      return {
        code: row.code,
        number: row.number,
        signedAt: row.signedAt,
        startDate: row.startDate,
        endDate: row.endDate,
        status,
        statusTitle: CONTRACT_STATUS_TITLES[status],
        assignedAt: row.assignedAt,
        term: row.term,
        scheduleType: row.scheduleType,
        scheduleTypeTitle: SCHEDULE_TYPE_TITLES[row.scheduleType],
        vehicle: toVehicle(row),
        sums: {
          price: rub(row.price),
          advance: rub(row.advanceSum),
          buyout: rub(row.buyoutSum),
          contractSum: rub(row.contractSum),
          vat: rub(row.vatSum),
          paid: rub(sums.paid),
          remaining: rub(sums.remaining),
          overdue: rub(sums.overdue),
          overdueSince: sums.oldestOverdue,
          dueSoon: rub(sums.current),
          penalties: rub(sums.penalties),
        },
        nextPayment: sums.next ? { date: sums.next.date, amount: rub(sums.next.amount) } : null,
        schedule,
        documents: documents.map((d) => toDocument(row.code, d)),
        insurance: policies.map((p) => toPolicy(p, row, today)),
        manager: toManager(info.manager),
      };
    },

    /** A document's bytes: the stored upload, or the PDF generated from the contract's data. Null when not the profile's. */
    async document(
      profileId: number,
      code: string,
      id: number,
    ): Promise<{ fileName: string; mime: string; bytes: Uint8Array } | null> {
      const row = await own(profileId, code);
      if (!row) return null;
      const [doc] = await db
        .select()
        .from(lkDocuments)
        .where(and(eq(lkDocuments.id, id), eq(lkDocuments.contractId, row.id), eq(lkDocuments.profileId, profileId)));
      if (!doc) return null;
      if (doc.storageKey) {
        const bytes = await ctx.files.get(doc.storageKey);
        return bytes ? { fileName: doc.fileName, mime: doc.mime, bytes } : null;
      }
      const bytes = await renderContractDocument(ctx, row, doc);
      return { fileName: doc.fileName, mime: "application/pdf", bytes };
    },

    /**
     * Attaches client files to a contract (SPEC.md §5): every file is checked first; only when all pass are they
     * stored and recorded, in one transaction. Null when the contract is not the profile's.
     */
    async upload(profileId: number, userId: number, code: string, files: IncomingFile[]) {
      const row = await own(profileId, code);
      if (!row) return null;
      const check = checkUploads(files, { maxFiles: UPLOAD_MAX_FILES });
      if (!check.ok) return check;
      const keys = await storeUploads(ctx.files, `contracts/${profileId}/${row.id}`, check.files);
      try {
        const today = ctx.today();
        const inserted = await db
          .insert(lkDocuments)
          .values(
            check.files.map((f, k) => ({
              contractId: row.id,
              profileId,
              kind: "client" as const,
              title: f.name,
              date: today,
              fileName: f.name,
              mime: f.mime,
              size: f.size,
              storageKey: keys[k] ?? null,
              uploadedBy: userId,
            })),
          )
          .returning();
        return { ok: true as const, documents: inserted.map((d) => toDocument(row.code, d)) };
      } catch (error) {
        await ctx.files.remove(keys);
        throw error;
      }
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
