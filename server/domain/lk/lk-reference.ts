import type { VehicleType } from "../../../contract/lk-common.ts";
import type { ContractStatus } from "../../../contract/lk-contracts.ts";

/**
 * Fixed reference data of the account: titles of codes, the lessor's requisites, the leasing terms, EDO
 * operators, promo banners, the bonus programme. Product content, the same for every client.
 */

export const VEHICLE_TYPE_TITLES: Record<VehicleType, string> = {
  passenger: "Легковой",
  commercial: "Лёгкий коммерческий",
  truck: "Грузовой",
  special: "Спецтехника",
};

export const CONTRACT_STATUS_TITLES: Record<ContractStatus, string> = {
  active: "Действует",
  overdue: "Есть просрочка",
  finished: "Завершён",
};

export const SCHEDULE_TYPE_TITLES = { annuity: "Равными платежами", degressive: "Убывающими платежами" } as const;

/** Penalty on an overdue lease payment, % of the sum per day (the usual clause of the leasing terms). */
export const PENALTY_RATE_PERCENT_PER_DAY = 0.1;

/** Notification subjects: code → title (`subjects` of notifications/list/). */
export const NOTIFICATION_SUBJECTS: Record<string, string> = {
  payments: "Платежи",
  contracts: "Договоры",
  documents: "Документы и ЭДО",
  insurance: "Страхование",
  fines: "Штрафы",
  tickets: "Обращения",
  service: "Оценка обслуживания",
  news: "Новости и акции",
};

export const POLICY_TYPE_TITLES = { kasko: "КАСКО", osago: "ОСАГО" } as const;
export const POLICY_STATUS_TITLES = {
  active: "Действует",
  expiring: "Скоро закончится",
  expired: "Закончился",
} as const;
export const FINE_STATUS_TITLES = { unpaid: "Не оплачен", paid: "Оплачен", appealed: "Обжалуется" } as const;
export const SERVICE_STATUS_TITLES = {
  connected: "Подключена",
  requested: "Заявка принята",
  available: "Можно подключить",
} as const;

/** The lessor: ООО «Лизинг-Авто». */
export const LESSOR = {
  title: "Общество с ограниченной ответственностью «Лизинг-Авто»",
  shortTitle: "ООО «Лизинг-Авто»",
  inn: "7736548215",
  kpp: "773601001",
  ogrn: "1157746654328",
  address: "119049, г. Москва, ул. Большая Якиманка, д. 26",
  bankName: "ПАО Сбербанк, г. Москва",
  bik: "044525225",
  settlementAccount: "40702810538000047215",
  correspondentAccount: "30101810400000000225",
  phone: "8 800 550-35-35",
  email: "info@leasing-auto.ru",
  edoParticipantId: "2BM-7736548215-773601001-201509140715284526513",
} as const;

export const EDO_OPERATORS = [
  { code: "diadoc", name: "Контур.Диадок", roaming: false },
  { code: "sbis", name: "СБИС (Тензор)", roaming: true },
  { code: "1c-edo", name: "1С-ЭДО", roaming: true },
  { code: "astral", name: "Астрал.ЭДО", roaming: true },
  { code: "taxcom", name: "Такском", roaming: true },
] as const;

export const EDO_STATE_TITLES = {
  connected: "ЭДО подключён",
  pending: "Приглашение отправлено, ждём подтверждения",
  not_connected: "ЭДО не подключён",
} as const;

export const EDO_HOW_TO_CONNECT = [
  "Подключитесь к любому оператору ЭДО из списка и получите квалифицированную электронную подпись руководителя (КЭП выдаёт Удостоверяющий центр ФНС).",
  `Отправьте приглашение ООО «Лизинг-Авто» в своей системе ЭДО по ИНН ${LESSOR.inn} и КПП ${LESSOR.kpp} или по идентификатору участника ${LESSOR.edoParticipantId}.`,
  "Если ваш оператор — не Контур.Диадок, роуминг настроится автоматически в течение 1–2 рабочих дней.",
  "Мы примем приглашение и пришлём уведомление в личный кабинет. С этого момента счета, УПД и акты сверки приходят по ЭДО, бумажные оригиналы не нужны.",
];

