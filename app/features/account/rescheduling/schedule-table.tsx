import type { ReschedulingRow } from "../../../../contract/lk-rescheduling.ts";
import { Money } from "../../../ui/money";
import { Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { formatDate } from "../lk/lk-format";

/** «№ 14» for a regular payment, «Выкуп» for the buyout row. */
export function monthTitle(row: { month: number; kind: "payment" | "buyout" }): string {
  return row.kind === "buyout" ? "Выкуп" : `№ ${row.month}`;
}

/** One remaining schedule (a request's proposal): month, date, payment with VAT, the debt left after it. */
export function ScheduleTable({ rows, caption }: { rows: readonly ReschedulingRow[]; caption: string }) {
  return (
    <Table
      caption={caption}
      captionHidden
      columns={[
        { key: "month", header: "Месяц", cell: (r) => monthTitle(r) },
        { key: "date", header: "Дата", cell: (r) => <Text nowrap>{formatDate(r.date)}</Text> },
        { key: "payment", header: "Платёж", align: "end", cell: (r) => <Money value={r.payment} kopecks /> },
        { key: "vat", header: "в т. ч. НДС", align: "end", cell: (r) => <Money value={r.vat} kopecks /> },
        { key: "remaining", header: "Остаток долга", align: "end", cell: (r) => <Money value={r.remaining} /> },
      ]}
      rows={rows}
      rowKey={(r) => `${r.kind}-${r.month}`}
      empty="В графике не осталось платежей"
    />
  );
}
