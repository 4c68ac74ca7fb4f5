import { Link } from "react-router";
import { type ContractDebt, DebtsFiltersSchema, type DebtsResponse } from "../../../../contract/lk-accounting.ts";
import { formatPercent } from "../../../lib/number-format";
import { Badge } from "../../../ui/badge";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { FilterBar, FilterSelect } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import { useAccountingContractOptionsQuery, useAccountingDebtsQuery } from "./accounting-api";
import { DEBT_STATE_TONES, DEFAULT_DEBT_STATES } from "./accounting-meta";
import { accountingHref } from "./accounting-tabs";
import { ContractRef } from "./contract-ref";
import { PayButton } from "./pay-dialog";

const FILTER_KEYS = ["contractCode", "status"] as const;

/** What the tab asks `accounting/debts/` for at an address, as the screen reads it (its route's loader too). */
export function debtsListSearch(search: URLSearchParams) {
  return readListSearch(search, DebtsFiltersSchema, FILTER_KEYS);
}

/**
 * «Задолженность» (`debts/`): the profile's totals, then each contract's debt as of today with its parts kept
 * apart — overdue (since when), due within 30 days (the nearest date), penalties (with their calculation) — the
 * total and «Оплатить».
 */
export function DebtsTab() {
  const filters = useListFilters(DebtsFiltersSchema, FILTER_KEYS);
  const query = useAccountingDebtsQuery(filters.request, { skip: filters.filterError !== null });
  const contracts = useAccountingContractOptionsQuery();
  const data = query.currentData ?? query.data;
  return (
    <Stack gap={5}>
      {data ? <DebtTotals data={data} /> : null}
      <FilterBar filters={filters} label="Фильтры задолженности">
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
          label="Состояние"
          placeholder="Все"
          options={data?.statuses ?? DEFAULT_DEBT_STATES}
        />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить задолженность"
        loading={<TableSkeleton label="Загружаем задолженность…" />}
        noMatch={{ title: "Таких договоров нет" }}
        empty={
          <EmptyState title="У вас пока нет договоров с начислениями">
            <p>Задолженность по договору появится здесь после первого начисления.</p>
          </EmptyState>
        }
        countForms={["договор", "договора", "договоров"]}
      >
        {(list) => <DebtsTable items={list.items} />}
      </FilteredList>
    </Stack>
  );
}

function DebtTotals({ data }: { data: DebtsResponse }) {
  const { totals } = data;
  return (
    <section aria-labelledby="debt-totals">
      <h2 id="debt-totals" className="visually-hidden">
        Итого по всем договорам
      </h2>
      <Stats>
        <Stat
          label="Просрочено"
          value={<Money value={totals.overdue} kopecks />}
          tone={totals.overdue > 0 ? "danger" : undefined}
          note="срок оплаты прошёл"
        />
        <Stat
          label="К оплате в ближайшие 30 дней"
          value={<Money value={totals.dueSoon} kopecks />}
          tone={totals.dueSoon > 0 ? "warning" : undefined}
          note="срок оплаты ещё не наступил"
        />
        <Stat
          label="Пени"
          value={<Money value={totals.penalties} kopecks />}
          tone={totals.penalties > 0 ? "danger" : undefined}
          note="начислены за просрочку, не оплачены"
        />
        <Stat
          label="Итого к оплате"
          value={<Money value={totals.total} kopecks />}
          note={
            totals.credit > 0 ? (
              <>
                с учётом переплаты <Money value={totals.credit} kopecks />
              </>
            ) : (
              `на ${formatDate(data.asOf)}`
            )
          }
        />
      </Stats>
    </section>
  );
}

function DebtsTable({ items }: { items: readonly ContractDebt[] }) {
  return (
    <Table
      caption="Задолженность по договорам"
      captionHidden
      framed
      rows={items}
      rowKey={(d) => d.contractCode}
      columns={[
        {
          key: "contract",
          header: "Договор",
          cell: (d) => (
            <Cell
              main={<ContractRef code={d.contractCode} number={d.contractNumber} />}
              sub={[
                d.vehicleTitle,
                <Badge key="state" tone={DEBT_STATE_TONES[d.status]}>
                  {d.statusTitle}
                </Badge>,
              ]}
            />
          ),
        },
        {
          key: "overdue",
          header: "Просрочено",
          align: "end",
          cell: (d) =>
            d.overdue > 0 ? (
              <Cell main={<Money value={d.overdue} kopecks />} danger={`с ${formatDate(d.overdueSince)}`} />
            ) : (
              <Money value={0} kopecks />
            ),
        },
        {
          key: "dueSoon",
          header: "В ближайшие 30 дней",
          align: "end",
          cell: (d) => (
            <Cell
              main={<Money value={d.dueSoon} kopecks />}
              sub={d.dueSoonDate ? `до ${formatDate(d.dueSoonDate)}` : undefined}
            />
          ),
        },
        {
          key: "penalties",
          header: "Пени",
          align: "end",
          cell: (d) => (
            <Cell
              main={<Money value={d.penalties} kopecks />}
              sub={[
                `${formatPercent(d.penaltyRate, 1)} в день`,
                <Link
                  key="calc"
                  to={accountingHref("penalties", `?contractCode=${encodeURIComponent(d.contractCode)}`)}
                >
                  Расчёт пеней<span className="visually-hidden"> по договору № {d.contractNumber}</span>
                </Link>,
              ]}
            />
          ),
        },
        {
          key: "total",
          header: "Итого",
          align: "end",
          cell: (d) => (
            <Cell
              main={<Money value={d.total} kopecks />}
              sub={d.credit > 0 ? <Text small>переплата {<Money value={d.credit} kopecks />}</Text> : undefined}
            />
          ),
        },
        {
          key: "pay",
          header: "Оплата",
          cell: (d) =>
            d.total > 0 ? (
              <PayButton contractCode={d.contractCode} ariaLabel={`Оплатить по договору № ${d.contractNumber}`} />
            ) : (
              <Text small muted>
                Нечего оплачивать
              </Text>
            ),
        },
      ]}
    />
  );
}
