import { z } from "zod";

/** FAQ of the account: `faq/list/`. The same for every client. */

export const FaqItemSchema = z
  .object({ id: z.number().int(), question: z.string(), answer: z.string() })
  .meta({ id: "LkFaqItem" });

export const FaqSectionSchema = z
  .object({ code: z.string(), title: z.string(), items: z.array(FaqItemSchema) })
  .meta({ id: "LkFaqSection" });

export const FaqListResponseSchema = z.object({ sections: z.array(FaqSectionSchema) }).meta({ id: "LkFaqList" });
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;
