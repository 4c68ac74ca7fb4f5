import { useState } from "react";
import { Link } from "react-router";
import { type Notification, NotificationsFiltersSchema } from "../../../../contract/lk-notifications.ts";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { notificationMarkToggled, selectMarkedNotifications } from "../../../store/slices/marked-slice";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { LoadingRegion, Skeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatMoment } from "../lk/lk-format";
import styles from "./notifications.module.css";
import {
  type NotificationsList,
  useMarkNotificationsReadMutation,
  useNotificationsListQuery,
} from "./notifications-api";
import { ReviewDialog } from "./review-dialog";

const FILTER_KEYS = ["subject", "isRead", "dateFrom", "dateTo"] as const;
// Any other `isRead` in the address is ignored rather than refused.
const DECODE = { isRead: (value: string) => (value === "true" ? true : value === "false" ? false : undefined) };

/** What the list asks `notifications/list/` for at an address, as the screen reads it (its route's loader too). */
export function notificationsListSearch(search: URLSearchParams) {
  return readListSearch(search, NotificationsFiltersSchema, FILTER_KEYS, DECODE);
}

/**
 * Notifications of the active profile: filter by subject (`subjects` as `{ code, title }`), read state and
 * period in the URL; «Прочитано» posts the ids to `notifications/counter/` (the list and the counters follow, a
 * failure is ignored); «Отметить» keeps a flag on this device (`marked.accountNotifications`); a notification
 * that asks for it opens the rate-a-service dialog.
 */
export function NotificationsView() {
  const filters = useListFilters(NotificationsFiltersSchema, FILTER_KEYS, { decode: DECODE });
  const query = useNotificationsListQuery(filters.request, { skip: filters.filterError !== null });
  const list = query.currentData ?? query.data;
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const unreadOnPage = list?.items.filter((n) => !n.isRead).map((n) => n.id) ?? [];

  return (
    <Stack>
      <PageHeader
        title="Уведомления"
        lead={
          list ? (
            <p>{list.unread > 0 ? `Непрочитанных: ${list.unread}` : "Все уведомления прочитаны"}</p>
          ) : (
            <p>Сообщения о платежах, документах, полисах и штрафах.</p>
          )
        }
        actions={
          unreadOnPage.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={marking || undefined}
              // A failure of the marking is ignored on purpose (SPEC.md §4): the list simply stays as it is.
              onClick={() => !marking && void markRead(unreadOnPage)}
            >
              Прочитать все на странице ({unreadOnPage.length})
            </Button>
          ) : null
        }
      />

      <FilterBar filters={filters} label="Фильтры уведомлений">
        <FilterSelect
          filters={filters}
          name="subject"
          label="Тема"
          placeholder="Все темы"
          options={list?.subjects ?? []}
        />
        <FilterSelect
          filters={filters}
          name="isRead"
          label="Показать"
          placeholder="Все"
          options={{ false: "Непрочитанные", true: "Прочитанные" }}
        />
        <PeriodFields filters={filters} fromLabel="С даты" />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить уведомления"
        loading={<ListSkeleton />}
        noMatch={{ title: "Таких уведомлений нет", reset: "Показать все" }}
        empty={
          <EmptyState title="У вас пока нет уведомлений">
            <p>Здесь появятся напоминания о платежах, новые документы, полисы и штрафы.</p>
          </EmptyState>
        }
        countForms={["уведомление", "уведомления", "уведомлений"]}
        meta={() => <MarkedCount />}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.items.map((n) => (
              <NotificationItem key={n.id} item={n} subjects={list.subjects} />
            ))}
          </ul>
        )}
      </FilteredList>
    </Stack>
  );
}

function MarkedCount() {
  const marked = useAppSelector(selectMarkedNotifications);
  if (marked.length === 0) return null;
  return <p>Отмечено на этом устройстве: {marked.length}</p>;
}

function NotificationItem({ item, subjects }: { item: Notification; subjects: NotificationsList["subjects"] }) {
  const dispatch = useAppDispatch();
  const marked = useAppSelector((state) => state.marked.accountNotifications.includes(item.id));
  const [markRead, { isLoading }] = useMarkNotificationsReadMutation();
  const [reviewOpen, setReviewOpen] = useState(false);
  const subject = subjects.find((s) => s.code === item.subject)?.title ?? item.subject;
  const titleId = `notification-${item.id}-title`;

  return (
    <li className={styles.item} data-unread={!item.isRead || undefined} data-marked={marked || undefined}>
      <div className={styles.meta}>
        <Badge tone="info">{subject}</Badge>
        <time dateTime={item.date} className={styles.date}>
          {formatMoment(item.date)}
        </time>
        {!item.isRead ? <span className={styles.newMark}>Новое</span> : null}
      </div>
      <h2 id={titleId} className={styles.title}>
        {!item.isRead ? <span className="visually-hidden">Непрочитанное: </span> : null}
        {item.title}
      </h2>
      <p className={styles.text}>{item.text}</p>

      {item.review?.rating ? (
        <p className={styles.review}>
          <span aria-hidden="true" className={styles.stars}>
            {"★".repeat(item.review.rating)}
            <span className={styles.starsOff}>{"★".repeat(5 - item.review.rating)}</span>
          </span>
          <span>
            Ваша оценка: {item.review.rating} из 5{item.review.comment ? ` — «${item.review.comment}»` : ""}
          </span>
        </p>
      ) : null}

      <div className={styles.actions}>
        {item.review && item.review.rating === null ? (
          <Button size="sm" onClick={() => setReviewOpen(true)}>
            Оценить
          </Button>
        ) : null}
        {item.link ? (
          <Link to={item.link} className={styles.action}>
            Подробнее<span className="visually-hidden">: {item.title}</span>
          </Link>
        ) : null}
        {!item.isRead ? (
          <button
            type="button"
            className={styles.action}
            aria-disabled={isLoading || undefined}
            // A failure is ignored (SPEC.md §4): the notification stays unread, nothing else happens.
            onClick={() => !isLoading && void markRead([item.id])}
          >
            Прочитано<span className="visually-hidden">: {item.title}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.action} ${styles.flag}`}
          aria-pressed={marked}
          onClick={() => dispatch(notificationMarkToggled(item.id))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M6 21V4h10l-1.5 4L16 12H6"
              fill={marked ? "currentColor" : "none"}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {marked ? "Отмечено" : "Отметить"}
          <span className="visually-hidden">: {item.title}</span>
        </button>
      </div>

      {item.review && reviewOpen ? (
        <ReviewDialog open onClose={() => setReviewOpen(false)} notificationId={item.id} title={item.title} />
      ) : null}
    </li>
  );
}

function ListSkeleton() {
  return (
    <LoadingRegion label="Загружаем уведомления…" className={styles.list}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.item}>
          <Skeleton width="30%" />
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton lines={2} />
        </div>
      ))}
    </LoadingRegion>
  );
}
