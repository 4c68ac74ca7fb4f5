import { z } from "zod";

/** Requisites and terms: `information/requisites/` (the lessor's, for payments) and `information/terms/`. */

export const LessorRequisitesSchema = z
  .object({
    title: z.string(),
    shortTitle: z.string(),
    inn: z.string(),
    kpp: z.string(),
    ogrn: z.string(),
    address: z.string(),
    bankName: z.string(),
    bik: z.string(),
    settlementAccount: z.string(),
    correspondentAccount: z.string(),
    phone: z.string(),
    email: z.string(),
  })
  .meta({ id: "LkLessorRequisites" });

export const InformationRequisitesResponseSchema = z
  .object({
    lessor: LessorRequisitesSchema,
    paymentPurposes: z
      .array(z.object({ contractCode: z.string(), contractNumber: z.string(), text: z.string() }))
      .meta({ description: "A ready payment purpose for each active contract of the profile" }),
    note: z.string(),
  })
  .meta({ id: "LkInformationRequisites" });
export type InformationRequisitesResponse = z.infer<typeof InformationRequisitesResponseSchema>;

export const TermsSectionSchema = z
  .object({ code: z.string(), title: z.string(), paragraphs: z.array(z.string()) })
  .meta({ id: "LkTermsSection" });

export const InformationTermsResponseSchema = z
  .object({
    title: z.string(),
    version: z.string().meta({ description: "Edition of the general leasing terms, e.g. «ред. от 01.01.2026»" }),
    sections: z.array(TermsSectionSchema),
    documents: z.array(z.object({ title: z.string(), url: z.string() })),
  })
  .meta({ id: "LkInformationTerms" });
export type InformationTermsResponse = z.infer<typeof InformationTermsResponseSchema>;
