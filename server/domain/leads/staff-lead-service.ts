import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { FORM_KINDS, FORM_TITLES, type FormKind, UTM_FIELDS } from "../../../contract/forms.ts";
import {
  LEAD_DASHBOARD_DAYS,
  LEAD_DUPLICATE_DAYS,
  LEAD_NO_SOURCE,
  LEAD_NO_SOURCE_TITLE,
  LEAD_STATUS_CODES,
  LEAD_STATUS_TITLES,
  type LeadStatus,
  STAFF_LEAD_MESSAGES,
  STAFF_LEADS_EXPORT_MAX,
  STAFF_LEADS_PAGE_SIZE,
  type StaffLeadDetail,
  type StaffLeadFact,
  type StaffLeadListItem,
  type StaffLeadSeries,
  type StaffLeadsDashboard,
  type StaffLeadsFilters,
  type StaffLeadsListResponse,
} from "../../../contract/staff-leads.ts";
import type { StaffPerson } from "../../../contract/staff-tickets.ts";
import { addDays, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { leadEvents, leads } from "../../db/schema/leads.ts";
import { staffMembers } from "../../db/schema/staff.ts";
import { renderXlsx } from "../../infra/xlsx.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import {
  emailKeyOf,
  emailKeySql,
  leadEmail,
  leadName,
  leadPhone,
  nameSql,
  phoneDigitsSql,
  phoneKeyOf,
  phoneKeySql,
} from "./lead-keys.ts";
import { FIELD_LABELS, format, TERMS_LABELS } from "./lead-mail.ts";

type LeadRow = typeof leads.$inferSelect;

export type StaffLeadResult =
  | { ok: true; lead: StaffLeadDetail }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "assignee" }
  | { ok: false; reason: "conflict"; message: string };

const DAY_MS = 86_400_000;
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

const STATUS_OPTIONS = LEAD_STATUS_CODES.map((code) => ({ code, title: LEAD_STATUS_TITLES[code] }));
const KIND_OPTIONS = FORM_KINDS.map((code) => ({ code, title: FORM_TITLES[code] }));
const kindTitle = (kind: string) => FORM_TITLES[kind as FormKind] ?? kind;

