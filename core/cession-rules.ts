/**
 * The cession's rules that the browser and the server both apply (issue 12, ADR 032): how long the credit-bureau
 * consent lasts, which filled fields are malformed (a save refuses them) and what a part still lacks before it can
 * be sent. Pure: `today` is always passed in (a Moscow `YYYY-MM-DD`), so the same answer comes on both sides.
 *
 * Field paths: the assignee's are relative to its questionnaire (`company.inn`, `management.director`,
 * `questions.1`) with its documents as `files.<slot code>`; the guarantor's relative to its data (`inn`,
 * `consents.creditBureau`); the assignor's relative to the save (`application.contactPhone`, `contracts`).
 */
import { addMonths, isIsoDate, moscowDate } from "./calendar-dates.ts";
import { isRussianPhone } from "./phone.ts";
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidInnLegal,
  isValidInnPerson,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from "./requisites.ts";

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────────────────
// core/ depends on nothing of ours, so the rules read the contract's shapes (contract/lk-cession.ts) structurally:
// each type below is the part of the contract's type that a rule reads, and the contract's values fit them.

export type ParticipantType = "legal" | "person" | "entrepreneur";

export interface MissingField {
  field: string;
  message: string;
}

export interface Question {
  code: number;
  isIt: boolean | null;
  text: string;
  subtext: string;
}

interface Consents {
  personalData: boolean;
  creditBureau: boolean;
}

/** A person in a management body or a list of owners/beneficiaries (only beneficiaries carry a birth date). */
interface PersonEntry {
  fullName: string;
  inn: string;
  birthDate?: string;
}

export interface ParticipantData {
  company: {
    fullName: string;
    inn: string;
    kpp: string;
    ogrn: string;
    registrationDate: string;
    legalAddress: string;
    actualAddress: string;
  };
  person: {
    lastName: string;
    firstName: string;
    birthDate: string;
    birthPlace: string;
    citizenship: string;
    passportSeries: string;
    passportNumber: string;
    passportIssuedBy: string;
    passportIssuedAt: string;
    passportDivisionCode: string;
    registrationAddress: string;
    inn: string;
    ogrnip: string;
  };
  bank: { bik: string; bankName: string; settlementAccount: string; correspondentAccount: string };
  contacts: { phone: string; email: string };
  management: Partial<Record<string, readonly PersonEntry[]>>;
  beneficialOwners: readonly PersonEntry[];
  isBeneficiary: boolean | null;
  beneficiaries: readonly PersonEntry[];
  questions: readonly { code: number; isIt: boolean | null }[];
  publicOfficial: { kind: string };
  reorganisation: { type: string };
  consents: Consents;
}

export interface GuarantorData {
  type: "person" | "legal";
  fullName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  birthDate: string;
  passportSeries: string;
  passportNumber: string;
  passportIssuedBy: string;
  passportIssuedAt: string;
  address: string;
  phone: string;
  email: string;
  relation: string;
  consents: Consents;
}

export interface CessionApplication {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  reason: string;
  transferDate: string;
}

export interface DocumentSlot {
  code: string;
  title: string;
  required: boolean;
  isLoaded: boolean;
}

// ── Constants (contract/lk-cession.ts re-exports them) ──────────────────────────────────────────────────────

/** The credit-bureau consent is valid six months from signing (SPEC.md §9). */
export const CREDIT_CONSENT_MONTHS = 6;

/** Shown when the credit-bureau consent has run out (CONSENT_EXPIRED_MESSAGE). */
export const CONSENT_EXPIRED_MESSAGE =
  "Согласие на запрос в бюро кредитных историй действует 6 месяцев и истекло: подпишите его заново перед отправкой";

/**
 * The questionnaire's yes/no questions (code, text, subtext); `isIt` starts unset (null). Code 1 is the
 * public-official question; code 2 asks about reorganisation (a "yes" needs its type); code 3 about
 * beneficiaries (a "yes" needs at least one).
 */
