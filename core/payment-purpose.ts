import { MONTHS_NOMINATIVE } from "./russian-months.ts";
import { VAT_RATE } from "./vat.ts";

/**
 * The purpose of payment (назначение платежа) the client copies into a transfer or reads from the QR code: what is
 * paid, under which contract, for which month, and the VAT inside (Tax Code art. 168 p. 4 wants the VAT amount as
 * a separate line in payment orders). Penalties are a sanction, not a payment for a service, and carry no VAT.
 */

export type PaymentPurposeKind = "payment" | "advance" | "buyout" | "penalties" | "debt";

const WHAT: Record<PaymentPurposeKind, string> = {
  payment: "Оплата лизингового платежа",
  advance: "Оплата авансового платежа",
  buyout: "Оплата выкупного платежа",
  penalties: "Оплата пеней",
  debt: "Погашение задолженности",
};

/** «5 409,84 ₽»: space-grouped roubles, a comma before the kopecks (SPEC.md §9), without Intl (same on every runtime). */
export function formatKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? "−" : "";
  const abs = Math.abs(Math.round(kopecks));
  const roubles = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}${roubles},${String(abs % 100).padStart(2, "0")} ₽`;
}

/** `YYYY-MM-DD` → «12.03.2025». */
const dottedDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** `YYYY-MM` → «ноябрь 2026 г.». */
const monthLabel = (month: string) => `${MONTHS_NOMINATIVE[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)} г.`;

export function paymentPurpose(o: {
  contractNumber: string;
  /** `YYYY-MM-DD`. */
  contractDate: string;
  /** `YYYY-MM`, the month a lease payment is for. */
  month?: string;
  kind?: PaymentPurposeKind;
  /** The sum transferred, kopecks (the QR code's Sum); the VAT must lie within it. */
  amountKopecks: number;
  /** VAT inside the sum: the sum of the paid rows' VAT (core/vat.ts), not recomputed from a total. */
  vatKopecks: number;
}): string {
  const kind = o.kind ?? "payment";
  if (!Number.isSafeInteger(o.amountKopecks) || o.amountKopecks <= 0) {
    throw new RangeError("amountKopecks must be a positive whole number");
  }
  if (
    kind !== "penalties" &&
    (!Number.isSafeInteger(o.vatKopecks) || o.vatKopecks < 0 || o.vatKopecks > o.amountKopecks)
  ) {
    throw new RangeError("vatKopecks must be whole kopecks within the amount");
  }
  const contract = `по договору лизинга № ${o.contractNumber.trim()} от ${dottedDate(o.contractDate)}`;
  const month = o.month && kind === "payment" ? ` за ${monthLabel(o.month)}` : "";
  const vat = kind === "penalties" ? "НДС не облагается" : `в т. ч. НДС ${VAT_RATE} % — ${formatKopecks(o.vatKopecks)}`;
  return `${WHAT[kind]} ${contract}${month}, ${vat}`;
}
