/** The demo log-ins seeded on an empty database (DEMO_DATA=on) and printed by `npm start`. */
export const DEMO_PASSWORD = "Demo-2026";

/**
 * The demo employees' TOTP secrets (base32, RFC 6238: 30 s, 6 digits): the lessor's staff must sign in with a
 * second factor (ADR 030), so the demo ones come enrolled with these fixed, published secrets — demo data only.
 * Add one to an authenticator app, or compute the code with any RFC 6238 tool (the tests: server/testing/totp.ts).
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  "staff@example.com": "NIH2JSKBQCPG2ZP4ICYEQ4CUKZ2DYVTY",
  "admin@example.com": "IRUIBITWTGJZAJEIPTHDOYLGWVBPGR7F",
  "sales@example.com": "K25BDL53KEJI7C7KPLEQO4VCKSU2RMGY",
  "service@example.com": "4VY6KRQVQTFLNMW3DD2Z75IBPJ2A2WZO",
  "risk@example.com": "YT4QF5YTCWLIJTDS2OFAZNCX2AOOZIKI",
  "content@example.com": "QNWEOO7LMAGTSNY7IADBKBN2PSAJEFLI",
  "hr@example.com": "LFX6QFURWHEPPPDIGWFCRHMLGIJHY3SY",
};

export const DEMO_ACCOUNTS = [
  { email: "client@example.com", description: "клиент с двумя профилями: ООО и ИП" },
  { email: "assignee@example.com", description: "клиент-цессионарий с одним профилем" },
  { email: "docs@example.com", description: "сотрудник клиента с правом «Документы» в ООО «СтройТехМонтаж»" },
  { email: "staff@example.com", description: "сотрудник: клиентский сервис и риски (/staff)" },
  { email: "admin@example.com", description: "сотрудник: администратор, журналы действий и безопасности (/staff)" },
  { email: "sales@example.com", description: "сотрудник: продажи, заявки с сайта (/staff)" },
  { email: "service@example.com", description: "сотрудник: клиентский сервис, обращения и реструктуризация (/staff)" },
  { email: "risk@example.com", description: "сотрудник: риски и юристы, цессии (/staff)" },
  { email: "content@example.com", description: "сотрудник: контент и каталог (/staff)" },
  { email: "hr@example.com", description: "сотрудник: персонал, вакансии и анкеты (/staff)" },
] as const;