export const CESSION_QUESTIONS: readonly { code: number; text: string; subtext: string }[] = [
  {
    code: 1,
    text: "Являетесь ли вы (руководитель, бенефициарный владелец) публичным должностным лицом или его родственником?",
    subtext: "ИПДЛ, МПДЛ или РПДЛ (ст. 7.3 115-ФЗ), а также супруг, родители, дети, братья и сёстры такого лица",
  },
  {
    code: 2,
    text: "Находится ли организация в процессе реорганизации или планирует её в ближайший год?",
    subtext: "Присоединение, преобразование, слияние или выделение (ст. 57 ГК РФ)",
  },
  {
    code: 3,
    text: "Действуете ли вы к выгоде третьих лиц (есть ли выгодоприобретатели)?",
    subtext: "Выгодоприобретатель — лицо, к выгоде которого вы действуете по агентскому договору, поручению и т. п.",
  },
  {
    code: 4,
    text: "Есть ли просроченная задолженность перед бюджетом или внебюджетными фондами?",
    subtext: "Налоги, сборы, страховые взносы на дату заполнения анкеты",
  },
  {
    code: 5,
    text: "Ведётся ли в отношении вас процедура банкротства или ликвидации?",
    subtext: "В том числе поданные в арбитражный суд заявления о признании банкротом",
  },
];

// ── Consent ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The last valid day of the credit-bureau consent: the same date CREDIT_CONSENT_MONTHS months on (ГК РФ ст. 192:
 * a term in months ends on the same-numbered day, or on the month's last day when there is none — 31 Aug → 28/29
 * Feb); it is expired from the next day.
 */
export function consentValidUntil(signedAt: string | null): string | null {
  if (!signedAt || !isIsoDate(signedAt)) return null;
  return addMonths(signedAt, CREDIT_CONSENT_MONTHS);
}

/** Whether a signed consent has run out by `today`; an unsigned one is not "expired" (it is missing). */
export function consentExpired(signedAt: string | null, today: string): boolean {
  const until = consentValidUntil(signedAt);
  return until !== null && today > until;
}

// ── Formats ─────────────────────────────────────────────────────────────────────────────────────────────────

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSPORT_SERIES = /^\d{4}$/;
const PASSPORT_NUMBER = /^\d{6}$/;
const DIVISION_CODE = /^\d{3}-?\d{3}$/;

const MSG = {
  innLegal: "ИНН организации: 10 цифр с верным контрольным числом",
  innPerson: "ИНН физлица или ИП: 12 цифр с верными контрольными числами",
  inn: "ИНН: 10 или 12 цифр с верными контрольными числами",
  kpp: "КПП: 9 символов, например 770701001",
  ogrn: "ОГРН: 13 цифр с верной контрольной цифрой",
  ogrnip: "ОГРНИП: 15 цифр с верной контрольной цифрой",
  bik: "БИК: 9 цифр, начинается с 04 (или 00 у казначейства)",
  settlement: "Расчётный счёт: 20 цифр, не сходится контрольный ключ с БИК",
  correspondent: "Корреспондентский счёт: 20 цифр, не сходится контрольный ключ с БИК",
  phone: "Укажите российский номер телефона, например +7 916 123-45-67",
  email: "Укажите адрес электронной почты, например name@example.ru",
  passportSeries: "Серия паспорта: 4 цифры",
  passportNumber: "Номер паспорта: 6 цифр",
  divisionCode: "Код подразделения: 6 цифр, например 770-001",
  future: "Дата не может быть позже сегодняшней",
  issuedBeforeBirth: "Паспорт не может быть выдан раньше даты рождения",
  transferPast: "Дата передачи не может быть в прошлом",
} as const;

type Errors = MissingField[];

function check(errors: Errors, value: string, ok: (v: string) => boolean, field: string, message: string): void {
  if (value !== "" && !ok(value)) errors.push({ field, message });
}

function notFuture(errors: Errors, value: string, field: string, today: string): void {
  if (value !== "" && value > today) errors.push({ field, message: MSG.future });
}

function peopleFormatErrors(errors: Errors, list: readonly PersonEntry[], path: string, today: string) {
  list.forEach((entry, index) => {
    check(errors, entry.inn, isValidInn, `${path}.${index}.inn`, MSG.inn);
    if (entry.birthDate) notFuture(errors, entry.birthDate, `${path}.${index}.birthDate`, today);
  });
}

/**
 * Format errors of the filled fields of the assignee's questionnaire (a save answers 400 with them and stores
 * nothing): requisites by their check digits, the phone, the e-mail, the passport's digits, birth and issue dates not
 * after `today`. Only the sections of the type count (`company` for a legal entity, `person` otherwise).
 */
