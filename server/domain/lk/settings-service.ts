import { asc, eq } from "drizzle-orm";
import type { Profile } from "../../../contract/account.ts";
import { CLIENT_RIGHT_TITLES } from "../../../contract/lk-rights.ts";
import type { RequisitesResponse, RequisitesUpdateRequest, StaffResponse } from "../../../contract/lk-settings.ts";
import { profiles } from "../../db/schema/accounts.ts";
import { lkProfileInfo, lkStaff } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";

export type RequisitesUpdateResult =
  | { ok: true; value: RequisitesResponse }
  | { ok: false; errors: { field: string; message: string }[] };

export function createSettingsService(ctx: LkContext) {
  const { db } = ctx;

  async function requisites(profile: Profile): Promise<RequisitesResponse | null> {
    const [row] = await db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, profile.id));
    if (!row) return null;
    return {
      profileType: profile.type,
      requisites: row.requisites,
      updatedAt: row.requisitesUpdatedAt?.toISOString() ?? null,
    };
  }

  return {
    async staff(profileId: number, userId: number): Promise<StaffResponse> {
      const rows = await db
        .select()
        .from(lkStaff)
        .where(eq(lkStaff.profileId, profileId))
        .orderBy(asc(lkStaff.sort), asc(lkStaff.id));
      return {
        items: rows.map((s) => ({
          id: s.id,
          name: s.name,
          position: s.position,
          email: s.email,
          phone: s.phone,
          rights: s.rights,
          hasAccount: s.userId !== null,
          isYou: s.userId === userId,
        })),
        rights: { ...CLIENT_RIGHT_TITLES },
      };
    },

    requisites,

    /**
     * Saves the requisites already checked with `requisitesSchemaFor(profile.type)`. The INN names the profile and
     * is not changed here (a new INN is a new client: the manager re-registers it); KPP and OGRN follow the
     * requisites into the profile in the same transaction.
     */
    async updateRequisites(profile: Profile, input: RequisitesUpdateRequest): Promise<RequisitesUpdateResult | null> {
      if (input.inn !== profile.inn) {
        return {
          ok: false,
          errors: [
            {
              field: "inn",
              message: `ИНН профиля — ${profile.inn}. Сменить ИНН в кабинете нельзя: обратитесь к своему менеджеру`,
            },
          ],
        };
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(lkProfileInfo)
          .set({ requisites: input, requisitesUpdatedAt: ctx.now() })
          .where(eq(lkProfileInfo.profileId, profile.id))
          .returning({ profileId: lkProfileInfo.profileId });
        if (!row) return false;
        await tx.update(profiles).set({ kpp: input.kpp, ogrn: input.ogrn }).where(eq(profiles.id, profile.id));
        return true;
      });
      if (!updated) return null;
      const value = await requisites({ ...profile, kpp: input.kpp, ogrn: input.ogrn });
      return value ? { ok: true, value } : null;
    },
  };
}
