import { Link } from "react-router";
import { type ContractListItem, ContractsFiltersSchema } from "../../../../contract/lk-contracts.ts";
import { ButtonLink } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Money } from "../../../ui/money";
import { Select } from "../../../ui/select";
import { Table } from "../../../ui/table";
import { FilterBar, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, TableSkeleton } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import { CONTRACT_STATUS_TONES, DEFAULT_STATUSES, DEFAULT_VEHICLE_TYPES } from "./contract-status";
import styles from "./contracts.module.css";
import { useContractsListQuery } from "./contracts-api";

const FILTER_KEYS = ["status", "vehicleType", "dateFrom", "dateTo", "search"] as const;

/**
 * The contracts of the active profile: filters (status, vehicle type, the signing period `dateFrom`/`dateTo`,
 * number or VIN) and `currentPage` in the URL, sent to `contracts/list/` as `filters` JSON.
 */
export function ContractsList() {
  const filters = useListFilters(ContractsFiltersSchema, FILTER_KEYS);
  const query = useContractsListQuery(filters.request, { skip: filters.filterError !== null });
  const list = query.currentData ?? query.data;

  return (
    <div className={ui.page}>
      <PageHeader
        title="Договоры"
        lead={<p>Договоры лизинга активного профиля: графики платежей, документы и страховка по каждому.</p>}
      />

      <FilterBar filters={filters} label="Фильтры договоров">
        <Field
          className={ui.filterWide}
          label="Номер договора, VIN или госномер"
          name="search"
          type="search"
          defaultValue={filters.search.get("search") ?? ""}
          placeholder="Например, ЛА-2025/04812"
          maxLength={64}
        />
        <Select
          label="Статус"
          name="status"
          defaultValue={filters.search.get("status") ?? ""}
          placeholder="Все"
          options={(list?.statuses ?? DEFAULT_STATUSES).map((o) => ({ value: o.code, label: o.title }))}
        />
        <Select
          label="Тип техники"
          name="vehicleType"
          defaultValue={filters.search.get("vehicleType") ?? ""}
          placeholder="Любой"
          options={(list?.vehicleTypes ?? DEFAULT_VEHICLE_TYPES).map((o) => ({ value: o.code, label: o.title }))}
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
          <div className={ui.tableCard}>
            <Table
              caption="Договоры лизинга"
              captionHidden
              columns={[
                {
                  key: "number",
                  header: "Договор",
                  cell: (c) => (
                    <div className={ui.cell}>
                      <Link to={`/account/contracts/${c.code}`} className={`${ui.cellMain} ${styles.number}`}>
                        № {c.number}
                      </Link>
                      <span className={ui.cellSub}>
                        {formatDate(c.signedAt)} — {formatDate(c.endDate)}
                      </span>
                    </div>
                  ),
                },
                { key: "vehicle", header: "Автомобиль", cell: (c) => <VehicleCell item={c} /> },
                {
                  key: "status",
                  header: "Статус",
                  cell: (c) => <Badge tone={CONTRACT_STATUS_TONES[c.status]}>{c.statusTitle}</Badge>,
                },
                {
                  key: "next",
                  header: "Следующий платёж",
                  align: "end",
                  cell: (c) =>
                    c.nextPayment ? (
                      <div className={ui.cell}>
                        <Money value={c.nextPayment.amount} kopecks className={ui.cellMain} />
                        <span className={ui.cellSub}>до {formatDate(c.nextPayment.date)}</span>
                      </div>
                    ) : (
                      <span className={ui.muted}>—</span>
                    ),
                },
                {
                  key: "remaining",
                  header: "Остаток",
                  align: "end",
                  cell: (c) => (
                    <div className={ui.cell}>
                      <Money value={c.remaining} className={ui.cellMain} />
                      {c.overdue > 0 ? (
                        <span className={ui.cellDanger}>
                          просрочено <Money value={c.overdue} kopecks />
                        </span>
                      ) : (
                        <span className={ui.cellSub}>
                          из <Money value={c.contractSum} />
                        </span>
                      )}
                    </div>
                  ),
                },
              ]}
              rows={list.items}
              rowKey={(c) => c.code}
            />
          </div>
        )}
      </FilteredList>
    </div>
  );
}

function VehicleCell({ item }: { item: ContractListItem }) {
  const { vehicle } = item;
  return (
    <div className={ui.cell}>
      <span className={ui.cellMain}>{vehicle.title}</span>
      <span className={ui.cellSub}>
        {vehicle.typeTitle}, {vehicle.year} · VIN <span className={ui.mono}>{vehicle.vin}</span>
        {vehicle.regNumber ? ` · ${vehicle.regNumber}` : ""}
      </span>
    </div>
  );
}
