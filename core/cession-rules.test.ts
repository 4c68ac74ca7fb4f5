import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysInMonth } from "./calendar-dates.ts";
import {
  applicationFormatErrors,
  applicationMissing,
  blankQuestions,
  CESSION_QUESTIONS,
  CONSENT_EXPIRED_MESSAGE,
  consentExpired,
  consentValidUntil,
  type DocumentSlot,
  type GuarantorData,
  guarantorFormatErrors,
  guarantorMissing,
  type ParticipantData,
  participantFormatErrors,
  participantMissing,
} from "./cession-rules.ts";
import { isValidInnLegal, isValidInnPerson, isValidOgrn, isValidOgrnip } from "./requisites.ts";

const TODAY = "2026-11-24";

/** Any real date from 2015 to 2035. */
const dateArb = fc
  .record({ year: fc.integer({ min: 2015, max: 2035 }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
  .map(({ year, month, day }) => {
    const ym = `${year}-${String(month).padStart(2, "0")}`;
    return `${ym}-${String((day % daysInMonth(ym)) + 1).padStart(2, "0")}`;
  });

const check = (d: number[], w: number[]) => (w.reduce((s, x, k) => s + x * (d[k] ?? 0), 0) % 11) % 10;
/** A 10-digit INN with its check number, from 9 random digits (not all zeros). */
const innLegalArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => {
  const digits = d.every((x) => x === 0) ? [1, ...d.slice(1)] : d;
  return [...digits, check(digits, [2, 4, 10, 3, 5, 9, 4, 6, 8])].join("");
});
/** A 12-digit INN with both check numbers. */
const innPersonArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((d) => {
  const digits = d.every((x) => x === 0) ? [1, ...d.slice(1)] : d;
  const n11 = check(digits, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const n12 = check([...digits, n11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return [...digits, n11, n12].join("");
});
/** One digit of a number changed (never to itself). */
const oneDigitOff = (value: string, position: number, delta: number) => {
  const p = position % value.length;
  const digit = (Number(value[p]) + 1 + (delta % 9)) % 10;
  return `${value.slice(0, p)}${digit}${value.slice(p + 1)}`;
};

function questionnaire(over: Partial<ParticipantData> = {}): ParticipantData {
  return {
    company: {
      fullName: "Общество с ограниченной ответственностью «ТрансЛогистик»",
      inn: "7707083893",
      kpp: "770701001",
      ogrn: "1027700132195",
      registrationDate: "2015-03-12",
      legalAddress: "г. Москва, ул. Лесная, д. 5",
      actualAddress: "г. Москва, ул. Лесная, д. 5",
    },
    person: {
      lastName: "Иванов",
      firstName: "Иван",
      birthDate: "1980-05-01",
      birthPlace: "г. Москва",
      citizenship: "Россия",
      passportSeries: "4510",
      passportNumber: "123456",
      passportIssuedBy: "ОВД Тверского района",
      passportIssuedAt: "2005-06-01",
      passportDivisionCode: "770-001",
      registrationAddress: "г. Москва, ул. Тверская, д. 1",
      inn: "500100732259",
      ogrnip: "304500116000157",
    },
    bank: {
      bik: "044525225",
      bankName: "ПАО Сбербанк",
      settlementAccount: "40702810938000000001",
      correspondentAccount: "30101810400000000225",
    },
    contacts: { phone: "+7 916 123-45-67", email: "office@translog.ru" },
    management: {
      director: [{ fullName: "Петров Пётр Петрович", inn: "" }],
      founders: [{ fullName: "Петров Пётр Петрович", inn: "" }],
    },
    beneficialOwners: [{ fullName: "Петров Пётр Петрович", inn: "", birthDate: "1975-01-01" }],
    isBeneficiary: false,
    beneficiaries: [],
    questions: blankQuestions().map((q) => ({ ...q, isIt: false })),
    publicOfficial: { kind: "" },
    reorganisation: { type: "" },
    consents: { personalData: true, creditBureau: true },
    ...over,
  };
}

const loaded = (code: string, isLoaded: boolean, required = true): DocumentSlot => ({
  code,
  title: `Документ ${code}`,
  required,
  isLoaded,
});

const guarantor = (over: Partial<GuarantorData> = {}): GuarantorData => ({
  type: "person",
  fullName: "Сидоров Сидор Сидорович",
  inn: "500100732259",
  kpp: "",
  ogrn: "",
  birthDate: "1970-02-02",
  passportSeries: "4511",
  passportNumber: "654321",
  passportIssuedBy: "ОВД Арбат",
  passportIssuedAt: "2015-02-10",
  address: "г. Москва, ул. Арбат, д. 1",
  phone: "89161234567",
  email: "sidorov@example.com",
  relation: "Учредитель цессионария",
  consents: { personalData: true, creditBureau: true },
  ...over,
});

const fields = (list: { field: string }[]) => list.map((e) => e.field);

describe("the credit-bureau consent", () => {
  it("lasts to the same date six months on, or the month's last day (ГК РФ ст. 192)", () => {
    expect(consentValidUntil("2026-05-15")).toBe("2026-11-15");
    expect(consentValidUntil("2026-08-31")).toBe("2027-02-28");
    expect(consentValidUntil("2027-08-31")).toBe("2028-02-29");
    expect(consentValidUntil(null)).toBeNull();
    expect(consentExpired("2026-05-24", "2026-11-24")).toBe(false);
    expect(consentExpired("2026-05-23", "2026-11-24")).toBe(true);
    expect(consentExpired(null, TODAY)).toBe(false);
  });

  it("is valid through its last day and expired from the next, for any signing day", () => {
    fc.assert(
      fc.property(dateArb, (signedAt) => {
        const until = consentValidUntil(signedAt) as string;
        expect(until > signedAt).toBe(true);
        // Six calendar months: between 181 and 184 days, and the same day number unless the month is shorter.
        expect(until.slice(0, 7)).toBe(addMonths(signedAt, 6).slice(0, 7));
        expect(Number(until.slice(8)) <= Number(signedAt.slice(8))).toBe(true);
        expect(consentExpired(signedAt, signedAt)).toBe(false);
        expect(consentExpired(signedAt, until)).toBe(false);
        expect(consentExpired(signedAt, addDays(until, 1))).toBe(true);
      }),
    );
  });

  it("once expired stays expired on every later day", () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 2000 }), (signedAt, later) => {
        const firstExpired = addDays(consentValidUntil(signedAt) as string, 1);
        expect(consentExpired(signedAt, addDays(firstExpired, later))).toBe(true);
      }),
    );
  });
});

