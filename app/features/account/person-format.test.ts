import { describe, expect, it } from "vitest";
import { addressName, formatPhone, phoneHref } from "./person-format";

describe("addressName", () => {
  it("addresses a person by first name and patronymic in either order", () => {
    expect(addressName("Иван Сергеевич Петров")).toBe("Иван Сергеевич");
    expect(addressName("Петров Иван Сергеевич")).toBe("Иван Сергеевич");
    expect(addressName("Мария Андреевна Соколова")).toBe("Мария Андреевна");
  });

  it("keeps names it cannot read", () => {
    expect(addressName("John Smith")).toBe("John Smith");
    expect(addressName(" Анна ")).toBe("Анна");
  });
});

describe("formatPhone", () => {
  it("groups Russian numbers", () => {
    expect(formatPhone("+79161234567")).toBe("+7 916 123-45-67");
    expect(formatPhone("84951234567")).toBe("+7 495 123-45-67");
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(phoneHref("+7 916 123-45-67")).toBe("tel:+79161234567");
  });
});
