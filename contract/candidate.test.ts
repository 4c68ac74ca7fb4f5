import { describe, expect, it } from "vitest";
import {
  ageOn,
  CANDIDATE_STEPS,
  CandidateAddressSchema,
  CandidateLastJobSchema,
  CandidatePersonalSchema,
  candidateStepOf,
} from "./candidate.ts";

const personal = {
  lastName: "Петров",
  firstName: "Олег",
  middleName: "",
  birthDate: "1990-02-28",
  phone: "+7 903 111 22 33",
  email: "oleg@yandex.ru",
  citizenship: "Российская Федерация",
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("candidate contract", () => {
  it("normalises the phone and the e-mail", () => {
    expect(CandidatePersonalSchema.parse(personal)).toMatchObject({ phone: "+79031112233", email: "oleg@yandex.ru" });
  });

  it("counts full years for the age", () => {
    expect(ageOn("2000-06-15", "2016-06-14")).toBe(15);
    expect(ageOn("2000-06-15", "2016-06-15")).toBe(16);
  });

  it("refuses impossible dates and too young candidates", () => {
    expect(messages(CandidatePersonalSchema.safeParse({ ...personal, birthDate: "1990-02-30" }))).toEqual({
      birthDate: "Такой даты нет в календаре",
    });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 15);
    expect(
      messages(CandidatePersonalSchema.safeParse({ ...personal, birthDate: young.toISOString().slice(0, 10) })),
    ).toEqual({ birthDate: "Анкету заполняют кандидаты с 16 лет" });
  });

  it("asks for the last job unless «no experience» is ticked, and clears it when ticked", () => {
    expect(Object.keys(messages(CandidateLastJobSchema.safeParse({})))).toEqual(["company", "position", "periodFrom"]);
    expect(CandidateLastJobSchema.parse({ noExperience: true, company: "ООО «Ромашка»" })).toMatchObject({
      noExperience: true,
      company: "",
    });
    expect(
      messages(
        CandidateLastJobSchema.safeParse({ company: "А", position: "Б", periodFrom: "2020-05", periodTo: "04.2020" }),
      ),
    ).toEqual({ periodTo: "Окончание раньше начала работы" });
  });

  it("copies the registration address when the actual one is the same", () => {
    expect(CandidateAddressSchema.parse({ registration: "г Уфа, ул Ленина, д 1", sameAsRegistration: true })).toEqual({
      registration: "г Уфа, ул Ленина, д 1",
      sameAsRegistration: true,
      actual: "г Уфа, ул Ленина, д 1",
    });
    expect(Object.keys(messages(CandidateAddressSchema.safeParse({})))).toEqual(["registration", "actual"]);
  });

  it("maps a field path to the step that shows it", () => {
    expect(CANDIDATE_STEPS.map((s) => s.key)).toEqual([
      "vacancy",
      "personal",
      "family",
      "education",
      "lastjob",
      "address",
    ]);
    expect(candidateStepOf("city")).toBe(0);
    expect(candidateStepOf("personal.phone")).toBe(1);
    expect(candidateStepOf("family.brothers.0.name")).toBe(2);
    expect(candidateStepOf("education")).toBe(3);
    expect(candidateStepOf("lastjob.company")).toBe(4);
    expect(candidateStepOf("consent")).toBe(5);
  });
});
