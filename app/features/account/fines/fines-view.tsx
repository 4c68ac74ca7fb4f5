import { FinesFiltersSchema } from "../../../../contract/lk-fines.ts";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Money } from "../../../ui/money";
import { Pagination } from "../../../ui/pagination";
import { Select } from "../../../ui/select";
import { Table } from "../../../ui/table";
import { CopyButton } from "../lk/copy-button";
import { pageHref, readPage, useFilterForm } from "../lk/list-params";
import { countOf, daysBetween, formatDate, formatMoment, todayInMoscow } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, QueryError, TableSkeleton, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./fines.module.css";
import { type FineItem, useFinesListQuery } from "./fines-api";
import { FINES_SORTS, readFinesSort, sortFines } from "./fines-sort";

const FILTER_KEYS = ["status", "dateFrom", "dateTo"] as const;
const STATUS_TONES: Record<FineItem["status"], Tone> = { unpaid: "danger", paid: "success", appealed: "warning" };

/**
 * Traffic fines of the leased vehicles (`fines/list/`): status and period filters and the page in the URL, the
 * order (`?sort=`) on the page, the 50 % discount and its deadline highlighted while it lasts.
 */
export function FinesView() {
  const form = useFilterForm(["sort"]);
  const { search } = form;
  const parsed = FinesFiltersSchema.safeParse({
    status: search.get("status") || undefined,
    dateFrom: search.get("dateFrom") || undefined,
    dateTo: search.get("dateTo") || undefined,
  });
  const currentPage = readPage(search);
  const sort = readFinesSort(search.get("sort"));
  const filtered = form.hasFilters(FILTER_KEYS);
  const { data, currentData, error, isFetching, refetch } = useFinesListQuery(
    { filters: parsed.success ? parsed.data : {}, currentPage },
    { skip: !parsed.success },
  );
  const list = currentData ?? data;
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Проверьте фильтры");
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

      <form
        key={search.toString()}
        method="get"
        className={ui.filters}
        onSubmit={form.onSubmit}
        aria-label="Фильтры штрафов"
      >
        <Select
          label="Статус"
          name="status"
          defaultValue={search.get("status") ?? ""}
          placeholder="Все"
          options={[
            { value: "unpaid", label: "Не оплачен" },
            { value: "paid", label: "Оплачен" },
            { value: "appealed", label: "Обжалуется" },
          ]}
          onChange={form.applyNow}
        />
        <Field label="Нарушение с" name="dateFrom" type="date" defaultValue={search.get("dateFrom") ?? ""} />
        <Field
          label="по"
          name="dateTo"
          type="date"
          defaultValue={search.get("dateTo") ?? ""}
          error={filterError ?? undefined}
        />
        <Select label="Порядок" name="sort" defaultValue={sort} options={FINES_SORTS} onChange={form.applyNow} />
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
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить штрафы" />
      ) : !list ? (
        <TableSkeleton label="Загружаем штрафы…" />
      ) : list.items.length === 0 ? (
        filtered ? (
          <EmptyState
            title="Таких штрафов нет"
            action={
              <Button variant="secondary" onClick={form.reset}>
                Сбросить фильтры
              </Button>
            }
          />
        ) : (
          <EmptyState title="У вас пока нет штрафов">
            <p>Так держать! Постановления по автомобилям в лизинге появятся здесь в день поступления.</p>
          </EmptyState>
        )
      ) : (
        <div className={!currentData ? ui.stale : undefined} aria-busy={isFetching || undefined}>
          <div className={ui.listMeta}>
            <p role="status">
              {filtered ? "Найдено" : "Всего"} {countOf(list.pagination.totalCnt, ["штраф", "штрафа", "штрафов"])}
            </p>
          </div>
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
          <Pagination
            page={list.pagination.currentPage}
            pageCount={list.pagination.pageCnt}
            hrefFor={(page) => pageHref(search, page)}
            label="Страницы штрафов"
          />
        </div>
      )}
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
