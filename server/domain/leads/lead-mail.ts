import {
  CALLBACK_TIME_TITLES,
  FEEDBACK_CATEGORY_TITLES,
  FORM_TITLES,
  type FormKind,
  isoToRuDate,
  UTM_FIELDS,
  type UtmEcho,
} from "../../../contract/forms.ts";
import { linesWithoutControlCharacters, withoutControlCharacters } from "../../../core/control-characters.ts";
import { formatRussianPhone } from "../../../core/phone.ts";

/** Labels of the form fields in the sales e-mail, in the order they are listed. */
export const FIELD_LABELS: Record<string, string> = {
  reference: "Номер у клиента",
  category: "Характер обращения",
  clientType: "Клиент",
  company: "Компания",
  inn: "ИНН",
  name: "Имя",
  phone: "Телефон",
  email: "E-mail",
  city: "Город",
  make: "Марка",
  model: "Модель",
  vehicle: "Автомобиль / предмет лизинга",
  vehicleId: "Номер в каталоге",
  vin: "VIN",
  contractNumber: "Номер договора",
  partnerType: "Вид сотрудничества",
  insuranceType: "Вид страхования",
  budget: "Бюджет, ₽",
  yearFrom: "Год выпуска от",
  rating: "Оценка",
  subject: "Тема",
  question: "Вопрос",
  text: "Текст",
  callbackDate: "Перезвонить в день",
  callbackTime: "Удобное время (МСК)",
  comment: "Комментарий",
};

export const TERMS_LABELS: Record<string, string> = {
  type: "Программа",
  price: "Стоимость, ₽ с НДС",
  advance: "Аванс, %",
  term: "Срок, мес.",
  buyout: "Выкупной платёж, %",
  scheduleType: "График",
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  clientType: { legal: "Организация", entrepreneur: "Индивидуальный предприниматель" },
  partnerType: {
    dealer: "Дилер",
    agent: "Агент",
    insurer: "Страховая компания",
    supplier: "Поставщик",
    other: "Другое",
  },
  category: FEEDBACK_CATEGORY_TITLES,
  callbackTime: CALLBACK_TIME_TITLES,
  insuranceType: { kasko: "КАСКО", osago: "ОСАГО", property: "Имущество", other: "Другое" },
  type: { cars: "Легковые", trucks: "Грузовые", used: "С пробегом", special: "Спецтехника" },
  scheduleType: { annuity: "Аннуитетный", degressive: "Дегрессивный" },
};

const number = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  dateStyle: "short",
  timeStyle: "short",
});

/** Free text a person may write in several lines (textareas): its lines are kept, indented under the label. */
const MULTILINE_FIELDS = new Set(["question", "text", "comment"]);

export function format(field: string, value: unknown): string {
  if (typeof value === "number") return number.format(value);
  if (typeof value !== "string") return JSON.stringify(value);
  if (field === "phone") return formatRussianPhone(value);
  if (field === "callbackDate") return isoToRuDate(value);
  return VALUE_LABELS[field]?.[value] ?? value;
}

/**
 * A value as the e-mail shows it, with no control characters: everything here comes from the visitor (UTM tags
 * and the page address too), and a CR/LF in it would forge a line of the message («Телефон: …») or a bidi override
 * reorder what the manager reads. Only a multi-line field keeps its line breaks, each new line indented.
 */
function show(field: string, value: unknown): string {
  const text = format(field, value);
  if (!MULTILINE_FIELDS.has(field)) return withoutControlCharacters(text);
  return linesWithoutControlCharacters(text).replaceAll("\n", "\n    ");
}

export interface LeadMailInput {
  id: number;
  kind: FormKind;
  payload: Record<string, unknown>;
  utm: UtmEcho;
  pageUrl: string | null;
  createdAt: Date;
  consentAdvertising: boolean;
}

/** The e-mail the sales mailbox gets for a lead: plain text a manager can read and reply to. */
export function leadMail(input: LeadMailInput): { subject: string; text: string } {
  const { payload } = input;
  const who = [payload.company, payload.name].find((v) => typeof v === "string" && v) as string | undefined;
  const subject = `${FORM_TITLES[input.kind]} №${input.id}${who ? ` — ${show("", who)}` : ""}`;
  const lines: string[] = [
    `${FORM_TITLES[input.kind]} №${input.id}`,
    `Отправлено: ${dateTime.format(input.createdAt)} (МСК)`,
    "",
  ];

  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    const value = payload[field];
    if (value !== undefined && value !== null && value !== "") lines.push(`${label}: ${show(field, value)}`);
  }

  const client = payload.client as Record<string, unknown> | undefined;
  if (client) {
    lines.push("", "Клиент личного кабинета:");
    for (const [key, label] of [
      ["name", "Имя"],
      ["email", "E-mail"],
      ["phone", "Телефон"],
      ["profile", "Профиль"],
      ["inn", "ИНН профиля"],
    ] as const) {
      const value = client[key];
      if (typeof value === "string" && value) lines.push(`  ${label}: ${show(key, value)}`);
    }
  }

  const terms = Object.entries(TERMS_LABELS).filter(([field]) => payload[field] !== undefined);
  if (terms.length > 0) {
    lines.push("", "Условия из калькулятора:");
    for (const [field, label] of terms) lines.push(`  ${label}: ${show(field, payload[field])}`);
    const estimate = payload.estimate as
      | {
          scheduleType: string;
          monthlyPaymentFirst: number;
          monthlyPaymentLast: number;
          rate: number;
          contractSum: number;
        }
      | undefined;
    if (estimate) {
      const { monthlyPaymentFirst: first, monthlyPaymentLast: last, rate, contractSum } = estimate;
      // An annuity's last month differs by kopecks only (the rounding remainder): one figure.
      const payment = estimate.scheduleType === "annuity" ? show("", first) : `${show("", first)} → ${show("", last)}`;
      lines.push(`  Ежемесячный платёж по расчёту: ${payment} ₽ (ставка программы ${show("", rate)} %)`);
      lines.push(`  Сумма договора: ${show("", contractSum)} ₽`);
    }
  }

  lines.push("", `Согласие на рекламную рассылку: ${input.consentAdvertising ? "да" : "нет"}`);
  const utm = UTM_FIELDS.filter((field) => input.utm[field]);
  if (utm.length > 0 || input.pageUrl) {
    lines.push("", "Источник:");
    if (input.pageUrl) lines.push(`  Страница: ${show("pageUrl", input.pageUrl)}`);
    for (const field of utm) lines.push(`  ${field}: ${show(field, input.utm[field])}`);
  }
  lines.push("", "Письмо отправлено сайтом автоматически; ответ на него уйдёт клиенту, если он указал e-mail.");
  return { subject, text: `${lines.join("\n")}\n` };
}
