/** The demo log-ins seeded on an empty database (DEMO_DATA=on) and printed by `npm start`. */
export const DEMO_PASSWORD = "Demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "client@example.com", description: "клиент с двумя профилями: ООО и ИП" },
  { email: "assignee@example.com", description: "клиент-цессионарий с одним профилем" },
  { email: "docs@example.com", description: "сотрудник клиента с правом «Документы» в ООО «СтройТехМонтаж»" },
  { email: "staff@example.com", description: "сотрудник: клиентский сервис и риски (/staff)" },
  { email: "admin@example.com", description: "сотрудник: администратор, журнал действий (/staff)" },
  { email: "sales@example.com", description: "сотрудник: продажи, заявки с сайта (/staff)" },
  { email: "service@example.com", description: "сотрудник: клиентский сервис, обращения и реструктуризация (/staff)" },
  { email: "risk@example.com", description: "сотрудник: риски и юристы, цессии (/staff)" },
  { email: "content@example.com", description: "сотрудник: контент и каталог (/staff)" },
  { email: "hr@example.com", description: "сотрудник: персонал, вакансии и анкеты (/staff)" },
] as const;
