import { Link } from "react-router";
import { type StaffAuditEntry, StaffAuditFiltersSchema } from "../../../contract/staff.ts";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useStaffAuditListQuery } from "../../features/staff/staff-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import { Text } from "../../ui/text";
import type { Route } from "./+types/audit";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Журнал действий");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, ["admin"]);
  return null;
}

const FILTER_KEYS = ["actor", "action", "objectType", "objectId", "dateFrom", "dateTo"] as const;

/** Where an audited object is seen in the back office, when it has a page. */
const OBJECT_PAGES: Readonly<Record<string, (id: string) => string>> = {
  ticket: (id) => `/staff/tickets/${encodeURIComponent(id)}`,
  rescheduling: (id) => `/staff/rescheduling/${encodeURIComponent(id)}`,
};

/**
 * `/staff/audit` (administrator): every staff change — who, when, which object, what changed (before → after),
 * from which address — searched by the employee's e-mail, the action, the object and the dates, in the address.
 */
export default function Audit() {
  const filters = useListFilters(StaffAuditFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffAuditListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Журнал действий"
        lead={<p>Каждое изменение, сделанное сотрудником: кто, когда, с каким объектом, что было и что стало.</p>}
      />

      <FilterBar filters={filters} label="Поиск по журналу">
        <SearchField filters={filters} name="actor" label="Сотрудник (e-mail)" placeholder="Например, service@" />
        <FilterSelect
          filters={filters}
          name="action"
          label="Действие"
          placeholder="Любое"
          options={list?.actions ?? []}
        />
        <FilterSelect
          filters={filters}
          name="objectType"
          label="Объект"
          placeholder="Любой"
          options={list?.objectTypes ?? []}
        />
        <Field
          label="Код объекта"
          name="objectId"
          defaultValue={filters.search.get("objectId") ?? ""}
          maxLength={64}
          spellCheck={false}
        />
        <PeriodFields filters={filters} fromLabel="С даты" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить журнал"
        loading={<TableSkeleton label="Загружаем журнал…" />}
        noMatch={{ title: "По этим условиям записей нет", text: <p>Измените фильтры или период.</p> }}
        empty={
          <EmptyState title="Журнал пока пуст">
            <p>Здесь появится каждое изменение, сделанное сотрудниками в бэк-офисе.</p>
          </EmptyState>
        }
        countForms={["запись", "записи", "записей"]}
      >
        {(page) => (
          <Table
            framed
            caption="Записи журнала действий, новые сверху"
            captionHidden
            columns={[
              {
                key: "at",
                header: "Когда",
                cell: (e) => <Cell main={<Text nowrap>{formatMoment(e.at)}</Text>} sub={e.address ?? undefined} />,
              },
              {
                key: "actor",
                header: "Сотрудник",
                cell: (e) => <Cell main={e.actorName ?? e.actorEmail} sub={e.actorName ? e.actorEmail : undefined} />,
              },
              {
                key: "action",
                header: "Действие",
                cell: (e) => <Cell main={e.actionTitle} sub={<ObjectLink entry={e} />} />,
              },
              { key: "changes", header: "Что изменилось", cell: (e) => <Changes entry={e} /> },
            ]}
            rows={page.items}
            rowKey={(e) => String(e.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

/** The number people know an object by (a ticket's «ОБ-2026-00012»), when its entry keeps one; else its code. */
function shownId(entry: StaffAuditEntry): string {
  for (const side of [entry.after, entry.before]) {
    const number = (side as { number?: unknown } | null)?.number;
    if (typeof number === "string") return `№ ${number}`;
  }
  return entry.objectId;
}

function ObjectLink({ entry }: { entry: StaffAuditEntry }) {
  const page = OBJECT_PAGES[entry.objectType];
  const label = `${entry.objectTypeTitle} ${shownId(entry)}`;
  return page ? <Link to={page(entry.objectId)}>{label}</Link> : label;
}

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** The diff, field by field; the whole before and after under a disclosure, for what the diff leaves out. */
function Changes({ entry }: { entry: StaffAuditEntry }) {
  return (
    <div className={styles.changes}>
      {entry.changes.length > 0 ? (
        <ul className={styles.changeList}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              <code>{change.field}</code>: <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins>
            </li>
          ))}
        </ul>
      ) : (
        <Text muted small>
          Без изменений полей
        </Text>
      )}
      <details className={styles.raw}>
        <summary>Было и стало целиком</summary>
        <pre>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
      </details>
    </div>
  );
}
