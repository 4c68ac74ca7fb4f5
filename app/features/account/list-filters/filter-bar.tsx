import type { ReactNode } from "react";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import ui from "../lk/lk-ui.module.css";
import type { ListFilters } from "./use-list-filters";

/**
 * The filters form above an account list. A plain GET form, so it filters before hydration too; keyed by the
 * address, so that Back, a reset or a page link put the URL's values back into its uncontrolled fields. A select
 * applies as soon as it changes; text and dates wait for «Показать», not to ask the server at every key.
 */
export function FilterBar({ filters, label, children }: { filters: ListFilters; label: string; children: ReactNode }) {
  return (
    <form
      key={filters.search.toString()}
      method="get"
      className={ui.filters}
      onSubmit={filters.onSubmit}
      onChange={(event) => event.target instanceof HTMLSelectElement && filters.apply(event.currentTarget)}
      aria-label={label}
    >
      {children}
      <div className={ui.filterActions}>
        <Button type="submit">Показать</Button>
        {filters.filtered ? (
          <Button variant="ghost" onClick={filters.reset}>
            Сбросить
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The period `dateFrom`–`dateTo`; whatever the contract finds wrong in the filters shows under «по». */
export function PeriodFields({ filters, fromLabel }: { filters: ListFilters; fromLabel: string }) {
  return (
    <>
      <Field label={fromLabel} name="dateFrom" type="date" defaultValue={filters.search.get("dateFrom") ?? ""} />
      <Field
        label="по"
        name="dateTo"
        type="date"
        defaultValue={filters.search.get("dateTo") ?? ""}
        error={filters.filterError ?? undefined}
      />
    </>
  );
}
