import type { LkVehicle, Manager, Pagination } from "../../../contract/lk-common.ts";
import type { ContractStatus } from "../../../contract/lk-contracts.ts";
import type { Policy } from "../../../contract/lk-insurance.ts";
import { addDays } from "../../../core/calendar-dates.ts";
import type { lkContracts, lkManagers, lkPolicies } from "../../db/schema/lk.ts";
import type { ContractSums } from "./contract-sums.ts";
import { rub } from "./lk-money.ts";
import { POLICY_STATUS_TITLES, POLICY_TYPE_TITLES, VEHICLE_TYPE_TITLES } from "./lk-reference.ts";
import { initialsOf, managerPhoto } from "./manager-photo.ts";

/** Rows of the account tables turned into the shapes of the contract (no database types leave the domain). */

export type ContractRow = typeof lkContracts.$inferSelect;
export type PolicyRow = typeof lkPolicies.$inferSelect;
export type ManagerRow = typeof lkManagers.$inferSelect;

/** The page block of an account list: `pageCnt` is 0 when nothing matches. */
export function toPagination(currentPage: number, pageSize: number, totalCnt: number): Pagination {
  return { currentPage, pageSize, pageCnt: Math.ceil(totalCnt / pageSize), totalCnt };
}

export function toVehicle(c: ContractRow): LkVehicle {
  return {
    type: c.vehicleType,
    typeTitle: VEHICLE_TYPE_TITLES[c.vehicleType],
    brand: c.brand,
    model: c.model,
    title: c.vehicleTitle,
    year: c.year,
    vin: c.vin,
    regNumber: c.regNumber,
    color: c.color,
  };
}

export function contractStatus(c: ContractRow, sums: ContractSums): ContractStatus {
  if (c.status === "finished") return "finished";
  return sums.overdue > 0 ? "overdue" : "active";
}

export function toManager(m: ManagerRow): Manager {
  return {
    name: m.name,
    position: m.position,
    phone: m.phone,
    phoneExt: m.phoneExt,
    email: m.email,
    initials: initialsOf(m.name),
    photo: managerPhoto(m.name),
    workHours: m.workHours,
  };
}

function policyStatus(p: Pick<PolicyRow, "dateFrom" | "dateTo">, today: string): Policy["status"] {
  if (p.dateTo < today) return "expired";
  return p.dateTo <= addDays(today, 30) ? "expiring" : "active";
}

export function toPolicy(p: PolicyRow, c: ContractRow, today: string): Policy {
  const status = policyStatus(p, today);
  return {
    id: p.id,
    number: p.number,
    insurer: p.insurer,
    type: p.type,
    typeTitle: POLICY_TYPE_TITLES[p.type],
    vehicle: { title: c.vehicleTitle, vin: c.vin, regNumber: c.regNumber },
    contractCode: c.code,
    contractNumber: c.number,
    dateFrom: p.dateFrom,
    dateTo: p.dateTo,
    premium: rub(p.premium),
    sumInsured: rub(p.sumInsured),
    deductible: rub(p.deductible),
    paidBy: p.paidBy,
    status,
    statusTitle: POLICY_STATUS_TITLES[status],
    downloadUrl: `/apilk/download/policy/?policies=${p.id}&fromClient=1`,
  };
}
