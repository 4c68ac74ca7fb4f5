import type { PaymentDetails } from "../../../contract/lk-accounting.ts";
import { addDays } from "../../../core/calendar-dates.ts";
import { allocate, debt } from "../../../core/ledger.ts";
import { paymentPurpose } from "../../../core/payment-purpose.ts";
import { paymentQrText } from "../../../core/payment-qr.ts";
import { vatOf } from "../../../core/vat.ts";
import { chargePurpose } from "../../db/ledger-records.ts";
import { qrSvgDataUrl } from "../../infra/qr.ts";
import { DEBT_HORIZON_DAYS } from "../lk/contract-sums.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { rub } from "../lk/lk-money.ts";
import { LESSOR } from "../lk/lk-reference.ts";
import { billPdfUrl } from "./bills.ts";
import { loadLedgers } from "./ledger-reader.ts";

export type PaymentResult = { ok: true; payment: PaymentDetails } | { ok: false; reason: "not_found" | "nothing" };

/** The lessor's requisites a client pays to, as the QR code and the payment order want them. */
const PAYEE = {
  name: LESSOR.shortTitle,
  inn: LESSOR.inn,
  kpp: LESSOR.kpp,
  bankName: LESSOR.bankName,
  bic: LESSOR.bik,
  correspAcc: LESSOR.correspondentAccount,
  personalAcc: LESSOR.settlementAccount,
};

/**
 * The QR images of recent payment strings: drawing one takes milliseconds, and the same bill or debt is asked for
 * again and again (the pay dialog, its reopening, each person of the profile) with the same string until the ledger
 * or the day changes it. The image is a function of the string only.
 */
const qrImages = new Map<string, Promise<string>>();
const QR_IMAGES_KEPT = 500;

function qrImageOf(text: string): Promise<string> {
  const kept = qrImages.get(text);
  if (kept) return kept;
  const image = qrSvgDataUrl(text);
  qrImages.set(text, image);
  image.catch(() => qrImages.delete(text));
  if (qrImages.size > QR_IMAGES_KEPT) qrImages.delete(qrImages.keys().next().value as string);
  return image;
}

async function details(amount: number, purpose: string, billId: number | null): Promise<PaymentDetails> {
  const qrText = paymentQrText({
    name: PAYEE.name,
    personalAcc: PAYEE.personalAcc,
    bankName: PAYEE.bankName,
    bic: PAYEE.bic,
    correspAcc: PAYEE.correspAcc,
    payeeInn: PAYEE.inn,
    kpp: PAYEE.kpp,
    purpose,
    sumKopecks: amount,
  });
  return {
    payee: { ...PAYEE },
    amount: rub(amount),
    purpose,
    qrText,
    qrImage: await qrImageOf(qrText),
    billPdfUrl: billId === null ? null : billPdfUrl(billId),
  };
}

/**
 * Paying one bill: what is still unpaid of it, with its own purpose (contract, month, VAT of that amount).
 * not_found: not a charge of the profile's contracts (of `contractCode`, when given); nothing: the bill is paid.
 */
export async function paymentForBill(
  ctx: LkContext,
  profileId: number,
  billId: number,
  contractCode?: string,
): Promise<PaymentResult> {
  const today = ctx.today();
  // With a contract named too, the bill must be that contract's.
  for (const ledger of await loadLedgers(ctx, profileId, contractCode === undefined ? undefined : [contractCode])) {
    const charge = ledger.charges.find((c) => c.id === billId);
    if (!charge) continue;
    const unpaid = allocate(ledger.charges, ledger.receipts, today).states.get(charge.id)?.unpaid ?? 0;
    if (unpaid <= 0) return { ok: false, reason: "nothing" };
    return { ok: true, payment: await details(unpaid, chargePurpose(ledger.contract, charge, unpaid), charge.id) };
  }
  return { ok: false, reason: "not_found" };
}

/**
 * Paying a contract's debt now: overdue + due within 30 days + penalties − credit. A single unpaid charge keeps its
 * own purpose; several are «Погашение задолженности» with the VAT of each charge's unpaid part summed (penalties
 * carry none). not_found: not the profile's contract; nothing: nothing to pay.
 */
export async function paymentForContract(
  ctx: LkContext,
  profileId: number,
  contractCode: string,
): Promise<PaymentResult> {
  const [ledger] = await loadLedgers(ctx, profileId, [contractCode]);
  if (!ledger) return { ok: false, reason: "not_found" };
  const today = ctx.today();
  const { charges, receipts, contract } = ledger;
  const d = debt(charges, receipts, { today, rateBpPerDay: contract.penaltyRate, horizonDays: DEBT_HORIZON_DAYS });
  if (d.total <= 0) return { ok: false, reason: "nothing" };
  const { states } = allocate(charges, receipts, today);
  const until = addDays(today, DEBT_HORIZON_DAYS);
  const open = charges
    .map((c) => ({ c, unpaid: states.get(c.id)?.unpaid ?? 0 }))
    .filter((x) => x.unpaid > 0 && x.c.date <= until);
  const [only] = open;
  if (open.length === 1 && only && d.penalties === 0 && d.credit === 0) {
    return { ok: true, payment: await details(d.total, chargePurpose(contract, only.c, d.total), null) };
  }
  const purpose = paymentPurpose({
    contractNumber: contract.number,
    contractDate: contract.signedAt,
    kind: open.length === 0 ? "penalties" : "debt",
    amountKopecks: d.total,
    vatKopecks: open.reduce((s, x) => s + (x.c.kind === "fine" ? 0 : vatOf(x.unpaid)), 0),
  });
  return { ok: true, payment: await details(d.total, purpose, null) };
}
