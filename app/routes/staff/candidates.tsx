import { Link } from "react-router";
import {
  CANDIDATE_STATUS_CODES,
  CANDIDATE_STATUS_TITLES,
  type CandidateStatus,
  StaffCandidateFiltersSchema,
} from "../../../contract/staff-candidates.ts";
import { FilterBar, FilterSelect, PeriodFields, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useStaffCandidateListQuery } from "../../features/staff/candidates-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge, type Tone } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/candidates";

export function meta() {
  return staffMeta("Кандидаты");
}

/** Candidates' questionnaires hold personal data of people who are not clients: HR's alone (admin always). */
export const CANDIDATE_ROLES = ["hr"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CANDIDATE_ROLES);
  return null;
}

export const CANDIDATE_STATUS_TONES: Record<CandidateStatus, Tone> = {
  new: "info",
  invited: "warning",
  rejected: "danger",
  hired: "success",
};

const FILTER_KEYS = ["status", "vacancy", "city", "dateFrom", "dateTo", "search"] as const;

const DEFAULT_STATUSES = CANDIDATE_STATUS_CODES.map((code) => ({ code, title: CANDIDATE_STATUS_TITLES[code] }));

/**
 * `/staff/candidates`: the questionnaires candidates send from the site, newest first, by status, vacancy, city and
 * the day they arrived, and by name, phone, e-mail or number; everything in the address.
 */
export default function StaffCandidates() {
  const filters = useListFilters(StaffCandidateFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffCandidateListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  const list = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Кандидаты"
        lead={<p>Анкеты кандидатов на работу с сайта{list ? `: новых ${list.counts.new}` : ""}.</p>}
      />

      <FilterBar filters={filters} label="Фильтры анкет кандидатов">
        <SearchField filters={filters} label="ФИО, телефон, e-mail или номер" placeholder="Например, К-2026-000001" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={list?.statuses ?? DEFAULT_STATUSES}
        />
        <FilterSelect
          filters={filters}
          name="vacancy"
          label="Вакансия"
          placeholder="Все"
          options={list?.vacancies ?? []}
        />
        <FilterSelect filters={filters} name="city" label="Город" placeholder="Все" options={list?.cities ?? []} />
        <PeriodFields filters={filters} fromLabel="Получена с" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить анкеты кандидатов"
        loading={<TableSkeleton label="Загружаем анкеты…" />}
        noMatch={{ title: "По этим условиям анкет нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Анкет кандидатов пока нет">
            <p>Когда кандидат заполнит анкету на странице «Вакансии», она появится здесь.</p>
          </EmptyState>
        }
        countForms={["анкета", "анкеты", "анкет"]}
      >
        {(page) => (
          <Table
            framed
            caption="Анкеты кандидатов"
            captionHidden
            columns={[
              {
                key: "number",
                header: "Анкета",
                cell: (c) => (
                  <Cell
                    main={<Link to={`/staff/candidates/${c.id}`}>№ {c.number}</Link>}
                    sub={formatMoment(c.createdAt)}
                  />
                ),
              },
              { key: "name", header: "Кандидат", cell: (c) => <Cell main={c.name} sub={[c.phone, c.email]} /> },
              { key: "vacancy", header: "Вакансия", cell: (c) => <Cell main={c.vacancyTitle} sub={c.cityName} /> },
              {
                key: "status",
                header: "Статус",
                cell: (c) => <Badge tone={CANDIDATE_STATUS_TONES[c.status]}>{c.statusTitle}</Badge>,
              },
            ]}
            rows={page.items}
            rowKey={(c) => String(c.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}
