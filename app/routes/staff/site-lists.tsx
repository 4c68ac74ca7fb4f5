import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import {
  REVIEW_STATUS_TITLES,
  type ReviewStatus,
  STAFF_REVIEW_REPLY_MAX,
  StaffCityFiltersSchema,
  type StaffReview,
  StaffReviewFiltersSchema,
  StaffSiteFiltersSchema,
} from "../../../contract/staff-site.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatDate } from "../../features/account/lk/lk-format";
import { PathTabs, tabFromPath } from "../../features/account/lk/path-tabs";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import {
  useStaffSiteCitiesQuery,
  useStaffSiteOffersQuery,
  useStaffSitePartnersQuery,
  useStaffSiteReviewDecideMutation,
  useStaffSiteReviewReplyMutation,
  useStaffSiteReviewsQuery,
} from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge, type Tone } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/site-lists";
import styles from "./site.module.css";
import { PublishedBadge, SITE_ROLES, SITE_TAB_TITLES, SITE_TABS, type SiteTab } from "./site-parts";

export function meta({ params }: Route.MetaArgs) {
  const tab = SITE_TABS.find((t) => t === params.tab) ?? "offers";
  return staffMeta(SITE_TAB_TITLES[tab]);
}

export function loader({ context, params }: Route.LoaderArgs) {
  tabFromPath(params.tab, SITE_TABS);
  requireStaffRoles(context, SITE_ROLES);
  return null;
}

const STATE_TONES: Record<string, Tone> = { live: "success", scheduled: "info", ended: "neutral", hidden: "neutral" };
const REVIEW_TONES: Record<ReviewStatus, Tone> = { new: "warning", published: "success", hidden: "neutral" };
const PUBLISHED_OPTIONS = { published: "Опубликованные", hidden: "Черновики и снятые" };

/**
 * `/staff/site/:tab?`: the site's directory content — special offers (the section's own address), partners, the
 * moderation of reviews, cities and offices — each tab a list with its search and its empty state.
 */
export default function StaffSite({ params }: Route.ComponentProps) {
  const tab: SiteTab = SITE_TABS.find((t) => t === params.tab) ?? "offers";
  const create: Partial<Record<SiteTab, [string, string]>> = {
    offers: ["/staff/site/offers/new", "Добавить предложение"],
    partners: ["/staff/site/partners/new", "Добавить партнёра"],
    cities: ["/staff/site/cities/new", "Добавить город"],
  };
  const action = create[tab];
  return (
    <Stack>
      <PageHeader
        title="Сайт"
        lead={<p>Спецпредложения, партнёры, отзывы клиентов, города и офисы: изменения видны на сайте сразу.</p>}
        actions={
          action ? (
            <ButtonLink to={action[0]} variant="primary">
              {action[1]}
            </ButtonLink>
          ) : null
        }
      />
      <PathTabs
        label="Разделы сайта"
        base="/staff/site"
        selected={tab}
        items={[
          { id: "offers", label: SITE_TAB_TITLES.offers, panel: () => <OffersList /> },
          { id: "partners", label: SITE_TAB_TITLES.partners, panel: () => <PartnersList /> },
          { id: "reviews", label: SITE_TAB_TITLES.reviews, panel: () => <ReviewsList /> },
          { id: "cities", label: SITE_TAB_TITLES.cities, panel: () => <CitiesList /> },
        ]}
      />
    </Stack>
  );
}

