import {
  CESSION_QUESTIONS,
  type DocumentSlot,
  MANAGEMENT_BODY_CODES,
  MANAGEMENT_BODY_TITLES,
  PARTICIPANT_TYPE_TITLES,
  type ParticipantData,
  type ParticipantType,
  PUBLIC_OFFICIAL_TITLES,
  REORGANISATION_OPTIONS,
} from "../../../contract/lk-cession.ts";
import { moscowClock } from "../../../core/calendar-dates.ts";
import { consentValidUntil } from "../../../core/cession-rules.ts";
import { type PdfBlock, renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { ruDate } from "../lk/document-dates.ts";
import { LESSOR } from "../lk/lk-reference.ts";

export interface QuestionnairePdfInput {
  cessionNumber: string;
  applicantTitle: string;
  type: ParticipantType;
  data: ParticipantData;
  signedAt: string | null;
  savedAt: Date | null;
  files: DocumentSlot[];
}

const EMPTY = "—";
const or = (value: string | null | undefined) => (value?.trim() ? value.trim() : EMPTY);
const dateOr = (value: string) => (value ? ruDate(value) : EMPTY);
const share = (value: number | null) => (value === null ? EMPTY : `${String(value).replace(".", ",")} %`);
const answer = (isIt: boolean | null | undefined) => (isIt === true ? "Да" : isIt === false ? "Нет" : "Нет ответа");

/** «24.11.2026 09:05» in Moscow, and the PDF date of the same moment (fixed by the save, so the bytes repeat). */
function moment(at: Date | null): { text: string; pdf: string } {
  const clock = at ? moscowClock(at.toISOString()) : null;
  if (!clock) return { text: EMPTY, pdf: "D:20260101090000+03'00'" };
  const hh = String(clock.hours).padStart(2, "0");
  const mm = String(clock.minutes).padStart(2, "0");
  return { text: `${ruDate(clock.date)} ${hh}:${mm}`, pdf: `D:${clock.date.replaceAll("-", "")}${hh}${mm}00+03'00'` };
}

function companyBlocks(data: ParticipantData): PdfBlock[] {
  const c = data.company;
  return [
    { kind: "heading", text: "Сведения об организации" },
    {
      kind: "rows",
      rows: [
        ["Полное наименование", or(c.fullName)],
        ["Сокращённое наименование", or(c.shortName)],
        ["ИНН", or(c.inn)],
        ["КПП", or(c.kpp)],
        ["ОГРН", or(c.ogrn)],
        ["Дата регистрации", dateOr(c.registrationDate)],
        ["Юридический адрес", or(c.legalAddress)],
        ["Фактический адрес", or(c.actualAddress)],
        ["Почтовый адрес", or(c.postalAddress)],
        ["ОКВЭД", or(c.okved)],
      ],
    },
  ];
}

function personBlocks(type: ParticipantType, data: ParticipantData): PdfBlock[] {
  const p = data.person;
  const rows: [string, string][] = [
    ["Фамилия", or(p.lastName)],
    ["Имя", or(p.firstName)],
    ["Отчество", or(p.middleName)],
    ["Дата рождения", dateOr(p.birthDate)],
    ["Место рождения", or(p.birthPlace)],
    ["Гражданство", or(p.citizenship)],
    [
      "Паспорт: серия и номер",
      p.passportSeries || p.passportNumber ? `${p.passportSeries} ${p.passportNumber}`.trim() : EMPTY,
    ],
    ["Кем выдан", or(p.passportIssuedBy)],
    ["Дата выдачи", dateOr(p.passportIssuedAt)],
    ["Код подразделения", or(p.passportDivisionCode)],
    ["Адрес регистрации", or(p.registrationAddress)],
    ["Фактический адрес", or(p.actualAddress)],
    ["ИНН", or(p.inn)],
  ];
  if (type === "entrepreneur") rows.push(["ОГРНИП", or(p.ogrnip)]);
  return [
    {
      kind: "heading",
      text: type === "entrepreneur" ? "Сведения об индивидуальном предпринимателе" : "Сведения о физическом лице",
    },
    { kind: "rows", rows },
  ];
}

function peopleTable(
  list: { fullName: string; inn: string; share: number | null; position?: string; birthDate?: string }[],
  withPosition: boolean,
): PdfBlock {
  if (list.length === 0) return { kind: "paragraph", text: "Не указаны." };
  return withPosition
    ? {
        kind: "table",
        header: ["ФИО", "Должность", "ИНН", "Доля"],
        widths: [0.4, 0.28, 0.18, 0.14],
        align: ["left", "left", "left", "right"],
        rows: list.map((e) => [or(e.fullName), or(e.position), or(e.inn), share(e.share)]),
      }
    : {
        kind: "table",
        header: ["ФИО / наименование", "Дата рождения", "ИНН", "Доля"],
        widths: [0.42, 0.2, 0.22, 0.16],
        align: ["left", "left", "left", "right"],
        rows: list.map((e) => [or(e.fullName), dateOr(e.birthDate ?? ""), or(e.inn), share(e.share)]),
      };
}

function questionBlocks(data: ParticipantData): PdfBlock[] {
  const answers = new Map(data.questions.map((q) => [q.code, q.isIt]));
  const blocks: PdfBlock[] = [
    { kind: "heading", text: "Вопросы анкеты" },
    {
      kind: "list",
      ordered: true,
      items: CESSION_QUESTIONS.map((q) => `${q.text} Ответ: ${answer(answers.get(q.code))}.`),
    },
  ];
  if (answers.get(1) === true) {
    const kind = data.publicOfficial.kind;
    blocks.push({
      kind: "rows",
      rows: [
        ["Публичное должностное лицо", kind ? PUBLIC_OFFICIAL_TITLES[kind] : EMPTY],
        ["Пояснение", or(data.publicOfficial.details)],
      ],
    });
  }
  if (answers.get(2) === true) {
    const type = REORGANISATION_OPTIONS.find((o) => o.code !== "" && o.code === data.reorganisation.type);
    blocks.push({
      kind: "rows",
      rows: [
        ["Форма реорганизации", type?.title ?? EMPTY],
        ["Пояснение", or(data.reorganisation.details)],
      ],
    });
  }
  if (answers.get(3) === true || data.isBeneficiary === true || data.beneficiaries.length > 0) {
    blocks.push({ kind: "paragraph", bold: true, text: "Выгодоприобретатели" }, peopleTable(data.beneficiaries, false));
  }
  return blocks;
}

/**
 * The assignee's questionnaire as a PDF (the account's «Распечатать анкету» and the lessor's copy): every section in
 * Russian, the answers «Да»/«Нет»/«Нет ответа», the consents with their signing day and the credit-bureau consent's
 * last valid day, and the documents with whether each is uploaded. Deterministic for a save.
 */
export async function renderQuestionnairePdf(input: QuestionnairePdfInput): Promise<Uint8Array> {
  const { data, type } = input;
  const saved = moment(input.savedAt);
  const title = "Анкета цессионария";
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    {
      kind: "subtitle",
      text: `к заявке на переуступку № ${input.cessionNumber} · цедент ${input.applicantTitle}`,
    },
    {
      kind: "rows",
      rows: [
        ["Тип цессионария", PARTICIPANT_TYPE_TITLES[type]],
        ["Анкета сохранена", saved.text],
      ],
    },
    ...(type === "legal" ? companyBlocks(data) : personBlocks(type, data)),
    { kind: "heading", text: "Банковские реквизиты" },
    {
      kind: "rows",
      rows: [
        ["БИК", or(data.bank.bik)],
        ["Банк", or(data.bank.bankName)],
        ["Расчётный счёт", or(data.bank.settlementAccount)],
        ["Корреспондентский счёт", or(data.bank.correspondentAccount)],
      ],
    },
    { kind: "heading", text: "Контакты" },
    {
      kind: "rows",
      rows: [
        ["Телефон", or(data.contacts.phone)],
        ["Электронная почта", or(data.contacts.email)],
        ["Сайт", or(data.contacts.website)],
      ],
    },
  ];
  if (type === "legal") {
    blocks.push({ kind: "heading", text: "Органы управления" });
    for (const body of MANAGEMENT_BODY_CODES) {
      const list = data.management[body] ?? [];
      if (list.length === 0 && body !== "director" && body !== "founders") continue;
      blocks.push({ kind: "paragraph", bold: true, text: MANAGEMENT_BODY_TITLES[body] }, peopleTable(list, true));
    }
  }
  blocks.push(
    { kind: "heading", text: "Бенефициарные владельцы" },
    peopleTable(data.beneficialOwners, false),
    ...questionBlocks(data),
  );
  const until = consentValidUntil(input.signedAt);
  blocks.push(
    { kind: "heading", text: "Согласия" },
    {
      kind: "rows",
      rows: [
        ["На обработку персональных данных (152-ФЗ)", data.consents.personalData ? "Дано" : "Не дано"],
        ["На запрос в бюро кредитных историй", data.consents.creditBureau ? "Дано" : "Не дано"],
        ["Дата подписания", input.signedAt ? ruDate(input.signedAt) : "Не подписаны"],
        ["Согласие на запрос в БКИ действует по", until ? ruDate(until) : EMPTY],
      ],
    },
    { kind: "heading", text: "Документы" },
    {
      kind: "table",
      header: ["Документ", "Обязательный", "Загружен"],
      widths: [0.52, 0.16, 0.32],
      align: ["left", "left", "left"],
      rows: input.files.map((slot) => [
        slot.title,
        slot.required ? "Да" : "Нет",
        slot.file ? `Загружен: ${slot.file.name}` : "Не загружен",
      ]),
    },
    { kind: "signatures", left: "Цессионарий", right: "Дата" },
  );
  return renderPdf({
    title: `${title} к заявке № ${input.cessionNumber}`,
    subject: `Переуступка договоров лизинга, заявка № ${input.cessionNumber}`,
    author: LESSOR.shortTitle,
    keywords: "цессия, анкета, 115-ФЗ",
    date: saved.pdf,
    header: `${LESSOR.shortTitle} · ${title} · заявка № ${input.cessionNumber}`,
    footer: `${LESSOR.shortTitle}, ИНН ${LESSOR.inn} · ${LESSOR.phone}`,
    blocks,
  });
}