/** The general leasing terms (правила лизинга), the edition the contracts refer to. */
export const LEASING_TERMS = {
  title: "Общие условия договора лизинга транспортных средств",
  version: "ред. от 01.01.2026",
  sections: [
    {
      code: "subject",
      title: "1. Предмет договора",
      paragraphs: [
        "Лизингодатель приобретает в собственность у выбранного лизингополучателем продавца транспортное средство и передаёт его лизингополучателю во временное владение и пользование за плату (ст. 665 ГК РФ, 164-ФЗ «О финансовой аренде (лизинге)»).",
        "Предмет лизинга учитывается на балансе лизингодателя, если договором не предусмотрено иное. Право собственности переходит к лизингополучателю после уплаты всех лизинговых платежей и выкупной стоимости.",
      ],
    },
    {
      code: "payments",
      title: "2. Лизинговые платежи",
      paragraphs: [
        "Лизингополучатель вносит аванс, ежемесячные лизинговые платежи и выкупной платёж по графику платежей — приложению к договору. Платёж считается внесённым в день поступления денег на счёт лизингодателя.",
        "Все суммы указаны с НДС 22 %. В назначении платежа указывайте номер договора и период, например: «Лизинговый платёж по договору № ЛА-2025/04812 за ноябрь 2026 г., в т. ч. НДС 22 %».",
        "За просрочку платежа начисляются пени 0,1 % от просроченной суммы за каждый день просрочки. При просрочке более 30 дней лизингодатель вправе приостановить оказание дополнительных услуг.",
      ],
    },
    {
      code: "insurance",
      title: "3. Страхование",
      paragraphs: [
        "Предмет лизинга страхуется по КАСКО от ущерба и хищения на весь срок лизинга; выгодоприобретатель по рискам «Хищение» и «Полная гибель» — лизингодатель.",
        "Полис ОСАГО оформляет лизингополучатель, если договором не предусмотрено иное. Копию нового полиса загрузите в личный кабинет не позднее дня окончания предыдущего.",
      ],
    },
    {
      code: "use",
      title: "4. Пользование предметом лизинга",
      paragraphs: [
        "Лизингополучатель содержит транспортное средство в исправном состоянии, проходит плановое техническое обслуживание у официального дилера и не передаёт его в сублизинг без согласия лизингодателя.",
        "Штрафы ГИБДД, выставленные собственнику, лизингодатель перевыставляет лизингополучателю. Оплатите штраф в течение 20 дней с даты постановления — тогда действует скидка 50\u00a0% (ч.\u00a01.3 ст. 32.2 КоАП РФ).",
      ],
    },
    {
      code: "changes",
      title: "5. Изменение графика, переуступка, досрочный выкуп",
      paragraphs: [
        "Изменение графика платежей, замена лизингополучателя (переуступка) и досрочный выкуп оформляются дополнительным соглашением по заявке из личного кабинета.",
        "Сумма досрочного выкупа равна остатку основного долга на дату выкупа плюс выкупная стоимость; проценты за последующие периоды не начисляются.",
      ],
    },
  ],
  documents: [
    {
      title: "Общие условия договора лизинга (PDF)",
      url: "/api/documents/?url=/files/leasing-agreement/obshchie-usloviya-lizinga-2026.pdf",
    },
    {
      title: "Типовой договор лизинга (PDF)",
      url: "/api/documents/?url=/files/leasing-agreement/tipovoy-dogovor-lizinga.pdf",
    },
    {
      title: "Тарифы на дополнительные операции (PDF)",
      url: "/api/documents/?url=/files/leasing-agreement/tarify-dopolnitelnyh-operatsiy-2026.pdf",
    },
  ],
} as const;

export const PROMO_BANNERS = [
  {
    id: "kasko-renewal",
    title: "КАСКО на второй год — минус 15 %",
    text: "Продлите КАСКО через личный кабинет до окончания полиса: скидка 15 % у страховых компаний-партнёров.",
    link: "/account/insurance",
    linkText: "К полисам",
    theme: "blue",
    /** Runs to the end of the month this many months after the current one; null: no end date. */
    months: 1,
  },
  {
    id: "bonus-x2",
    title: "Двойные баллы за платёж раньше срока",
    text: "Внесите лизинговый платёж за 5 дней до даты по графику и получите вдвое больше бонусных баллов.",
    link: "/account/services/bonuses",
    linkText: "О бонусной программе",
    theme: "green",
    months: 0,
  },
  {
    id: "used-trade-in",
    title: "Обновите автопарк по трейд-ин",
    text: "Сдайте выкупленный автомобиль в зачёт аванса по новому договору лизинга — оценка за один день.",
    link: "/catalog/used/",
    linkText: "Подобрать автомобиль",
    theme: "orange",
    months: null,
  },
] as const;

export const BONUS_LEVELS = [
  { code: "base", title: "Базовый", from: 0, cashbackPercent: 0.5 },
  { code: "silver", title: "Серебряный", from: 20_000, cashbackPercent: 1 },
  { code: "gold", title: "Золотой", from: 60_000, cashbackPercent: 1.5 },
] as const;

export const BONUS_RULES = [
  "Баллы начисляются за каждый лизинговый платёж, внесённый в срок: процент от платежа зависит от уровня.",
  "1 балл = 1 ₽. Баллами можно оплатить до 50\u00a0% стоимости дополнительных услуг или до 10\u00a0% очередного платежа.",
  "Уровень определяется по сумме начисленных баллов за всё время участия.",
  "Баллы сгорают через 24 месяца после начисления, если их не использовать.",
];
