/** The company's own hotline, shown with every city's contacts (the per-city offices live in the database). */
export const COMPANY_HOTLINE = {
  phones: ["8 800 550-35-35", "+7 495 777-35-35"],
  email: "info@leasing-auto.ru",
  hours: [
    { days: "Пн–Пт", time: "9:00–19:00" },
    { days: "Сб–Вс", time: "выходной" },
  ],
} as const;

export const COMPANY_NAME = "ООО «Лизинг-Авто»";
