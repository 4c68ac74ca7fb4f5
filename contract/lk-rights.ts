import { z } from "zod";

/**
 * The rights a person has on a client's profile (ADR 031): the client's own staff. The profile's administrator
 * holds every right; a colleague holds the ones the administrator gave. The server enforces them on every /apilk
 * call (server/api/require-right.ts); the account hides the sections a person has no right to.
 */
export const CLIENT_RIGHTS = [
  "contracts",
  "accounting",
  "documents",
  "insurance",
  "tickets",
  "cession",
  "settings",
] as const;
export type ClientRight = (typeof CLIENT_RIGHTS)[number];

export const CLIENT_RIGHT_TITLES: Record<ClientRight, string> = {
  contracts: "Договоры и графики платежей",
  accounting: "Бухгалтерия и платежи",
  documents: "Документы и ЭДО",
  insurance: "Страхование и штрафы",
  tickets: "Обращения",
  cession: "Переуступка договоров",
  settings: "Настройки и сотрудники",
};

export const ClientRightSchema = z
  .enum(CLIENT_RIGHTS, "Неизвестное право: выберите из списка")
  .meta({ id: "LkClientRight", description: "A right on the profile; titles in `settings/staff/` `rights`" });

/** The words of the 403 a call answers without its right: the same in the API and in the screens. */
export function noRightMessage(right: ClientRight): string {
  return `Нет права «${CLIENT_RIGHT_TITLES[right]}»: его выдаёт администратор профиля`;
}

/** Known codes only, in the canonical order, each once (stored rights may hold retired codes). */
export function normalizeRights(codes: readonly string[]): ClientRight[] {
  return CLIENT_RIGHTS.filter((code) => codes.includes(code));
}
