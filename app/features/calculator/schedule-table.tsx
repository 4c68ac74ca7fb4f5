import type { LeasingCalculation, ScheduleRow } from "../../../core/leasing-calculator.ts";
import { Money } from "../../ui/money";
import { Table, type TableColumn } from "../../ui/table";

function monthLabel(row: ScheduleRow): string {
  if (row.kind === "advance") return "Аванс";
  if (row.kind === "buyout") return "Выкуп";
  return `${row.month}-й месяц`;
}

const columns: readonly TableColumn<ScheduleRow>[] = [
  { key: "month", header: "Платёж", cell: monthLabel },
  { key: "payment", header: "Сумма с НДС", align: "end", cell: (row) => <Money value={row.payment} kopecks /> },
  { key: "vat", header: "В т. ч. НДС", align: "end", cell: (row) => <Money value={row.vat} kopecks /> },
  {
    key: "principal",
    header: "Погашение стоимости",
    align: "end",
    cell: (row) => <Money value={row.principal} kopecks />,
  },
  { key: "interest", header: "Проценты", align: "end", cell: (row) => <Money value={row.interest} kopecks /> },
  {
    key: "remaining",
    header: "Остаток стоимости",
    align: "end",
    cell: (row) => <Money value={row.remaining} kopecks />,
  },
];

/** The schedule month by month: the chart's text alternative and the figures to check. */
export function ScheduleTable({ calculation }: { calculation: LeasingCalculation }) {
  return (
    <Table
      caption={`График платежей: ${calculation.term} мес., ставка ${String(calculation.rate).replace(".", ",")} % годовых`}
      captionHidden
      columns={columns}
      rows={calculation.schedule}
      rowKey={(row) => `${row.kind}-${row.month}`}
    />
  );
}