function OffersList() {
  const filters = useListFilters(StaffSiteFiltersSchema, ["search", "status"] as const);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffSiteOffersQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack>
      <FilterBar filters={filters} label="Фильтры предложений">
        <SearchField filters={filters} label="Заголовок или код" placeholder="Например, КАМАЗ" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Публикация"
          placeholder="Все"
          options={PUBLISHED_OPTIONS}
        />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить предложения"
        loading={<TableSkeleton label="Загружаем предложения…" />}
        noMatch={{ title: "По этим условиям предложений нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState
            title="Спецпредложений пока нет"
            action={
              <ButtonLink to="/staff/site/offers/new" variant="secondary">
                Добавить предложение
              </ButtonLink>
            }
          >
            <p>Новое предложение сохраняется черновиком и попадает на сайт после публикации.</p>
          </EmptyState>
        }
        countForms={["предложение", "предложения", "предложений"]}
      >
        {(page) => (
          <Table
            framed
            caption="Спецпредложения"
            captionHidden
            columns={[
              {
                key: "title",
                header: "Предложение",
                cell: (o) => (
                  <Cell
                    main={<Link to={`/staff/site/offers/${o.id}`}>{o.title}</Link>}
                    sub={[o.categoryTitle, o.isFeatured ? "главное" : undefined]}
                  />
                ),
              },
              {
                key: "days",
                header: "Даты",
                cell: (o) => `${formatDate(o.validFrom)} — ${o.validTo ? formatDate(o.validTo) : "без срока"}`,
              },
              {
                key: "state",
                header: "На сайте",
                cell: (o) => <Badge tone={STATE_TONES[o.state]}>{o.stateTitle}</Badge>,
              },
            ]}
            rows={page.items}
            rowKey={(o) => String(o.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function PartnersList() {
  const filters = useListFilters(StaffSiteFiltersSchema, ["search", "status"] as const);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffSitePartnersQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack>
      <FilterBar filters={filters} label="Фильтры партнёров">
        <SearchField filters={filters} label="Название или код" placeholder="Например, АвтоСфера" />
        <FilterSelect
          filters={filters}
          name="status"
          label="Публикация"
          placeholder="Все"
          options={PUBLISHED_OPTIONS}
        />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить партнёров"
        loading={<TableSkeleton label="Загружаем партнёров…" />}
        noMatch={{ title: "По этим условиям партнёров нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState
            title="Партнёров пока нет"
            action={
              <ButtonLink to="/staff/site/partners/new" variant="secondary">
                Добавить партнёра
              </ButtonLink>
            }
          >
            <p>Новый партнёр сохраняется черновиком и попадает на сайт после публикации.</p>
          </EmptyState>
        }
        countForms={["партнёр", "партнёра", "партнёров"]}
      >
        {(page) => (
          <Table
            framed
            caption="Партнёры"
            captionHidden
            columns={[
              {
                key: "name",
                header: "Партнёр",
                cell: (p) => (
                  <Cell main={<Link to={`/staff/site/partners/${p.id}`}>{p.name}</Link>} sub={p.kindTitle} />
                ),
              },
              { key: "cities", header: "Города", cell: (p) => p.cities.join(", ") || "—" },
              { key: "state", header: "Публикация", cell: (p) => <PublishedBadge published={p.isPublished} /> },
            ]}
            rows={page.items}
            rowKey={(p) => String(p.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function ReviewsList() {
  const filters = useListFilters(StaffReviewFiltersSchema, ["search", "status"] as const);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffSiteReviewsQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack>
      <FilterBar filters={filters} label="Фильтры отзывов">
        <SearchField filters={filters} label="Автор, компания, город или текст" placeholder="Например, Казань" />
        <FilterSelect filters={filters} name="status" label="Статус" placeholder="Все" options={REVIEW_STATUS_TITLES} />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить отзывы"
        loading={<TableSkeleton label="Загружаем отзывы…" />}
        noMatch={{ title: "По этим условиям отзывов нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="Отзывов пока нет">
            <p>Отзывы, которые клиенты оставляют на сайте, появятся здесь и будут ждать модерации.</p>
          </EmptyState>
        }
        countForms={["отзыв", "отзыва", "отзывов"]}
        meta={(list) => (list.counts.new > 0 ? <p>На модерации: {list.counts.new}</p> : null)}
      >
        {(page) => (
          <ul className={styles.reviews} aria-label="Отзывы клиентов">
            {page.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </FilteredList>
    </Stack>
  );
}

/** One review with the moderator's decisions: publish, hide, and the company's reply under it. */
function ReviewCard({ review }: { review: StaffReview }) {
  const [decide, decision] = useStaffSiteReviewDecideMutation();
  const [saveReply, replying] = useStaffSiteReviewReplyMutation();
  const [reply, setReply] = useState(review.reply ?? "");
  const [done, setDone] = useState<string | null>(null);
  const who = [review.author, review.company, review.city].filter(Boolean).join(", ");
  const titleId = `review-${review.id}`;

  async function sendReply(event: FormEvent) {
    event.preventDefault();
    if (replying.isLoading) return;
    setDone(null);
    const result = await saveReply({ id: review.id, reply });
    if ("data" in result) setDone(reply.trim() ? "Ответ сохранён." : "Ответ убран.");
  }

  async function choose(next: "publish" | "hide") {
    if (decision.isLoading) return;
    setDone(null);
    const result = await decide({ id: review.id, decision: next });
    if ("data" in result) setDone(next === "publish" ? "Отзыв опубликован." : "Отзыв скрыт.");
  }

  return (
    <Card title={who} titleId={titleId}>
      <div className={styles.review}>
        <div className={styles.reviewHead}>
          <Badge tone={REVIEW_TONES[review.status]}>{review.statusTitle}</Badge>
          <span>
            Оценка {review.rating} из 5 · {formatDate(review.date)}
          </span>
        </div>
        <p className={styles.reviewText}>{review.text}</p>
        {review.reply ? (
          <p className={styles.reply}>
            <strong>Ответ компании:</strong> {review.reply}
          </p>
        ) : null}
        <div className={styles.actions}>
          {review.status !== "published" ? (
            <Button variant="primary" aria-disabled={decision.isLoading || undefined} onClick={() => choose("publish")}>
              Опубликовать<span className="visually-hidden">: отзыв {review.author}</span>
            </Button>
          ) : null}
          {review.status !== "hidden" ? (
            <Button variant="secondary" aria-disabled={decision.isLoading || undefined} onClick={() => choose("hide")}>
              Скрыть<span className="visually-hidden">: отзыв {review.author}</span>
            </Button>
          ) : null}
        </div>
        <details>
          <summary>{review.reply ? "Изменить ответ" : "Ответить"}</summary>
          <form className={styles.form} onSubmit={sendReply} aria-label={`Ответ на отзыв: ${review.author}`}>
            <TextAreaField
              label="Ответ компании"
              name="reply"
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
              maxLength={STAFF_REVIEW_REPLY_MAX}
              rows={3}
              hint="Показывается под отзывом на сайте. Пустой ответ убирает его."
            />
            <div>
              <Button type="submit" variant="secondary" aria-disabled={replying.isLoading || undefined}>
                Сохранить ответ
              </Button>
            </div>
          </form>
        </details>
        {done ? (
          <p role="status" className={styles.done}>
            {done}
          </p>
        ) : null}
        {decision.error || replying.error ? (
          <Alert tone="error" title="Не удалось сохранить">
            <p>{apiErrorMessage(decision.error ?? replying.error)}</p>
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}

function CitiesList() {
  const filters = useListFilters(StaffCityFiltersSchema, ["search"] as const);
  const query = useStaffSiteCitiesQuery(listQueryString(filters.request.filters, 1), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack>
      <FilterBar filters={filters} label="Поиск городов">
        <SearchField filters={filters} label="Город или регион" placeholder="Например, Казань" />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить города"
        loading={<TableSkeleton label="Загружаем города…" />}
        noMatch={{ title: "Таких городов нет", text: <p>Измените поисковый запрос.</p> }}
        empty={
          <EmptyState
            title="Городов пока нет"
            action={
              <ButtonLink to="/staff/site/cities/new" variant="secondary">
                Добавить город
              </ButtonLink>
            }
          >
            <p>Города с офисами показываются в переключателе города и на странице контактов.</p>
          </EmptyState>
        }
        countForms={["город", "города", "городов"]}
      >
        {({ items }) => (
          <Table
            framed
            caption="Города и офисы"
            captionHidden
            columns={[
              {
                key: "name",
                header: "Город",
                cell: (c) => (
                  <Cell
                    main={<Link to={`/staff/site/cities/${c.id}`}>{c.name}</Link>}
                    sub={`${c.region}, код региона ${c.regionId}`}
                  />
                ),
              },
              { key: "offices", header: "Офисов", cell: (c) => String(c.offices) },
              { key: "vacancies", header: "Вакансий", cell: (c) => String(c.vacancies) },
              {
                key: "default",
                header: "Основной",
                cell: (c) => (c.isDefault ? <Badge tone="info">Основной город</Badge> : "—"),
              },
            ]}
            rows={items}
            rowKey={(c) => String(c.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}
