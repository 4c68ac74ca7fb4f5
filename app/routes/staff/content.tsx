import { Link } from "react-router";
import type { StaffRole } from "../../../contract/staff.ts";
import {
  isPublishableKind,
  STAFF_CONTENT_CREATABLE,
  STAFF_CONTENT_KIND_TITLES,
  STAFF_CONTENT_KINDS,
  StaffContentFiltersSchema,
  type StaffContentKind,
  type StaffContentListItem,
} from "../../../contract/staff-content.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatDate, formatMoment } from "../../features/account/lk/lk-format";
import { PathTabs, tabFromPath } from "../../features/account/lk/path-tabs";
import { useStaffContentListQuery } from "../../features/staff/content-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { mayUse } from "../../features/staff/staff-sections";
import { requireStaffRoles, useStaffSession } from "../../features/staff/staff-session";
import { Badge } from "../../ui/badge";
import { ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/content";

export function meta({ params }: Route.MetaArgs) {
  const kind = STAFF_CONTENT_KINDS.find((k) => k === params.kind) ?? "news";
  return staffMeta(STAFF_CONTENT_KIND_TITLES[kind]);
}

/** The editor has the site's content; HR also the vacancies (they hire); admin always. */
export function contentRoles(kind: StaffContentKind): readonly StaffRole[] {
  return kind === "vacancies" ? ["content", "hr"] : ["content"];
}

export function loader({ context, params }: Route.LoaderArgs) {
  const kind = tabFromPath(params.kind, STAFF_CONTENT_KINDS);
  requireStaffRoles(context, contentRoles(kind));
  return null;
}

/** The address of a kind's list: the first kind (news) is the section's own address. */
export function contentListPath(kind: StaffContentKind): string {
  return kind === STAFF_CONTENT_KINDS[0] ? "/staff/content" : `/staff/content/${kind}`;
}

const FILTER_KEYS = ["search", "published"] as const;

const NOUNS: Record<StaffContentKind, { forms: readonly [string, string, string]; create: string; empty: string }> = {
  news: { forms: ["новость", "новости", "новостей"], create: "Добавить новость", empty: "Новостей пока нет" },
  publications: {
    forms: ["публикация", "публикации", "публикаций"],
    create: "Добавить публикацию",
    empty: "Публикаций в СМИ пока нет",
  },
  guides: { forms: ["статья", "статьи", "статей"], create: "Добавить статью", empty: "Статей гида пока нет" },
  pages: { forms: ["страница", "страницы", "страниц"], create: "", empty: "Страниц пока нет" },
  terms: { forms: ["термин", "термина", "терминов"], create: "Добавить термин", empty: "Словарь пока пуст" },
  vacancies: { forms: ["вакансия", "вакансии", "вакансий"], create: "Добавить вакансию", empty: "Вакансий пока нет" },
};

/**
 * `/staff/content/:kind?`: the site's editorial content, a tab per kind (news at the section's own address), each
 * with a search by title or address and, for kinds with drafts, a filter by state; the filters live in the address.
 */
export default function StaffContent({ params }: Route.ComponentProps) {
  const kind = STAFF_CONTENT_KINDS.find((k) => k === params.kind) ?? "news";
  const { roles } = useStaffSession();
  const kinds = STAFF_CONTENT_KINDS.filter((k) => mayUse(roles, contentRoles(k)));
  const creatable = STAFF_CONTENT_CREATABLE.includes(kind);

  return (
    <Stack>
      <PageHeader
        title={kinds.length === 1 ? STAFF_CONTENT_KIND_TITLES[kind] : "Публикации сайта"}
        lead={
          <p>
            {kinds.length === 1
              ? "Вакансии на сайте: правка, черновики и публикация."
              : "Новости, статьи, страницы, словарь и вакансии: правка, черновики и публикация на сайте."}
          </p>
        }
        actions={
          creatable ? (
            <ButtonLink to={`/staff/content/${kind}/new`} variant="primary">
              {NOUNS[kind].create}
            </ButtonLink>
          ) : null
        }
      />
      {kinds.length > 1 ? (
        <PathTabs
          label="Разделы публикаций"
          base="/staff/content"
          selected={kind}
          items={kinds.map((k) => ({
            id: k,
            label: STAFF_CONTENT_KIND_TITLES[k],
            panel: () => <ContentList kind={k} />,
          }))}
        />
      ) : (
        <ContentList kind={kind} />
      )}
    </Stack>
  );
}

function ContentList({ kind }: { kind: StaffContentKind }) {
  const filters = useListFilters(StaffContentFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffContentListQuery(
    { kind, query: listQueryString(chosen, currentPage) },
    { skip: filters.filterError !== null, refetchOnMountOrArgChange: true },
  );
  const publishable = isPublishableKind(kind);
  const nouns = NOUNS[kind];

  return (
    <Stack>
      <FilterBar filters={filters} label={`Фильтры: ${STAFF_CONTENT_KIND_TITLES[kind]}`}>
        <SearchField filters={filters} label="Заголовок или адрес" placeholder="Например, лизинг" />
        {publishable ? (
          <FilterSelect
            filters={filters}
            name="published"
            label="Состояние"
            placeholder="Все"
            options={{ yes: "На сайте", no: "Черновики" }}
          />
        ) : null}
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить список"
        loading={<TableSkeleton label="Загружаем список…" />}
        noMatch={{ title: "По этим условиям ничего нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState
            title={nouns.empty}
            action={
              STAFF_CONTENT_CREATABLE.includes(kind) ? (
                <ButtonLink to={`/staff/content/${kind}/new`} variant="secondary">
                  {nouns.create}
                </ButtonLink>
              ) : undefined
            }
          >
            <p>То, что вы создадите, появится здесь; на сайт оно попадёт после публикации.</p>
          </EmptyState>
        }
        countForms={nouns.forms}
      >
        {(page) => (
          <Table
            framed
            caption={STAFF_CONTENT_KIND_TITLES[kind]}
            captionHidden
            columns={[
              { key: "title", header: "Заголовок", cell: (item) => <TitleCell item={item} /> },
              ...(kind === "pages" || kind === "terms"
                ? []
                : [{ key: "date", header: "Дата", cell: (item: StaffContentListItem) => formatDate(item.date) }]),
              { key: "state", header: "Состояние", cell: (item) => <StateCell item={item} /> },
            ]}
            rows={page.items}
            rowKey={(item) => String(item.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function TitleCell({ item }: { item: StaffContentListItem }) {
  return (
    <Cell
      main={<Link to={`/staff/content/${item.kind}/${item.id}`}>{item.title}</Link>}
      sub={[item.url, item.updatedAt ? `изменено ${formatMoment(item.updatedAt)}` : undefined]}
    />
  );
}

function StateCell({ item }: { item: StaffContentListItem }) {
  if (item.published === false) return <Badge tone="neutral">Черновик</Badge>;
  return (
    <Cell
      main={<Badge tone="success">На сайте</Badge>}
      sub={
        <a href={item.url} target="_blank" rel="noreferrer">
          Открыть на сайте<span className="visually-hidden">: {item.title} (в новой вкладке)</span>
        </a>
      }
    />
  );
}
