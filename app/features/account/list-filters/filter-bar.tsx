import { type ReactNode, useLayoutEffect, useRef } from "react";
import type { Option } from "../../../../contract/lk-common.ts";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Select } from "../../../ui/select";
import styles from "./filter-bar.module.css";
import type { ListFilters } from "./use-list-filters";

/**
 * The filters form above an account list. A plain GET form, so it filters before hydration too; keyed by the
 * address, so that Back, a reset or a page link put the URL's values back into its uncontrolled fields (React
 * does not move a select's default once it is mounted, so a reset() of the same form would not do). A select
 * applies as soon as it changes; text and dates wait for «Показать», not to ask the server at every key.
 *
 * The new form would leave the keyboard focus on the page body: the control that had it (the select just
 * changed, the field Enter was pressed in, «Показать») gets it back in the new form, found by its position.
 */
export function FilterBar({ filters, label, children }: { filters: ListFilters; label: string; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const focused = useRef<number | null>(null);
  const address = filters.search.toString();
  const remember = () => {
    const controls = [...(form.current?.elements ?? [])];
    const index = document.activeElement ? controls.indexOf(document.activeElement) : -1;
    focused.current = index >= 0 ? index : null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new form, i.e. each address.
  useLayoutEffect(() => {
    const controls = [...(form.current?.elements ?? [])];
    if (focused.current === null || controls.length === 0) return;
    (controls[Math.min(focused.current, controls.length - 1)] as HTMLElement).focus();
    focused.current = null;
  }, [address]);
  return (
    <form
      key={address}
      ref={form}
      method="get"
      className={styles.bar}
      onSubmit={(event) => {
        remember();
        filters.onSubmit(event);
      }}
      onChange={(event) => {
        if (!(event.target instanceof HTMLSelectElement)) return;
        remember();
        filters.apply(event.currentTarget);
      }}
      aria-label={label}
    >
      {children}
      <div className={styles.actions}>
        <Button type="submit">Показать</Button>
        {filters.filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              remember();
              filters.reset();
            }}
          >
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

/** A text search over the list (number, VIN, …): the bar's wide field; Enter applies it. */
export function SearchField({
  filters,
  label,
  placeholder,
  name = "search",
}: {
  filters: ListFilters;
  label: string;
  placeholder: string;
  name?: string;
}) {
  return (
    <Field
      className={styles.wide}
      label={label}
      name={name}
      type="search"
      defaultValue={filters.search.get(name) ?? ""}
      placeholder={placeholder}
      maxLength={64}
    />
  );
}

/**
 * A select of the bar, showing the address's value (`fallback` when the address names none); it applies as soon
 * as it changes. `options` are value → title, or the `{ code, title }` lists the API sends.
 */
export function FilterSelect({
  filters,
  name,
  label,
  placeholder,
  options,
  fallback = "",
}: {
  filters: ListFilters;
  name: string;
  label: string;
  placeholder?: string;
  options: Readonly<Record<string, string>> | readonly Option[];
  fallback?: string;
}) {
  const pairs = Array.isArray(options)
    ? options.map((o: Option) => ({ value: o.code, label: o.title }))
    : Object.entries(options).map(([value, title]) => ({ value, label: title }));
  return (
    <Select
      label={label}
      name={name}
      defaultValue={filters.search.get(name) ?? fallback}
      placeholder={placeholder}
      options={pairs}
    />
  );
}