describe("format errors of filled fields", () => {
  it("accept a well-formed questionnaire of each type and an empty draft", () => {
    expect(participantFormatErrors("legal", questionnaire(), TODAY)).toEqual([]);
    expect(participantFormatErrors("person", questionnaire(), TODAY)).toEqual([]);
    expect(participantFormatErrors("entrepreneur", questionnaire(), TODAY)).toEqual([]);
    const empty = questionnaire();
    empty.company = { ...empty.company, inn: "", kpp: "", ogrn: "", registrationDate: "" };
    empty.bank = { bik: "", bankName: "", settlementAccount: "", correspondentAccount: "" };
    empty.contacts = { phone: "", email: "" };
    expect(participantFormatErrors("legal", empty, TODAY)).toEqual([]);
  });

  it("accept any INN with its check numbers and refuse it with one digit changed", () => {
    fc.assert(
      fc.property(innLegalArb, fc.nat(), fc.nat(), (inn, position, delta) => {
        const base = questionnaire();
        expect(fields(participantFormatErrors("legal", { ...base, company: { ...base.company, inn } }, TODAY))).toEqual(
          [],
        );
        const wrong = oneDigitOff(inn, position, delta);
        fc.pre(!isValidInnLegal(wrong));
        expect(
          fields(participantFormatErrors("legal", { ...base, company: { ...base.company, inn: wrong } }, TODAY)),
        ).toEqual(["company.inn"]);
      }),
    );
    fc.assert(
      fc.property(innPersonArb, fc.nat(), fc.nat(), (inn, position, delta) => {
        expect(fields(guarantorFormatErrors(guarantor({ inn }), TODAY))).toEqual([]);
        const wrong = oneDigitOff(inn, position, delta);
        fc.pre(!isValidInnPerson(wrong));
        expect(fields(guarantorFormatErrors(guarantor({ inn: wrong }), TODAY))).toEqual(["inn"]);
        // A company's INN is 10 digits: a person's 12 are refused for a legal guarantor.
        expect(fields(guarantorFormatErrors(guarantor({ type: "legal", inn }), TODAY))).toContain("inn");
      }),
    );
  });

  it("check only the section of the type: a company's OGRN for a legal entity, OGRNIP for an entrepreneur", () => {
    const base = questionnaire();
    const broken = { ...base, company: { ...base.company, ogrn: "1027700132196" } };
    expect(isValidOgrn("1027700132196")).toBe(false);
    expect(fields(participantFormatErrors("legal", broken, TODAY))).toEqual(["company.ogrn"]);
    expect(fields(participantFormatErrors("person", broken, TODAY))).toEqual([]);
    const badIp = { ...base, person: { ...base.person, ogrnip: "304500116000158" } };
    expect(isValidOgrnip("304500116000158")).toBe(false);
    expect(fields(participantFormatErrors("entrepreneur", badIp, TODAY))).toEqual(["person.ogrnip"]);
    expect(fields(participantFormatErrors("person", badIp, TODAY))).toEqual([]);
  });

  it("refuse a wrong account key, phone, e-mail, passport digits, future and inconsistent dates", () => {
    const base = questionnaire();
    const bad: ParticipantData = {
      ...base,
      person: {
        ...base.person,
        passportSeries: "45 1",
        passportNumber: "12345",
        passportDivisionCode: "77-001",
        birthDate: "2026-11-25",
        passportIssuedAt: "2026-11-24",
      },
      bank: { ...base.bank, settlementAccount: "40702810938000000002", correspondentAccount: "30101810400000000226" },
      contacts: { phone: "+7 716 123-45-67", email: "office.translog.ru" },
      beneficialOwners: [{ fullName: "Пётр", inn: "123", birthDate: "2030-01-01" }],
    };
    expect(fields(participantFormatErrors("person", bad, TODAY)).sort()).toEqual(
      [
        "bank.correspondentAccount",
        "bank.settlementAccount",
        "beneficialOwners.0.birthDate",
        "beneficialOwners.0.inn",
        "contacts.email",
        "contacts.phone",
        "person.birthDate",
        "person.passportDivisionCode",
        "person.passportIssuedAt",
        "person.passportNumber",
        "person.passportSeries",
      ].sort(),
    );
    const early = { ...base, person: { ...base.person, birthDate: "1990-01-01", passportIssuedAt: "1989-01-01" } };
    expect(participantFormatErrors("person", early, TODAY)).toEqual([
      { field: "person.passportIssuedAt", message: "Паспорт не может быть выдан раньше даты рождения" },
    ]);
  });

  it("check the assignor's phone, e-mail and transfer date", () => {
    const app = {
      contactName: "Иван",
      contactPhone: "123",
      contactEmail: "nope",
      reason: "Продажа бизнеса",
      transferDate: "2026-11-23",
    };
    expect(fields(applicationFormatErrors(app, TODAY))).toEqual([
      "application.contactPhone",
      "application.contactEmail",
      "application.transferDate",
    ]);
    expect(
      applicationFormatErrors(
        { ...app, contactPhone: "+79161234567", contactEmail: "a@b.ru", transferDate: TODAY },
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe("what a part lacks before sending", () => {
  const allLoaded = [loaded("charter", true), loaded("egrul", true), loaded("extra", false, false)];

  it("nothing for a complete legal entity with its documents and a fresh consent", () => {
    expect(participantMissing("legal", questionnaire(), allLoaded, "2026-11-01", TODAY)).toEqual([]);
  });

  it("an empty questionnaire lacks every required field, every answer, both consents and the documents", () => {
    const empty = questionnaire({
      management: {},
      beneficialOwners: [],
      questions: blankQuestions(),
      consents: { personalData: false, creditBureau: false },
    });
    empty.company = {
      fullName: "",
      inn: "",
      kpp: "",
      ogrn: "",
      registrationDate: "",
      legalAddress: "",
      actualAddress: "",
    };
    const missing = fields(participantMissing("legal", empty, [loaded("charter", false)], null, TODAY));
    expect(missing).toEqual(
      expect.arrayContaining([
        "company.inn",
        "company.ogrn",
        "management.director",
        "management.founders",
        "beneficialOwners",
        ...CESSION_QUESTIONS.map((q) => `questions.${q.code}`),
        "consents.personalData",
        "consents.creditBureau",
        "files.charter",
      ]),
    );
    expect(missing).not.toContain("person.inn");
  });

  it("asks for the follow-up of each «yes»", () => {
    const yes = questionnaire({
      questions: blankQuestions().map((q) => ({ ...q, isIt: q.code <= 3 })),
    });
    expect(fields(participantMissing("legal", yes, allLoaded, TODAY, TODAY))).toEqual([
      "publicOfficial.kind",
      "reorganisation.type",
      "beneficiaries",
    ]);
    const answered = {
      ...yes,
      publicOfficial: { kind: "rpdl" },
      reorganisation: { type: "merger" },
      beneficiaries: [{ fullName: "ООО «Агент»", inn: "7736207543", birthDate: "" }],
    };
    expect(participantMissing("legal", answered, allLoaded, TODAY, TODAY)).toEqual([]);
  });

  it("a person needs no bank account or founders but its passport; an entrepreneur its OGRNIP", () => {
    const base = questionnaire({ management: {}, beneficialOwners: [] });
    expect(participantMissing("person", { ...base, bank: { ...base.bank, bik: "" } }, [], TODAY, TODAY)).toEqual([]);
    const noIp = { ...base, person: { ...base.person, ogrnip: "", passportNumber: "" } };
    expect(fields(participantMissing("entrepreneur", noIp, [], TODAY, TODAY))).toEqual([
      "person.passportNumber",
      "person.ogrnip",
    ]);
  });

  it("an expired consent stops sending with the rule's message; one not yet signed asks to save", () => {
    expect(participantMissing("legal", questionnaire(), allLoaded, "2026-05-23", TODAY)).toEqual([
      { field: "consents.signedAt", message: CONSENT_EXPIRED_MESSAGE },
    ]);
    expect(fields(participantMissing("legal", questionnaire(), allLoaded, null, TODAY))).toEqual(["consents.signedAt"]);
  });

  it("for every signing day, the consent blocks sending exactly when it is expired", () => {
    fc.assert(
      fc.property(dateArb, dateArb, (signedAt, today) => {
        fc.pre(signedAt <= today);
        const missing = participantMissing("legal", questionnaire(), allLoaded, signedAt, today);
        expect(missing.length > 0).toBe(consentExpired(signedAt, today));
        expect(guarantorMissing(guarantor(), signedAt, today).length > 0).toBe(consentExpired(signedAt, today));
      }),
    );
  });

  it("a guarantor needs its passport as a person, KPP and OGRN as a company, and the consents", () => {
    expect(guarantorMissing(guarantor(), TODAY, TODAY)).toEqual([]);
    expect(fields(guarantorMissing(guarantor({ type: "legal", inn: "7707083893" }), TODAY, TODAY))).toEqual([
      "kpp",
      "ogrn",
    ]);
    expect(
      fields(
        guarantorMissing(
          guarantor({ relation: "", consents: { personalData: true, creditBureau: false } }),
          null,
          TODAY,
        ),
      ),
    ).toEqual(["relation", "consents.creditBureau"]);
  });

  it("the assignor's part needs its contact, reason, a transfer date not past and a contract", () => {
    const app = { contactName: "", contactPhone: "", contactEmail: "", reason: "", transferDate: "" };
    expect(fields(applicationMissing(app, 0, TODAY))).toEqual([
      "application.contactName",
      "application.contactPhone",
      "application.contactEmail",
      "application.reason",
      "application.transferDate",
      "contracts",
    ]);
    const full = {
      contactName: "Иван",
      contactPhone: "+79161234567",
      contactEmail: "a@b.ru",
      reason: "Продажа",
      transferDate: TODAY,
    };
    expect(applicationMissing(full, 1, TODAY)).toEqual([]);
    expect(fields(applicationMissing({ ...full, transferDate: "2026-11-23" }, 1, TODAY))).toEqual([
      "application.transferDate",
    ]);
  });

  it("blank questions are the contract's questions, unanswered", () => {
    expect(blankQuestions()).toEqual(CESSION_QUESTIONS.map((q) => ({ ...q, isIt: null })));
  });
});
