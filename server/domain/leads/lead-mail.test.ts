import { describe, expect, it } from "vitest";
import { UTM_FIELDS, type UtmEcho } from "../../../contract/forms.ts";
import { hasControlCharacters } from "../../../core/control-characters.ts";
import { leadMail } from "./lead-mail.ts";

/** Whether any line of the text holds a control character (the line breaks between them are the text's own). */
const controlled = (text: string) => text.split("\n").some(hasControlCharacters);

/** A line break, C0 and C1 controls, DEL, bidi override/isolate/mark, a zero-width space and the BOM. */
const CONTROLS = [
  "\r\n",
  "\r",
  "\n",
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u202e",
  "\u2066",
  "\u200f",
  "\u200b",
  "\ufeff",
];
const FORGED = "Телефон: +7 999 000-00-00";

function mailWith(payload: Record<string, unknown>, utm: Partial<UtmEcho> = {}, pageUrl: string | null = null) {
  const allUtm = Object.fromEntries(UTM_FIELDS.map((field) => [field, utm[field] ?? null])) as UtmEcho;
  return leadMail({
    id: 7,
    kind: "contactus",
    payload,
    utm: allUtm,
    pageUrl,
    createdAt: new Date("2026-11-24T09:00:00Z"),
    consentAdvertising: false,
  });
}

describe("the sales e-mail of a lead", () => {
  it("carries no control character from the UTM tags or the page address, and no line they forge", () => {
    for (const control of CONTROLS) {
      const tag = `yandex${control}${FORGED}`;
      const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, tag]));
      const { text } = mailWith(
        { name: "Елена", phone: "+78005503535" },
        utm,
        `https://leasing-auto.ru/${control}${FORGED}`,
      );
      expect(controlled(text), JSON.stringify(control)).toBe(false);
      expect(
        text.split("\n").filter((line) => line.trim().startsWith("Телефон:")),
        JSON.stringify(control),
      ).toEqual(["Телефон: +7 800 550-35-35"]);
      expect(text).toContain(`  utm_source: yandex${FORGED}`);
    }
  });

  it("strips them from names and company in the body and the subject", () => {
    for (const control of CONTROLS) {
      const { subject, text } = mailWith({ company: `ООО «Рога${control}и копыта»`, name: `Ел${control}ена` });
      expect(subject, JSON.stringify(control)).toBe("Обратный звонок №7 — ООО «Рогаи копыта»");
      expect(controlled(text), JSON.stringify(control)).toBe(false);
      expect(text).toContain("Имя: Елена\n");
    }
  });

  it("keeps the lines of a comment, each indented under its label, without other controls", () => {
    const { text } = mailWith({ comment: `Перезвоните\r\n${FORGED}\u2028после \u202eобеда\u0007` });
    expect(text).toContain(`Комментарий: Перезвоните\n    ${FORGED}\n    после обеда\n`);
    expect(controlled(text)).toBe(false);
  });
});
