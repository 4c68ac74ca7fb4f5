import { describe, expect, it } from "vitest";
import { formatKopecks, paymentPurpose } from "./payment-purpose.ts";

const contract = { contractNumber: "ЛА-2025/04812", contractDate: "2025-03-12" };

describe("the purpose of payment", () => {
  it("a monthly lease payment names the contract, the month and the VAT inside", () => {
    expect(paymentPurpose({ ...contract, month: "2026-11", amountKopecks: 86_131_18, vatKopecks: 15_531_85 })).toBe(
      "Оплата лизингового платежа по договору лизинга № ЛА-2025/04812 от 12.03.2025 за ноябрь 2026 г., в т. ч. НДС 22 % — 15 531,85 ₽",
    );
  });

  it("the buyout, the advance and a debt: no month, their own words", () => {
    expect(paymentPurpose({ ...contract, kind: "buyout", amountKopecks: 30_000_00, vatKopecks: 5_409_84 })).toBe(
      "Оплата выкупного платежа по договору лизинга № ЛА-2025/04812 от 12.03.2025, в т. ч. НДС 22 % — 5 409,84 ₽",
    );
    expect(
      paymentPurpose({
        ...contract,
        kind: "advance",
        month: "2025-03",
        amountKopecks: 600_000_00,
        vatKopecks: 108_196_72,
      }),
    ).toBe(
      "Оплата авансового платежа по договору лизинга № ЛА-2025/04812 от 12.03.2025, в т. ч. НДС 22 % — 108 196,72 ₽",
    );
    expect(paymentPurpose({ ...contract, kind: "debt", amountKopecks: 1_234_567_89, vatKopecks: 222_626_01 })).toBe(
      "Погашение задолженности по договору лизинга № ЛА-2025/04812 от 12.03.2025, в т. ч. НДС 22 % — 222 626,01 ₽",
    );
  });

  it("penalties carry no VAT", () => {
    expect(paymentPurpose({ ...contract, kind: "penalties", amountKopecks: 2_140_00, vatKopecks: 0 })).toBe(
      "Оплата пеней по договору лизинга № ЛА-2025/04812 от 12.03.2025, НДС не облагается",
    );
  });

  it("every month has its name", () => {
    expect(paymentPurpose({ ...contract, month: "2027-01", amountKopecks: 100, vatKopecks: 18 })).toContain(
      "за январь 2027 г.",
    );
    expect(paymentPurpose({ ...contract, month: "2026-05", amountKopecks: 100, vatKopecks: 18 })).toContain(
      "за май 2026 г.",
    );
  });

  it("refuses a VAT outside the amount or an amount that is not whole kopecks", () => {
    expect(() => paymentPurpose({ ...contract, amountKopecks: 100, vatKopecks: 101 })).toThrow(RangeError);
    expect(() => paymentPurpose({ ...contract, amountKopecks: 0, vatKopecks: 0 })).toThrow(RangeError);
    expect(() => paymentPurpose({ ...contract, amountKopecks: 10.5, vatKopecks: 1 })).toThrow(RangeError);
  });

  it("formats kopecks as roubles with space groups and a decimal comma", () => {
    expect(formatKopecks(5_409_84)).toBe("5 409,84 ₽");
    expect(formatKopecks(0)).toBe("0,00 ₽");
    expect(formatKopecks(7)).toBe("0,07 ₽");
    expect(formatKopecks(1_234_567_890_12)).toBe("1 234 567 890,12 ₽");
    expect(formatKopecks(-1_000_00)).toBe("−1 000,00 ₽");
  });
});
