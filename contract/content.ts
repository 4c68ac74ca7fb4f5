import { z } from "zod";

/**
 * Building blocks shared by the public content answers (pages, press, guide, offers, documents, consents).
 * Bodies are stored as Markdown and answered as ready HTML (`html`); block texts are plain text.
 */

const PAGE_MESSAGE = "Номер страницы — целое число от 1";

/** `page` of a paged list: a positive integer (a string of digits is accepted too); 1 when absent. */
export const PageNumberSchema = z
  .preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE),
  )
  .optional()
  .transform((v) => v ?? 1)
  .meta({ description: "Page number, from 1", example: 1 });

/** A slug-like code of a content item (latin letters, digits and hyphens). */
export const CodeSchema = z
  .string("Укажите код")
  .trim()
  .min(1, "Укажите код")
  .max(120, "Код слишком длинный")
  .regex(/^[a-z0-9][a-z0-9-]*$/i, "Код может содержать только латинские буквы, цифры и дефис");

/** The paging fields every list answer carries (SPEC.md §3: list, page, pages, total). */
export const PagingShape = {
  page: z.number().int().meta({ description: "Current page, from 1" }),
  pages: z.number().int().meta({ description: "Number of pages (0 when the list is empty)" }),
  total: z.number().int().meta({ description: "Number of items in all pages" }),
};

export const FactSchema = z.object({ value: z.string(), label: z.string() });
export const TimelineEntrySchema = z.object({ year: z.string(), title: z.string(), text: z.string() });
export const RowSchema = z.object({ label: z.string(), value: z.string() });
export const StepSchema = z.object({ title: z.string(), text: z.string() });
export const FaqEntrySchema = z.object({ question: z.string(), answer: z.string() });

/** Structured parts of a page beside its Markdown body; each is optional and plain text. */
export const PageBlocksSchema = z
  .object({
    facts: z.array(FactSchema).optional().meta({ description: "Key figures: «10 лет» — «на рынке лизинга»" }),
    timeline: z.array(TimelineEntrySchema).optional().meta({ description: "History by year" }),
    rows: z.array(RowSchema).optional().meta({ description: "Label–value rows (requisites, tariffs)" }),
    steps: z.array(StepSchema).optional().meta({ description: "Numbered steps of a procedure" }),
    cards: z.array(StepSchema).optional().meta({ description: "Feature or service cards" }),
    faq: z.array(FaqEntrySchema).optional().meta({ description: "Questions and answers" }),
  })
  .meta({ id: "PageBlocks" });
export type PageBlocks = z.infer<typeof PageBlocksSchema>;

/** An information page: about, requisites, contract support, insurance, ESG, … */
export const ContentPageSchema = z
  .object({
    slug: z.string(),
    url: z.string().meta({ description: "Canonical site path of the page" }),
    title: z.string(),
    description: z.string().meta({ description: "Meta description / Open Graph description" }),
    lead: z.string(),
    html: z.string().meta({ description: "Body rendered from Markdown (trusted editor content, raw HTML disabled)" }),
    blocks: PageBlocksSchema,
    updatedAt: z.string().meta({ description: "ISO 8601" }),
  })
  .meta({ id: "ContentPage" });
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageResponseSchema = z.object({ page: ContentPageSchema }).meta({ id: "ContentPageResponse" });
export type ContentPageResponse = z.infer<typeof ContentPageResponseSchema>;

/** A stored file of the product (a generated PDF), downloadable through `GET /api/documents/?url=`. */
export const DocumentFileSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int().meta({ description: "Bytes" }),
    date: z.string().meta({ description: "Document date, YYYY-MM-DD" }),
    path: z.string().meta({ description: "Stored path of the file, the `url` parameter of /api/documents/" }),
    url: z.string().meta({ description: "Download URL (same host)" }),
  })
  .meta({ id: "DocumentFile" });
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

/** GET /api/documents/?url= — the stored path (or a same-host URL) of a product document. */
export const DocumentQuerySchema = z.object({
  url: z
    .string("Укажите адрес документа (url)")
    .min(1, "Укажите адрес документа (url)")
    .max(500, "Слишком длинный адрес документа")
    .meta({ description: "Stored path, e.g. /files/leasing-agreement/obshchie-usloviya-lizinga-2026.pdf" }),
});

/** A consent text (personal data, advertising, credit bureau). */
export const ConsentSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    version: z.string(),
    validFrom: z.string().meta({ description: "YYYY-MM-DD" }),
    validityMonths: z.number().int().nullable().meta({
      description: "How long a given consent stays valid (6 for the credit-bureau consent), null: until withdrawn",
    }),
    html: z.string(),
  })
  .meta({ id: "Consent" });
export type Consent = z.infer<typeof ConsentSchema>;

export const ConsentResponseSchema = z.object({ item: ConsentSchema }).meta({ id: "ConsentResponse" });

export const PersonalDataQuerySchema = z.object({
  code: CodeSchema.optional().meta({
    description:
      "personal-data (default): lead and feedback forms; candidate: the candidate questionnaire; credit-bureau: obtaining a credit report (valid 6 months). Unknown codes answer 404.",
  }),
});
