import type { Suggestion, SuggestKind, SuggestQuery } from "../../../contract/suggest.ts";
import { normalise, suggestAddress } from "./gazetteer.ts";
import {
  BANKS,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  femalePatronymic,
  femaleSurname,
  MALE_NAMES,
  MALE_PATRONYMICS,
  PARTIES,
  SURNAMES,
} from "./local-lists.ts";

/**
 * The suggestions the server can give on its own, in DaData's answer shape: addresses from the gazetteer,
 * names from lists of common Russian names, e-mail domains, and a handful of banks and companies.
 */

type Gender = "MALE" | "FEMALE" | "UNKNOWN";
type Part = "SURNAME" | "NAME" | "PATRONYMIC";

function capitalise(word: string): string {
  return word
    .split("-")
    .map((p) => (p ? p[0]?.toUpperCase() + p.slice(1).toLowerCase() : p))
    .join("-");
}

const fold = (text: string) => text.toLowerCase().replaceAll("ё", "е");

interface Word {
  text: string;
  gender: Gender;
}

const SURNAME_WORDS: Word[] = SURNAMES.flatMap((male): Word[] => {
  const female = femaleSurname(male);
  return female === male
    ? [{ text: male, gender: "UNKNOWN" }]
    : [
        { text: male, gender: "MALE" },
        { text: female, gender: "FEMALE" },
      ];
});
const NAME_WORDS: Word[] = [
  ...MALE_NAMES.map((text) => ({ text, gender: "MALE" as const })),
  ...FEMALE_NAMES.map((text) => ({ text, gender: "FEMALE" as const })),
];
const PATRONYMIC_WORDS: Word[] = [
  ...MALE_PATRONYMICS.map((text) => ({ text, gender: "MALE" as const })),
  ...MALE_PATRONYMICS.map((male) => ({ text: femalePatronymic(male), gender: "FEMALE" as const })),
];
const LISTS: Record<Part, Word[]> = { SURNAME: SURNAME_WORDS, NAME: NAME_WORDS, PATRONYMIC: PATRONYMIC_WORDS };

function genderOf(part: Part, text: string): Gender {
  const known = LISTS[part].find((w) => fold(w.text) === fold(text));
  if (known) return known.gender;
  const t = fold(text);
  if (part === "PATRONYMIC") return t.endsWith("ич") ? "MALE" : t.endsWith("на") ? "FEMALE" : "UNKNOWN";
  if (part === "SURNAME") {
    if (/(ова|ева|ина|ына|ская|цкая)$/.test(t)) return "FEMALE";
    if (/(ов|ев|ин|ын|ский|цкий)$/.test(t)) return "MALE";
  }
  return "UNKNOWN";
}

function fioSuggestion(parts: Partial<Record<Part, string>>): Suggestion {
  const surname = parts.SURNAME ?? null;
  const name = parts.NAME ?? null;
  const patronymic = parts.PATRONYMIC ?? null;
  const genders = [
    patronymic ? genderOf("PATRONYMIC", patronymic) : "UNKNOWN",
    name ? genderOf("NAME", name) : "UNKNOWN",
    surname ? genderOf("SURNAME", surname) : "UNKNOWN",
  ];
  const gender = genders.find((g) => g !== "UNKNOWN") ?? "UNKNOWN";
  const value = [surname, name, patronymic].filter(Boolean).join(" ");
  return { value, unrestricted_value: value, data: { surname, name, patronymic, gender, source: null, qc: "0" } };
}

/**
 * The typed words are taken as surname, name, patronymic in that order (as DaData guesses them); the last,
 * unfinished word is completed from the list of its part. `parts` narrows what a single word may be.
 */
