import { asc, desc, eq } from "drizzle-orm";
import type { BonusesResponse, PaidServicesResponse } from "../../../contract/lk-services.ts";
import { lkBonusOperations, lkContracts, lkPaidServices } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";
import { rub } from "./lk-money.ts";
import { BONUS_LEVELS, BONUS_RULES, SERVICE_STATUS_TITLES } from "./lk-reference.ts";

const STATUS_ORDER = { connected: 0, requested: 1, available: 2 } as const;

/** Paid additional services and the bonus programme of the profile. */
export function createClientServicesService(ctx: LkContext) {
  const { db } = ctx;
  return {
    async paid(profileId: number): Promise<PaidServicesResponse> {
      const rows = await db
        .select({ s: lkPaidServices, code: lkContracts.code, number: lkContracts.number })
        .from(lkPaidServices)
        .leftJoin(lkContracts, eq(lkContracts.id, lkPaidServices.contractId))
        .where(eq(lkPaidServices.profileId, profileId))
        .orderBy(asc(lkPaidServices.id));
      rows.sort((a, b) => STATUS_ORDER[a.s.status] - STATUS_ORDER[b.s.status]);
      const monthly = rows
        .filter(({ s }) => s.status === "connected" && s.priceUnit === "в месяц")
        .reduce((a, { s }) => a + s.price, 0);
      return {
        items: rows.map(({ s, code, number }) => ({
          id: s.id,
          code: s.code,
          title: s.title,
          description: s.description,
          price: rub(s.price),
          priceUnit: s.priceUnit,
          status: s.status,
          statusTitle: SERVICE_STATUS_TITLES[s.status],
          contractCode: code,
          contractNumber: number,
          connectedAt: s.connectedAt,
        })),
        monthlyTotal: rub(monthly),
      };
    },

    async bonuses(profileId: number): Promise<BonusesResponse> {
      const ops = await db
        .select()
        .from(lkBonusOperations)
        .where(eq(lkBonusOperations.profileId, profileId))
        .orderBy(desc(lkBonusOperations.date), desc(lkBonusOperations.id));
      const balance = ops.reduce((a, o) => a + o.points, 0);
      const accrued = ops.filter((o) => o.points > 0).reduce((a, o) => a + o.points, 0);
      const index = BONUS_LEVELS.reduce((found, level, k) => (accrued >= level.from ? k : found), 0);
      const level = BONUS_LEVELS[index] ?? BONUS_LEVELS[0];
      const next = BONUS_LEVELS[index + 1];
      return {
        balance,
        level: {
          code: level.code,
          title: level.title,
          cashbackPercent: level.cashbackPercent,
          nextLevelTitle: next?.title ?? null,
          pointsToNext: next ? next.from - accrued : null,
        },
        operations: ops.map((o) => ({ id: o.id, date: o.date, title: o.title, points: o.points, kind: o.kind })),
        rules: [...BONUS_RULES],
      };
    },
  };
}
