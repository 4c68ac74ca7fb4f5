import { type StaffSecurityEvent, StaffSecurityFiltersSchema } from "../../../contract/staff-security.ts";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { describeDevice } from "../../features/account/sessions/user-agent";
import { useStaffSecurityLogQuery } from "../../features/staff/staff-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import { Text } from "../../ui/text";
import type { Route } from "./+types/security-log";

export function meta() {
  return staffMeta("Журнал безопасности");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, ["admin"]);
  return null;
}

const FILTER_KEYS = ["kind", "email", "address", "dateFrom", "dateTo"] as const;

/** Kinds an administrator looks at twice: someone may be trying an account or a call they may not make. */
const ALARMING = new Set<StaffSecurityEvent["kind"]>([
  "signin.failure",
  "access.denied",
  "mfa.disable",
  "signin.new_device",
]);

/**
 * `/staff/security` (administrator): every account's security events — sign-ins and failures with their reason,
 * new devices, password and second-factor changes, refused calls — searched by kind, e-mail, address and dates,
 * to see a guessing attack or a probe of the API as it happens.
 */
export default function SecurityLog() {
  const filters = useListFilters(StaffSecurityFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffSecurityLogQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Журнал безопасности"
        lead={
          <p>
            Входы и неудачные попытки входа клиентов и сотрудников, новые устройства, смена пароля и второго фактора,
            отказы в доступе — с адресом и устройством.
          </p>
        }
      />

      <FilterBar filters={filters} label="Поиск по журналу безопасности">
        <FilterSelect filters={filters} name="kind" label="Событие" placeholder="Любое" options={list?.kinds ?? []} />
        <SearchField filters={filters} name="email" label="E-mail" placeholder="Например, client@" />
        <Field
          label="IP-адрес"
          name="address"
          defaultValue={filters.search.get("address") ?? ""}
          maxLength={64}
          spellCheck={false}
        />
        <PeriodFields filters={filters} fromLabel="С даты" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить журнал безопасности"
        loading={<TableSkeleton label="Загружаем журнал…" />}
        noMatch={{ title: "По этим условиям событий нет", text: <p>Измените фильтры или период.</p> }}
        empty={
          <EmptyState title="Событий пока нет">
            <p>Здесь появятся входы в кабинет и бэк-офис, неудачные попытки и отказы в доступе.</p>
          </EmptyState>
        }
        countForms={["событие", "события", "событий"]}
      >
        {(page) => (
          <Table
            framed
            caption="События безопасности, новые сверху"
            captionHidden
            columns={[
              { key: "at", header: "Когда", cell: (e) => <Text nowrap>{formatMoment(e.at)}</Text> },
              {
                key: "kind",
                header: "Событие",
                cell: (e) => (
                  <Cell
                    main={ALARMING.has(e.kind) ? <Badge tone="warning">{e.kindTitle}</Badge> : e.kindTitle}
                    // A refused call's path is one long token: it wraps anywhere, so the table fits a tablet.
                    sub={[
                      e.reason ?? undefined,
                      e.path ? (
                        <Text key="path" mono>
                          {e.path}
                        </Text>
                      ) : undefined,
                    ]}
                  />
                ),
              },
              { key: "who", header: "Учётная запись", cell: (e) => <Who event={e} /> },
              {
                key: "where",
                header: "Откуда",
                cell: (e) => (
                  <Cell
                    main={describeDevice(e.userAgent)}
                    sub={e.address ? <Text mono>{e.address}</Text> : undefined}
                  />
                ),
              },
            ]}
            rows={page.items}
            rowKey={(e) => String(e.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

const AREA_TITLES = { client: "клиент", staff: "сотрудник" } as const;

function Who({ event }: { event: StaffSecurityEvent }) {
  if (!event.email) return <Text muted>—</Text>;
  const sub = event.area
    ? [event.userName, AREA_TITLES[event.area]].filter(Boolean).join(", ")
    : "нет такой учётной записи";
  return <Cell main={event.email} sub={sub} />;
}