export function participantFormatErrors(
  type: ParticipantType,
  data: ParticipantData,
  today: string = moscowDate(),
): MissingField[] {
  const errors: Errors = [];
  if (type === "legal") {
    const c = data.company;
    check(errors, c.inn, isValidInnLegal, "company.inn", MSG.innLegal);
    check(errors, c.kpp, isValidKpp, "company.kpp", MSG.kpp);
    check(errors, c.ogrn, isValidOgrn, "company.ogrn", MSG.ogrn);
    notFuture(errors, c.registrationDate, "company.registrationDate", today);
  } else {
    const p = data.person;
    check(errors, p.inn, isValidInnPerson, "person.inn", MSG.innPerson);
    if (type === "entrepreneur") check(errors, p.ogrnip, isValidOgrnip, "person.ogrnip", MSG.ogrnip);
    check(errors, p.passportSeries, (v) => PASSPORT_SERIES.test(v), "person.passportSeries", MSG.passportSeries);
    check(errors, p.passportNumber, (v) => PASSPORT_NUMBER.test(v), "person.passportNumber", MSG.passportNumber);
    check(
      errors,
      p.passportDivisionCode,
      (v) => DIVISION_CODE.test(v),
      "person.passportDivisionCode",
      MSG.divisionCode,
    );
    notFuture(errors, p.birthDate, "person.birthDate", today);
    notFuture(errors, p.passportIssuedAt, "person.passportIssuedAt", today);
    if (p.birthDate !== "" && p.passportIssuedAt !== "" && p.passportIssuedAt < p.birthDate) {
      errors.push({ field: "person.passportIssuedAt", message: MSG.issuedBeforeBirth });
    }
  }
  const b = data.bank;
  check(errors, b.bik, isValidBik, "bank.bik", MSG.bik);
  if (isValidBik(b.bik)) {
    check(
      errors,
      b.settlementAccount,
      (v) => isValidSettlementAccount(v, b.bik),
      "bank.settlementAccount",
      MSG.settlement,
    );
    check(
      errors,
      b.correspondentAccount,
      (v) => isValidCorrespondentAccount(v, b.bik),
      "bank.correspondentAccount",
      MSG.correspondent,
    );
  }
  check(errors, data.contacts.phone, isRussianPhone, "contacts.phone", MSG.phone);
  check(errors, data.contacts.email, (v) => EMAIL.test(v), "contacts.email", MSG.email);
  for (const [body, list] of Object.entries(data.management)) {
    peopleFormatErrors(errors, list ?? [], `management.${body}`, today);
  }
  peopleFormatErrors(errors, data.beneficialOwners, "beneficialOwners", today);
  peopleFormatErrors(errors, data.beneficiaries, "beneficiaries", today);
  return errors;
}

/** Format errors of a guarantor's filled fields: the INN of its kind, KPP/OGRN of a company, passport, contacts. */
export function guarantorFormatErrors(data: GuarantorData, today: string = moscowDate()): MissingField[] {
  const errors: Errors = [];
  if (data.type === "legal") {
    check(errors, data.inn, isValidInnLegal, "inn", MSG.innLegal);
    check(errors, data.kpp, isValidKpp, "kpp", MSG.kpp);
    check(errors, data.ogrn, isValidOgrn, "ogrn", MSG.ogrn);
  } else {
    check(errors, data.inn, isValidInnPerson, "inn", MSG.innPerson);
    check(errors, data.passportSeries, (v) => PASSPORT_SERIES.test(v), "passportSeries", MSG.passportSeries);
    check(errors, data.passportNumber, (v) => PASSPORT_NUMBER.test(v), "passportNumber", MSG.passportNumber);
    notFuture(errors, data.birthDate, "birthDate", today);
    notFuture(errors, data.passportIssuedAt, "passportIssuedAt", today);
    if (data.birthDate !== "" && data.passportIssuedAt !== "" && data.passportIssuedAt < data.birthDate) {
      errors.push({ field: "passportIssuedAt", message: MSG.issuedBeforeBirth });
    }
  }
  check(errors, data.phone, isRussianPhone, "phone", MSG.phone);
  check(errors, data.email, (v) => EMAIL.test(v), "email", MSG.email);
  return errors;
}

/** Format errors of the assignor's part: its phone, its e-mail, a transfer date not in the past. */
export function applicationFormatErrors(application: CessionApplication, today: string): MissingField[] {
  const errors: Errors = [];
  check(errors, application.contactPhone, isRussianPhone, "application.contactPhone", MSG.phone);
  check(errors, application.contactEmail, (v) => EMAIL.test(v), "application.contactEmail", MSG.email);
  if (application.transferDate !== "" && application.transferDate < today) {
    errors.push({ field: "application.transferDate", message: MSG.transferPast });
  }
  return errors;
}

