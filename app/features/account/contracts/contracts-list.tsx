import { Link } from "react-router";
import { type ContractListItem, ContractsFiltersSchema } from "../../../../contract/lk-contracts.ts";
import { Button, ButtonLink } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Money } from "../../../ui/money";
import { Pagination } from "../../../ui/pagination";
import { Select } from "../../../ui/select";
import { Table } from "../../../ui/table";
import { pageHref, readPage, useFilterForm } from "../lk/list-params";
import { countOf, formatDate } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, QueryError, TableSkeleton } from "../lk/lk-ui";
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
  const form = useFilterForm();
  const { search } = form;
  const raw = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) || undefined]));
  const parsed = ContractsFiltersSchema.safeParse(raw);
  const currentPage = readPage(search);
  const filtered = form.hasFilters(FILTER_KEYS);

  const { data, currentData, error, isFetching, refetch } = useContractsListQuery(
    { filters: parsed.success ? parsed.data : {}, currentPage },
    { skip: !parsed.success },
  );
  const list = currentData ?? data;
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Проверьте фильтры");

  return (
    <div className={ui.page}>
      <PageHeader
        title="Договоры"
        lead={<p>Договоры лизинга активного профиля: графики платежей, документы и страховка по каждому.</p>}
      />

      <form
        key={search.toString()}
        method="get"
        className={ui.filters}
        onSubmit={form.onSubmit}
        aria-label="Фильтры договоров"
      >
        <Field
          className={ui.filterWide}
          label="Номер договора, VIN или госномер"
          name="search"
          type="search"
          defaultValue={search.get("search") ?? ""}
          placeholder="Например, ЛА-2025/04812"
          maxLength={64}
        />
        <Select
          label="Статус"
          name="status"
          defaultValue={search.get("status") ?? ""}
          placeholder="Все"
          options={(list?.statuses ?? DEFAULT_STATUSES).map((o) => ({ value: o.code, label: o.title }))}
          onChange={form.applyNow}
        />
        <Select
          label="Тип техники"
          name="vehicleType"
          defaultValue={search.get("vehicleType") ?? ""}
          placeholder="Любой"
          options={(list?.vehicleTypes ?? DEFAULT_VEHICLE_TYPES).map((o) => ({ value: o.code, label: o.title }))}
          onChange={form.applyNow}
        />
        <Field label="Подписан с" name="dateFrom" type="date" defaultValue={search.get("dateFrom") ?? ""} />
        <Field
          label="по"
          name="dateTo"
          type="date"
          defaultValue={search.get("dateTo") ?? ""}
          error={filterError ?? undefined}
        />
        <div className={ui.filterActions}>
          <Button type="submit">Показать</Button>
          {filtered ? (
            <Button variant="ghost" onClick={form.reset}>
              Сбросить
            </Button>
          ) : null}
        </div>
      </form>

      {filterError ? null : error && !currentData ? (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить договоры" />
      ) : !list ? (
        <TableSkeleton label="Загружаем договоры…" />
      ) : list.items.length === 0 ? (
        filtered ? (
          <EmptyState
            title="По этим условиям договоров нет"
            action={
              <Button variant="secondary" onClick={form.reset}>
                Сбросить фильтры
              </Button>
            }
          >
            <p>Измените фильтры или проверьте номер договора и VIN.</p>
          </EmptyState>
        ) : (
          <EmptyState
            title="У вас пока нет договоров лизинга"
            action={<ButtonLink to="/catalog">Подобрать автомобиль</ButtonLink>}
          >
            <p>Когда договор будет подписан, здесь появятся график платежей, документы и страховка.</p>
          </EmptyState>
        )
      ) : (
        <div className={!currentData ? ui.stale : undefined} aria-busy={isFetching || undefined}>
          <div className={ui.listMeta}>
            <p role="status">
              {filtered ? "Найдено" : "Всего"} {countOf(list.pagination.totalCnt, ["договор", "договора", "договоров"])}
            </p>
            {list.pagination.pageCnt > 1 ? (
              <p>
                Страница {list.pagination.currentPage} из {list.pagination.pageCnt}
              </p>
            ) : null}
          </div>
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
          <Pagination
            page={list.pagination.currentPage}
            pageCount={list.pagination.pageCnt}
            hrefFor={(page) => pageHref(search, page)}
            label="Страницы договоров"
          />
        </div>
      )}
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
