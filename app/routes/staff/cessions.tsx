import { Link } from "react-router";
import { CESSION_STATUS_CODES, CESSION_STATUS_TITLES, type CessionStatus } from "../../../contract/lk-cession.ts";
import { StaffCessionFiltersSchema, type StaffCessionListItem } from "../../../contract/staff-cession.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useStaffCessionListQuery } from "../../features/staff/cession-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge, type Tone } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/cessions";

export function meta() {
  return staffMeta("Цессии");
}

/** Risk and the lawyers weigh a new lessee; admin always. */
export const CESSION_ROLES = ["risk"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CESSION_ROLES);
  return null;
}

export const CESSION_STATUS_TONES: Record<CessionStatus, Tone> = {
  draft: "neutral",
  sent: "info",
  accepted: "success",
  cancelled: "danger",
};

const FILTER_KEYS = ["status", "search"] as const;

const DEFAULT_STATUSES = CESSION_STATUS_CODES.map((code) => ({ code, title: CESSION_STATUS_TITLES[code] }));

/**
 * `/staff/cessions`: the clients' applications to assign their contracts, those under review first (the longest
 * waiting on top); by status and by number, assignor or INN, in the address.
 */
export default function StaffCessions() {
  const filters = useListFilters(StaffCessionFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffCessionListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Цессии"
        lead={
          <p>
            Заявки клиентов на переуступку договоров лизинга
            {list ? `: на рассмотрении ${list.counts.sent}` : ""}.
          </p>
        }
      />

      <FilterBar filters={filters} label="Фильтры заявок на переуступку">
        <SearchField filters={filters} label="Номер заявки, цедент или ИНН" placeholder="Например, ЦС-2026-00001" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={list?.statuses ?? DEFAULT_STATUSES}
        />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить заявки на переуступку"
        loading={<TableSkeleton label="Загружаем заявки…" />}
        noMatch={{ title: "По этим условиям заявок нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Заявок на переуступку пока нет">
            <p>Когда клиент начнёт переуступку договора в личном кабинете, заявка появится здесь.</p>
          </EmptyState>
        }
        countForms={["заявка", "заявки", "заявок"]}
      >
        {(page) => (
          <Table
            framed
            caption="Заявки на переуступку"
            captionHidden
            columns={[
              { key: "number", header: "Заявка", cell: (c) => <NumberCell item={c} /> },
              {
                key: "applicant",
                header: "Цедент",
                cell: (c) => <Cell main={c.applicant.title} sub={`ИНН ${c.applicant.inn}`} />,
              },
              {
                key: "cessionary",
                header: "Цессионарий",
                cell: (c) => (
                  <Cell
                    main={c.cessionary.title ?? "Ещё не заполнил анкету"}
                    sub={[c.cessionary.typeTitle, c.cessionary.inn ? `ИНН ${c.cessionary.inn}` : undefined]}
                  />
                ),
              },
              {
                key: "status",
                header: "Статус",
                cell: (c) => (
                  <Cell
                    main={<Badge tone={CESSION_STATUS_TONES[c.status]}>{c.statusTitle}</Badge>}
                    sub={[
                      c.sentAt ? `отправлена ${formatMoment(c.sentAt)}` : `создана ${formatMoment(c.createdAt)}`,
                      c.decidedAt ? `решение ${formatMoment(c.decidedAt)}` : undefined,
                    ]}
                  />
                ),
              },
            ]}
            rows={page.items}
            rowKey={(c) => c.code}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function NumberCell({ item: c }: { item: StaffCessionListItem }) {
  return (
    <Cell
      main={<Link to={`/staff/cessions/${encodeURIComponent(c.code)}`}>№ {c.number}</Link>}
      sub={c.contracts.map((k) => `Договор № ${k.number}, ${k.vehicleTitle}`)}
    />
  );
}
