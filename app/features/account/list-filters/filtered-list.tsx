import type { ReactNode } from "react";
import { countOf } from "../../../lib/quantity-format";
import { Button } from "../../../ui/button";
import { Pagination } from "../../../ui/pagination";
import { pageHref } from "../lk/list-params";
import { EmptyState, QueryError } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import type { ListFilters } from "./use-list-filters";

interface ListPage {
  items: readonly unknown[];
  pagination: { currentPage: number; pageCnt: number; totalCnt: number };
}

/**
 * What stands under the filter bar: nothing while the filters are invalid (the bar says why), the error with
 * «Повторить», the placeholder, then «nothing matches» with a reset, or the empty state of a client who has none
 * yet, else the list with its count and pages. While another page loads, the last one stays, dimmed.
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
  query: { data?: L; currentData?: L; error?: unknown; isFetching: boolean; refetch: () => unknown };
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
  const { currentData, error, isFetching, refetch } = query;
  const list = currentData ?? query.data;
  if (filters.filterError) return null;
  if (error && !currentData) {
    return <QueryError error={error} retrying={isFetching} onRetry={refetch} title={errorTitle} />;
  }
  if (!list) return loading;
  if (list.items.length === 0) {
    if (!filters.filtered) return empty;
    return (
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
    );
  }
  return (
    <div className={!currentData ? ui.stale : undefined} aria-busy={isFetching || undefined}>
      <div className={ui.listMeta}>
        <p role="status">
          {filters.filtered ? "Найдено" : "Всего"} {countOf(list.pagination.totalCnt, countForms)}
        </p>
        {meta?.(list)}
      </div>
      {children(list)}
      <Pagination
        page={list.pagination.currentPage}
        pageCount={list.pagination.pageCnt}
        hrefFor={(page) => pageHref(filters.search, page)}
        label={`Страницы ${countForms[2]}`}
      />
    </div>
  );
}
