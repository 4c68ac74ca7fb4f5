import { type ContractListItem, ContractsFiltersSchema } from "../../../../contract/lk-contracts.ts";
import { Badge } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import { ContractLink } from "./contract-link";
import { CONTRACT_STATUS_TONES, contractStatusLabel, DEFAULT_STATUSES, DEFAULT_VEHICLE_TYPES } from "./contract-status";
import styles from "./contracts.module.css";
import { useContractsListQuery } from "./contracts-api";

const FILTER_KEYS = ["status", "vehicleType", "dateFrom", "dateTo", "search"] as const;

/** What the list asks `contracts/list/` for at an address, as the screen reads it (its route's loader too). */
export function contractsListSearch(search: URLSearchParams) {
  return readListSearch(search, ContractsFiltersSchema, FILTER_KEYS);
}

/**
 * The contracts of the active profile: filters (status, vehicle type, the signing period `dateFrom`/`dateTo`,
 * number or VIN) and `currentPage` in the URL, sent to `contracts/list/` as `filters` JSON.
 */
export function ContractsList() {
  const filters = useListFilters(ContractsFiltersSchema, FILTER_KEYS);
  const query = useContractsListQuery(filters.request, { skip: filters.filterError !== null });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Договоры"
        lead={<p>Договоры лизинга активного профиля: графики платежей, документы и страховка по каждому.</p>}
      />

      <FilterBar filters={filters} label="Фильтры договоров">
        <SearchField filters={filters} label="Номер договора, VIN или госномер" placeholder="Например, ЛА-2025/04812" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={list?.statuses ?? DEFAULT_STATUSES}
        />
        <FilterSelect
          filters={filters}
          name="vehicleType"
          label="Тип техники"
          placeholder="Любой"
          options={list?.vehicleTypes ?? DEFAULT_VEHICLE_TYPES}
        />
        <PeriodFields filters={filters} fromLabel="Подписан с" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить договоры"
        loading={<TableSkeleton label="Загружаем договоры…" />}
        noMatch={{
          title: "По этим условиям договоров нет",
          text: <p>Измените фильтры или проверьте номер договора и VIN.</p>,
        }}
        empty={
          <EmptyState
            title="У вас пока нет договоров лизинга"
            action={<ButtonLink to="/catalog">Подобрать автомобиль</ButtonLink>}
          >
            <p>Когда договор будет подписан, здесь появятся график платежей, документы и страховка.</p>
          </EmptyState>
        }
        countForms={["договор", "договора", "договоров"]}
        meta={({ pagination }) =>
          pagination.pageCnt > 1 ? (
            <p>
              Страница {pagination.currentPage} из {pagination.pageCnt}
            </p>
          ) : null
        }
      >
        {(list) => (
          <Table
            framed
            caption="Договоры лизинга"
            captionHidden
            columns={[
              {
                key: "number",
                header: "Договор",
                cell: (c) => (
                  <Cell
                    main={<ContractLink code={c.code} number={c.number} className={styles.number} />}
                    sub={`${formatDate(c.signedAt)} — ${formatDate(c.endDate)}`}
                  />
                ),
              },
              { key: "vehicle", header: "Автомобиль", cell: (c) => <VehicleCell item={c} /> },
              {
                key: "status",
                header: "Статус",
                cell: (c) => <Badge tone={CONTRACT_STATUS_TONES[c.status]}>{contractStatusLabel(c)}</Badge>,
              },
              {
                key: "next",
                header: "Следующий платёж",
                align: "end",
                cell: (c) =>
                  c.nextPayment ? (
                    <Cell
                      main={<Money value={c.nextPayment.amount} kopecks />}
                      sub={`до ${formatDate(c.nextPayment.date)}`}
                    />
                  ) : (
                    <Text muted>—</Text>
                  ),
              },
              {
                key: "remaining",
                header: "Остаток",
                align: "end",
                cell: (c) => (
                  <Cell
                    main={<Money value={c.remaining} />}
                    sub={
                      c.overdue > 0 ? undefined : (
                        <>
                          из <Money value={c.contractSum} />
                        </>
                      )
                    }
                    danger={
                      c.overdue > 0 ? (
                        <>
                          просрочено <Money value={c.overdue} kopecks />
                        </>
                      ) : undefined
                    }
                  />
                ),
              },
            ]}
            rows={list.items}
            rowKey={(c) => c.code}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function VehicleCell({ item }: { item: ContractListItem }) {
  const { vehicle } = item;
  return (
    <Cell
      main={vehicle.title}
      sub={
        <>
          {vehicle.typeTitle}, {vehicle.year} · VIN <Text mono>{vehicle.vin}</Text>
          {vehicle.regNumber ? ` · ${vehicle.regNumber}` : ""}
        </>
      }
    />
  );
}