/** «24.11.2026 09:05» in Moscow, for the export. */
const momentText = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment's Moscow wall clock as SQL text `YYYY-MM-DD` (Moscow has kept UTC+3 without DST since 2014). */
const moscowDaySql = sql<string>`to_char((${leads.createdAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/**
 * The sales inbox (issue 15): every lead form's submission with its source and the visitor's data, the workflow
 * (take, status with a comment, comment, assignment), duplicates by phone or e-mail, the export and the dashboard.
 * Each change writes its lead_events row and one audit entry in the same transaction, and sets first_action_at
 * the first time.
 */
export function createStaffLeadService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const assignee = aliasedTable(users, "assignee");

  /** Active employees who may handle leads: sales, and administrators. */
  async function assignees(): Promise<StaffPerson[]> {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, roles: staffMembers.roles })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(staffMembers.isActive, true))
      .orderBy(asc(users.name));
    return rows
      .filter((r) => r.roles.includes("sales") || r.roles.includes("admin"))
      .map(({ id, name, email }) => ({ id, name, email }));
  }

  function conditionOf(actor: StaffActor, filters: StaffLeadsFilters): SQL | undefined {
    const l = leads;
    const where: SQL[] = [];
    if (filters.status) where.push(eq(l.status, filters.status));
    if (filters.kind) where.push(eq(l.kind, filters.kind));
    if (filters.source === LEAD_NO_SOURCE) where.push(isNull(l.utmSource));
    else if (filters.source) where.push(eq(l.utmSource, filters.source));
    if (filters.assignee === "me") where.push(eq(l.assigneeId, actor.id));
    else if (filters.assignee === "none") where.push(isNull(l.assigneeId));
    else if (typeof filters.assignee === "number") where.push(eq(l.assigneeId, filters.assignee));
    if (filters.dateFrom) where.push(gte(l.createdAt, moscowMidnight(filters.dateFrom)));
    if (filters.dateTo) where.push(lt(l.createdAt, moscowMidnight(addDays(filters.dateTo, 1))));
    const search = filters.search?.trim();
    if (search) {
      // strpos, not LIKE, for the text fields: a `%` or `_` someone types is a character to find.
      const needle = search.toLowerCase();
      const found: SQL[] = [
        sql`strpos(lower(${nameSql}), ${needle}) > 0`,
        sql`strpos(lower(coalesce(${l.payload}->>'company', ${l.payload}->'client'->>'profile', '')), ${needle}) > 0`,
        sql`strpos(lower(coalesce(${l.payload}->>'email', ${l.payload}->'client'->>'email', '')), ${needle}) > 0`,
        sql`strpos(lower(coalesce(${l.payload}->>'reference', '')), ${needle}) > 0`,
      ];
      // A phone is typed in any spelling: compare digits, and «8 916…» as «7 916…».
      const digits = search.replace(/\D/g, "").replace(/^8(?=\d{3})/, "7");
      if (digits.length >= 3) found.push(sql`strpos(${phoneDigitsSql}, ${digits}) > 0`);
      const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
      if (id !== null) found.push(eq(l.id, id));
      where.push(or(...found) as SQL);
    }
    return where.length > 0 ? and(...where) : undefined;
  }

  /**
   * Other leads with the same phone or e-mail within LEAD_DUPLICATE_DAYS of each of `rows`: one query for the
   * whole page (or export), matched in JS.
   */
  async function duplicatesOf(rows: LeadRow[]): Promise<Map<number, { row: LeadRow; by: ("phone" | "email")[] }[]>> {
    const result = new Map<number, { row: LeadRow; by: ("phone" | "email")[] }[]>();
    const keyed = rows.map((row) => ({ row, phone: phoneKeyOf(row.payload), email: emailKeyOf(row.payload) }));
    const phones = [...new Set(keyed.map((k) => k.phone).filter((k): k is string => k !== null))];
    const emails = [...new Set(keyed.map((k) => k.email).filter((k): k is string => k !== null))];
    if (rows.length === 0 || (phones.length === 0 && emails.length === 0)) return result;
    const times = rows.map((r) => r.createdAt.getTime());
    const window = LEAD_DUPLICATE_DAYS * DAY_MS;
    const from = new Date(Math.min(...times) - window);
    const to = new Date(Math.max(...times) + window);
    const matches: SQL[] = [];
    if (phones.length > 0) matches.push(inArray(phoneKeySql, phones));
    if (emails.length > 0) matches.push(inArray(emailKeySql, emails));
    const others = await db
      .select()
      .from(leads)
      .where(and(gte(leads.createdAt, from), sql`${leads.createdAt} <= ${to}`, or(...matches)))
      .orderBy(desc(leads.createdAt), desc(leads.id));
    // Indexed by key, so a 10 000-row export compares each lead only with the leads that share its phone or e-mail.
    const byPhone = new Map<string, LeadRow[]>();
    const byEmail = new Map<string, LeadRow[]>();
    for (const row of others) {
      const phone = phoneKeyOf(row.payload);
      const email = emailKeyOf(row.payload);
      if (phone)
        byPhone
          .set(phone, byPhone.get(phone) ?? [])
          .get(phone)
          ?.push(row);
      if (email)
        byEmail
          .set(email, byEmail.get(email) ?? [])
          .get(email)
          ?.push(row);
    }
    for (const k of keyed) {
      const found = new Map<number, { row: LeadRow; by: ("phone" | "email")[] }>();
      const near = (o: LeadRow) =>
        o.id !== k.row.id && Math.abs(o.createdAt.getTime() - k.row.createdAt.getTime()) <= window;
      for (const o of k.phone ? (byPhone.get(k.phone) ?? []) : [])
        if (near(o)) found.set(o.id, { row: o, by: ["phone"] });
      for (const o of k.email ? (byEmail.get(k.email) ?? []) : []) {
        if (!near(o)) continue;
        const seen = found.get(o.id);
        if (seen) seen.by.push("email");
        else found.set(o.id, { row: o, by: ["email"] });
      }
      // Newest first, as the query read them.
      const list = [...found.values()].sort(
        (a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || b.row.id - a.row.id,
      );
      result.set(k.row.id, list);
    }
    return result;
  }

  function itemOf(row: LeadRow, person: StaffPerson | null, duplicates: number): StaffLeadListItem {
    const p = row.payload;
    return {
      id: row.id,
      reference: text(p.reference),
      kind: row.kind as FormKind,
      kindTitle: kindTitle(row.kind),
      status: row.status,
      statusTitle: LEAD_STATUS_TITLES[row.status],
      name: leadName(p),
      company: text(p.company) ?? text((p.client as Record<string, unknown> | undefined)?.profile),
      phone: leadPhone(p),
      email: leadEmail(p),
      source: row.utmSource,
      pageUrl: row.pageUrl,
      assignee: person,
      createdAt: row.createdAt.toISOString(),
      duplicates,
    };
  }

  async function selectLeads(condition: SQL | undefined, limit: number, offset: number) {
    return db
      .select({ l: leads, assignee: { id: assignee.id, name: assignee.name, email: assignee.email } })
      .from(leads)
      .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
      .where(condition)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .offset(offset);
  }

  async function byId(id: number): Promise<LeadRow | null> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    return row ?? null;
  }

  const facts = (entries: [string, string][], source: Record<string, unknown>): StaffLeadFact[] =>
    entries
      .filter(([field]) => source[field] !== undefined && source[field] !== null && source[field] !== "")
      .map(([field, label]) => ({ label, value: format(field, source[field]) }));

  function termsOf(p: Record<string, unknown>): StaffLeadFact[] | null {
    const terms = facts(Object.entries(TERMS_LABELS), p);
    const estimate = p.estimate as
      | {
          scheduleType?: string;
          monthlyPaymentFirst?: number;
          monthlyPaymentLast?: number;
          rate?: number;
          contractSum?: number;
        }
      | undefined;
    if (estimate && typeof estimate === "object") {
      const { monthlyPaymentFirst: first, monthlyPaymentLast: last, rate, contractSum } = estimate;
      if (typeof first === "number") {
        // An annuity's last month differs by kopecks only (the rounding remainder): one figure, as the e-mail says.
        const payment =
          estimate.scheduleType === "annuity" || typeof last !== "number"
            ? format("", first)
            : `${format("", first)} → ${format("", last)}`;
        terms.push({ label: "Ежемесячный платёж по расчёту, ₽", value: payment });
      }
      if (typeof rate === "number") terms.push({ label: "Ставка программы, %", value: format("", rate) });
      if (typeof contractSum === "number") terms.push({ label: "Сумма договора, ₽", value: format("", contractSum) });
    }
    return terms.length > 0 ? terms : null;
  }

  async function detail(row: LeadRow): Promise<StaffLeadDetail> {
    const eventAssignee = aliasedTable(users, "event_assignee");
    const [[person], events, duplicates] = await Promise.all([
      row.assigneeId
        ? db
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(eq(users.id, row.assigneeId))
        : Promise.resolve([]),
      db
        .select({ e: leadEvents, assigneeName: eventAssignee.name })
        .from(leadEvents)
        .leftJoin(eventAssignee, eq(eventAssignee.id, leadEvents.assigneeId))
        .where(eq(leadEvents.leadId, row.id))
        .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
      duplicatesOf([row]),
    ]);
    const p = row.payload;
    const dups = duplicates.get(row.id) ?? [];
    const client = p.client as Record<string, unknown> | undefined;
    const clientFacts =
      client && typeof client === "object"
        ? facts(
            [
              ["name", "Имя"],
              ["email", "E-mail"],
              ["phone", "Телефон"],
              ["profile", "Профиль"],
              ["inn", "ИНН профиля"],
            ],
            client,
          )
        : null;
    const utm = UTM_FIELDS.flatMap((field) => {
      const value = row[utmColumn[field]];
      return value ? [{ label: field, value }] : [];
    });
    return {
      ...itemOf(row, person ?? null, dups.length),
      facts: facts(
        Object.entries(FIELD_LABELS).filter(([field]) => field !== "reference"),
        p,
      ),
      client: clientFacts,
      terms: termsOf(p),
      utm,
      consentAdvertising: row.consentAdvertisingAt !== null,
      firstActionAt: row.firstActionAt?.toISOString() ?? null,
      events: events.map(({ e, assigneeName }) => ({
        id: e.id,
        at: e.createdAt.toISOString(),
        authorName: e.authorName,
        statusFrom: e.statusFrom,
        statusTo: e.statusTo,
        statusToTitle: e.statusTo ? LEAD_STATUS_TITLES[e.statusTo] : null,
        assignee: e.assigneeId ? (assigneeName ?? null) : null,
        comment: e.comment,
      })),
      duplicateLeads: dups.map(({ row: d, by }) => ({
        id: d.id,
        reference: text(d.payload.reference),
        kindTitle: kindTitle(d.kind),
        statusTitle: LEAD_STATUS_TITLES[d.status],
        name: leadName(d.payload),
        createdAt: d.createdAt.toISOString(),
        matchedBy: by,
      })),
    };
  }

  /**
   * One change of a lead in one transaction: the row (only if nobody changed it meanwhile), the history event, the
   * audit entry; first_action_at the first time.
   */
  async function change(
    actor: StaffActor,
    id: number,
    input: {
      action: "lead.take" | "lead.status" | "lead.comment" | "lead.assign";
      refuse: (row: LeadRow) => string | null;
      status?: LeadStatus;
      assigneeId?: number;
      /** Assigned to this employee when nobody is assigned yet. */
      assignIfNone?: number;
      comment?: string;
    },
  ): Promise<StaffLeadResult> {
    const row = await byId(id);
    if (!row) return { ok: false, reason: "not_found" };
    const refused = input.refuse(row);
    if (refused) return { ok: false, reason: "conflict", message: refused };
    const status = input.status ?? row.status;
    const assigneeId = input.assigneeId ?? row.assigneeId ?? input.assignIfNone ?? null;
    const comment = input.comment?.trim() || null;
    const at = now();
    const done = await db.transaction(async (tx) => {
      const updated = await tx
        .update(leads)
        .set({ status, assigneeId, firstActionAt: row.firstActionAt ?? at })
        .where(
          and(
            eq(leads.id, row.id),
            eq(leads.status, row.status),
            row.assigneeId === null ? isNull(leads.assigneeId) : eq(leads.assigneeId, row.assigneeId),
          ),
        )
        .returning({ id: leads.id });
      if (updated.length === 0) return false;
      const statusChanged = status !== row.status;
      await tx.insert(leadEvents).values({
        leadId: row.id,
        authorId: actor.id,
        authorName: actor.name,
        statusFrom: statusChanged ? row.status : null,
        statusTo: statusChanged ? status : null,
        assigneeId: assigneeId !== row.assigneeId ? assigneeId : null,
        comment,
        createdAt: at,
      });
      const reference = text(row.payload.reference);
      await recordAudit(tx, actor, {
        action: input.action,
        objectType: "lead",
        objectId: String(row.id),
        before: { reference, status: row.status, assigneeId: row.assigneeId },
        after: { reference, status, assigneeId, ...(comment ? { comment } : {}) },
      });
      return true;
    });
    if (!done) {
      return {
        ok: false,
        reason: "conflict",
        message: "Заявку только что изменил другой сотрудник: обновите страницу",
      };
    }
    const fresh = await byId(row.id);
    return fresh ? { ok: true, lead: await detail(fresh) } : { ok: false, reason: "not_found" };
  }

  async function exportRows(actor: StaffActor, filters: StaffLeadsFilters) {
    const rows = await selectLeads(conditionOf(actor, filters), STAFF_LEADS_EXPORT_MAX, 0);
    const duplicates = await duplicatesOf(rows.map((r) => r.l));
    return rows.map(({ l, assignee: a }) => itemOf(l, a?.id ? a : null, duplicates.get(l.id)?.length ?? 0));
  }

  return {
    assignees,

    /** The inbox, newest first, 25 a page. */
    async list(actor: StaffActor, filters: StaffLeadsFilters, currentPage: number): Promise<StaffLeadsListResponse> {
      const condition = conditionOf(actor, filters);
      const [page, [total], sources, people, [counts]] = await Promise.all([
        selectLeads(condition, STAFF_LEADS_PAGE_SIZE, (currentPage - 1) * STAFF_LEADS_PAGE_SIZE),
        db.select({ n: count() }).from(leads).where(condition),
        db.selectDistinct({ source: leads.utmSource }).from(leads).orderBy(asc(leads.utmSource)),
        assignees(),
        db
          .select({
            new: sql<number>`count(*) filter (where ${leads.status} = 'new')`.mapWith(Number),
            mine: sql<number>`count(*) filter (where ${leads.status} = 'in_progress' and ${leads.assigneeId} = ${actor.id})`.mapWith(
              Number,
            ),
          })
          .from(leads),
      ]);
      const duplicates = await duplicatesOf(page.map((r) => r.l));
      return {
        items: page.map(({ l, assignee: a }) => itemOf(l, a?.id ? a : null, duplicates.get(l.id)?.length ?? 0)),
        pagination: toPagination(currentPage, STAFF_LEADS_PAGE_SIZE, total?.n ?? 0),
        filters,
        statuses: STATUS_OPTIONS,
        kinds: KIND_OPTIONS,
        sources: [
          ...sources.flatMap(({ source }) => (source ? [{ code: source, title: source }] : [])),
          { code: LEAD_NO_SOURCE, title: LEAD_NO_SOURCE_TITLE },
        ],
        assignees: people,
        counts: counts ?? { new: 0, mine: 0 },
      };
    },

    async detail(id: number): Promise<StaffLeadDetail | null> {
      const row = await byId(id);
      return row ? detail(row) : null;
    },

    /** «Взять в работу»: the lead becomes the caller's, in progress. Refused once closed or already the caller's. */
    take(actor: StaffActor, id: number): Promise<StaffLeadResult> {
      return change(actor, id, {
        action: "lead.take",
        status: "in_progress",
        assigneeId: actor.id,
        refuse: (row) =>
          row.status !== "new" && row.status !== "in_progress"
            ? STAFF_LEAD_MESSAGES.closed
            : row.status === "in_progress" && row.assigneeId === actor.id
              ? STAFF_LEAD_MESSAGES.alreadyMine
              : null,
      });
    },

    /** A new status with an optional comment; an unassigned lead put in progress becomes the caller's. */
    setStatus(actor: StaffActor, id: number, status: LeadStatus, comment?: string): Promise<StaffLeadResult> {
      return change(actor, id, {
        action: "lead.status",
        status,
        comment,
        refuse: (row) => (row.status === status ? STAFF_LEAD_MESSAGES.sameStatus : null),
        ...(status === "in_progress" ? { assignIfNone: actor.id } : {}),
      });
    },

    comment(actor: StaffActor, id: number, comment: string): Promise<StaffLeadResult> {
      return change(actor, id, { action: "lead.comment", comment, refuse: () => null });
    },

    async assign(actor: StaffActor, id: number, assigneeId: number): Promise<StaffLeadResult> {
      if (!(await assignees()).some((p) => p.id === assigneeId)) return { ok: false, reason: "assignee" };
      return change(actor, id, {
        action: "lead.assign",
        assigneeId,
        refuse: (row) => (row.assigneeId === assigneeId ? STAFF_LEAD_MESSAGES.sameAssignee : null),
      });
    },

    /** The filtered list (up to STAFF_LEADS_EXPORT_MAX rows, newest first) as an XLSX workbook. */
    async exportXlsx(actor: StaffActor, filters: StaffLeadsFilters): Promise<{ bytes: Uint8Array; fileName: string }> {
      const items = await exportRows(actor, filters);
      const today = moscowDate(now());
      const bytes = await renderXlsx({
        name: "Заявки",
        title: `Заявки с сайта на ${today.split("-").reverse().join(".")}`,
        columns: [
          { header: "Дата (МСК)", width: 17 },
          { header: "Номер", width: 13 },
          { header: "Форма", width: 24 },
          { header: "Статус", width: 11 },
          { header: "Имя", width: 24 },
          { header: "Компания", width: 24 },
          { header: "Телефон", width: 15 },
          { header: "E-mail", width: 24 },
          { header: "Источник (utm_source)", width: 16 },
          { header: "Страница", width: 30 },
          { header: "Менеджер", width: 24 },
          { header: "Возможных дублей", width: 10 },
        ],
        rows: items.map((i) => [
          momentText.format(new Date(i.createdAt)).replace(",", ""),
          i.reference ?? String(i.id),
          i.kindTitle,
          i.statusTitle,
          i.name,
          i.company,
          i.phone,
          i.email,
          i.source,
          i.pageUrl,
          i.assignee?.name ?? null,
          i.duplicates,
        ]),
        notes: [
          `Заявок: ${items.length}${items.length === STAFF_LEADS_EXPORT_MAX ? ` (выгружено не больше ${STAFF_LEADS_EXPORT_MAX}: сузьте фильтры)` : ""}.`,
        ],
      });
      return { bytes, fileName: `leads-${today}.xlsx` };
    },

    /** The last LEAD_DASHBOARD_DAYS days (Moscow): per day by source and by form, conversion, time to first action. */
    async dashboard(): Promise<StaffLeadsDashboard> {
      const dateTo = moscowDate(now());
      const dateFrom = addDays(dateTo, -(LEAD_DASHBOARD_DAYS - 1));
      const days = Array.from({ length: LEAD_DASHBOARD_DAYS }, (_, i) => addDays(dateFrom, i));
      const inWindow = gte(leads.createdAt, moscowMidnight(dateFrom));
      const [bySource, byKind, byStatus, [first]] = await Promise.all([
        db
          .select({ day: moscowDaySql, code: leads.utmSource, n: count() })
          .from(leads)
          .where(inWindow)
          .groupBy(moscowDaySql, leads.utmSource),
        db
          .select({ day: moscowDaySql, code: leads.kind, n: count() })
          .from(leads)
          .where(inWindow)
          .groupBy(moscowDaySql, leads.kind),
        db.select({ status: leads.status, n: count() }).from(leads).where(inWindow).groupBy(leads.status),
        db
          .select({
            acted: sql<number>`count(${leads.firstActionAt})`.mapWith(Number),
            waiting: sql<number>`count(*) filter (where ${leads.firstActionAt} is null)`.mapWith(Number),
            // In SQL, the same on PGlite and PostgreSQL: the median of the seconds between arrival and first action.
            median: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstActionAt} - ${leads.createdAt})))`.mapWith(
              (v) => (v === null ? null : Number(v)),
            ),
          })
          .from(leads)
          .where(inWindow),
      ]);
      const series = (
        rows: { day: string; code: string | null; n: number }[],
        title: (code: string | null) => string,
      ): StaffLeadSeries[] => {
        const byCode = new Map<string, StaffLeadSeries>();
        for (const r of rows) {
          const code = r.code ?? LEAD_NO_SOURCE;
          const s = byCode.get(code) ?? { code, title: title(r.code), counts: days.map(() => 0), total: 0 };
          const index = days.indexOf(r.day);
          if (index >= 0) {
            s.counts[index] = (s.counts[index] ?? 0) + r.n;
            s.total += r.n;
          }
          byCode.set(code, s);
        }
        return [...byCode.values()]
          .filter((s) => s.total > 0)
          .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title, "ru"));
      };
      const total = byStatus.reduce((sum, r) => sum + r.n, 0);
      const median = first?.median ?? null;
      return {
        dateFrom,
        dateTo,
        days,
        total,
        bySource: series(bySource, (code) => code ?? LEAD_NO_SOURCE_TITLE),
        byKind: series(byKind, (code) => kindTitle(code ?? "")),
        conversion: LEAD_STATUS_CODES.map((status) => {
          const n = byStatus.find((r) => r.status === status)?.n ?? 0;
          return {
            status,
            title: LEAD_STATUS_TITLES[status],
            count: n,
            percent: total > 0 ? Math.round((n / total) * 1000) / 10 : 0,
          };
        }),
        firstAction: {
          acted: first?.acted ?? 0,
          waiting: first?.waiting ?? 0,
          medianMinutes: median === null ? null : Math.round((median / 60) * 10) / 10,
        },
      };
    },
  };
}

const utmColumn = {
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_medium: "utmMedium",
  utm_term: "utmTerm",
  utm_source: "utmSource",
} as const;

export type StaffLeadService = ReturnType<typeof createStaffLeadService>;
