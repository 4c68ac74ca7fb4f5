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

/** One contract's figures, charges and receipts each by (date, id): what core/ledger.ts computes every sum from. */
export interface LedgerFigures {
  contract: LedgerContract;
  charges: LedgerCharge[];
  receipts: LedgerReceipt[];
}

/** One contract's ledger with the texts of its bills and payment orders: what the accounting screens list. */
export interface ContractLedger extends LedgerFigures {
  charges: LedgerChargeRow[];
  receipts: LedgerReceiptRow[];
}

/**
 * Only the figures (kind, date, amount, target) of the profile's contracts, by id: the sums of the home, the contract
 * list and page need nothing else, and reading no texts keeps them as quick as the aggregate they replaced.
 */
export async function loadLedgerFigures(
  ctx: LkContext,
  profileId: number,
  contractIds?: number[],
): Promise<LedgerFigures[]> {
  if (contractIds?.length === 0) return [];
  const contracts = await contractsOf(ctx, profileId, { ids: contractIds });
  if (contracts.length === 0) return [];
  const ids = contracts.map((c) => c.id);
  const [charges, receipts] = await Promise.all([
    ctx.db
      .select({
        contractId: lkCharges.contractId,
        id: lkCharges.id,
        kind: lkCharges.kind,
        date: lkCharges.date,
        amount: lkCharges.amount,
      })
      .from(lkCharges)
      .where(and(eq(lkCharges.profileId, profileId), inArray(lkCharges.contractId, ids)))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id)),
    ctx.db
      .select({
        contractId: lkReceipts.contractId,
        id: lkReceipts.id,
        date: lkReceipts.date,
        amount: lkReceipts.amount,
        target: lkReceipts.target,
      })
      .from(lkReceipts)
      .where(and(eq(lkReceipts.profileId, profileId), inArray(lkReceipts.contractId, ids)))
      .orderBy(asc(lkReceipts.date), asc(lkReceipts.id)),
  ]);
  const byId = new Map<number, LedgerFigures>(contracts.map((c) => [c.id, { contract: c, charges: [], receipts: [] }]));
  for (const { contractId, ...c } of charges) byId.get(contractId)?.charges.push(c);
  for (const { contractId, ...r } of receipts) byId.get(contractId)?.receipts.push(r);
  return [...byId.values()];
}

function contractsOf(
  ctx: LkContext,
  profileId: number,
  only: { codes?: string[] | undefined; ids?: number[] | undefined },
) {
  return ctx.db
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
}

/**
 * The ledgers of the profile's contracts (all of them, or those with the given codes), in the order they were signed.
 * A code of another profile or an unknown one is simply not included: callers answer 404 when a code they asked for
 * is missing. Three queries whatever the number of contracts.
 */
export async function loadLedgers(ctx: LkContext, profileId: number, codes?: string[]): Promise<ContractLedger[]> {
  if (codes?.length === 0) return [];
  const today = ctx.today();
  const contracts = await contractsOf(ctx, profileId, { codes });
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
