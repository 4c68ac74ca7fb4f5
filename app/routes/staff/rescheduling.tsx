import { Link } from "react-router";
import {
  StaffReschedulingFiltersSchema,
  type StaffReschedulingListItem,
} from "../../../contract/staff-rescheduling.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { SignedMoney } from "../../features/account/rescheduling/comparison";
import { REQUEST_STATUS_TONES } from "../../features/account/rescheduling/requests-card";
import { useStaffReschedulingListQuery } from "../../features/staff/rescheduling-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/rescheduling";

export function meta() {
  return staffMeta("Реструктуризация");
}

/** Client service and risk decide on requests; admin always. */
export const RESCHEDULING_ROLES = ["service", "risk"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, RESCHEDULING_ROLES);
  return null;
}

const FILTER_KEYS = ["status", "option", "search"] as const;

const DEFAULT_STATUSES = [
  { code: "review", title: "На рассмотрении" },
  { code: "approved", title: "Одобрено" },
  { code: "declined", title: "Отклонено" },
];

/**
 * `/staff/rescheduling`: the clients' requests to change a schedule, those under review first; by status, option
 * and contract/ticket number, client or INN, in the address.
 */
export default function StaffRescheduling() {
  const filters = useListFilters(StaffReschedulingFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffReschedulingListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: 30,
  });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Реструктуризация"
        lead={
          <p>
            Заявки клиентов на изменение графика платежей
            {list ? `: на рассмотрении ${list.counts.review}` : ""}.
          </p>
        }
      />

      <FilterBar filters={filters} label="Фильтры заявок">
        <SearchField
          filters={filters}
          label="Договор, обращение, клиент или ИНН"
          placeholder="Например, ЛА-2025/04812"
        />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={list?.statuses ?? DEFAULT_STATUSES}
        />
        <FilterSelect
          filters={filters}
          name="option"
          label="Вариант"
          placeholder="Любой"
          options={list?.options ?? []}
        />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить заявки"
        loading={<TableSkeleton label="Загружаем заявки…" />}
        noMatch={{ title: "По этим условиям заявок нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Заявок на реструктуризацию пока нет">
            <p>Когда клиент отправит заявку из личного кабинета, она появится здесь вместе с расчётом.</p>
          </EmptyState>
        }
        countForms={["заявка", "заявки", "заявок"]}
      >
        {(page) => (
          <Table
            framed
            caption="Заявки на реструктуризацию"
            captionHidden
            columns={[
              { key: "request", header: "Заявка", cell: (r) => <RequestCell request={r} /> },
              {
                key: "client",
                header: "Клиент",
                cell: (r) => <Cell main={r.client.title} sub={`ИНН ${r.client.inn}`} />,
              },
              {
                key: "status",
                header: "Статус",
                cell: (r) => (
                  <Cell
                    main={<Badge tone={REQUEST_STATUS_TONES[r.status]}>{r.statusTitle}</Badge>}
                    sub={[
                      `подана ${formatMoment(r.createdAt)}`,
                      r.decidedAt ? `решение ${formatMoment(r.decidedAt)}` : undefined,
                    ]}
                  />
                ),
              },
              {
                key: "difference",
                header: "Разница в платежах",
                align: "end",
                cell: (r) => <SignedMoney value={r.difference} />,
              },
            ]}
            rows={page.items}
            rowKey={(r) => r.code}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function RequestCell({ request: r }: { request: StaffReschedulingListItem }) {
  return (
    <Cell
      main={<Link to={`/staff/rescheduling/${encodeURIComponent(r.code)}`}>{r.optionTitle}</Link>}
      sub={[
        `Договор № ${r.contract.number}, ${r.contract.vehicleTitle}`,
        <Link key="ticket" to={`/staff/tickets/${encodeURIComponent(r.ticket.code)}`}>
          Обращение № {r.ticket.number}
        </Link>,
      ]}
    />
  );
}
