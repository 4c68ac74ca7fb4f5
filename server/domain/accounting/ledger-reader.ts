import { asc, eq } from "drizzle-orm";
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

/** A profile's contracts (by signing, then id) and ledger rows (by date, then id), as the database has them. */
export interface ProfileLedgerRows {
  contracts: LedgerContract[];
  charges: (typeof lkCharges.$inferSelect)[];
  receipts: (typeof lkReceipts.$inferSelect)[];
}

/** Three queries whatever the number of contracts. */
async function readProfileLedger(ctx: LkContext, profileId: number): Promise<ProfileLedgerRows> {
  const [contracts, charges, receipts] = await Promise.all([
    ctx.db
      .select({
        id: lkContracts.id,
        code: lkContracts.code,
        number: lkContracts.number,
        signedAt: lkContracts.signedAt,
        vehicleTitle: lkContracts.vehicleTitle,
        penaltyRate: lkContracts.penaltyRate,
      })
      .from(lkContracts)
      .where(eq(lkContracts.profileId, profileId))
      .orderBy(asc(lkContracts.signedAt), asc(lkContracts.id)),
    ctx.db
      .select()
      .from(lkCharges)
      .where(eq(lkCharges.profileId, profileId))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id)),
    ctx.db
      .select()
      .from(lkReceipts)
      .where(eq(lkReceipts.profileId, profileId))
      .orderBy(asc(lkReceipts.date), asc(lkReceipts.id)),
  ]);
  return { contracts, charges, receipts };
}

/**
 * The profile's ledger rows: kept in memory between the database's announcements of a ledger change (ADR 038) when
 * the context keeps them, else read. Shared by every caller: read only.
 */
function profileLedger(ctx: LkContext, profileId: number): Promise<ProfileLedgerRows> {
  return ctx.ledgers
    ? ctx.ledgers.get(profileId, () => readProfileLedger(ctx, profileId))
    : readProfileLedger(ctx, profileId);
}

/**
 * The profile's contracts (all of them, or those `keep` accepts), in the order they were signed, each with its
 * charges and receipts made by `charge` and `receipt`. A charge or receipt of a contract not kept is left out.
 */
async function ledgersOf<T extends { contract: LedgerContract; charges: unknown[]; receipts: unknown[] }>(
  ctx: LkContext,
  profileId: number,
  keep: ((c: LedgerContract) => boolean) | undefined,
  make: {
    ledger: (c: LedgerContract) => T;
    charge: (c: ProfileLedgerRows["charges"][number]) => T["charges"][number];
    receipt: (r: ProfileLedgerRows["receipts"][number]) => T["receipts"][number];
  },
): Promise<T[]> {
  const rows = await profileLedger(ctx, profileId);
  const contracts = keep ? rows.contracts.filter(keep) : rows.contracts;
  if (contracts.length === 0) return [];
  const byId = new Map<number, T>(contracts.map((c) => [c.id, make.ledger(c)]));
  for (const c of rows.charges) byId.get(c.contractId)?.charges.push(make.charge(c));
  for (const r of rows.receipts) byId.get(r.contractId)?.receipts.push(make.receipt(r));
  return [...byId.values()];
}

/**
 * Only the figures (kind, date, amount, target) of the profile's contracts, by id: the sums of the home, the contract
 * list and page need nothing else.
 */
export async function loadLedgerFigures(
  ctx: LkContext,
  profileId: number,
  contractIds?: number[],
): Promise<LedgerFigures[]> {
  if (contractIds?.length === 0) return [];
  const ids = contractIds && new Set(contractIds);
  return ledgersOf<LedgerFigures>(ctx, profileId, ids && ((c) => ids.has(c.id)), {
    ledger: (c) => ({ contract: { ...c }, charges: [], receipts: [] }),
    charge: (c) => ({ id: c.id, kind: c.kind, date: c.date, amount: c.amount }),
    receipt: (r) => ({ id: r.id, date: r.date, amount: r.amount, target: r.target }),
  });
}

/**
 * The ledgers of the profile's contracts (all of them, or those with the given codes), in the order they were signed.
 * A code of another profile or an unknown one is simply not included: callers answer 404 when a code they asked for
 * is missing.
 */
export async function loadLedgers(ctx: LkContext, profileId: number, codes?: string[]): Promise<ContractLedger[]> {
  if (codes?.length === 0) return [];
  const today = ctx.today();
  const wanted = codes && new Set(codes);
  return ledgersOf<ContractLedger>(ctx, profileId, wanted && ((c) => wanted.has(c.code)), {
    ledger: (c) => ({ contract: { ...c }, charges: [], receipts: [] }),
    charge: (c) => ({
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
    }),
    receipt: (r) => ({
      id: r.id,
      date: r.date,
      amount: r.amount,
      target: r.target,
      orderNumber: r.orderNumber,
      purpose: r.purpose,
    }),
  });
}
