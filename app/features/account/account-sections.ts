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
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { title: "Главная", path: "/account", ready: true },
  { title: "Календарь платежей", path: "/account/calendar", ready: true },
  { title: "Договоры", path: "/account/contracts", ready: true },
  { title: "Реквизиты и условия", path: "/account/requisites", ready: true },
  { title: "Документы", path: "/account/documents", ready: true },
  { title: "Обращения", path: "/account/tickets", ready: true, counter: "tickets" },
  { title: "Цессия", path: "/account/cession", ready: false },
  { title: "Бухгалтерия", path: "/account/accounting", ready: true },
  { title: "Реструктуризация", path: "/account/rescheduling", ready: true },
  { title: "Страхование", path: "/account/insurance", ready: true },
  { title: "Штрафы", path: "/account/fines", ready: true },
  { title: "Уведомления", path: "/account/notifications", ready: true, counter: "notifications" },
  { title: "Услуги и бонусы", path: "/account/services", ready: true },
  { title: "Вопросы и ответы", path: "/account/faq", ready: true },
  { title: "Настройки", path: "/account/settings", ready: true },
];
