import type { ClientRight } from "../../../contract/lk-rights.ts";

/**
 * Every section of the client account (SPEC.md §2), in the order of the sidebar. A section whose
 * screen is not built yet has `ready: false`: it is listed so that clients see what the account
 * covers, but it is not a link, so nobody lands on an empty page. Flip `ready` when a screen ships.
 */
export interface AccountSection {
  title: string;
  path: string;
  ready: boolean;
  /** The item shows a counter: unread notifications, or tickets with unread replies of the lessor. */
  counter?: "notifications" | "tickets";
  /** The right on the profile the section needs (ADR 031): without it the server refuses and the sidebar hides it. */
  right?: ClientRight;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { title: "Главная", path: "/account", ready: true },
  { title: "Календарь платежей", path: "/account/calendar", ready: true, right: "contracts" },
  { title: "Договоры", path: "/account/contracts", ready: true, right: "contracts" },
  { title: "Реквизиты и условия", path: "/account/requisites", ready: true },
  { title: "Документы", path: "/account/documents", ready: true, right: "documents" },
  { title: "Обращения", path: "/account/tickets", ready: true, counter: "tickets", right: "tickets" },
  { title: "Цессия", path: "/account/cession", ready: true, right: "cession" },
  { title: "Бухгалтерия", path: "/account/accounting", ready: true, right: "accounting" },
  { title: "Реструктуризация", path: "/account/rescheduling", ready: true, right: "tickets" },
  { title: "Страхование", path: "/account/insurance", ready: true, right: "insurance" },
  { title: "Штрафы", path: "/account/fines", ready: true, right: "insurance" },
  { title: "Уведомления", path: "/account/notifications", ready: true, counter: "notifications" },
  { title: "Услуги и бонусы", path: "/account/services", ready: true },
  { title: "Вопросы и ответы", path: "/account/faq", ready: true },
  { title: "Настройки", path: "/account/settings", ready: true },
];

/** The sections a person with `rights` on the active profile may open; the others are not offered. */
export function sectionsFor(rights: readonly ClientRight[]): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => !section.right || rights.includes(section.right));
}
