import type { LkRequisitesRow } from "../../schema/lk.ts";

/**
 * Demo clients of the account (ADR 011): what each seeded profile leases and how it pays. Dates are relative to
 * the day the seed runs (months/days ago), so the demo always looks current; everything else is fixed.
 * Vehicles and prices follow the catalogue (roubles with VAT 22 %).
 */

export interface DemoContract {
  number: string;
  vehicleType: "passenger" | "commercial" | "truck" | "special";
  brand: string;
  model: string;
  title: string;
  year: number;
  vin: string;
  regNumber: string | null;
  color: string;
  price: number;
  advance: number;
  term: number;
  rate: number;
  buyout: number;
  scheduleType: "annuity" | "degressive";
  /** The advance was paid (and the vehicle handed over) this many months before the seed's day. */
  startedMonthsAgo: number;
  /** Day of month of the schedule. */
  payDay: number;
  /** How many of the latest past-due monthly payments are still unpaid. */
  unpaid?: number;
  insurer: string;
  /** OSAGO bought this many days before the seed's day (so that it ends soon); default: yearly from the start. */
  osagoBoughtDaysAgo?: number;
}

export interface DemoFine {
  contract: string;
  daysAgo: number;
  hour: number;
  article: string;
  articleTitle: string;
  place: string;
  amount: number;
  discountAllowed: boolean;
  status: "unpaid" | "paid" | "appealed";
}

export interface DemoNotification {
  daysAgo: number;
  hour: number;
  subject: string;
  title: string;
  /** `{next}` is replaced with the date and sum of the next payment of the contract, `{overdue}` with its overdue sum. */
  text: string;
  contract?: string;
  link?: string;
  isRead: boolean;
  asksReview?: boolean;
  review?: { rating: number; comment: string };
}

export interface DemoClient {
  inn: string;
  manager: 0 | 1;
  edo: {
    state: "connected" | "pending" | "not_connected";
    operator: string | null;
    participantId: string | null;
    daysAgo: number | null;
  };
  requisites: LkRequisitesRow;
  contracts: DemoContract[];
  fines: DemoFine[];
  notifications: DemoNotification[];
  events: {
    daysFromToday: number;
    kind: "inspection" | "document" | "event";
    title: string;
    text: string;
    contract?: string;
  }[];
  services: {
    code: string;
    status: "connected" | "requested" | "available";
    contract?: string;
    connectedDaysAgo?: number;
  }[];
  bonuses: { daysAgo: number; title: string; points: number; kind: "accrual" | "writeoff" | "expired" }[];
  staff: {
    email?: string;
    name: string;
    position: string;
    phone: string | null;
    contactEmail: string | null;
    rights: string[];
  }[];
}

export const DEMO_MANAGERS = [
  {
    name: "Алексей Викторович Орлов",
    position: "Ведущий менеджер по работе с клиентами",
    phone: "+74957773535",
    phoneExt: "214",
    email: "a.orlov@leasing-auto.ru",
    workHours: "Пн–Пт 9:00–19:00 (МСК)",
  },
  {
    name: "Екатерина Сергеевна Белова",
    position: "Персональный менеджер",
    phone: "+74957773535",
    phoneExt: "231",
    email: "e.belova@leasing-auto.ru",
    workHours: "Пн–Пт 9:00–18:00 (МСК)",
  },
] as const;

export const PAID_SERVICE_CATALOGUE: Record<
  string,
  { title: string; description: string; price: number; priceUnit: string }
> = {
  gps: {
    title: "GPS-мониторинг транспорта",
    description:
      "Местоположение, пробег, расход топлива и маршруты машин онлайн; отчёты для бухгалтерии по путевым листам.",
    price: 990,
    priceUnit: "в месяц",
  },
  maintenance: {
    title: "Пакет технического обслуживания",
    description: "Плановое ТО у официального дилера по фиксированной цене: запчасти, масла и работы включены.",
    price: 4_900,
    priceUnit: "в месяц",
  },
  tires: {
    title: "Шиномонтаж и сезонное хранение шин",
    description: "Сезонная замена шин с балансировкой и хранение второго комплекта на складе партнёра.",
    price: 6_500,
    priceUnit: "за сезон",
  },
  commissioner: {
    title: "Аварийный комиссар 24/7",
    description: "Выезд комиссара на место ДТП, оформление европротокола и документов для страховой.",
    price: 390,
    priceUnit: "в месяц",
  },
  registration: {
    title: "Регистрация в ГИБДД под ключ",
    description: "Постановка на учёт, получение номеров и СТС без визита в ГИБДД.",
    price: 7_500,
    priceUnit: "разово",
  },
  fuel: {
    title: "Топливные карты",
    description: "Скидка до 4 % на АЗС «Лукойл», «Роснефть», «Газпромнефть»; закрывающие документы раз в месяц.",
    price: 0,
    priceUnit: "в месяц",
  },
};

