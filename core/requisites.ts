/**
 * Check digits and formats of Russian requisites, the same in the browser and on the server (ADR 007).
 * Every function takes the string as typed (digits only: no spaces or dashes) and answers true or false;
 * forms use them in zod refinements with their own Russian messages.
 *
 * The rules: the INN check numbers and the OGRN/OGRNIP check digit as published by the Federal Tax Service;
 * the control key of a bank account as the Bank of Russia defines it (weights 7-1-3 over the bank's conditional
 * number followed by the account). Accounts opened directly in a Bank of Russia cash centre and treasury
 * accounts have their own conditional numbers and are not special-cased here.
 */

const DIGITS = /^\d+$/;

function digits(value: string, length: number): number[] | null {
  if (value.length !== length || !DIGITS.test(value)) return null;
  const out = new Array<number>(length);
  for (let k = 0; k < length; k++) out[k] = value.charCodeAt(k) - 48;
  return out;
}

/** (Σ digit·weight mod 11) mod 10: the check number of the INN. */
function innCheck(d: number[], weights: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < weights.length; k++) sum += (d[k] as number) * (weights[k] as number);
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** INN of a legal entity: 10 digits, the 10th is the check number. */
export function isValidInnLegal(value: string): boolean {
  const d = digits(value, 10);
  if (!d || /^0+$/.test(value)) return false;
  return innCheck(d, INN10_WEIGHTS) === d[9];
}

/** INN of an individual or an individual entrepreneur: 12 digits, the 11th and 12th are check numbers. */
export function isValidInnPerson(value: string): boolean {
  const d = digits(value, 12);
  if (!d || /^0+$/.test(value)) return false;
  return innCheck(d, INN11_WEIGHTS) === d[10] && innCheck(d, INN12_WEIGHTS) === d[11];
}

/** INN of any kind: 10 digits (legal entity) or 12 (individual, entrepreneur). */
export function isValidInn(value: string): boolean {
  return value.length === 10 ? isValidInnLegal(value) : isValidInnPerson(value);
}

/**
 * KPP: 9 characters — the tax office code (4 digits), the reason code (2 digits or capital Latin letters A–Z,
 * letters allowed since 2019), the serial number (3 digits). KPP has no check digit.
 */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value) && !value.startsWith("0000");
}

/** The remainder of a decimal string by a small modulus, digit by digit (no precision limit). */
function remainder(d: number[], length: number, modulus: number): number {
  let rest = 0;
  for (let k = 0; k < length; k++) rest = (rest * 10 + (d[k] as number)) % modulus;
  return rest;
}

/** OGRN of a legal entity: 13 digits, first digit 1 or 5; the 13th = (first 12 as a number mod 11) mod 10. */
export function isValidOgrn(value: string): boolean {
  const d = digits(value, 13);
  if (!d || (d[0] !== 1 && d[0] !== 5)) return false;
  return remainder(d, 12, 11) % 10 === d[12];
}

/** OGRNIP of an individual entrepreneur: 15 digits, first digit 3; the 15th = (first 14 mod 13) mod 10. */
export function isValidOgrnip(value: string): boolean {
  const d = digits(value, 15);
  if (d?.[0] !== 3) return false;
  return remainder(d, 14, 13) % 10 === d[14];
}

/**
 * BIK: 9 digits; the first two are the country code, 04 for Russia (00 for the Federal Treasury's offices
 * since 2021). BIK has no check digit; accounts are checked with it.
 */
export function isValidBik(value: string): boolean {
  return /^0[04]\d{7}$/.test(value);
}

/** The Bank of Russia control key: Σ digit·(7,1,3,7,1,3,…) over 3 + 20 digits must end in 0. */
function accountKeyOk(prefix: string, account: string): boolean {
  const weights = [7, 1, 3];
  const all = prefix + account;
  let sum = 0;
  for (let k = 0; k < all.length; k++) sum += (all.charCodeAt(k) - 48) * (weights[k % 3] as number);
  return sum % 10 === 0;
}

/**
 * Settlement account (расчётный счёт, 20 digits) at the bank with this BIK: the key is computed over the
 * last three digits of the BIK (the bank's conditional number) followed by the account.
 */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  if (!isValidBik(bik) || !digits(account, 20)) return false;
  return accountKeyOk(bik.slice(-3), account);
}

/**
 * Correspondent account (20 digits) of the bank with this BIK: the key is computed over "0" and the 5th–6th
 * digits of the BIK (the Bank of Russia division) followed by the account.
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  if (!isValidBik(bik) || !digits(account, 20)) return false;
  return accountKeyOk(`0${bik.slice(4, 6)}`, account);
}
