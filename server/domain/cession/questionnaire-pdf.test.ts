import { describe, expect, it } from "vitest";
import { PARTICIPANT_DOCUMENTS, ParticipantDataSchema } from "../../../contract/lk-cession.ts";
import { blankQuestions } from "../../../core/cession-rules.ts";
import { pdfInfo, pdfText } from "../../testing/pdf-text.ts";
import { renderQuestionnairePdf } from "./questionnaire-pdf.ts";

const slots = PARTICIPANT_DOCUMENTS.legal.map((kind, k) => ({
  ...kind,
  isLoaded: k === 0,
  file:
    k === 0
      ? { id: 1, name: "устав.pdf", mime: "application/pdf", size: 10, url: "/x", uploadedAt: "2026-11-20T10:00:00Z" }
      : null,
}));

const data = ParticipantDataSchema.parse({
  company: { fullName: "ООО «ТрансЛогистик»", inn: "7707083893", kpp: "770701001", registrationDate: "2015-03-12" },
  management: { director: [{ id: "a1", fullName: "Петров Пётр Петрович", position: "Генеральный директор" }] },
  beneficialOwners: [{ id: "b1", fullName: "Петров Пётр Петрович", share: 60 }],
  questions: blankQuestions().map((q) => ({ ...q, isIt: q.code === 2 ? true : q.code === 1 ? false : null })),
  reorganisation: { type: "merger" },
  consents: { personalData: true, creditBureau: true },
});

describe("the questionnaire PDF", () => {
  it("prints every section, the answers, the consents with their validity and the documents", async () => {
    const bytes = await renderQuestionnairePdf({
      cessionNumber: "ЦС-2026-00012",
      applicantTitle: "ООО «СтройТехМонтаж»",
      type: "legal",
      data,
      signedAt: "2026-08-31",
      savedAt: new Date("2026-11-24T06:05:00Z"),
      files: slots,
    });
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    for (const part of [
      "Анкета цессионария",
      "ЦС-2026-00012",
      "ООО «СтройТехМонтаж»",
      "Юридическое лицо",
      "Анкета сохранена 24.11.2026 09:05",
      "Сведения об организации",
      "ООО «ТрансЛогистик»",
      "7707083893",
      "Дата регистрации 12.03.2015",
      "Банковские реквизиты",
      "Органы управления",
      "Единоличный исполнительный орган",
      "Генеральный директор",
      "Бенефициарные владельцы",
      "60 %",
      "Вопросы анкеты",
      "Ответ: Да.",
      "Ответ: Нет.",
      "Ответ: Нет ответа.",
      "Форма реорганизации Слияние",
      "Согласия",
      "Дата подписания 31.08.2026",
      "действует по 28.02.2027",
      "Документы",
      "Устав в действующей редакции",
      "Загружен: устав.pdf",
      "Не загружен",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Сведения о физическом лице");
    expect((await pdfInfo(bytes)).title).toBe("Анкета цессионария к заявке № ЦС-2026-00012");
  });

  it("prints a person's section with its passport, and unsigned consents", async () => {
    const person = ParticipantDataSchema.parse({
      person: { lastName: "Иванов", firstName: "Иван", passportSeries: "4510", passportNumber: "123456" },
      questions: blankQuestions(),
    });
    const text = (
      await pdfText(
        await renderQuestionnairePdf({
          cessionNumber: "ЦС-2026-00001",
          applicantTitle: "ИП Сидоров",
          type: "person",
          data: person,
          signedAt: null,
          savedAt: new Date("2026-11-24T06:05:00Z"),
          files: [],
        }),
      )
    ).replace(/\s+/g, " ");
    expect(text).toContain("Сведения о физическом лице");
    expect(text).toContain("4510 123456");
    expect(text).toContain("Не подписаны");
    expect(text).not.toContain("Органы управления");
  });
});
