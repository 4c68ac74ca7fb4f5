import { describe, expect, it } from "vitest";
import { paymentQrText } from "./payment-qr.ts";

/** The lessor's requisites as server/domain/lk/lk-reference.ts LESSOR has them (core/ may not import the server). */
const LESSOR = {
  name: "ООО «Лизинг-Авто»",
  personalAcc: "40702810538000047215",
  bankName: "ПАО Сбербанк, г. Москва",
  bic: "044525225",
  correspAcc: "30101810400000000225",
  payeeInn: "7736548215",
  kpp: "773601001",
};

describe("the payment QR text (ГОСТ Р 56042-2014)", () => {
  it("lists the lessor's requisites, the purpose and the sum in kopecks after the UTF-8 header", () => {
    expect(
      paymentQrText({
        ...LESSOR,
        purpose: "Оплата лизингового платежа по договору лизинга № ЛА-2025/04812 от 12.03.2025 за ноябрь 2026 г.",
        sumKopecks: 86_131_18,
      }),
    ).toBe(
      "ST00012|Name=ООО «Лизинг-Авто»|PersonalAcc=40702810538000047215|BankName=ПАО Сбербанк, г. Москва" +
        "|BIC=044525225|CorrespAcc=30101810400000000225|PayeeINN=7736548215|KPP=773601001" +
        "|Purpose=Оплата лизингового платежа по договору лизинга № ЛА-2025/04812 от 12.03.2025 за ноябрь 2026 г.|Sum=8613118",
    );
  });

  it("the optional fields may be left out", () => {
    const { payeeInn: _inn, kpp: _kpp, ...required } = LESSOR;
    expect(paymentQrText(required)).toBe(
      "ST00012|Name=ООО «Лизинг-Авто»|PersonalAcc=40702810538000047215|BankName=ПАО Сбербанк, г. Москва|BIC=044525225|CorrespAcc=30101810400000000225",
    );
  });

  it("takes the separator and control characters out of the values, so no value can add a field", () => {
    const text = paymentQrText({
      ...LESSOR,
      name: "ООО «Лизинг|Авто»\u202e",
      purpose: "Пени|Sum=1\r\nещё\u0000",
      sumKopecks: 500,
    });
    expect(text).toContain("|Name=ООО «Лизинг Авто»|");
    expect(text).toContain("|Purpose=Пени Sum=1 ещё|Sum=500");
    expect(text.split("|")).toHaveLength(10); // the header and nine fields, as with clean values
  });

  it("cuts a long purpose to the standard's 210 characters", () => {
    const text = paymentQrText({ ...LESSOR, purpose: "я".repeat(300) });
    expect(text.endsWith(`|Purpose=${"я".repeat(210)}`)).toBe(true);
  });

  it("refuses missing names and requisites that fail their checks", () => {
    expect(() => paymentQrText({ ...LESSOR, name: " | " })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, bankName: "" })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, bic: "44525225" })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, personalAcc: "40702810538000047216" })).toThrow(RangeError); // key digit
    expect(() => paymentQrText({ ...LESSOR, correspAcc: "30101810400000000226" })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, payeeInn: "7736548216" })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, kpp: "77360100" })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, sumKopecks: 0 })).toThrow(RangeError);
    expect(() => paymentQrText({ ...LESSOR, sumKopecks: 100.5 })).toThrow(RangeError);
  });
});