const FINE_SPEED = {
  article: "ч. 2 ст. 12.9 КоАП РФ",
  articleTitle: "Превышение установленной скорости на 20–40 км/ч",
  amount: 750,
};
const FINE_RED = {
  article: "ч. 1 ст. 12.12 КоАП РФ",
  articleTitle: "Проезд на запрещающий сигнал светофора",
  amount: 1_000,
};
const FINE_SIGN = {
  article: "ч. 1 ст. 12.16 КоАП РФ",
  articleTitle: "Несоблюдение требований дорожных знаков или разметки",
  amount: 500,
};
const FINE_PARKING = {
  article: "ч. 5 ст. 12.16 КоАП РФ",
  articleTitle: "Остановка или стоянка под запрещающим знаком (г. Москва)",
  amount: 3_000,
};
const FINE_WEIGHT = {
  article: "ч. 1 ст. 12.21.1 КоАП РФ",
  articleTitle: "Движение тяжеловесного транспортного средства с превышением допустимой массы на 10–20 %",
  amount: 100_000,
};

export const DEMO_CLIENTS: DemoClient[] = [
  {
    inn: "7724518030",
    manager: 0,
    edo: {
      state: "connected",
      operator: "diadoc",
      participantId: "2BM-7724518030-772401001-201901220945123456789",
      daysAgo: 410,
    },
    requisites: {
      title: "Общество с ограниченной ответственностью «СтройТехМонтаж»",
      shortTitle: "ООО «СтройТехМонтаж»",
      inn: "7724518030",
      kpp: "772401001",
      ogrn: "1187746123454",
      legalAddress: "115487, г. Москва, ул. Академика Миллионщикова, д. 35, корп. 4, офис 12",
      postalAddress: "115487, г. Москва, ул. Академика Миллионщикова, д. 35, корп. 4, офис 12",
      bankName: "ПАО Сбербанк, г. Москва",
      bik: "044525225",
      settlementAccount: "40702810538000123456",
      correspondentAccount: "30101810400000000225",
      director: "Петров Иван Сергеевич",
      phone: "+7 495 123-45-67",
      email: "buh@stroytehmontazh.ru",
    },
    contracts: [
      {
        number: "ЛА-2024/03157",
        vehicleType: "truck",
        brand: "КАМАЗ",
        model: "65115",
        title: "КАМАЗ 65115 самосвал 6x4, 6.7D 300 л.с.",
        year: 2024,
        vin: "XTC651155R1298413",
        regNumber: "Х 482 КМ 797",
        color: "Оранжевый",
        price: 8_990_000,
        advance: 20,
        term: 36,
        rate: 19,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 22,
        payDay: 10,
        unpaid: 1,
        insurer: "СПАО «Ингосстрах»",
      },
      {
        number: "ЛА-2025/01248",
        vehicleType: "commercial",
        brand: "ГАЗ",
        model: "Газель Next",
        title: "ГАЗ Газель Next бортовая 3 м, 2.8D 149 л.с.",
        year: 2025,
        vin: "X96A21R32S2876543",
        regNumber: "М 715 ТС 799",
        color: "Белый",
        price: 3_690_000,
        advance: 15,
        term: 36,
        rate: 18,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 14,
        payDay: 15,
        insurer: "АО «АльфаСтрахование»",
      },
      {
        number: "ЛА-2025/04812",
        vehicleType: "passenger",
        brand: "Haval",
        model: "Jolion",
        title: "Haval Jolion Premium 1.5T 150 л.с.",
        year: 2025,
        vin: "XZGFF06A4SA012375",
        regNumber: "А 318 ВН 797",
        color: "Серый",
        price: 2_549_000,
        advance: 25,
        term: 24,
        rate: 17,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 9,
        payDay: 20,
        insurer: "САО «РЕСО-Гарантия»",
        osagoBoughtDaysAgo: 352,
      },
      {
        number: "ЛА-2026/00517",
        vehicleType: "special",
        brand: "КАМАЗ",
        model: "43118",
        title: "КАМАЗ 43118 бортовой с КМУ Инман ИТ-150, 6.7D 300 л.с.",
        year: 2026,
        vin: "XTC431185T2345871",
        regNumber: "Е 906 РА 790",
        color: "Синий",
        price: 11_400_000,
        advance: 30,
        term: 48,
        rate: 18.5,
        buyout: 1,
        scheduleType: "degressive",
        startedMonthsAgo: 6,
        payDay: 5,
        insurer: "АО «СОГАЗ»",
      },
      {
        number: "ЛА-2026/01930",
        vehicleType: "passenger",
        brand: "Toyota",
        model: "Land Cruiser Prado",
        title: "Toyota Land Cruiser Prado Prestige 2.8D 204 л.с.",
        year: 2026,
        vin: "JTEBR3FJ30K318452",
        regNumber: "О 001 СТ 777",
        color: "Чёрный",
        price: 9_199_000,
        advance: 30,
        term: 36,
        rate: 16,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 1,
        payDay: 28,
        insurer: "СПАО «Ингосстрах»",
      },
      {
        number: "ЛА-2022/00874",
        vehicleType: "passenger",
        brand: "Toyota",
        model: "Camry",
        title: "Toyota Camry Classic 2.0 173 л.с.",
        year: 2022,
        vin: "XW7BF4FK40S127734",
        regNumber: "С 550 ХМ 777",
        color: "Белый перламутр",
        price: 3_100_000,
        advance: 20,
        term: 36,
        rate: 15,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 40,
        payDay: 25,
        insurer: "САО «ВСК»",
      },
    ],
    fines: [
      {
        contract: "ЛА-2025/04812",
        daysAgo: 4,
        hour: 8,
        ...FINE_SPEED,
        place: "г. Москва, Ленинский просп., д. 95, в центр",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2025/01248",
        daysAgo: 11,
        hour: 17,
        ...FINE_RED,
        place: "г. Москва, ул. Профсоюзная, д. 56, пересечение с ул. Намёткина",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2025/01248",
        daysAgo: 29,
        hour: 13,
        ...FINE_PARKING,
        place: "г. Москва, ул. Тверская, д. 12",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2024/03157",
        daysAgo: 36,
        hour: 6,
        ...FINE_WEIGHT,
        place: "Московская обл., трасса М-4 «Дон», 52 км, АПВГК",
        discountAllowed: true,
        status: "appealed",
      },
      {
        contract: "ЛА-2026/01930",
        daysAgo: 19,
        hour: 21,
        ...FINE_SPEED,
        place: "г. Москва, МКАД, 47-й км, внешняя сторона",
        discountAllowed: true,
        status: "paid",
      },
      {
        contract: "ЛА-2025/04812",
        daysAgo: 74,
        hour: 9,
        ...FINE_SIGN,
        place: "г. Москва, Варшавское ш., д. 118",
        discountAllowed: true,
        status: "paid",
      },
    ],
    notifications: [
      {
        daysAgo: 0,
        hour: 9,
        subject: "payments",
        title: "Просрочен платёж по договору № ЛА-2024/03157",
        text: "По договору лизинга № ЛА-2024/03157 (КАМАЗ 65115) не поступил платёж: {overdue}. Пени — 0,1 % от суммы за каждый день. Оплатите, пожалуйста, как можно скорее или напишите менеджеру, если платёж уже отправлен.",
        contract: "ЛА-2024/03157",
        link: "/account/contracts",
        isRead: false,
      },
      {
        daysAgo: 1,
        hour: 10,
        subject: "payments",
        title: "Скоро платёж по договору № ЛА-2025/01248",
        text: "Напоминаем о платеже по договору № ЛА-2025/01248 (ГАЗ Газель Next): {next}. Счёт уже в разделе документов договора и в ЭДО.",
        contract: "ЛА-2025/01248",
        link: "/account/calendar",
        isRead: false,
      },
      {
        daysAgo: 2,
        hour: 12,
        subject: "fines",
        title: "Новый штраф ГИБДД: Haval Jolion",
        text: "Поступило постановление о превышении скорости (ч. 2 ст. 12.9 КоАП РФ) по автомобилю А 318 ВН 797. Оплатите в течение 20 дней с даты постановления — со скидкой 50 %.",
        contract: "ЛА-2025/04812",
        link: "/account/fines",
        isRead: false,
      },
      {
        daysAgo: 3,
        hour: 15,
        subject: "insurance",
        title: "Заканчивается полис ОСАГО: Haval Jolion",
        text: "Полис ОСАГО по договору № ЛА-2025/04812 заканчивается меньше чем через две недели. Оформите новый полис и загрузите его копию в карточку договора.",
        contract: "ЛА-2025/04812",
        link: "/account/insurance",
        isRead: false,
      },
      {
        daysAgo: 5,
        hour: 11,
        subject: "service",
        title: "Оцените консультацию менеджера",
        text: "На прошлой неделе Алексей Орлов консультировал вас по графику платежей. Оцените, пожалуйста, насколько консультация была полезной — это займёт минуту.",
        isRead: false,
        asksReview: true,
      },
      {
        daysAgo: 8,
        hour: 10,
        subject: "documents",
        title: "УПД за прошлый месяц отправлены по ЭДО",
        text: "Универсальные передаточные документы по всем договорам за прошлый месяц отправлены в Контур.Диадок. Подпишите их, пожалуйста, в течение 5 рабочих дней.",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 12,
        hour: 16,
        subject: "contracts",
        title: "КАМАЗ 43118 с КМУ: пройдите плановое ТО",
        text: "По договору № ЛА-2026/00517 подходит срок планового ТО-1 (10 000 км или 6 месяцев). Запишитесь к официальному дилеру «КАМАЗ» — дата ТО отмечена в календаре.",
        contract: "ЛА-2026/00517",
        link: "/account/calendar",
        isRead: true,
      },
      {
        daysAgo: 20,
        hour: 14,
        subject: "service",
        title: "Оцените шиномонтаж у партнёра",
        text: "Сезонная замена шин на Haval Jolion выполнена. Поставьте оценку партнёру — мы учитываем её при выборе сервисов.",
        isRead: true,
        asksReview: true,
        review: { rating: 5, comment: "Быстро и аккуратно, записали на удобное время." },
      },
      {
        daysAgo: 27,
        hour: 9,
        subject: "contracts",
        title: "Договор № ЛА-2026/01930 заключён",
        text: "Договор лизинга № ЛА-2026/01930 на Toyota Land Cruiser Prado подписан, аванс получен. График платежей и акт приёма-передачи — в карточке договора.",
        contract: "ЛА-2026/01930",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 34,
        hour: 13,
        subject: "insurance",
        title: "Полис КАСКО продлён",
        text: "Полис КАСКО по договору № ЛА-2025/01248 продлён на следующий год в АО «АльфаСтрахование». Премия включена в лизинговые платежи.",
        contract: "ЛА-2025/01248",
        link: "/account/insurance",
        isRead: true,
      },
      {
        daysAgo: 45,
        hour: 11,
        subject: "documents",
        title: "Акт сверки за квартал готов",
        text: "Акт сверки взаимных расчётов за прошлый квартал сформирован и отправлен по ЭДО. Расхождений нет.",
        isRead: true,
      },
      {
        daysAgo: 60,
        hour: 10,
        subject: "news",
        title: "КАСКО на второй год — минус 15 %",
        text: "Продлевайте КАСКО через личный кабинет до окончания полиса и получайте скидку 15 % у страховых компаний-партнёров.",
        link: "/account/insurance",
        isRead: true,
      },
      {
        daysAgo: 95,
        hour: 12,
        subject: "contracts",
        title: "Договор № ЛА-2022/00874 завершён",
        text: "Все платежи по договору № ЛА-2022/00874 (Toyota Camry) внесены, право собственности перешло к ООО «СтройТехМонтаж». Документы о переходе права — в карточке договора.",
        contract: "ЛА-2022/00874",
        link: "/account/contracts",
        isRead: true,
      },
    ],
    events: [
      {
        daysFromToday: 9,
        kind: "inspection",
        title: "Плановое ТО-1: КАМАЗ 43118 с КМУ",
        text: "Официальный дилер «КАМАЗ», г. Москва, Каширское ш., д. 61Б. Запись на 10:00.",
        contract: "ЛА-2026/00517",
      },
      {
        daysFromToday: 16,
        kind: "document",
        title: "Подписать УПД за месяц в Диадоке",
        text: "Документы по всем договорам отправлены по ЭДО; срок подписания — 5 рабочих дней.",
      },
      {
        daysFromToday: -6,
        kind: "event",
        title: "Встреча с менеджером",
        text: "Обсуждение нового договора на самосвал; офис «Лизинг-Авто», ул. Большая Якиманка, д. 26.",
      },
      {
        daysFromToday: 24,
        kind: "inspection",
        title: "Техосмотр: ГАЗ Газель Next",
        text: "Диагностическая карта для ОСАГО, пункт ТО на Варшавском ш., д. 170.",
        contract: "ЛА-2025/01248",
      },
    ],
    services: [
      { code: "gps", status: "connected", contract: "ЛА-2024/03157", connectedDaysAgo: 640 },
      { code: "maintenance", status: "connected", contract: "ЛА-2026/00517", connectedDaysAgo: 170 },
      { code: "tires", status: "connected", contract: "ЛА-2025/04812", connectedDaysAgo: 250 },
      { code: "commissioner", status: "requested", contract: "ЛА-2026/01930" },
      { code: "fuel", status: "available" },
      { code: "registration", status: "available" },
    ],
    bonuses: [
      { daysAgo: 500, title: "Приветственные баллы за первый договор", points: 5_000, kind: "accrual" },
      { daysAgo: 300, title: "Баллы за своевременные платежи, квартал", points: 8_400, kind: "accrual" },
      { daysAgo: 250, title: "Оплата шиномонтажа баллами", points: -3_250, kind: "writeoff" },
      { daysAgo: 210, title: "Баллы за своевременные платежи, квартал", points: 9_100, kind: "accrual" },
      { daysAgo: 180, title: "Баллы за новый договор № ЛА-2026/00517", points: 10_000, kind: "accrual" },
      { daysAgo: 120, title: "Баллы за своевременные платежи, квартал", points: 11_300, kind: "accrual" },
      { daysAgo: 35, title: "Баллы за новый договор № ЛА-2026/01930", points: 10_000, kind: "accrual" },
      { daysAgo: 30, title: "Баллы за своевременные платежи, квартал", points: 7_600, kind: "accrual" },
      { daysAgo: 25, title: "Сгорели баллы, начисленные 24 месяца назад", points: -1_200, kind: "expired" },
    ],
    staff: [
      {
        email: "client@example.com",
        name: "Иван Сергеевич Петров",
        position: "Генеральный директор",
        phone: "+7 916 123-45-67",
        contactEmail: "client@example.com",
        rights: ["contracts", "accounting", "documents", "insurance", "tickets", "cession", "settings"],
      },
      {
        name: "Ольга Николаевна Смирнова",
        position: "Главный бухгалтер",
        phone: "+7 495 123-45-68",
        contactEmail: "buh@stroytehmontazh.ru",
        rights: ["accounting", "documents", "contracts"],
      },
      {
        name: "Дмитрий Андреевич Волков",
        position: "Начальник транспортного отдела",
        phone: "+7 926 555-18-40",
        contactEmail: "volkov@stroytehmontazh.ru",
        rights: ["contracts", "insurance", "tickets"],
      },
      {
        email: "docs@example.com",
        name: "Елена Павловна Орлова",
        position: "Делопроизводитель",
        phone: "+7 926 555-01-42",
        contactEmail: "docs@example.com",
        rights: ["documents"],
      },
    ],
  },
  {
    inn: "771234567859",
    manager: 0,
    edo: { state: "not_connected", operator: null, participantId: null, daysAgo: null },
    requisites: {
      title: "Индивидуальный предприниматель Петров Иван Сергеевич",
      shortTitle: "ИП Петров И. С.",
      inn: "771234567859",
      kpp: null,
      ogrn: "319774600123453",
      legalAddress: "117638, г. Москва, ул. Одесская, д. 2, кв. 48",
      postalAddress: "117638, г. Москва, ул. Одесская, д. 2, кв. 48",
      bankName: "АО «Альфа-Банк», г. Москва",
      bik: "044525593",
      settlementAccount: "40802810802500012345",
      correspondentAccount: "30101810200000000593",
      director: "Петров Иван Сергеевич",
      phone: "+7 916 123-45-67",
      email: "petrov.is@example.com",
    },
    contracts: [
      {
        number: "ЛА-2025/02290",
        vehicleType: "commercial",
        brand: "Toyota",
        model: "Hilux",
        title: "Toyota Hilux Standard 2.4D 150 л.с. МТ",
        year: 2025,
        vin: "AHTKB8CD802345678",
        regNumber: "В 227 НК 750",
        color: "Серебристый",
        price: 4_399_000,
        advance: 20,
        term: 36,
        rate: 17.5,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 11,
        payDay: 12,
        insurer: "САО «РЕСО-Гарантия»",
      },
      {
        number: "ЛА-2026/00988",
        vehicleType: "passenger",
        brand: "Haval",
        model: "Dargo",
        title: "Haval Dargo Elite 2.0T 192 л.с. 4WD",
        year: 2026,
        vin: "XZGFF04B6TA104529",
        regNumber: "Т 640 ОР 750",
        color: "Зелёный",
        price: 3_499_000,
        advance: 20,
        term: 36,
        rate: 17,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 3,
        payDay: 3,
        insurer: "АО «АльфаСтрахование»",
      },
      {
        number: "ЛА-2023/01105",
        vehicleType: "commercial",
        brand: "ГАЗ",
        model: "Соболь NN",
        title: "ГАЗ Соболь NN фургон, 2.8D 150 л.с.",
        year: 2023,
        vin: "X96223110N0123456",
        regNumber: "К 118 ЕА 750",
        color: "Белый",
        price: 2_890_000,
        advance: 10,
        term: 24,
        rate: 16,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 30,
        payDay: 18,
        insurer: "САО «ВСК»",
      },
    ],
    fines: [
      {
        contract: "ЛА-2026/00988",
        daysAgo: 6,
        hour: 19,
        ...FINE_SPEED,
        place: "Московская обл., Киевское ш., 38 км",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2025/02290",
        daysAgo: 48,
        hour: 11,
        ...FINE_SIGN,
        place: "г. Москва, ул. Одесская, д. 10",
        discountAllowed: true,
        status: "paid",
      },
    ],
    notifications: [
      {
        daysAgo: 1,
        hour: 11,
        subject: "payments",
        title: "Скоро платёж по договору № ЛА-2026/00988",
        text: "Напоминаем о платеже по договору № ЛА-2026/00988 (Haval Dargo): {next}.",
        contract: "ЛА-2026/00988",
        link: "/account/calendar",
        isRead: false,
      },
      {
        daysAgo: 4,
        hour: 15,
        subject: "fines",
        title: "Новый штраф ГИБДД: Haval Dargo",
        text: "Поступило постановление о превышении скорости по автомобилю Т 640 ОР 750. Оплатите в течение 20 дней — со скидкой 50 %.",
        contract: "ЛА-2026/00988",
        link: "/account/fines",
        isRead: false,
      },
      {
        daysAgo: 9,
        hour: 10,
        subject: "documents",
        title: "Подключите ЭДО — документы придут быстрее",
        text: "Сейчас закрывающие документы отправляются вам почтой. Подключите электронный документооборот: инструкция — на главной странице кабинета.",
        link: "/account",
        isRead: false,
      },
      {
        daysAgo: 15,
        hour: 12,
        subject: "service",
        title: "Оцените работу офиса выдачи",
        text: "Недавно вы получали документы в офисе на Большой Якиманке. Оцените, пожалуйста, обслуживание.",
        isRead: true,
        asksReview: true,
      },
      {
        daysAgo: 88,
        hour: 9,
        subject: "contracts",
        title: "Договор № ЛА-2026/00988 заключён",
        text: "Договор лизинга на Haval Dargo подписан, автомобиль передан. График платежей — в карточке договора.",
        contract: "ЛА-2026/00988",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 160,
        hour: 10,
        subject: "contracts",
        title: "Договор № ЛА-2023/01105 завершён",
        text: "Все платежи по договору № ЛА-2023/01105 (ГАЗ Соболь NN) внесены, право собственности перешло к вам.",
        contract: "ЛА-2023/01105",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 70,
        hour: 10,
        subject: "news",
        title: "Двойные баллы за платёж раньше срока",
        text: "Вносите платёж за 5 дней до даты по графику — начислим вдвое больше бонусных баллов.",
        link: "/account/services/bonuses",
        isRead: true,
      },
    ],
    events: [
      {
        daysFromToday: 13,
        kind: "inspection",
        title: "ТО-1: Haval Dargo",
        text: "Дилерский центр Haval, Калужское ш., 22 км. Запись на 11:30.",
        contract: "ЛА-2026/00988",
      },
      {
        daysFromToday: 2,
        kind: "document",
        title: "Забрать оригиналы УПД",
        text: "Оригиналы закрывающих документов за прошлый месяц готовы в офисе: ул. Большая Якиманка, д. 26.",
      },
    ],
    services: [
      { code: "commissioner", status: "connected", contract: "ЛА-2025/02290", connectedDaysAgo: 320 },
      { code: "gps", status: "available" },
      { code: "tires", status: "requested", contract: "ЛА-2026/00988" },
      { code: "maintenance", status: "available" },
    ],
    bonuses: [
      { daysAgo: 330, title: "Приветственные баллы за первый договор", points: 5_000, kind: "accrual" },
      { daysAgo: 240, title: "Баллы за своевременные платежи, квартал", points: 1_900, kind: "accrual" },
      { daysAgo: 150, title: "Баллы за своевременные платежи, квартал", points: 2_050, kind: "accrual" },
      { daysAgo: 95, title: "Баллы за новый договор № ЛА-2026/00988", points: 5_000, kind: "accrual" },
      { daysAgo: 60, title: "Оплата аварийного комиссара баллами", points: -2_340, kind: "writeoff" },
      { daysAgo: 55, title: "Баллы за своевременные платежи, квартал", points: 2_400, kind: "accrual" },
    ],
    staff: [
      {
        email: "client@example.com",
        name: "Иван Сергеевич Петров",
        position: "Индивидуальный предприниматель",
        phone: "+7 916 123-45-67",
        contactEmail: "client@example.com",
        rights: ["contracts", "accounting", "documents", "insurance", "tickets", "cession", "settings"],
      },
      {
        name: "Наталья Викторовна Петрова",
        position: "Бухгалтер (по договору)",
        phone: "+7 903 200-14-77",
        contactEmail: "n.petrova@example.com",
        rights: ["accounting", "documents"],
      },
    ],
  },
  {
    inn: "5003124571",
    manager: 1,
    edo: {
      state: "pending",
      operator: "sbis",
      participantId: "2BE-5003124571-500301001-202104150912000000001",
      daysAgo: null,
    },
    requisites: {
      title: "Общество с ограниченной ответственностью «ТрансЛогистик»",
      shortTitle: "ООО «ТрансЛогистик»",
      inn: "5003124571",
      kpp: "500301001",
      ogrn: "1205001234569",
      legalAddress: "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305",
      postalAddress: "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305",
      bankName: "АО «ТБанк», г. Москва",
      bik: "044525974",
      settlementAccount: "40702810210000765432",
      correspondentAccount: "30101810145250000974",
      director: "Захаров Олег Николаевич",
      phone: "+7 495 640-22-18",
      email: "office@translogistic.ru",
    },
    contracts: [
      {
        number: "ЛА-2024/05561",
        vehicleType: "truck",
        brand: "FAW",
        model: "J6",
        title: "FAW J6 самосвал 6x4, 11.0D 420 л.с.",
        year: 2024,
        vin: "LFWSRXRJ7R1A12345",
        regNumber: "Р 903 УК 750",
        color: "Красный",
        price: 11_490_000,
        advance: 25,
        term: 48,
        rate: 19,
        buyout: 1,
        scheduleType: "degressive",
        startedMonthsAgo: 19,
        payDay: 8,
        insurer: "АО «СОГАЗ»",
      },
      {
        number: "ЛА-2025/03377",
        vehicleType: "commercial",
        brand: "Foton",
        model: "Aumark S",
        title: "Foton Aumark S изотермический фургон, 2.8D 150 л.с.",
        year: 2025,
        vin: "LVBV4JBB3SE012345",
        regNumber: "Н 271 АМ 790",
        color: "Белый",
        price: 4_290_000,
        advance: 20,
        term: 36,
        rate: 18,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 10,
        payDay: 18,
        insurer: "СПАО «Ингосстрах»",
      },
      {
        number: "ЛА-2025/06012",
        vehicleType: "passenger",
        brand: "Chery",
        model: "Tiggo 7 Pro Max",
        title: "Chery Tiggo 7 Pro Max Prestige 1.6T 186 л.с.",
        year: 2025,
        vin: "LVVDB21B5SD012345",
        regNumber: "У 574 СЕ 790",
        color: "Синий",
        price: 2_799_000,
        advance: 30,
        term: 24,
        rate: 16.5,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 5,
        payDay: 22,
        insurer: "САО «РЕСО-Гарантия»",
      },
      {
        number: "ЛА-2022/02218",
        vehicleType: "truck",
        brand: "Isuzu",
        model: "ELF",
        title: "Isuzu ELF 7.5 бортовой, 5.2D 155 л.с.",
        year: 2022,
        vin: "JAANPR85HM7101234",
        regNumber: "Х 045 ВТ 750",
        color: "Белый",
        price: 4_100_000,
        advance: 20,
        term: 36,
        rate: 15,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 43,
        payDay: 14,
        insurer: "АО «АльфаСтрахование»",
      },
    ],
    fines: [
      {
        contract: "ЛА-2024/05561",
        daysAgo: 3,
        hour: 5,
        ...FINE_WEIGHT,
        place: "Московская обл., А-105, 18 км, АПВГК",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2025/06012",
        daysAgo: 15,
        hour: 18,
        ...FINE_SPEED,
        place: "г. Видное, Белокаменное ш., д. 2",
        discountAllowed: true,
        status: "unpaid",
      },
      {
        contract: "ЛА-2025/03377",
        daysAgo: 70,
        hour: 14,
        ...FINE_RED,
        place: "г. Москва, Каширское ш., пересечение с ул. Москворечье",
        discountAllowed: true,
        status: "paid",
      },
    ],
    notifications: [
      {
        daysAgo: 0,
        hour: 8,
        subject: "fines",
        title: "Штраф за перегруз: FAW J6",
        text: "Поступило постановление по ч. 1 ст. 12.21.1 КоАП РФ (превышение допустимой массы) по самосвалу Р 903 УК 750. Оплатите в течение 20 дней — со скидкой 50 % — или обжалуйте через менеджера.",
        contract: "ЛА-2024/05561",
        link: "/account/fines",
        isRead: false,
      },
      {
        daysAgo: 2,
        hour: 10,
        subject: "payments",
        title: "Скоро платёж по договору № ЛА-2024/05561",
        text: "Напоминаем о платеже по договору № ЛА-2024/05561 (FAW J6): {next}.",
        contract: "ЛА-2024/05561",
        link: "/account/calendar",
        isRead: false,
      },
      {
        daysAgo: 6,
        hour: 16,
        subject: "documents",
        title: "Приглашение в ЭДО отправлено",
        text: "Мы получили ваше приглашение из СБИС и подтверждаем роуминг с Контур.Диадок. Обычно это занимает 1–2 рабочих дня.",
        isRead: false,
      },
      {
        daysAgo: 10,
        hour: 12,
        subject: "service",
        title: "Оцените работу персонального менеджера",
        text: "Екатерина Белова сопровождает ваши договоры уже полгода. Оцените, пожалуйста, её работу.",
        isRead: false,
        asksReview: true,
      },
      {
        daysAgo: 21,
        hour: 11,
        subject: "insurance",
        title: "Полис ОСАГО оформлен",
        text: "Новый полис ОСАГО на Chery Tiggo 7 Pro Max загружен в карточку договора № ЛА-2025/06012.",
        contract: "ЛА-2025/06012",
        link: "/account/insurance",
        isRead: true,
      },
      {
        daysAgo: 40,
        hour: 9,
        subject: "contracts",
        title: "Изменён график по договору № ЛА-2024/05561",
        text: "Подписано дополнительное соглашение о переносе даты платежа на 8-е число. Новый график — в карточке договора.",
        contract: "ЛА-2024/05561",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 150,
        hour: 10,
        subject: "contracts",
        title: "Договор № ЛА-2022/02218 завершён",
        text: "Все платежи по договору № ЛА-2022/02218 (Isuzu ELF) внесены, право собственности перешло к ООО «ТрансЛогистик».",
        contract: "ЛА-2022/02218",
        link: "/account/contracts",
        isRead: true,
      },
      {
        daysAgo: 52,
        hour: 10,
        subject: "news",
        title: "Обновите автопарк по трейд-ин",
        text: "Сдайте выкупленный автомобиль в зачёт аванса по новому договору — оценка за один день.",
        isRead: true,
      },
    ],
    events: [
      {
        daysFromToday: 7,
        kind: "inspection",
        title: "ТО: Foton Aumark S",
        text: "Сервис Foton, г. Видное, Северная промзона, вл. 6.",
        contract: "ЛА-2025/03377",
      },
      {
        daysFromToday: 3,
        kind: "document",
        title: "Подтвердить роуминг ЭДО в СБИС",
        text: "Примите приглашение «Лизинг-Авто» в СБИС, чтобы получать УПД в электронном виде.",
      },
      {
        daysFromToday: -12,
        kind: "event",
        title: "Звонок с менеджером по переуступке",
        text: "Обсуждение переуступки договора № ЛА-2025/03377.",
      },
    ],
    services: [
      { code: "gps", status: "connected", contract: "ЛА-2024/05561", connectedDaysAgo: 570 },
      { code: "gps", status: "connected", contract: "ЛА-2025/03377", connectedDaysAgo: 300 },
      { code: "fuel", status: "connected", connectedDaysAgo: 400 },
      { code: "maintenance", status: "available" },
      { code: "commissioner", status: "available" },
    ],
    bonuses: [
      { daysAgo: 560, title: "Приветственные баллы за первый договор", points: 5_000, kind: "accrual" },
      { daysAgo: 450, title: "Баллы за своевременные платежи, квартал", points: 6_200, kind: "accrual" },
      { daysAgo: 360, title: "Баллы за своевременные платежи, квартал", points: 6_100, kind: "accrual" },
      { daysAgo: 290, title: "Баллы за новый договор № ЛА-2025/03377", points: 5_000, kind: "accrual" },
      { daysAgo: 270, title: "Баллы за своевременные платежи, квартал", points: 7_350, kind: "accrual" },
      { daysAgo: 200, title: "Оплата GPS-мониторинга баллами", points: -5_940, kind: "writeoff" },
      { daysAgo: 180, title: "Баллы за своевременные платежи, квартал", points: 7_800, kind: "accrual" },
      { daysAgo: 90, title: "Баллы за своевременные платежи, квартал", points: 8_050, kind: "accrual" },
    ],
    staff: [
      {
        email: "assignee@example.com",
        name: "Мария Андреевна Соколова",
        position: "Финансовый директор",
        phone: "+7 903 765-43-21",
        contactEmail: "assignee@example.com",
        rights: ["contracts", "accounting", "documents", "insurance", "tickets", "cession", "settings"],
      },
      {
        name: "Олег Николаевич Захаров",
        position: "Генеральный директор",
        phone: "+7 495 640-22-18",
        contactEmail: "zaharov@translogistic.ru",
        rights: ["contracts", "cession"],
      },
      {
        name: "Ирина Павловна Кравец",
        position: "Логист",
        phone: "+7 926 118-90-03",
        contactEmail: "logist@translogistic.ru",
        rights: ["insurance", "tickets"],
      },
    ],
  },
  // A lessee with two running contracts in the lessor's books and no account yet: nobody acts for it, so it has
  // no notifications, services, bonuses or people; client service opens its access (ADR 033, «Linking contracts»).
  {
    inn: "7718124566",
    manager: 0,
    edo: { state: "not_connected", operator: null, participantId: null, daysAgo: null },
    requisites: {
      title: "Общество с ограниченной ответственностью «Вектор Строй»",
      shortTitle: "ООО «Вектор Строй»",
      inn: "7718124566",
      kpp: "771801001",
      ogrn: "1217700456786",
      legalAddress: "107207, г. Москва, Щёлковское ш., д. 77, стр. 2, офис 14",
      postalAddress: "107207, г. Москва, Щёлковское ш., д. 77, стр. 2, офис 14",
      bankName: "ПАО Сбербанк, г. Москва",
      bik: "044525225",
      settlementAccount: "40702810400000123458",
      correspondentAccount: "30101810400000000225",
      director: "Белов Андрей Викторович",
      phone: "+7 495 612-40-75",
      email: "office@vector-stroy.ru",
    },
    contracts: [
      {
        number: "ЛА-2025/04410",
        vehicleType: "commercial",
        brand: "GAZ",
        model: "ГАЗель NEXT",
        title: "ГАЗель NEXT цельнометаллический фургон, 2.8D 150 л.с.",
        year: 2025,
        vin: "X96A31R33S0912345",
        regNumber: "М 418 ОР 799",
        color: "Белый",
        price: 3_650_000,
        advance: 20,
        term: 36,
        rate: 17.5,
        buyout: 1,
        scheduleType: "annuity",
        startedMonthsAgo: 8,
        payDay: 12,
        insurer: "САО «ВСК»",
      },
      {
        number: "ЛА-2026/00231",
        vehicleType: "special",
        brand: "JCB",
        model: "3CX",
        title: "Экскаватор-погрузчик JCB 3CX Super, 109 л.с.",
        year: 2025,
        vin: "JCB3CX4TCS2712345",
        regNumber: null,
        color: "Жёлтый",
        price: 9_870_000,
        advance: 25,
        term: 48,
        rate: 18.5,
        buyout: 1,
        scheduleType: "degressive",
        startedMonthsAgo: 3,
        payDay: 25,
        insurer: "АО «СОГАЗ»",
      },
    ],
    fines: [],
    notifications: [],
    events: [],
    services: [],
    bonuses: [],
    staff: [],
  },
];
