import { Link } from "react-router";
import { TICKET_CATEGORY_TITLES, TICKET_STATUS_TITLES } from "../../../contract/lk-tickets.ts";
import {
  type StaffTicketListItem,
  type StaffTicketsFilters,
  StaffTicketsFiltersSchema,
  type StaffTicketsSort,
  StaffTicketsSortSchema,
} from "../../../contract/staff-tickets.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { TICKET_STATUS_TONES } from "../../features/account/tickets/ticket-meta";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { useStaffTicketAssigneesQuery, useStaffTicketsListQuery } from "../../features/staff/tickets-api";
import { countOf } from "../../lib/quantity-format";
import { Badge } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import { Text } from "../../ui/text";
import type { Route } from "./+types/tickets";

export function meta() {
  return staffMeta("Обращения");
}

/** Client service works the inbox; risk reads it (the server lets risk read, not answer); admin always. */
export const TICKET_ROLES = ["service", "risk"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, TICKET_ROLES);
  return null;
}

const FILTER_KEYS = ["status", "category", "overdue", "assignee", "search"] as const;
/** `?status=all` lists closed tickets too; no `status` is the inbox's default view, every open ticket. */
const ALL_STATUSES = "all";
const DEFAULT_SORT: StaffTicketsSort = "due";

const SORTS: Readonly<Record<StaffTicketsSort, string>> = {
  due: "По сроку ответа",
  lastMessage: "По последнему сообщению",
  created: "Сначала новые",
};

const DEFAULT_STATUSES = Object.entries(TICKET_STATUS_TITLES).map(([code, title]) => ({ code, title }));
const DEFAULT_CATEGORIES = Object.entries(TICKET_CATEGORY_TITLES).map(([code, title]) => ({ code, title }));

const decode = {
  status: (value: string) => (value === ALL_STATUSES ? undefined : value),
  overdue: (value: string) => (value === "true" ? true : value === "false" ? false : value),
};

/** The list call's query string: the address's filters (open tickets unless a status is chosen), order and page. */
function inboxQuery(search: URLSearchParams, filters: StaffTicketsFilters, currentPage: number): string {
  const chosen = search.get("status") ? filters : { ...filters, open: true };
  const params = new URLSearchParams(listQueryString(chosen, currentPage));
  const sort = StaffTicketsSortSchema.catch(DEFAULT_SORT).parse(search.get("sort"));
  if (sort !== DEFAULT_SORT) params.set("sort", sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * `/staff/tickets`: every client's tickets, the open ones by answer deadline by default; filters (status,
 * category, SLA, assignee, number/subject/client/INN), order and page in the address.
 */
export default function StaffTickets() {
  const filters = useListFilters(StaffTicketsFiltersSchema, FILTER_KEYS, { decode, defaults: { sort: DEFAULT_SORT } });
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffTicketsListQuery(inboxQuery(filters.search, chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: 30,
  });
  const assignees = useStaffTicketAssigneesQuery();
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Обращения"
        lead={
          list ? (
            <p>
              Открыто {list.counts.open}, просрочено по SLA {list.counts.overdue}, без исполнителя{" "}
              {list.counts.unassigned}, у вас {list.counts.mine}.
            </p>
          ) : (
            <p>Обращения клиентов из личного кабинета: ответы, статусы и исполнители.</p>
          )
        }
      />

      <FilterBar filters={filters} label="Фильтры обращений">
        <SearchField
          filters={filters}
          label="Номер, тема, клиент или ИНН"
          placeholder="Например, ОБ-2026 или 7724518030"
        />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все открытые"
          options={[...(list?.statuses ?? DEFAULT_STATUSES), { code: ALL_STATUSES, title: "Все, и закрытые" }]}
        />
        <FilterSelect
          filters={filters}
          name="category"
          label="Тема"
          placeholder="Любая"
          options={list?.categories ?? DEFAULT_CATEGORIES}
        />
        <FilterSelect
          filters={filters}
          name="overdue"
          label="Срок ответа"
          placeholder="Любой"
          options={{ true: "Просрочен", false: "В срок" }}
        />
        <FilterSelect
          filters={filters}
          name="assignee"
          label="Исполнитель"
          placeholder="Любой"
          options={[
            { code: "me", title: "Мои" },
            { code: "none", title: "Без исполнителя" },
            ...(assignees.data?.items ?? []).map((p) => ({ code: String(p.id), title: p.name })),
          ]}
        />
        <FilterSelect filters={filters} name="sort" label="Порядок" options={SORTS} fallback={DEFAULT_SORT} />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить обращения"
        loading={<TableSkeleton label="Загружаем обращения…" />}
        noMatch={{ title: "По этим условиям обращений нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Открытых обращений нет">
            <p>Все обращения клиентов отвечены и закрыты. Закрытые можно найти, выбрав статус «Все, и закрытые».</p>
          </EmptyState>
        }
        countForms={["обращение", "обращения", "обращений"]}
        meta={({ pagination }) =>
          pagination.pageCnt > 1 ? (
            <p>
              Страница {pagination.currentPage} из {pagination.pageCnt}
            </p>
          ) : null
        }
      >
        {(page) => (
          <Table
            framed
            caption="Обращения клиентов"
            captionHidden
            columns={[
              { key: "ticket", header: "Обращение", cell: (t) => <TicketCell ticket={t} /> },
              {
                key: "client",
                header: "Клиент",
                cell: (t) => <Cell main={t.client.title} sub={`ИНН ${t.client.inn}`} />,
              },
              {
                key: "status",
                header: "Статус",
                cell: (t) => (
                  <Cell
                    main={<Badge tone={TICKET_STATUS_TONES[t.status]}>{t.statusTitle}</Badge>}
                    sub={[t.categoryTitle, t.assignee ? `Исполнитель: ${t.assignee.name}` : "Без исполнителя"]}
                  />
                ),
              },
              {
                key: "due",
                header: "Срок ответа",
                cell: (t) => (
                  <Cell
                    main={`до ${formatMoment(t.dueAt)}`}
                    sub={`последнее сообщение ${formatMoment(t.lastMessageAt)}, ${t.lastAuthor === "client" ? "от клиента" : "наш ответ"}`}
                    danger={t.overdue ? "Просрочено" : undefined}
                  />
                ),
              },
            ]}
            rows={page.items}
            rowKey={(t) => t.code}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function TicketCell({ ticket }: { ticket: StaffTicketListItem }) {
  return (
    <Cell
      main={
        <Link to={`/staff/tickets/${encodeURIComponent(ticket.code)}`}>
          <Text nowrap>№ {ticket.number}</Text>
        </Link>
      }
      sub={[
        ticket.subject,
        ticket.contractNumber ? `Договор № ${ticket.contractNumber}` : undefined,
        ticket.unread > 0 ? (
          <Badge key="unread" tone="info">
            {countOf(ticket.unread, ["новое сообщение", "новых сообщения", "новых сообщений"])}
          </Badge>
        ) : undefined,
      ]}
    />
  );
}
