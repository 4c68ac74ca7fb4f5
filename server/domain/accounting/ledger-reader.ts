import { and, asc, eq, inArray } from "drizzle-orm";
import type { LedgerCharge, LedgerReceipt } from "../../../core/ledger.ts";
import { invoiceNumberOf } from "../../db/ledger-records.ts";
import { lkCharges, lkReceipts } from "../../db/schema/accounting.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import type { LkContext } from "../lk/lk-context.ts";

/** A charge as the account shows it: the ledger's fields plus its bill and invoice. */
export interface LedgerChargeRow extends LedgerCharge {
  vat: number;
  title: string;
  billNumber: string;
  billDate: string;
  /** The VAT invoice's number once the charge's date has come (invoiceNumberOf); null before. */
  invoiceNumber: string | null;
  paymentId: number | null;
}

export interface LedgerReceiptRow extends LedgerReceipt {
  orderNumber: string;
  purpose: string;
}

export interface LedgerContract {
  id: number;
  code: string;
  number: string;
  signedAt: string;
  vehicleTitle: string;
  /** Hundredths of a percent per day of delay (10 = 0.1 %/day), what core/ledger.ts takes as `rateBpPerDay`. */
  penaltyRate: number;
}

/** One contract's ledger, charges and receipts each by (date, id): what core/ledger.ts computes every sum from. */
export interface ContractLedger {
  contract: LedgerContract;
  charges: LedgerChargeRow[];
  receipts: LedgerReceiptRow[];
}

/**
 * The ledgers of the profile's contracts (all of them, or those with the given codes), in the order they were signed.
 * A code of another profile or an unknown one is simply not included: callers answer 404 when a code they asked for
 * is missing. Three queries whatever the number of contracts.
 */
export function loadLedgers(ctx: LkContext, profileId: number, contractCodes?: string[]): Promise<ContractLedger[]> {
  return loadLedgersWhere(ctx, profileId, { codes: contractCodes });
}

/** The same by contract ids (the account's own services, which already hold the ids). */
export function loadLedgersByIds(ctx: LkContext, profileId: number, contractIds?: number[]): Promise<ContractLedger[]> {
  return loadLedgersWhere(ctx, profileId, { ids: contractIds });
}

async function loadLedgersWhere(
  ctx: LkContext,
  profileId: number,
  only: { codes?: string[] | undefined; ids?: number[] | undefined },
): Promise<ContractLedger[]> {
  if (only.codes?.length === 0 || only.ids?.length === 0) return [];
  const today = ctx.today();
  const contracts = await ctx.db
    .select({
      id: lkContracts.id,
      code: lkContracts.code,
      number: lkContracts.number,
      signedAt: lkContracts.signedAt,
      vehicleTitle: lkContracts.vehicleTitle,
      penaltyRate: lkContracts.penaltyRate,
    })
    .from(lkContracts)
    .where(
      and(
        eq(lkContracts.profileId, profileId),
        only.codes ? inArray(lkContracts.code, only.codes) : undefined,
        only.ids ? inArray(lkContracts.id, only.ids) : undefined,
      ),
    )
    .orderBy(asc(lkContracts.signedAt), asc(lkContracts.id));
  if (contracts.length === 0) return [];
  const ids = contracts.map((c) => c.id);
  const [charges, receipts] = await Promise.all([
    ctx.db
      .select()
      .from(lkCharges)
      .where(and(eq(lkCharges.profileId, profileId), inArray(lkCharges.contractId, ids)))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id)),
    ctx.db
      .select()
      .from(lkReceipts)
      .where(and(eq(lkReceipts.profileId, profileId), inArray(lkReceipts.contractId, ids)))
      .orderBy(asc(lkReceipts.date), asc(lkReceipts.id)),
  ]);
  const byId = new Map<number, ContractLedger>(
    contracts.map((c) => [c.id, { contract: { ...c }, charges: [], receipts: [] }]),
  );
  for (const c of charges) {
    byId.get(c.contractId)?.charges.push({
      id: c.id,
      kind: c.kind,
      date: c.date,
      amount: c.amount,
      vat: c.vat,
      title: c.title,
      billNumber: c.billNumber,
      billDate: c.billDate,
      invoiceNumber: invoiceNumberOf(c, today),
      paymentId: c.paymentId,
    });
  }
  for (const r of receipts) {
    byId.get(r.contractId)?.receipts.push({
      id: r.id,
      date: r.date,
      amount: r.amount,
      target: r.target,
      orderNumber: r.orderNumber,
      purpose: r.purpose,
    });
  }
  return [...byId.values()];
}