// ── Presence before sending ─────────────────────────────────────────────────────────────────────────────────

function need(missing: Errors, value: string, field: string, what: string): void {
  if (value.trim() === "") missing.push({ field, message: `Укажите ${what}` });
}

function consentsMissing(
  missing: Errors,
  consents: { personalData: boolean; creditBureau: boolean },
  signedAt: string | null,
  today: string,
): void {
  if (!consents.personalData) {
    missing.push({ field: "consents.personalData", message: "Дайте согласие на обработку персональных данных" });
  }
  if (!consents.creditBureau) {
    missing.push({ field: "consents.creditBureau", message: "Дайте согласие на запрос в бюро кредитных историй" });
  }
  if (consents.personalData && consents.creditBureau) {
    if (signedAt === null) {
      missing.push({ field: "consents.signedAt", message: "Сохраните анкету, чтобы подписать согласия" });
    } else if (consentExpired(signedAt, today)) {
      missing.push({ field: "consents.signedAt", message: CONSENT_EXPIRED_MESSAGE });
    }
  }
}

function peopleMissing(missing: Errors, list: readonly PersonEntry[], path: string): void {
  list.forEach((entry, index) => {
    need(missing, entry.fullName, `${path}.${index}.fullName`, "ФИО");
  });
}

/**
 * What the assignee still lacks before sending: the required fields of its type, every question answered, the
 * follow-ups of "yes" (question 1: the kind of public official; 2: the form of reorganisation; 3: at least one
 * beneficiary), a legal entity's director, founder and beneficial owner, both consents signed and not expired, and
 * every required document (`files.<code>`).
 */
export function participantMissing(
  type: ParticipantType,
  data: ParticipantData,
  slots: DocumentSlot[],
  signedAt: string | null,
  today: string,
): MissingField[] {
  const missing: Errors = [];
  if (type === "legal") {
    const c = data.company;
    need(missing, c.fullName, "company.fullName", "полное наименование");
    need(missing, c.inn, "company.inn", "ИНН");
    need(missing, c.kpp, "company.kpp", "КПП");
    need(missing, c.ogrn, "company.ogrn", "ОГРН");
    need(missing, c.registrationDate, "company.registrationDate", "дату регистрации");
    need(missing, c.legalAddress, "company.legalAddress", "юридический адрес");
    need(missing, c.actualAddress, "company.actualAddress", "фактический адрес");
  } else {
    const p = data.person;
    need(missing, p.lastName, "person.lastName", "фамилию");
    need(missing, p.firstName, "person.firstName", "имя");
    need(missing, p.birthDate, "person.birthDate", "дату рождения");
    need(missing, p.birthPlace, "person.birthPlace", "место рождения");
    need(missing, p.citizenship, "person.citizenship", "гражданство");
    need(missing, p.passportSeries, "person.passportSeries", "серию паспорта");
    need(missing, p.passportNumber, "person.passportNumber", "номер паспорта");
    need(missing, p.passportIssuedBy, "person.passportIssuedBy", "кем выдан паспорт");
    need(missing, p.passportIssuedAt, "person.passportIssuedAt", "дату выдачи паспорта");
    need(missing, p.passportDivisionCode, "person.passportDivisionCode", "код подразделения");
    need(missing, p.registrationAddress, "person.registrationAddress", "адрес регистрации");
    need(missing, p.inn, "person.inn", "ИНН");
    if (type === "entrepreneur") need(missing, p.ogrnip, "person.ogrnip", "ОГРНИП");
  }
  if (type !== "person") {
    // A person pays from any account; a company and an entrepreneur pay from their settlement account.
    need(missing, data.bank.bik, "bank.bik", "БИК");
    need(missing, data.bank.bankName, "bank.bankName", "название банка");
    need(missing, data.bank.settlementAccount, "bank.settlementAccount", "расчётный счёт");
    need(missing, data.bank.correspondentAccount, "bank.correspondentAccount", "корреспондентский счёт");
  }
  need(missing, data.contacts.phone, "contacts.phone", "телефон");
  need(missing, data.contacts.email, "contacts.email", "электронную почту");

  if (type === "legal") {
    const director = data.management.director ?? [];
    const founders = data.management.founders ?? [];
    if (director.length === 0) {
      missing.push({
        field: "management.director",
        message: "Укажите единоличный исполнительный орган (руководителя)",
      });
    }
    if (founders.length === 0) {
      missing.push({ field: "management.founders", message: "Укажите хотя бы одного учредителя (участника)" });
    }
    if (data.beneficialOwners.length === 0) {
      missing.push({ field: "beneficialOwners", message: "Укажите хотя бы одного бенефициарного владельца" });
    }
  }
  for (const [body, list] of Object.entries(data.management)) peopleMissing(missing, list ?? [], `management.${body}`);
  peopleMissing(missing, data.beneficialOwners, "beneficialOwners");
  peopleMissing(missing, data.beneficiaries, "beneficiaries");

  const answers = new Map(data.questions.map((q) => [q.code, q.isIt]));
  for (const question of CESSION_QUESTIONS) {
    if (answers.get(question.code) == null) {
      missing.push({ field: `questions.${question.code}`, message: `Ответьте на вопрос: «${question.text}»` });
    }
  }
  if (answers.get(1) === true && data.publicOfficial.kind === "") {
    missing.push({ field: "publicOfficial.kind", message: "Укажите вид публичного должностного лица" });
  }
  if (answers.get(2) === true && data.reorganisation.type === "") {
    missing.push({ field: "reorganisation.type", message: "Выберите форму реорганизации" });
  }
  if ((answers.get(3) === true || data.isBeneficiary === true) && data.beneficiaries.length === 0) {
    missing.push({ field: "beneficiaries", message: "Укажите хотя бы одного выгодоприобретателя" });
  }

  consentsMissing(missing, data.consents, signedAt, today);

  for (const slot of slots) {
    if (slot.required && !slot.isLoaded) {
      missing.push({ field: `files.${slot.code}`, message: `Загрузите документ «${slot.title}»` });
    }
  }
  return missing;
}

