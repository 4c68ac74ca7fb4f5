/** The demo log-ins seeded on an empty database (DEMO_DATA=on) and printed by `npm start`. */
export const DEMO_PASSWORD = "Demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "client@example.com", description: "клиент с двумя профилями: ООО и ИП" },
  { email: "assignee@example.com", description: "клиент-цессионарий с одним профилем" },
  { email: "staff@example.com", description: "сотрудник лизинговой компании" },
] as const;
