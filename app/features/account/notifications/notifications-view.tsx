import { useState } from "react";
import { Link } from "react-router";
import { type Notification, NotificationsFiltersSchema } from "../../../../contract/lk-notifications.ts";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { notificationMarkToggled, selectMarkedNotifications } from "../../../store/slices/marked-slice";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Pagination } from "../../../ui/pagination";
import { Select } from "../../../ui/select";
import { Skeleton } from "../../../ui/skeleton";
import { pageHref, readPage, useFilterForm } from "../lk/list-params";
import { countOf, formatMoment } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, QueryError } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./notifications.module.css";
import {
  type NotificationsList,
  useMarkNotificationsReadMutation,
  useNotificationsListQuery,
} from "./notifications-api";
import { ReviewDialog } from "./review-dialog";

const FILTER_KEYS = ["subject", "isRead", "dateFrom", "dateTo"] as const;

/**
 * Notifications of the active profile: filter by subject (`subjects` as `{ code, title }`), read state and
 * period in the URL; «Прочитано» posts the ids to `notifications/counter/` (the list and the counters follow, a
 * failure is ignored); «Отметить» keeps a flag on this device (`marked.accountNotifications`); a notification
 * that asks for it opens the rate-a-service dialog.
 */
export function NotificationsView() {
  const form = useFilterForm();
  const { search } = form;
  const isReadParam = search.get("isRead");
  const parsed = NotificationsFiltersSchema.safeParse({
    subject: search.get("subject") || undefined,
    isRead: isReadParam === "true" ? true : isReadParam === "false" ? false : undefined,
    dateFrom: search.get("dateFrom") || undefined,
    dateTo: search.get("dateTo") || undefined,
  });
  const currentPage = readPage(search);
  const filtered = form.hasFilters(FILTER_KEYS);
  const { data, currentData, error, isFetching, refetch } = useNotificationsListQuery(
    { filters: parsed.success ? parsed.data : {}, currentPage },
    { skip: !parsed.success },
  );
  const list = currentData ?? data;
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Проверьте фильтры");
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const unreadOnPage = list?.items.filter((n) => !n.isRead).map((n) => n.id) ?? [];

  return (
    <div className={ui.page}>
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

      <form
        key={search.toString()}
        method="get"
        className={ui.filters}
        onSubmit={form.onSubmit}
        aria-label="Фильтры уведомлений"
      >
        <Select
          label="Тема"
          name="subject"
          defaultValue={search.get("subject") ?? ""}
          placeholder="Все темы"
          options={(list?.subjects ?? []).map((s) => ({ value: s.code, label: s.title }))}
          onChange={form.applyNow}
        />
        <Select
          label="Показать"
          name="isRead"
          defaultValue={isReadParam ?? ""}
          placeholder="Все"
          options={[
            { value: "false", label: "Непрочитанные" },
            { value: "true", label: "Прочитанные" },
          ]}
          onChange={form.applyNow}
        />
        <Field label="С даты" name="dateFrom" type="date" defaultValue={search.get("dateFrom") ?? ""} />
        <Field
          label="по"
          name="dateTo"
          type="date"
          defaultValue={search.get("dateTo") ?? ""}
          error={filterError ?? undefined}
        />
        <div className={ui.filterActions}>
          <Button type="submit">Показать</Button>
          {filtered ? (
            <Button variant="ghost" onClick={form.reset}>
              Сбросить
            </Button>
          ) : null}
        </div>
      </form>

      {filterError ? null : error && !currentData ? (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить уведомления" />
      ) : !list ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        filtered ? (
          <EmptyState
            title="Таких уведомлений нет"
            action={
              <Button variant="secondary" onClick={form.reset}>
                Показать все
              </Button>
            }
          />
        ) : (
          <EmptyState title="У вас пока нет уведомлений">
            <p>Здесь появятся напоминания о платежах, новые документы, полисы и штрафы.</p>
          </EmptyState>
        )
      ) : (
        <div className={!currentData ? ui.stale : undefined} aria-busy={isFetching || undefined}>
          <div className={ui.listMeta}>
            <p role="status">
              {filtered ? "Найдено" : "Всего"}{" "}
              {countOf(list.pagination.totalCnt, ["уведомление", "уведомления", "уведомлений"])}
            </p>
            <MarkedCount />
          </div>
          <ul className={styles.list}>
            {list.items.map((n) => (
              <NotificationItem key={n.id} item={n} subjects={list.subjects} />
            ))}
          </ul>
          <Pagination
            page={list.pagination.currentPage}
            pageCount={list.pagination.pageCnt}
            hrefFor={(page) => pageHref(search, page)}
            label="Страницы уведомлений"
          />
        </div>
      )}
    </div>
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
    <div className={styles.list} aria-busy="true">
      <span className="visually-hidden" role="status">
        Загружаем уведомления…
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.item}>
          <Skeleton width="30%" />
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}
