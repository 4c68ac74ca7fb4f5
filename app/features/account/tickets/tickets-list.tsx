import { Link } from "react-router";
import { type TicketListItem, TicketsFiltersSchema } from "../../../../contract/lk-tickets.ts";
import { countOf } from "../../../lib/quantity-format";
import { Badge } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatMoment } from "../lk/lk-format";
import {
  DEFAULT_TICKET_CATEGORIES,
  DEFAULT_TICKET_STATUSES,
  DEFAULT_TICKETS_SORT,
  readTicketsSort,
  TICKET_STATUS_TONES,
  TICKETS_SORTS,
} from "./ticket-meta";
import styles from "./tickets.module.css";
import { useTicketContractOptionsQuery, useTicketsListQuery } from "./tickets-api";

const FILTER_KEYS = ["status", "category", "dateFrom", "dateTo", "contractCode", "search"] as const;
/** What the list asks `tickets/list/` for at an address, as the screen reads it (its route's loader too). */
export function ticketsListSearch(search: URLSearchParams) {
  const { request, filterError } = readListSearch(search, TicketsFiltersSchema, FILTER_KEYS);
  return { request: { ...request, sort: readTicketsSort(search.get("sort")) }, filterError };
}

const NEW_REPLIES = ["новый ответ", "новых ответа", "новых ответов"] as const;
const MESSAGES = ["сообщение", "сообщения", "сообщений"] as const;

/**
 * The active profile's tickets (`tickets/list/`): filters (status, category, the period they were opened in, the
 * contract, a number or words of the text) and the order in the address, 10 a page, each ticket with its status,
 * the last message and a marker while the lessor's replies are unread.
 */
export function TicketsList() {
  const filters = useListFilters(TicketsFiltersSchema, FILTER_KEYS, {
    keep: ["sort"],
    defaults: { sort: DEFAULT_TICKETS_SORT },
  });
  const sort = readTicketsSort(filters.search.get("sort"));
  const query = useTicketsListQuery({ ...filters.request, sort }, { skip: filters.filterError !== null });
  const contracts = useTicketContractOptionsQuery();
  const list = query.currentData ?? query.data;
  const newTicket = <ButtonLink to="/account/tickets/new">Новое обращение</ButtonLink>;

  return (
    <Stack>
      <PageHeader
        title="Обращения"
        lead={
          <p>
            Вопросы и просьбы к лизинговой компании: ответ приходит сюда, на почту и в уведомления.
            {list && list.unread > 0 ? (
              <>
                {" "}
                <strong>С новым ответом: {countOf(list.unread, ["обращение", "обращения", "обращений"])}.</strong>
              </>
            ) : null}
          </p>
        }
        actions={newTicket}
      />

      <FilterBar filters={filters} label="Фильтры обращений">
        <SearchField filters={filters} label="Номер, тема или текст" placeholder="Например, ОБ-2026-00042" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={list?.statuses ?? DEFAULT_TICKET_STATUSES}
        />
        <FilterSelect
          filters={filters}
          name="category"
          label="Тема"
          placeholder="Все"
          options={list?.categories ?? DEFAULT_TICKET_CATEGORIES}
        />
        <FilterSelect
          filters={filters}
          name="contractCode"
          label="Договор"
          placeholder="Все"
          options={contracts.data ?? []}
        />
        <PeriodFields filters={filters} fromLabel="Созданы с" />
        <FilterSelect
          filters={filters}
          name="sort"
          label="Порядок"
          options={TICKETS_SORTS}
          fallback={DEFAULT_TICKETS_SORT}
        />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить обращения"
        loading={<BlockSkeleton label="Загружаем обращения…" lines={6} />}
        noMatch={{ title: "Таких обращений нет" }}
        empty={
          <EmptyState title="У вас пока нет обращений" action={newTicket}>
            <p>
              Напишите, если нужно сверить платежи, получить документы, сообщить о ДТП или изменить график: ответим в
              течение двух рабочих дней.
            </p>
          </EmptyState>
        }
        countForms={["обращение", "обращения", "обращений"]}
      >
        {(page) => (
          <ul className={styles.list} aria-label="Обращения">
            {page.items.map((ticket) => (
              <TicketRow key={ticket.code} ticket={ticket} />
            ))}
          </ul>
        )}
      </FilteredList>
    </Stack>
  );
}

function TicketRow({ ticket }: { ticket: TicketListItem }) {
  const unread = ticket.unread > 0;
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>
          <Link to={`/account/tickets/${encodeURIComponent(ticket.code)}`} className={styles.itemLink}>
            {ticket.subject}
          </Link>
        </h2>
        <Badge tone={TICKET_STATUS_TONES[ticket.status]}>{ticket.statusTitle}</Badge>
      </div>
      <p className={styles.itemMeta}>
        <span>№ {ticket.number}</span>
        <span>{ticket.categoryTitle}</span>
        {ticket.contract ? <span>договор № {ticket.contract.number}</span> : null}
        <span>создано {formatMoment(ticket.createdAt)}</span>
      </p>
      <p className={styles.itemExcerpt}>
        <span className={styles.itemAuthor}>
          {ticket.lastMessage.author === "staff" ? `Лизингодатель, ${ticket.lastMessage.authorName}` : "Вы"}:
        </span>{" "}
        {ticket.lastMessage.excerpt}
      </p>
      <p className={styles.itemFoot}>
        {unread ? (
          <span className={styles.unread}>
            <span className={styles.unreadDot} aria-hidden="true" />
            {countOf(ticket.unread, NEW_REPLIES)}
          </span>
        ) : null}
        <span>
          {countOf(ticket.messagesCnt, MESSAGES)}, последнее {formatMoment(ticket.lastMessageAt)}
        </span>
      </p>
    </li>
  );
}
