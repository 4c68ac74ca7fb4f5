import type { ContractStatus } from "../../../../contract/lk-contracts.ts";
import type { Tone } from "../../../ui/badge";
import { formatDate } from "../lk/lk-format";

export const CONTRACT_STATUS_TONES: Record<ContractStatus, Tone> = {
  active: "success",
  overdue: "danger",
  finished: "neutral",
};

/** A contract passed to another lessee by cession says so instead of a bare «Завершён». */
export function contractStatusLabel(c: { statusTitle: string; assignedAt: string | null }): string {
  return c.assignedAt ? `Передан по цессии ${formatDate(c.assignedAt)}` : c.statusTitle;
}

/** Used until the list answers with its own options (`statuses`, `vehicleTypes`). */
export const DEFAULT_STATUSES = [
  { code: "active", title: "Действует" },
  { code: "overdue", title: "Есть просрочка" },
  { code: "finished", title: "Завершён" },
];

export const DEFAULT_VEHICLE_TYPES = [
  { code: "passenger", title: "Легковой" },
  { code: "commercial", title: "Лёгкий коммерческий" },
  { code: "truck", title: "Грузовой" },
  { code: "special", title: "Спецтехника" },
];
