import { and, asc, eq } from "drizzle-orm";
import type { InformationRequisitesResponse, InformationTermsResponse } from "../../../contract/lk-information.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { ruDate } from "./document-dates.ts";
import type { LkContext } from "./lk-context.ts";
import { LEASING_TERMS, LESSOR } from "./lk-reference.ts";

export function createInformationService(ctx: LkContext) {
  return {
    async requisites(profileId: number): Promise<InformationRequisitesResponse> {
      const contracts = await ctx.db
        .select({ code: lkContracts.code, number: lkContracts.number, signedAt: lkContracts.signedAt })
        .from(lkContracts)
        .where(and(eq(lkContracts.profileId, profileId), eq(lkContracts.status, "active")))
        .orderBy(asc(lkContracts.signedAt));
      const { edoParticipantId: _, ...lessor } = LESSOR;
      return {
        lessor,
        paymentPurposes: contracts.map((c) => ({
          contractCode: c.code,
          contractNumber: c.number,
          text: `Лизинговый платёж по договору лизинга № ${c.number} от ${ruDate(c.signedAt)} за <месяц> <год> г., в т. ч. НДС 22 %`,
        })),
        note: "Оплачивайте каждый договор отдельным платёжным поручением и указывайте номер договора и период: так платёж зачтётся в тот же день. Если реквизиты в счёте отличаются от этих, не платите и позвоните на горячую линию 8 800 550-35-35.",
      };
    },

    terms(): InformationTermsResponse {
      return {
        title: LEASING_TERMS.title,
        version: LEASING_TERMS.version,
        sections: LEASING_TERMS.sections.map((s) => ({ ...s, paragraphs: [...s.paragraphs] })),
        documents: LEASING_TERMS.documents.map((d) => ({ ...d })),
      };
    },
  };
}