function suggestFio(query: SuggestQuery): Suggestion[] {
  const words = query.query.split(/\s+/).filter(Boolean).map(capitalise);
  if (words.length === 0 || words.length > 3 || words.some((w) => !/^[А-Яа-яЁё-]+$/.test(w))) return [];
  const order: Part[] = query.parts?.length ? [...query.parts] : ["SURNAME", "NAME", "PATRONYMIC"];
  const done = words.slice(0, -1);
  const last = fold(words.at(-1) as string);
  // One word: a surname or a name (or any part `parts` allows); more words: the part after the finished ones.
  const first: Part[] = query.parts?.length ? order : ["SURNAME", "NAME"];
  const candidates: Part[] = done.length === 0 ? first : order.slice(done.length, done.length + 1);
  const fixed: Partial<Record<Part, string>> = {};
  done.forEach((word, k) => {
    const part = order[k];
    if (part) fixed[part] = word;
  });
  // A patronymic agrees with the gender of the name or surname before it.
  const knownGender =
    (fixed.NAME && genderOf("NAME", fixed.NAME)) || (fixed.SURNAME && genderOf("SURNAME", fixed.SURNAME)) || "UNKNOWN";
  const wanted = query.gender && query.gender !== "UNKNOWN" ? query.gender : knownGender;

  const out: Suggestion[] = [];
  for (const part of candidates) {
    const matches = LISTS[part].filter(
      (w) => fold(w.text).startsWith(last) && (wanted === "UNKNOWN" || w.gender === "UNKNOWN" || w.gender === wanted),
    );
    // A word the list does not know is still a name: offer it as typed (after the first word only).
    if (matches.length === 0 && part === candidates[0] && done.length > 0) {
      out.push(fioSuggestion({ ...fixed, [part]: words.at(-1) }));
    }
    for (const match of matches) out.push(fioSuggestion({ ...fixed, [part]: match.text }));
  }
  return out.slice(0, query.count);
}

const EMAIL_LOCAL = /^[a-z0-9._%+-]+$/i;

function suggestEmail(query: SuggestQuery): Suggestion[] {
  const text = query.query.trim();
  const at = text.indexOf("@");
  const local = at === -1 ? text : text.slice(0, at);
  const domainStart = at === -1 ? "" : text.slice(at + 1).toLowerCase();
  if (!local || !EMAIL_LOCAL.test(local) || text.indexOf("@", at + 1) !== -1) return [];
  return EMAIL_DOMAINS.filter((d) => d.startsWith(domainStart))
    .slice(0, query.count)
    .map((domain) => {
      const value = `${local}@${domain}`;
      return { value, unrestricted_value: value, data: { local, domain, type: null, source: null, qc: null } };
    });
}

/** Every query word is the start of a word of the name (quotes and legal forms are ignored). */
function nameMatches(queryWords: string[], name: string): boolean {
  const words = normalise(name).split(" ");
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

function suggestParty(query: SuggestQuery): Suggestion[] {
  if (query.type === "INDIVIDUAL") return [];
  const q = normalise(query.query);
  const digits = /^\d+$/.test(q);
  const words = q.split(" ").filter(Boolean);
  return PARTIES.filter((p) =>
    digits ? p.inn.startsWith(q) || p.ogrn.startsWith(q) : nameMatches(words, `${p.short} ${p.full}`),
  )
    .slice(0, query.count)
    .map((p) => ({
      value: p.short,
      unrestricted_value: p.short,
      data: {
        inn: p.inn,
        ogrn: p.ogrn,
        kpp: null,
        type: "LEGAL",
        opf: { short: p.opf },
        name: { full_with_opf: p.full, short_with_opf: p.short },
        state: { status: "ACTIVE" },
        address: { value: p.city },
      },
    }));
}

function suggestBank(query: SuggestQuery): Suggestion[] {
  const q = normalise(query.query);
  const digits = /^\d+$/.test(q);
  const words = q.split(" ").filter(Boolean);
  return BANKS.filter((b) =>
    digits ? b.bic.startsWith(q) || b.inn.startsWith(q) : nameMatches(words, `${b.short} ${b.name}`),
  )
    .slice(0, query.count)
    .map((b) => ({
      value: b.name,
      unrestricted_value: b.name,
      data: {
        bic: b.bic,
        correspondent_account: b.correspondentAccount,
        inn: b.inn,
        kpp: b.kpp,
        name: { payment: b.name, short: b.short },
        opf: { type: "BANK" },
        state: { status: "ACTIVE" },
        address: { value: b.city },
      },
    }));
}

export function suggestLocally(kind: SuggestKind, query: SuggestQuery): Suggestion[] {
  switch (kind) {
    case "address":
      return suggestAddress(query);
    case "fio":
      return suggestFio(query);
    case "email":
      return suggestEmail(query);
    case "party":
      return suggestParty(query);
    case "bank":
      return suggestBank(query);
  }
}
