import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import type { Profile } from "../../../contract/account.ts";
import type {
  AccountDebt,
  AccountEdo,
  AccountInfo,
  AccountManagerResponse,
  PopularResponse,
  PromoResponse,
} from "../../../contract/lk-home.ts";
import { addDays, addMonths, monthRange } from "../../../core/calendar-dates.ts";
import { lkContracts, lkFines, lkManagers, lkNotifications, lkPolicies, lkProfileInfo } from "../../db/schema/lk.ts";
import { contractSums, EMPTY_SUMS, sumAll } from "./contract-sums.ts";
import type { LkContext } from "./lk-context.ts";
import { toManager } from "./lk-mappers.ts";
import { rub } from "./lk-money.ts";
import {
  EDO_HOW_TO_CONNECT,
  EDO_OPERATORS,
  EDO_STATE_TITLES,
  LESSOR,
  PENALTY_RATE_PERCENT_PER_DAY,
  PROMO_BANNERS,
} from "./lk-reference.ts";

export function createHomeService(ctx: LkContext) {
  const { db } = ctx;

  async function unreadCount(profileId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(lkNotifications)
      .where(and(eq(lkNotifications.profileId, profileId), eq(lkNotifications.isRead, false)));
    return row?.n ?? 0;
  }

  async function profileInfo(profileId: number) {
    const [row] = await db
      .select({ info: lkProfileInfo, manager: lkManagers })
      .from(lkProfileInfo)
      .innerJoin(lkManagers, eq(lkManagers.id, lkProfileInfo.managerId))
      .where(eq(lkProfileInfo.profileId, profileId));
    return row ?? null;
  }

  return {
    async info(profile: Profile): Promise<AccountInfo> {
      const [contracts, sums, unread] = await Promise.all([
        db
          .select({
            id: lkContracts.id,
            number: lkContracts.number,
            code: lkContracts.code,
            status: lkContracts.status,
          })
          .from(lkContracts)
          .where(eq(lkContracts.profileId, profile.id)),
        contractSums(ctx, profile.id),
        unreadCount(profile.id),
      ]);
      const active = contracts.filter((c) => c.status === "active");
      const total = sumAll(sums);
      // The nearest date any contract falls due, and everything due that day.
      let nextPayment: AccountInfo["nextPayment"] = null;
      const dated = contracts
        .map((c) => ({ c, next: sums.get(c.id)?.next ?? null }))
        .filter((x): x is { c: (typeof contracts)[number]; next: { date: string; amount: number } } => x.next !== null)
        .sort((a, b) => a.next.date.localeCompare(b.next.date) || a.c.number.localeCompare(b.c.number));
      const first = dated[0];
      if (first) {
        const sameDay = dated.filter((x) => x.next.date === first.next.date);
        nextPayment = {
          date: first.next.date,
          amount: rub(sameDay.reduce((a, x) => a + x.next.amount, 0)),
          contractCode: first.c.code,
          contractNumber: first.c.number,
          contractsCnt: sameDay.length,
        };
      }
      return {
        company: {
          id: profile.id,
          type: profile.type,
          title: profile.title,
          inn: profile.inn,
          kpp: profile.kpp,
          ogrn: profile.ogrn,
        },
        contractsCnt: contracts.length,
        activeContractsCnt: active.length,
        vehiclesCnt: active.length,
        nextPayment,
        overdue: { amount: rub(total.overdue), paymentsCnt: total.overdueCnt, since: total.oldestOverdue },
        unreadNotifications: unread,
      };
    },

    async debt(profileId: number): Promise<AccountDebt> {
      const [contracts, sums] = await Promise.all([
        db
          .select({
            id: lkContracts.id,
            code: lkContracts.code,
            number: lkContracts.number,
            vehicleTitle: lkContracts.vehicleTitle,
          })
          .from(lkContracts)
          .where(eq(lkContracts.profileId, profileId))
          .orderBy(lkContracts.signedAt),
        contractSums(ctx, profileId),
      ]);
      const total = sumAll(sums);
      return {
        current: rub(total.current),
        currentDate: total.currentDate,
        overdue: rub(total.overdue),
        overdueSince: total.oldestOverdue,
        penalties: rub(total.penalties),
        credit: rub(total.credit),
        total: rub(total.total),
        remaining: rub(total.remaining),
        penaltyRate: total.penaltyRate || PENALTY_RATE_PERCENT_PER_DAY,
        byContract: contracts
          .map((c) => ({ c, s: sums.get(c.id) ?? EMPTY_SUMS }))
          .filter(({ s }) => s.remaining > 0 || s.total > 0)
          .map(({ c, s }) => ({
            contractCode: c.code,
            contractNumber: c.number,
            vehicleTitle: c.vehicleTitle,
            current: rub(s.current),
            overdue: rub(s.overdue),
            penalties: rub(s.penalties),
            total: rub(s.total),
            remaining: rub(s.remaining),
            overdueSince: s.oldestOverdue,
            nextPaymentDate: s.next?.date ?? null,
          })),
      };
    },

    async edo(profileId: number): Promise<AccountEdo | null> {
      const row = await profileInfo(profileId);
      if (!row) return null;
      const { info } = row;
      const operator = EDO_OPERATORS.find((o) => o.code === info.edoOperator);
      return {
        state: info.edoState,
        stateTitle: EDO_STATE_TITLES[info.edoState],
        operator: operator ? { code: operator.code, name: operator.name } : null,
        participantId: info.edoParticipantId,
        connectedAt: info.edoConnectedAt,
        lessorParticipantId: LESSOR.edoParticipantId,
        operators: EDO_OPERATORS.map((o) => ({ ...o })),
        howToConnect: EDO_HOW_TO_CONNECT,
      };
    },

    async manager(profileId: number): Promise<AccountManagerResponse | null> {
      const row = await profileInfo(profileId);
      return row ? { manager: toManager(row.manager) } : null;
    },

    async popular(profileId: number): Promise<PopularResponse> {
      const today = ctx.today();
      const [sums, unread, [fines], [expiring], [contracts]] = await Promise.all([
        contractSums(ctx, profileId),
        unreadCount(profileId),
        db
          .select({ n: count() })
          .from(lkFines)
          .where(and(eq(lkFines.profileId, profileId), eq(lkFines.status, "unpaid"))),
        db
          .select({ n: count() })
          .from(lkPolicies)
          .where(
            and(
              eq(lkPolicies.profileId, profileId),
              gte(lkPolicies.dateTo, today),
              lte(lkPolicies.dateTo, addDays(today, 30)),
            ),
          ),
        db
          .select({ n: sql<number>`count(*) filter (where ${lkContracts.status} = 'active')`.mapWith(Number) })
          .from(lkContracts)
          .where(eq(lkContracts.profileId, profileId)),
      ]);
      const total = sumAll(sums);
      const badge = (n: number | undefined) => (n ? n : null);
      return {
        items: [
          {
            code: "calendar",
            title: "Календарь платежей",
            description: "Платежи и события по дням, ближайшие даты оплаты",
            link: "/account/calendar",
            badge: badge(total.overdueCnt),
          },
          {
            code: "contracts",
            title: "Договоры",
            description: "Графики платежей, документы, страховка по каждому договору",
            link: "/account/contracts",
            badge: badge(contracts?.n),
          },
          {
            code: "notifications",
            title: "Уведомления",
            description: "Сообщения о платежах, документах, полисах и штрафах",
            link: "/account/notifications",
            badge: badge(unread),
          },
          {
            code: "fines",
            title: "Штрафы",
            description: "Штрафы ГИБДД по машинам в лизинге: оплатите со скидкой 50\u00a0% в течение 20\u00a0дней",
            link: "/account/fines",
            badge: badge(fines?.n),
          },
          {
            code: "insurance",
            title: "Страхование",
            description: "Полисы КАСКО и ОСАГО, сроки действия, скачать полис",
            link: "/account/insurance",
            badge: badge(expiring?.n),
          },
          {
            code: "requisites",
            title: "Реквизиты для оплаты",
            description: "Реквизиты «Лизинг-Авто» и готовое назначение платежа по каждому договору",
            link: "/account/requisites",
            badge: null,
          },
        ],
      };
    },

    promo(): PromoResponse {
      const today = ctx.today();
      return {
        items: PROMO_BANNERS.map(({ months, ...b }) => ({
          ...b,
          until: months === null ? null : monthRange(addMonths(today, months).slice(0, 7)).last,
        })),
      };
    },
  };
}
