import { z } from "zod";

/**
 * Suggestions proxy (SPEC §7 «Address suggestion service»): `POST /api/suggest/{kind}/` in the request and
 * response shape of the DaData suggestions API, so a form written for DaData works against it unchanged.
 * The token of the upstream service stays on the server; without one a local gazetteer answers.
 */

export const SUGGEST_KINDS = ["address", "fio", "party", "bank", "email"] as const;
export const SuggestKindSchema = z
  .enum(SUGGEST_KINDS, { error: "Неизвестный вид подсказок: address, fio, party, bank или email" })
  .meta({ id: "SuggestKind" });
export type SuggestKind = z.infer<typeof SuggestKindSchema>;

/** Granularity of an address, as DaData's `from_bound` / `to_bound` name it. */
export const AddressBoundSchema = z.enum([
  "country",
  "region",
  "area",
  "city",
  "settlement",
  "street",
  "house",
  "flat",
]);
export type AddressBound = z.infer<typeof AddressBoundSchema>;

const BoundSchema = z.object({ value: AddressBoundSchema });

/** The most suggestions one request may ask for (DaData's own limit is 20). */
export const SUGGEST_MAX_COUNT = 20;

export const SuggestRequestSchema = z
  .object({
    query: z
      .string({ error: "Укажите текст запроса (query)" })
      .trim()
      .min(1, { error: "Укажите текст запроса (query)", abort: true })
      .max(300, "Запрос — не длиннее 300 символов"),
    count: z
      .number({ error: "count — целое число от 1 до 20" })
      .int("count — целое число от 1 до 20")
      .min(1, "count — целое число от 1 до 20")
      .max(SUGGEST_MAX_COUNT, "count — целое число от 1 до 20")
      .default(10),
    // The options below are passed to the upstream service as they are; the local gazetteer honours the bounds.
    from_bound: BoundSchema.optional().meta({ description: "address: the smallest part to suggest from" }),
    to_bound: BoundSchema.optional().meta({ description: "address: the largest part to suggest to" }),
    locations: z
      .array(z.record(z.string(), z.union([z.string(), z.number()])))
      .max(10)
      .optional()
      .meta({ description: "address: restrict to these places (DaData `locations`)" }),
    locations_boost: z.array(z.record(z.string(), z.string())).max(10).optional(),
    restrict_value: z.boolean().optional(),
    language: z.enum(["ru", "en"]).optional(),
    parts: z
      .array(z.enum(["SURNAME", "NAME", "PATRONYMIC"]))
      .max(3)
      .optional()
      .meta({ description: "fio: which parts to suggest" }),
    gender: z.enum(["MALE", "FEMALE", "UNKNOWN"]).optional(),
    type: z.enum(["LEGAL", "INDIVIDUAL"]).optional().meta({ description: "party: legal entities or entrepreneurs" }),
    status: z
      .array(z.enum(["ACTIVE", "LIQUIDATING", "LIQUIDATED", "BANKRUPT", "REORGANIZING"]))
      .max(5)
      .optional(),
  })
  .meta({ id: "SuggestRequest" });
export type SuggestRequest = z.input<typeof SuggestRequestSchema>;
export type SuggestQuery = z.output<typeof SuggestRequestSchema>;

export const SuggestionSchema = z
  .object({
    value: z.string().meta({ description: "The short form to put into the field" }),
    unrestricted_value: z.string().meta({ description: "The full form (with region, postal code…)" }),
    data: z.record(z.string(), z.unknown()).meta({ description: "The parts, as DaData names them" }),
  })
  .meta({ id: "Suggestion" });
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestResponseSchema = z
  .object({ suggestions: z.array(SuggestionSchema) })
  .meta({ id: "SuggestResponse" });
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;

/** Which source answered (response header `X-Suggestions-Source`). */
export type SuggestSource = "upstream" | "local";

/** The data of an address suggestion, the fields the site reads (DaData's names). */
export interface AddressData {
  postal_code: string | null;
  country: string;
  region_with_type: string;
  region_type: string;
  region: string;
  city_with_type: string | null;
  city_type: string | null;
  city: string | null;
  street_with_type: string | null;
  street_type: string | null;
  street: string | null;
  house_type: string | null;
  house: string | null;
  block_type: string | null;
  block: string | null;
  flat_type: string | null;
  flat: string | null;
}
