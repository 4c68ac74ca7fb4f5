import { describe, expect, it } from "vitest";
import { transliterate } from "./transliteration.ts";

describe("transliterate", () => {
  it("spells Russian letters in Latin and keeps their case", () => {
    expect(transliterate("Счёт на оплату СП-2026")).toBe("Schet na oplatu SP-2026");
    expect(transliterate("Щука, Жук и Ёж")).toBe("Schuka, Zhuk i Ezh");
  });

  it("drops the hard and soft signs and leaves other characters alone", () => {
    expect(transliterate("объём, мазь")).toBe("obem, maz");
    expect(transliterate("Haval 1.5T №7")).toBe("Haval 1.5T №7");
  });
});
