import { FinesFiltersSchema } from "../../../../contract/lk-fines.ts";
import { daysBetween, moscowDate } from "../../../../core/calendar-dates.ts";
import { countOf } from "../../../lib/quantity-format";
import { Badge, type Tone } from "../../../ui/badge";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { CopyButton } from "../lk/copy-button";
import { formatDate, formatMoment } from "../lk/lk-format";
import styles from "./fines.module.css";
import { type FineItem, useFinesListQuery } from "./fines-api";
import { DEFAULT_FINES_SORT, FINES_SORTS, readFinesSort } from "./fines-sort";

const FILTER_KEYS = ["status", "dateFrom", "dateTo"] as const;

/** What the list asks `fines/list/` for at an address, as the screen reads it (its route's loader too). */
export function finesListSearch(search: URLSearchParams) {
  const { request, filterError } = readListSearch(search, FinesFiltersSchema, FILTER_KEYS);
  return { request: { ...request, sort: readFinesSort(search.get("sort")) }, filterError };
}
const STATUS_TONES: Record<FineItem["status"], Tone> = { unpaid: "danger", paid: "success", appealed: "warning" };

/**
 * Traffic fines of the leased vehicles (`fines/list/`): status and period filters and the page in the URL, the
 * order (`?sort=`, sorted by the server across all pages), the 50 % discount and its deadline highlighted while it lasts.
 */
export function FinesView() {
  const filters = useListFilters(FinesFiltersSchema, FILTER_KEYS, {
    keep: ["sort"],
    defaults: { sort: DEFAULT_FINES_SORT },
  });
  const sort = readFinesSort(filters.search.get("sort"));
  const query = useFinesListQuery({ ...filters.request, sort }, { skip: filters.filterError !== null });
  const list = query.currentData ?? query.data;
  const today = moscowDate();

  return (
    <Stack>
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
        <Stats>
          <Stat
            label="Не оплачено"
            value={countOf(list.totals.unpaidCnt, ["штраф", "штрафа", "штрафов"])}
            tone={list.totals.unpaidCnt > 0 ? "danger" : undefined}
            note={
              <>
                на <Money value={list.totals.unpaidAmount} />
              </>
            }
          />
          <Stat
            label="К оплате со скидками"
            value={<Money value={list.totals.toPayNow} />}
            note={
              list.totals.unpaidAmount > list.totals.toPayNow ? (
                <>
                  экономия <Money value={list.totals.unpaidAmount - list.totals.toPayNow} />
                </>
              ) : undefined
            }
          />
        </Stats>
      ) : null}

      <FilterBar filters={filters} label="Фильтры штрафов">
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={{ unpaid: "Не оплачен", paid: "Оплачен", appealed: "Обжалуется" }}
        />
        <PeriodFields filters={filters} fromLabel="Нарушение с" />
        <FilterSelect
          filters={filters}
          name="sort"
          label="Порядок"
          options={FINES_SORTS}
          fallback={DEFAULT_FINES_SORT}
        />
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
          <Table
            framed
            caption="Штрафы ГИБДД"
            captionHidden
            columns={[
              {
                key: "violation",
                header: "Нарушение",
                cell: (f) => (
                  <Cell
                    main={`${f.article} — ${f.articleTitle}`}
                    sub={[
                      `${formatMoment(f.date)} · ${f.place}`,
                      `Постановление № ${f.decreeNumber} от ${formatDate(f.decreeDate)}`,
                    ]}
                  />
                ),
              },
              {
                key: "vehicle",
                header: "Автомобиль",
                cell: (f) => (
                  <Cell
                    main={f.vehicle.title}
                    sub={`${f.vehicle.regNumber ?? "без госномера"} · договор № ${f.contractNumber}`}
                  />
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
                  <Cell
                    main={<Badge tone={STATUS_TONES[f.status]}>{f.statusTitle}</Badge>}
                    sub={[
                      f.paidAt ? `оплачен ${formatDate(f.paidAt)}` : null,
                      f.status === "unpaid" ? (
                        <span key="uin" className={styles.uin}>
                          УИН <Text mono>{f.uin}</Text>
                          <CopyButton value={f.uin} label={`УИН постановления ${f.decreeNumber}`} />
                        </span>
                      ) : null,
                    ]}
                  />
                ),
              },
            ]}
            rows={list.items}
            rowKey={(f) => f.uuid}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

/** The amount; while the 50 % discount lasts, the discounted amount and its deadline (urgent in its last 3 days). */
function Amounts({ fine, today }: { fine: FineItem; today: string }) {
  if (fine.discountAmount === null || !fine.discountActive) {
    return (
      <Cell
        main={<Money value={fine.amount} />}
        sub={fine.discountAmount !== null ? `скидка действовала до ${formatDate(fine.discountUntil)}` : "без скидки"}
      />
    );
  }
  const left = fine.discountUntil ? daysBetween(today, fine.discountUntil) : null;
  return (
    <div className={styles.discounted}>
      <span className={styles.amounts}>
        <Money value={fine.amount} className={styles.struck} />
        <Money value={fine.discountAmount} className={styles.discount} />
      </span>
      <span className={styles.deadline} data-urgent={left !== null && left <= 3 ? true : undefined}>
        скидка 50&nbsp;% до {formatDate(fine.discountUntil)}
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
