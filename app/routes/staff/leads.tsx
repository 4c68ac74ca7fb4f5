import { Link } from "react-router";
import { FORM_TITLES } from "../../../contract/forms.ts";
import {
  LEAD_NO_SOURCE,
  LEAD_NO_SOURCE_TITLE,
  LEAD_STATUS_TITLES,
  type LeadStatus,
  STAFF_LEADS_EXPORT_MAX,
  type StaffLeadListItem,
  StaffLeadsFiltersSchema,
} from "../../../contract/staff-leads.ts";
import { formatRussianPhone } from "../../../core/phone.ts";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useStaffLeadsListQuery } from "../../features/staff/leads-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge, type Tone } from "../../ui/badge";
import { ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/leads";

export function meta() {
  return staffMeta("Заявки");
}

/** The sales team works the leads; admin always. */
export const LEAD_ROLES = ["sales"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, LEAD_ROLES);
  return null;
}

export const LEAD_STATUS_TONES: Record<LeadStatus, Tone> = {
  new: "info",
  in_progress: "warning",
  approved: "success",
  rejected: "danger",
  duplicate: "neutral",
};

const FILTER_KEYS = ["status", "kind", "source", "assignee", "dateFrom", "dateTo", "search"] as const;
const DEFAULT_STATUSES = Object.entries(LEAD_STATUS_TITLES).map(([code, title]) => ({ code, title }));
const DEFAULT_KINDS = Object.entries(FORM_TITLES).map(([code, title]) => ({ code, title }));

/** `assignee` is me, none or an employee's id: the address holds it as text. */
const decode = {
  assignee: (value: string) => (/^\d+$/.test(value) ? Number(value) : value),
};

/**
 * `/staff/leads`: every lead form's submission, newest first, 25 a page; by status, form, source, manager and
 * dates, and by name, phone, e-mail or reference, all in the address; the same selection exported to XLSX.
 */
export default function StaffLeads() {
  const filters = useListFilters(StaffLeadsFiltersSchema, FILTER_KEYS, { decode });
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffLeadsListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: 30,
  });
  const list = query.currentData ?? query.data;
  const exportUrl = `/staff/api/leads/export/${listQueryString(chosen, 1)}`;

  return (
    <Stack>
      <PageHeader
        title="Заявки"
        lead={
          list ? (
            <p>
              Новых {list.counts.new}, у вас в работе {list.counts.mine}.
            </p>
          ) : (
            <p>Заявки со всех форм сайта: источник, данные клиента, статус и менеджер.</p>
          )
        }
        actions={
          <>
            <ButtonLink to="/staff/leads/dashboard" variant="secondary">
              Сводка
            </ButtonLink>
            {filters.filterError === null ? (
              // A file from the API, not a screen: the browser downloads it (reloadDocument skips the router).
              <ButtonLink to={exportUrl} reloadDocument download variant="secondary">
                Выгрузить в Excel
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <FilterBar filters={filters} label="Фильтры заявок">
        <SearchField
          filters={filters}
          label="Имя, телефон, e-mail или номер"
          placeholder="Например, Иванов, 916 123 или Л-2611"
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
          name="kind"
          label="Форма"
          placeholder="Все"
          options={list?.kinds ?? DEFAULT_KINDS}
        />
        <FilterSelect
          filters={filters}
          name="source"
          label="Источник"
          placeholder="Любой"
          options={list?.sources ?? [{ code: LEAD_NO_SOURCE, title: LEAD_NO_SOURCE_TITLE }]}
        />
        <FilterSelect
          filters={filters}
          name="assignee"
          label="Менеджер"
          placeholder="Любой"
          options={[
            { code: "me", title: "Мои" },
            { code: "none", title: "Без менеджера" },
            ...(list?.assignees ?? []).map((p) => ({ code: String(p.id), title: p.name })),
          ]}
        />
        <PeriodFields filters={filters} fromLabel="Получена с" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить заявки"
        loading={<TableSkeleton label="Загружаем заявки…" />}
        noMatch={{ title: "По этим условиям заявок нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Заявок пока нет">
            <p>Когда посетитель отправит любую форму сайта, заявка появится здесь.</p>
          </EmptyState>
        }
        countForms={["заявка", "заявки", "заявок"]}
        meta={({ pagination }) =>
          pagination.totalCnt > STAFF_LEADS_EXPORT_MAX ? (
            <p>В Excel выгрузятся первые {STAFF_LEADS_EXPORT_MAX.toLocaleString("ru-RU")}: сузьте фильтры.</p>
          ) : pagination.pageCnt > 1 ? (
            <p>
              Страница {pagination.currentPage} из {pagination.pageCnt}
            </p>
          ) : null
        }
      >
        {(page) => (
          <Table
            framed
            caption="Заявки с сайта"
            captionHidden
            columns={[
              { key: "lead", header: "Заявка", cell: (l) => <LeadCell lead={l} /> },
              { key: "client", header: "Клиент", cell: (l) => <ClientCell lead={l} /> },
              {
                key: "source",
                header: "Источник",
                cell: (l) => (
                  <Cell main={l.source ?? LEAD_NO_SOURCE_TITLE} sub={l.pageUrl ? pathOf(l.pageUrl) : undefined} />
                ),
              },
              {
                key: "status",
                header: "Статус",
                cell: (l) => (
                  <Cell
                    main={<Badge tone={LEAD_STATUS_TONES[l.status]}>{l.statusTitle}</Badge>}
                    sub={l.assignee ? `Менеджер: ${l.assignee.name}` : "Без менеджера"}
                    danger={l.duplicates > 0 ? `Возможный дубль (${l.duplicates})` : undefined}
                  />
                ),
              },
            ]}
            rows={page.items}
            rowKey={(l) => String(l.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function LeadCell({ lead: l }: { lead: StaffLeadListItem }) {
  return (
    <Cell
      main={<Link to={`/staff/leads/${l.id}`}>{l.reference ?? `№ ${l.id}`}</Link>}
      sub={[l.kindTitle, formatMoment(l.createdAt)]}
    />
  );
}

function ClientCell({ lead: l }: { lead: StaffLeadListItem }) {
  return (
    <Cell
      main={l.name ?? "Без имени"}
      sub={[l.company ?? undefined, l.phone ? formatRussianPhone(l.phone) : undefined, l.email ?? undefined]}
    />
  );
}

/** The page a lead came from, without the site's address: `/calculator`. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}` || url;
  } catch {
    return url;
  }
}