/** What a guarantor still lacks: name, INN, address, contacts, relation; a person's passport, a company's KPP and OGRN; consents. */
export function guarantorMissing(data: GuarantorData, signedAt: string | null, today: string): MissingField[] {
  const missing: Errors = [];
  need(missing, data.fullName, "fullName", data.type === "legal" ? "наименование организации" : "ФИО");
  need(missing, data.inn, "inn", "ИНН");
  if (data.type === "legal") {
    need(missing, data.kpp, "kpp", "КПП");
    need(missing, data.ogrn, "ogrn", "ОГРН");
  } else {
    need(missing, data.birthDate, "birthDate", "дату рождения");
    need(missing, data.passportSeries, "passportSeries", "серию паспорта");
    need(missing, data.passportNumber, "passportNumber", "номер паспорта");
    need(missing, data.passportIssuedBy, "passportIssuedBy", "кем выдан паспорт");
    need(missing, data.passportIssuedAt, "passportIssuedAt", "дату выдачи паспорта");
  }
  need(missing, data.address, "address", "адрес");
  need(missing, data.phone, "phone", "телефон");
  need(missing, data.email, "email", "электронную почту");
  need(missing, data.relation, "relation", "кем поручитель приходится цессионарию");
  consentsMissing(missing, data.consents, signedAt, today);
  return missing;
}

/** The assignor's part: contact name, phone, e-mail, reason, transfer date (not in the past), at least one contract. */
export function applicationMissing(
  application: CessionApplication,
  contractCount: number,
  today: string,
): MissingField[] {
  const missing: Errors = [];
  need(missing, application.contactName, "application.contactName", "контактное лицо");
  need(missing, application.contactPhone, "application.contactPhone", "телефон контактного лица");
  need(missing, application.contactEmail, "application.contactEmail", "электронную почту контактного лица");
  need(missing, application.reason, "application.reason", "причину переуступки");
  need(missing, application.transferDate, "application.transferDate", "желаемую дату передачи");
  if (application.transferDate !== "" && application.transferDate < today) {
    missing.push({ field: "application.transferDate", message: MSG.transferPast });
  }
  if (contractCount < 1) missing.push({ field: "contracts", message: "Выберите хотя бы один договор" });
  return missing;
}

/** The questions with `isIt` unset, from CESSION_QUESTIONS: a new questionnaire's `questions`. */
export function blankQuestions(): Question[] {
  return CESSION_QUESTIONS.map((q) => ({ code: q.code, isIt: null, text: q.text, subtext: q.subtext }));
}
