import type { ReactNode } from "react";
import { countOf } from "../../../lib/quantity-format";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { Pagination } from "../../../ui/pagination";
import { type QueryLike, QueryState } from "../../../ui/query-state";
import { pageHref } from "../lk/list-params";
import styles from "./filtered-list.module.css";
import type { ListFilters } from "./use-list-filters";

interface ListPage {
  items: readonly unknown[];
  /** A list the server pages; a list filtered in the browser has none and shows whole. */
  pagination?: { currentPage: number; pageCnt: number; totalCnt: number };
}

/**
 * What stands under the filter bar: nothing while the filters are invalid (the bar says why), else the states of
 * QueryState — the placeholder, the error with «Повторить», «nothing matches» with a reset or the empty state of a
 * client who has none yet — and the list with its count and pages. While another page loads, the last one stays,
 * dimmed.
 */
export function FilteredList<L extends ListPage>({
  filters,
  query,
  errorTitle,
  loading,
  noMatch,
  empty,
  countForms,
  meta,
  children,
}: {
  filters: ListFilters;
  query: QueryLike<L>;
  errorTitle: string;
  loading: ReactNode;
  noMatch: { title: string; text?: ReactNode; reset?: string };
  empty: ReactNode;
  /** «договор», «договора», «договоров»: the count, and the pages' name «Страницы договоров». */
  countForms: readonly [string, string, string];
  /** More beside the count, such as «Страница 2 из 5». */
  meta?: (list: L) => ReactNode;
  children: (list: L) => ReactNode;
}) {
  if (filters.filterError) return null;
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      loading={loading}
      isEmpty={(list) => list.items.length === 0}
      empty={
        filters.filtered ? (
          <EmptyState
            title={noMatch.title}
            action={
              <Button variant="secondary" onClick={filters.reset}>
                {noMatch.reset ?? "Сбросить фильтры"}
              </Button>
            }
          >
            {noMatch.text}
          </EmptyState>
        ) : (
          empty
        )
      }
    >
      {(list, { stale }) => (
        <div
          className={stale ? `${styles.list} ${styles.stale}` : styles.list}
          aria-busy={query.isFetching || undefined}
        >
          <div className={styles.meta}>
            <p role="status">
              {filters.filtered ? "Найдено" : "Всего"}{" "}
              {countOf(list.pagination?.totalCnt ?? list.items.length, countForms)}
            </p>
            {meta?.(list)}
          </div>
          {children(list)}
          {list.pagination ? (
            <Pagination
              page={list.pagination.currentPage}
              pageCount={list.pagination.pageCnt}
              hrefFor={(page) => pageHref(filters.search, page)}
              label={`Страницы ${countForms[2]}`}
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

/**
 * A list the browser filters itself (a profile's few policies, the FAQ): the query as FilteredList reads it,
 * its data passed through `select` with the filters of the address.
 */
export function selectedQuery<T, L>(query: QueryLike<T>, select: (data: T) => L): QueryLike<L> {
  const { data, currentData, error, isFetching, refetch } = query;
  const selected: QueryLike<L> = { error, isFetching, refetch, data: data === undefined ? undefined : select(data) };
  if ("currentData" in query) selected.currentData = currentData === undefined ? undefined : select(currentData);
  return selected;
}
