/** The main navigation of the header and the mobile menu (the footer has its own columns). */
export const mainNav = [
  { to: "/catalog/cars", label: "Новые авто" },
  { to: "/catalog/trucks", label: "Грузовые" },
  { to: "/catalog/used", label: "С пробегом" },
  { to: "/catalog/special", label: "Спецтехника" },
  { to: "/offers", label: "Спецпредложения" },
  { to: "/calculator", label: "Калькулятор" },
  { to: "/clients", label: "Клиентам" },
  { to: "/about", label: "О компании" },
] as const;

/** Company contacts as shown on every page (header, footer, error pages). */
export const company = {
  legalName: "ООО «Лизинг-Авто»",
  inn: "7736548215",
  kpp: "773601001",
  ogrn: "1157746654328",
  address: "119049, г. Москва, ул. Большая Якиманка, д. 26",
  freePhone: { display: "8 800 550-35-35", href: "tel:+78005503535" },
  phone: { display: "+7 495 777-35-35", href: "tel:+74957773535" },
  email: "info@leasing-auto.ru",
  hours: "Пн–Пт 9:00–19:00",
} as const;
