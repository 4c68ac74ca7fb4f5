import { FinesFiltersSchema } from "../../../../contract/lk-fines.ts";
import { countOf } from "../../../lib/quantity-format";
import { Money } from "../../../ui/money";
import { Select } from "../../../ui/select";
import { Table } from "../../../ui/table";
import { FilterBar, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { CopyButton } from "../lk/copy-button";
import { daysBetween, formatDate, formatMoment, todayInMoscow } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, TableSkeleton, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./fines.module.css";
import { type FineItem, useFinesListQuery } from "./fines-api";
import { DEFAULT_FINES_SORT, FINES_SORTS, readFinesSort, sortFines } from "./fines-sort";

const FILTER_KEYS = ["status", "dateFrom", "dateTo"] as const;
const STATUS_TONES: Record<FineItem["status"], Tone> = { unpaid: "danger", paid: "success", appealed: "warning" };

/**
 * Traffic fines of the leased vehicles (`fines/list/`): status and period filters and the page in the URL, the
 * order (`?sort=`) on the page, the 50 % discount and its deadline highlighted while it lasts.
 */
export function FinesView() {
  const filters = useListFilters(FinesFiltersSchema, FILTER_KEYS, {
    keep: ["sort"],
    defaults: { sort: DEFAULT_FINES_SORT },
  });
  const query = useFinesListQuery(filters.request, { skip: filters.filterError !== null });
  const list = query.currentData ?? query.data;
  const sort = readFinesSort(filters.search.get("sort"));
  const today = todayInMoscow();

  return (
    <div className={ui.page}>
      <PageHeader
        title="Штрафы"
        lead={
          <p>
            Постановления ГИБДД по автомобилям в лизинге. Оплатите в течение 20 дней с даты постановления — со скидкой
            50&nbsp;%.
          </p>
        }
      />

      {list ? (
        <div className={ui.stats}>
          <div className={`${ui.stat} ${list.totals.unpaidCnt > 0 ? ui.statDanger : ""}`}>
            <p className={ui.statLabel}>Не оплачено</p>
            <p className={ui.statValue}>{countOf(list.totals.unpaidCnt, ["штраф", "штрафа", "штрафов"])}</p>
            <p className={ui.statNote}>
              на <Money value={list.totals.unpaidAmount} />
            </p>
          </div>
          <div className={ui.stat}>
            <p className={ui.statLabel}>К оплате со скидками</p>
            <p className={ui.statValue}>
              <Money value={list.totals.toPayNow} />
            </p>
            {list.totals.unpaidAmount > list.totals.toPayNow ? (
              <p className={ui.statNote}>
                экономия <Money value={list.totals.unpaidAmount - list.totals.toPayNow} />
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <FilterBar filters={filters} label="Фильтры штрафов">
        <Select
          label="Статус"
          name="status"
          defaultValue={filters.search.get("status") ?? ""}
          placeholder="Все"
          options={[
            { value: "unpaid", label: "Не оплачен" },
            { value: "paid", label: "Оплачен" },
            { value: "appealed", label: "Обжалуется" },
          ]}
        />
        <PeriodFields filters={filters} fromLabel="Нарушение с" />
        <Select label="Порядок" name="sort" defaultValue={sort} options={FINES_SORTS} />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить штрафы"
        loading={<TableSkeleton label="Загружаем штрафы…" />}
        noMatch={{ title: "Таких штрафов нет" }}
        empty={
          <EmptyState title="У вас пока нет штрафов">
            <p>Так держать! Постановления по автомобилям в лизинге появятся здесь в день поступления.</p>
          </EmptyState>
        }
        countForms={["штраф", "штрафа", "штрафов"]}
      >
        {(list) => (
          <div className={ui.tableCard}>
            <Table
              caption="Штрафы ГИБДД"
              captionHidden
              columns={[
                {
                  key: "violation",
                  header: "Нарушение",
                  cell: (f) => (
                    <div className={ui.cell}>
                      <span className={ui.cellMain}>
                        {f.article} — {f.articleTitle}
                      </span>
                      <span className={ui.cellSub}>
                        {formatMoment(f.date)} · {f.place}
                      </span>
                      <span className={ui.cellSub}>
                        Постановление № {f.decreeNumber} от {formatDate(f.decreeDate)}
                      </span>
                    </div>
                  ),
                },
                {
                  key: "vehicle",
                  header: "Автомобиль",
                  cell: (f) => (
                    <div className={ui.cell}>
                      <span className={ui.cellMain}>{f.vehicle.title}</span>
                      <span className={ui.cellSub}>
                        {f.vehicle.regNumber ?? "без госномера"} · договор № {f.contractNumber}
                      </span>
                    </div>
                  ),
                },
                {
                  key: "amount",
                  header: "Сумма",
                  align: "end",
                  cell: (f) => <Amounts fine={f} today={today} />,
                },
                {
                  key: "status",
                  header: "Статус",
                  cell: (f) => (
                    <div className={ui.cell}>
                      <Badge tone={STATUS_TONES[f.status]}>{f.statusTitle}</Badge>
                      {f.paidAt ? <span className={ui.cellSub}>оплачен {formatDate(f.paidAt)}</span> : null}
                      {f.status === "unpaid" ? (
                        <span className={`${ui.cellSub} ${styles.uin}`}>
                          УИН <span className={ui.mono}>{f.uin}</span>
                          <CopyButton value={f.uin} label={`УИН постановления ${f.decreeNumber}`} />
                        </span>
                      ) : null}
                    </div>
                  ),
                },
              ]}
              rows={sortFines(list.items, sort)}
              rowKey={(f) => f.uuid}
            />
          </div>
        )}
      </FilteredList>
    </div>
  );
}

/** The amount; while the 50 % discount lasts, the discounted amount and its deadline (urgent in its last 3 days). */
function Amounts({ fine, today }: { fine: FineItem; today: string }) {
  if (fine.discountAmount === null || !fine.discountActive) {
    return (
      <div className={ui.cell}>
        <Money value={fine.amount} className={ui.cellMain} />
        {fine.discountAmount !== null ? (
          <span className={ui.cellSub}>скидка действовала до {formatDate(fine.discountUntil)}</span>
        ) : (
          <span className={ui.cellSub}>без скидки</span>
        )}
      </div>
    );
  }
  const left = fine.discountUntil ? daysBetween(today, fine.discountUntil) : null;
  return (
    <div className={ui.cell}>
      <span className={styles.amounts}>
        <Money value={fine.amount} className={styles.struck} />
        <Money value={fine.discountAmount} className={styles.discount} />
      </span>
      <span className={styles.deadline} data-urgent={left !== null && left <= 3 ? true : undefined}>
        скидка 50 % до {formatDate(fine.discountUntil)}
        {left !== null && left >= 0 ? (
          <>
            <br />
            {left === 0 ? "последний день" : `осталось ${countOf(left, ["день", "дня", "дней"])}`}
          </>
        ) : null}
      </span>
    </div>
  );
}
