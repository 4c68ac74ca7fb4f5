import { withoutControlCharacters } from "./control-characters.ts";
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidSettlementAccount,
} from "./requisites.ts";

/**
 * The text of a payment QR code (ГОСТ Р 56042-2014, «Стандарты финансовых операций. Двумерные символы штрихового
 * кода для осуществления платежей физическими лицами»), which banking apps read to fill a transfer: the header
 * `ST0001` + encoding `2` (UTF-8), then `Key=Value` pairs joined by `|`. Name, PersonalAcc, BankName, BIC and
 * CorrespAcc are required; Sum is in kopecks.
 *
 * `|` separates the pairs, so it is taken out of values (replaced by a space), as are control characters; texts
 * are cut to the standard's maximum lengths (Name 160, BankName 45, Purpose 210). Account numbers, the BIC, INN and
 * KPP must pass their checks (core/requisites.ts) — a code with a wrong account would send money nowhere, so a bad
 * requisite throws a RangeError rather than printing a code.
 */

export interface PaymentQrFields {
  /** Payee's name. */
  name: string;
  /** Payee's settlement account, 20 digits. */
  personalAcc: string;
  bankName: string;
  /** БИК, 9 digits. */
  bic: string;
  /** Bank's correspondent account, 20 digits. */
  correspAcc: string;
  payeeInn?: string;
  kpp?: string;
  purpose?: string;
  /** Amount in kopecks, a positive whole number. */
  sumKopecks?: number;
}

const LIMITS = { name: 160, bankName: 45, purpose: 210 } as const;

/** A value safe inside the code: one line, no separators, no surrounding spaces, at most `max` characters. */
function clean(value: string, max: number): string {
  return withoutControlCharacters(value.replace(/[|\r\n\t]+/g, " "))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

function required(value: string, field: string, max: number): string {
  const text = clean(value, max);
  if (!text) throw new RangeError(`${field} is required`);
  return text;
}

export function paymentQrText(p: PaymentQrFields): string {
  const name = required(p.name, "Name", LIMITS.name);
  const bankName = required(p.bankName, "BankName", LIMITS.bankName);
  const bic = p.bic.trim();
  const personalAcc = p.personalAcc.trim();
  const correspAcc = p.correspAcc.trim();
  if (!isValidBik(bic)) throw new RangeError("BIC must be a valid 9-digit BIK");
  if (!isValidSettlementAccount(personalAcc, bic)) throw new RangeError("PersonalAcc fails the account check");
  if (!isValidCorrespondentAccount(correspAcc, bic)) throw new RangeError("CorrespAcc fails the account check");
  const pairs: [string, string][] = [
    ["Name", name],
    ["PersonalAcc", personalAcc],
    ["BankName", bankName],
    ["BIC", bic],
    ["CorrespAcc", correspAcc],
  ];
  if (p.payeeInn !== undefined) {
    const inn = p.payeeInn.trim();
    if (!isValidInn(inn)) throw new RangeError("PayeeINN fails the INN check");
    pairs.push(["PayeeINN", inn]);
  }
  if (p.kpp !== undefined) {
    const kpp = p.kpp.trim();
    if (!isValidKpp(kpp)) throw new RangeError("KPP must be 9 characters of a KPP");
    pairs.push(["KPP", kpp]);
  }
  if (p.purpose !== undefined) {
    const purpose = clean(p.purpose, LIMITS.purpose);
    if (purpose) pairs.push(["Purpose", purpose]);
  }
  if (p.sumKopecks !== undefined) {
    if (!Number.isSafeInteger(p.sumKopecks) || p.sumKopecks <= 0) {
      throw new RangeError("Sum must be a positive whole number of kopecks");
    }
    pairs.push(["Sum", String(p.sumKopecks)]);
  }
  return ["ST00012", ...pairs.map(([key, value]) => `${key}=${value}`)].join("|");
}
