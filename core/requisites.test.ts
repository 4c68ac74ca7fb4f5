import { describe, expect, it } from "vitest";
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

// Real published requisites: ПАО Сбербанк (INN 7707083893, OGRN 1027700132195, BIK 044525225,
// corr. account 30101810400000000225), ООО «Яндекс» (7736207543, 1027700229193), АО «ТБанк» (7710140679,
// 1027739642281, BIK 044525974, corr. account 30101810145250000974), АО «Альфа-Банк» (BIK 044525593,
// corr. account 30101810200000000593), the Treasury's single account 40102810545370000003 at BIK 004525988.
// Settlement accounts are made-up numbers with the control digit (9th) computed by hand.

/** Every single-digit change of a valid number must be caught by the check digits (one digit at a time). */
function oneDigitOff(value: string, position: number): string {
  const digit = Number(value[position]);
  return `${value.slice(0, position)}${(digit + 1) % 10}${value.slice(position + 1)}`;
}

describe("INN", () => {
  it("accepts real 10-digit INNs of companies", () => {
    for (const inn of ["7707083893", "7736207543", "7710140679"]) {
      expect(isValidInnLegal(inn)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    }
  });

  it("accepts a 12-digit INN of a person or an entrepreneur", () => {
    expect(isValidInnPerson("500100732259")).toBe(true);
    expect(isValidInn("500100732259")).toBe(true);
  });

  it("refuses a wrong check digit, wrong length, letters and zeros", () => {
    expect(isValidInn("7707083894")).toBe(false);
    expect(isValidInn("500100732258")).toBe(false);
    expect(isValidInn("500100732249")).toBe(false);
    expect(isValidInn("770708389")).toBe(false);
    expect(isValidInn("77070838931")).toBe(false);
    expect(isValidInn("77070838 3")).toBe(false);
    expect(isValidInn("770708389a")).toBe(false);
    expect(isValidInn("0000000000")).toBe(false);
    expect(isValidInn("000000000000")).toBe(false);
    expect(isValidInn("")).toBe(false);
    expect(isValidInnLegal("500100732259")).toBe(false);
    expect(isValidInnPerson("7707083893")).toBe(false);
  });

  it("catches any change of the last digit", () => {
    for (let k = 1; k <= 9; k++) {
      const inn = `770708389${(3 + k) % 10}`;
      expect(isValidInn(inn)).toBe(false);
    }
  });
});

describe("KPP", () => {
  it("accepts 9 characters: 4 digits, 2 digits or capital Latin letters, 3 digits", () => {
    expect(isValidKpp("773601001")).toBe(true);
    expect(isValidKpp("770501001")).toBe(true);
    expect(isValidKpp("7736AB001")).toBe(true);
  });

  it("refuses other shapes", () => {
    expect(isValidKpp("77360100")).toBe(false);
    expect(isValidKpp("7736010011")).toBe(false);
    expect(isValidKpp("7736ab001")).toBe(false);
    expect(isValidKpp("7736АБ001")).toBe(false); // Cyrillic letters
    expect(isValidKpp("A73601001")).toBe(false);
    expect(isValidKpp("000001001")).toBe(false);
  });
});

describe("OGRN and OGRNIP", () => {
  it("accepts real OGRNs", () => {
    for (const ogrn of ["1027700132195", "1027700229193", "1027739642281"]) expect(isValidOgrn(ogrn)).toBe(true);
  });

  it("refuses a wrong check digit, a wrong first digit and a wrong length", () => {
    for (let position = 0; position < 13; position++) {
      expect(isValidOgrn(oneDigitOff("1027700132195", position))).toBe(false);
    }
    expect(isValidOgrn("102770013219")).toBe(false);
    expect(isValidOgrn("304500116000157")).toBe(false);
  });

  it("accepts an OGRNIP with the check digit mod 13 and refuses changes", () => {
    expect(isValidOgrnip("304500116000157")).toBe(true);
    expect(isValidOgrnip("304500116000158")).toBe(false);
    expect(isValidOgrnip("104500116000157")).toBe(false);
    expect(isValidOgrnip("1027700132195")).toBe(false);
  });
});

describe("BIK and accounts", () => {
  it("accepts BIKs of banks (04…) and of treasury offices (00…)", () => {
    expect(isValidBik("044525225")).toBe(true);
    expect(isValidBik("044525974")).toBe(true);
    expect(isValidBik("004525988")).toBe(true);
    expect(isValidBik("14452522")).toBe(false);
    expect(isValidBik("144525225")).toBe(false);
    expect(isValidBik("0445252250")).toBe(false);
    expect(isValidBik("04452522x")).toBe(false);
  });

  it("checks the correspondent account against the BIK", () => {
    expect(isValidCorrespondentAccount("30101810400000000225", "044525225")).toBe(true);
    expect(isValidCorrespondentAccount("30101810145250000974", "044525974")).toBe(true);
    expect(isValidCorrespondentAccount("30101810200000000593", "044525593")).toBe(true);
    expect(isValidCorrespondentAccount("40102810545370000003", "004525988")).toBe(true);
    expect(isValidCorrespondentAccount("30101810500000000225", "044525225")).toBe(false);
    expect(isValidCorrespondentAccount("30101810400000000225", "044030653")).toBe(false);
    expect(isValidCorrespondentAccount("3010181040000000022", "044525225")).toBe(false);
  });

  it("checks the settlement account against the BIK (Bank of Russia key)", () => {
    expect(isValidSettlementAccount("40702810938000012345", "044525225")).toBe(true);
    expect(isValidSettlementAccount("40802810338000000077", "044525225")).toBe(true);
    expect(isValidSettlementAccount("40817810838123456789", "044525225")).toBe(true);
    expect(isValidSettlementAccount("40702810500000012345", "044525974")).toBe(true);
    // The same account number at another bank fails: the key depends on the BIK.
    expect(isValidSettlementAccount("40702810938000012345", "044525974")).toBe(false);
    expect(isValidSettlementAccount("40702810038000012345", "044525225")).toBe(false);
    expect(isValidSettlementAccount("4070281093800001234", "044525225")).toBe(false);
    expect(isValidSettlementAccount("40702810938000012345", "04452522")).toBe(false);
  });

  it("catches any single changed digit of a settlement account", () => {
    const account = "40702810938000012345";
    for (let position = 0; position < 20; position++) {
      expect(isValidSettlementAccount(oneDigitOff(account, position), "044525225")).toBe(false);
    }
  });
});
