import {
  type Bill,
  BillsFiltersSchema,
  type BillsResponse,
  type Invoice,
  InvoicesFiltersSchema,
  type InvoicesResponse,
} from "../../../../contract/lk-accounting.ts";
import { Badge } from "../../../ui/badge";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { type ListFilters, useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import styles from "./accounting.module.css";
import {
  useAccountingBillsQuery,
  useAccountingContractOptionsQuery,
  useAccountingInvoicesQuery,
} from "./accounting-api";
import { DEFAULT_PAYMENT_STATES, PAYMENT_STATE_TONES } from "./accounting-meta";
import { ContractRef } from "./contract-ref";
import { PayButton } from "./pay-dialog";

const FILTER_KEYS = ["dateFrom", "dateTo", "contractCode", "status"] as const;

/** Period, contract and payment state: the same bar over bills and invoices. */
function ChargeFilters({
  filters,
  label,
  fromLabel,
  statuses,
}: {
  filters: ListFilters;
  label: string;
  fromLabel: string;
  statuses: BillsResponse["statuses"] | undefined;
}) {
  const contracts = useAccountingContractOptionsQuery();
  return (
    <FilterBar filters={filters} label={label}>
      <PeriodFields filters={filters} fromLabel={fromLabel} />
      <FilterSelect
        filters={filters}
        name="contractCode"
        label="Договор"
        placeholder="Все"
        options={contracts.data ?? []}
      />
      <FilterSelect
        filters={filters}
        name="status"
        label="Оплата"
        placeholder="Все"
        options={statuses ?? DEFAULT_PAYMENT_STATES}
      />
    </FilterBar>
  );
}

/** «Счета на оплату» (`bills/`): each bill with its state, sum, VAT and due date, «Оплатить» and its PDF. */
export function BillsTab() {
  const filters = useListFilters(BillsFiltersSchema, FILTER_KEYS);
  const query = useAccountingBillsQuery(filters.request, { skip: filters.filterError !== null });
  const data = query.currentData ?? query.data;
  return (
    <Stack gap={5}>
      <ChargeFilters filters={filters} label="Фильтры счетов" fromLabel="Выставлены с" statuses={data?.statuses} />
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить счета"
        loading={<TableSkeleton label="Загружаем счета…" />}
        noMatch={{ title: "Таких счетов нет" }}
        empty={
          <EmptyState title="Счетов на оплату пока нет">
            <p>Счёт на каждый платёж по графику появляется здесь заранее, до срока оплаты.</p>
          </EmptyState>
        }
        countForms={["счёт", "счёта", "счетов"]}
        meta={(list) => (
          <p className={styles.totals}>
            На сумму <Money value={list.totals.amount} kopecks />, не оплачено{" "}
            <Money value={list.totals.unpaid} kopecks />
          </p>
        )}
      >
        {(list) => <BillsTable items={list.items} />}
      </FilteredList>
    </Stack>
  );
}

function BillsTable({ items }: { items: readonly Bill[] }) {
  return (
    <Table
      caption="Счета на оплату"
      captionHidden
      framed
      rows={items}
      rowKey={(b) => String(b.id)}
      columns={[
        {
          key: "number",
          header: "Счёт",
          cell: (b) => <Cell main={`№ ${b.number}`} sub={[`от ${formatDate(b.date)}`, b.title]} />,
        },
        {
          key: "contract",
          header: "Договор",
          cell: (b) => <ContractRef code={b.contractCode} number={b.contractNumber} />,
        },
        {
          key: "amount",
          header: "Сумма",
          align: "end",
          cell: (b) => (
            <Cell
              main={<Money value={b.amount} kopecks />}
              sub={[
                <span key="vat">
                  НДС <Money value={b.vat} kopecks />
                </span>,
                b.status === "partial" ? (
                  <span key="unpaid">
                    осталось <Money value={b.unpaid} kopecks />
                  </span>
                ) : null,
              ]}
            />
          ),
        },
        {
          key: "due",
          header: "Оплатить до",
          cell: (b) => (
            <Cell
              main={formatDate(b.dueDate)}
              sub={<Badge tone={PAYMENT_STATE_TONES[b.status]}>{b.statusTitle}</Badge>}
            />
          ),
        },
        {
          key: "actions",
          header: "Действия",
          cell: (b) => (
            <div className={styles.rowActions}>
              {b.unpaid > 0 ? <PayButton billId={b.id} ariaLabel={`Оплатить счёт № ${b.number}`} /> : null}
              <a href={b.pdfUrl} download className={styles.download}>
                PDF<span className="visually-hidden"> счёта № {b.number}</span>
              </a>
            </div>
          ),
        },
      ]}
    />
  );
}

/** «Счета-фактуры» (`invoices/`): each invoice with its sum, VAT, payment state and PDF. */
export function InvoicesTab() {
  const filters = useListFilters(InvoicesFiltersSchema, FILTER_KEYS);
  const query = useAccountingInvoicesQuery(filters.request, { skip: filters.filterError !== null });
  const data = query.currentData ?? query.data;
  return (
    <Stack gap={5}>
      <ChargeFilters
        filters={filters}
        label="Фильтры счетов-фактур"
        fromLabel="Выставлены с"
        statuses={data?.statuses}
      />
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить счета-фактуры"
        loading={<TableSkeleton label="Загружаем счета-фактуры…" />}
        noMatch={{ title: "Таких счетов-фактур нет" }}
        empty={
          <EmptyState title="Счетов-фактур пока нет">
            <p>Счёт-фактура выставляется на каждое начисление по договору и появляется здесь.</p>
          </EmptyState>
        }
        countForms={["счёт-фактура", "счёта-фактуры", "счетов-фактур"]}
        meta={(list: InvoicesResponse) => (
          <p className={styles.totals}>
            На сумму <Money value={list.totals.amount} kopecks />, НДС <Money value={list.totals.vat} kopecks />
          </p>
        )}
      >
        {(list) => <InvoicesTable items={list.items} />}
      </FilteredList>
    </Stack>
  );
}

function InvoicesTable({ items }: { items: readonly Invoice[] }) {
  return (
    <Table
      caption="Счета-фактуры"
      captionHidden
      framed
      rows={items}
      rowKey={(i) => String(i.id)}
      columns={[
        {
          key: "number",
          header: "Счёт-фактура",
          cell: (i) => <Cell main={`№ ${i.number}`} sub={[`от ${formatDate(i.date)}`, i.title]} />,
        },
        {
          key: "contract",
          header: "Договор",
          cell: (i) => <ContractRef code={i.contractCode} number={i.contractNumber} />,
        },
        {
          key: "amount",
          header: "Сумма",
          align: "end",
          cell: (i) => (
            <Cell
              main={<Money value={i.amount} kopecks />}
              sub={
                <span>
                  без НДС <Money value={i.amountWithoutVat} kopecks />
                </span>
              }
            />
          ),
        },
        { key: "vat", header: "НДС 22 %", align: "end", cell: (i) => <Money value={i.vat} kopecks /> },
        {
          key: "status",
          header: "Оплата",
          cell: (i) => <Badge tone={PAYMENT_STATE_TONES[i.status]}>{i.statusTitle}</Badge>,
        },
        {
          key: "pdf",
          header: "Файл",
          cell: (i) => (
            <a href={i.pdfUrl} download className={styles.download}>
              PDF<span className="visually-hidden"> счёта-фактуры № {i.number}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
