import { describe, expect, it } from "vitest";
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInnLegal,
  isValidKpp,
  isValidOgrn,
} from "../../../core/requisites.ts";
import { gazetteerSize } from "./gazetteer.ts";
import { CITIES, STREETS } from "./gazetteer-data.ts";
import { BANKS, femalePatronymic, femaleSurname, PARTIES } from "./local-lists.ts";

describe("local lists", () => {
  it("hold only requisites whose check digits are right", () => {
    for (const bank of BANKS) {
      expect(isValidBik(bank.bic), bank.short).toBe(true);
      expect(isValidCorrespondentAccount(bank.correspondentAccount, bank.bic), bank.short).toBe(true);
      expect(isValidInnLegal(bank.inn), bank.short).toBe(true);
      expect(isValidKpp(bank.kpp), bank.short).toBe(true);
    }
    for (const party of PARTIES) {
      expect(isValidInnLegal(party.inn), party.short).toBe(true);
      expect(isValidOgrn(party.ogrn), party.short).toBe(true);
    }
  });

  it("derive the female forms of surnames and patronymics", () => {
    expect(femaleSurname("Иванов")).toBe("Иванова");
    expect(femaleSurname("Островский")).toBe("Островская");
    expect(femaleSurname("Шевченко")).toBe("Шевченко");
    expect(femalePatronymic("Сергеевич")).toBe("Сергеевна");
    expect(femalePatronymic("Ильич")).toBe("Ильинична");
  });
});

describe("gazetteer data", () => {
  it("has the hundred-odd largest cities, each once, and a few hundred streets", () => {
    const names = CITIES.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(100);
    for (const city of Object.keys(STREETS)) expect(names).toContain(city);
    expect(gazetteerSize().streets).toBeGreaterThan(250);
  });
});
