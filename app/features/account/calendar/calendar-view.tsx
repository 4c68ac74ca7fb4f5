import { type KeyboardEvent, useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { CalendarItem, CalendarListResponse } from "../../../../contract/lk-calendar.ts";
import { apiErrorStatus } from "../../../lib/api-error";
import { formatMoney, formatNumber } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { Skeleton } from "../../../ui/skeleton";
import { searchWith } from "../lk/list-params";
import { formatDateWithWeekday, formatDayMonth, formatMonth, WEEKDAYS_SHORT } from "../lk/lk-format";
import { Badge, BlockSkeleton, Card, EmptyState, PageHeader, QueryError, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./calendar.module.css";
import { useCalendarDetailQuery, useCalendarListQuery } from "./calendar-api";
import { addMonths, dateForKey, isDate, isMonth, monthGrid } from "./calendar-grid";

type Day = CalendarListResponse["days"][number];

const STATUS: Record<CalendarItem["status"], { title: string; tone: Tone }> = {
  paid: { title: "Оплачен", tone: "success" },
  due: { title: "К оплате", tone: "info" },
  overdue: { title: "Просрочен", tone: "danger" },
  planned: { title: "Запланирован", tone: "neutral" },
};

const KIND_TITLES: Record<CalendarItem["kind"], string> = {
  payment: "Лизинговый платёж",
  advance: "Аванс",
  buyout: "Выкупной платёж",
  policy: "Окончание полиса",
  inspection: "Техосмотр / ТО",
  document: "Документы",
  event: "Событие",
};

/** The state of a day for its colour: overdue beats due beats paid; days with events only are «event». */
function dayState(day: Day): "overdue" | "due" | "paid" | "event" {
  if (day.hasOverdue) return "overdue";
  const payments = day.items.filter((i) => i.amount !== null);
  if (payments.some((i) => i.status === "due" || i.status === "planned")) return "due";
  if (payments.length > 0) return "paid";
  return "event";
}

/** What fits a day cell: «274 тыс.», «1,8 млн», «950 ₽» (the full sum is in the label and the detail). */
function compactAmount(amount: number): string {
  if (amount >= 999_500)
    return `${formatNumber(amount / 1e6, amount >= 9_950_000 ? 0 : 1).replace(/,0$/, "")}\u00a0млн`;
  if (amount >= 1000) return `${formatNumber(Math.round(amount / 1000))}\u00a0тыс.`;
  return `${formatNumber(amount)}\u00a0₽`;
}

function dayLabel(date: string, day: Day | undefined, today: string): string {
  const parts = [formatDateWithWeekday(date)];
  if (date === today) parts.push("сегодня");
  if (day) {
    if (day.paymentsCnt > 0) {
      parts.push(
        `${countOf(day.paymentsCnt, ["платёж", "платежа", "платежей"])} на ${formatMoney(day.paymentsAmount, { kopecks: true })}`,
      );
    }
    if (day.hasOverdue) parts.push("есть просрочка");
    if (day.eventsCnt > 0) parts.push(countOf(day.eventsCnt, ["событие", "события", "событий"]));
  } else {
    parts.push("нет платежей");
  }
  return parts.join(", ");
}

/**
 * The payment calendar: a month grid (`?month=YYYY-MM`) with payment days coloured by state, the selected day's
 * detail (`?date=`, `accounting/calendar/detail/`) and the month's agenda. The month is a table of day buttons
 * with one tab stop (roving tabindex): arrows move by day and week, Home/End to the week's ends, PageUp/PageDown
 * by month, Enter or Space opens the day.
 */
export function CalendarView() {
  const [search, setSearch] = useSearchParams();
  const monthParam = search.get("month");
  const month = isMonth(monthParam) ? monthParam : undefined;
  const dateParam = search.get("date");
  // A key that crossed the month's edge asks the new month's grid to take the focus.
  const focusDate = (useLocation().state as { focusDate?: string } | null)?.focusDate ?? null;
  const { data, currentData, error, isFetching, refetch } = useCalendarListQuery({ month });

  const shown = currentData ?? data;
  const shownMonth = shown?.month ?? month;

  return (
    <div className={ui.page}>
      <PageHeader
        title="Календарь платежей"
        lead={<p>Платежи по графику и события по всем договорам профиля. Выберите день, чтобы увидеть подробности.</p>}
      />
      {error && !currentData ? (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить календарь" />
      ) : !shown || !shownMonth ? (
        <CalendarSkeleton />
      ) : (
        <CalendarBody
          key={shown.month}
          data={shown}
          stale={!currentData}
          selected={isDate(dateParam) && dateParam.startsWith(shown.month) ? dateParam : null}
          focusOnMount={focusDate}
          onMonth={(next, date) =>
            setSearch((prev) => new URLSearchParams(searchWith(prev, { month: next, date: date ?? null })), {
              preventScrollReset: true,
              state: date ? { focusDate: date } : undefined,
            })
          }
          onSelect={(date) =>
            setSearch((prev) => new URLSearchParams(searchWith(prev, { month: date.slice(0, 7), date })), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      )}
    </div>
  );
}

function CalendarBody({
  data,
  stale,
  selected,
  focusOnMount,
  onMonth,
  onSelect,
}: {
  data: CalendarListResponse;
  stale: boolean;
  selected: string | null;
  focusOnMount: string | null;
  onMonth: (month: string, date?: string) => void;
  onSelect: (date: string) => void;
}) {
  const { month, today } = data;
  const weeks = useMemo(() => monthGrid(month), [month]);
  const byDate = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days]);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef<string | null>(null);

  // The day in focus: the one chosen, else today in this month, else the next day with something, else the 1st.
  const active =
    selected ??
    (today.startsWith(month) ? today : null) ??
    data.days.find((d) => d.date >= today)?.date ??
    data.days[0]?.date ??
    `${month}-01`;

  // The detail shows the chosen day, else the next day with something to pay, else the day in focus.
  const shownDate =
    selected ??
    data.days.find((d) => d.date >= today && d.paymentsCnt > 0)?.date ??
    data.days.find((d) => d.date >= today)?.date ??
    active;

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`)?.focus();
  });

  // Arriving from PageUp/PageDown or an arrow across the month's edge: the new grid takes the focus once.
  const initialFocus = useRef(focusOnMount);
  useEffect(() => {
    const target = initialFocus.current;
    if (target) gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`)?.focus();
  }, []);

  function handleKey(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = dateForKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    if (next.startsWith(month)) {
      // Focus moves at once (quick repeated keys continue from there); the URL follows.
      gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
      focusAfterRender.current = next;
      onSelect(next);
    } else {
      onMonth(next.slice(0, 7), next);
    }
  }

  const prev = addMonths(month, -1);
  const next = addMonths(month, 1);
  const titleId = "calendar-month-title";

  return (
    <>
      <div className={ui.stats}>
        <Stat label="Платежи за месяц" value={data.totals.payments} />
        <Stat label="Оплачено" value={data.totals.paid} />
        <Stat label="Осталось оплатить" value={data.totals.unpaid} />
        <Stat label="Просрочено" value={data.totals.overdue} danger={data.totals.overdue > 0} />
      </div>

      <div className={styles.layout}>
        <section className={`${styles.calendar} ${stale ? ui.stale : ""}`} aria-labelledby={titleId}>
          <div className={styles.monthBar}>
            <Link
              to={`?month=${prev}`}
              className={styles.monthStep}
              preventScrollReset
              aria-label={`Предыдущий месяц: ${formatMonth(prev)}`}
            >
              <Icon name="chevron-left" size={20} />
            </Link>
            <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
              {formatMonth(month)}
            </h2>
            <Link
              to={`?month=${next}`}
              className={styles.monthStep}
              preventScrollReset
              aria-label={`Следующий месяц: ${formatMonth(next)}`}
            >
              <Icon name="chevron-right" size={20} />
            </Link>
            {!today.startsWith(month) ? (
              <Link to="?" className={styles.todayLink} preventScrollReset>
                Сегодня
              </Link>
            ) : null}
          </div>

          <table ref={gridRef} className={styles.grid} aria-labelledby={titleId}>
            <thead>
              <tr>
                {WEEKDAYS_SHORT.map((d) => (
                  <th key={d} scope="col" abbr={d}>
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((cell) => {
                    if (!cell.inMonth) {
                      return <td key={cell.date} className={styles.outside} aria-hidden="true" />;
                    }
                    const day = byDate.get(cell.date);
                    const state = day ? dayState(day) : null;
                    const isSelected = cell.date === active && selected !== null;
                    return (
                      <td key={cell.date}>
                        <button
                          type="button"
                          className={styles.day}
                          data-date={cell.date}
                          data-state={state ?? undefined}
                          data-today={cell.date === today || undefined}
                          data-selected={isSelected || undefined}
                          tabIndex={cell.date === active ? 0 : -1}
                          aria-label={dayLabel(cell.date, day, today)}
                          aria-current={cell.date === today ? "date" : undefined}
                          aria-pressed={isSelected}
                          onClick={() => onSelect(cell.date)}
                          onKeyDown={(event) => handleKey(event, cell.date)}
                        >
                          <span className={styles.dayNumber} aria-hidden="true">
                            {cell.day}
                          </span>
                          {day && day.paymentsCnt > 0 ? (
                            <span className={styles.dayAmount} aria-hidden="true">
                              {compactAmount(day.paymentsAmount)}
                            </span>
                          ) : null}
                          {day ? <span className={styles.dot} aria-hidden="true" /> : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>

          <ul className={styles.legend} aria-label="Обозначения">
            <li data-state="overdue">Просрочен</li>
            <li data-state="due">К оплате</li>
            <li data-state="paid">Оплачен</li>
            <li data-state="event">Событие</li>
          </ul>
        </section>

        <DayDetail date={shownDate} day={byDate.get(shownDate)} chosen={selected !== null} />
      </div>

      <Card title={`Все платежи и события: ${formatMonth(month).toLowerCase()}`} titleId="agenda-title">
        {data.days.length === 0 ? (
          <EmptyState title="В этом месяце у вас нет платежей и событий">
            <p>Посмотрите соседние месяцы стрелками над календарём.</p>
          </EmptyState>
        ) : (
          <ol className={styles.agenda}>
            {data.days.map((day) => (
              <li key={day.date} className={styles.agendaDay}>
                <button
                  type="button"
                  className={styles.agendaDate}
                  onClick={() => onSelect(day.date)}
                  aria-pressed={day.date === selected}
                >
                  {formatDayMonth(day.date)}
                </button>
                <ul className={styles.agendaItems}>
                  {day.items.map((item) => (
                    <li key={item.id}>
                      <span className={styles.agendaTitle}>{item.title}</span>
                      {item.amount !== null ? (
                        <span className={styles.agendaAmount}>{formatMoney(item.amount, { kopecks: true })}</span>
                      ) : null}
                      <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].title}</Badge>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

function Stat({ label, value, danger }: { label: string; value: number; danger?: boolean }) {
  return (
    <div className={`${ui.stat} ${danger ? ui.statDanger : ""}`}>
      <p className={ui.statLabel}>{label}</p>
      <p className={ui.statValue}>
        <Money value={value} />
      </p>
    </div>
  );
}

/** The chosen day: `accounting/calendar/detail/?date=` (only asked for days that have something). */
function DayDetail({ date, day, chosen }: { date: string; day: Day | undefined; chosen: boolean }) {
  const { data, error, isFetching, refetch } = useCalendarDetailQuery({ date }, { skip: !day });
  return (
    <section className={styles.detail} aria-labelledby="day-title" aria-live="polite">
      <h2 id="day-title" className={styles.detailTitle}>
        {formatDateWithWeekday(date)}
      </h2>
      {!day ? (
        <p className={ui.muted}>
          {chosen
            ? "В этот день платежей и событий нет."
            : "Выберите день в календаре, чтобы увидеть платежи и события."}
        </p>
      ) : data ? (
        <>
          {data.paymentsAmount > 0 ? (
            <p className={styles.detailSum}>
              Платежи на <Money value={data.paymentsAmount} kopecks />
            </p>
          ) : null}
          <ul className={styles.detailItems}>
            {data.items.map((item) => (
              <li key={item.id} className={styles.detailItem} data-status={item.status}>
                <div className={styles.detailHead}>
                  <span className={styles.detailKind}>{KIND_TITLES[item.kind]}</span>
                  <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].title}</Badge>
                </div>
                <p className={styles.detailItemTitle}>{item.title}</p>
                {item.amount !== null ? (
                  <p className={styles.detailAmount}>
                    <Money value={item.amount} kopecks />
                  </p>
                ) : null}
                {item.text ? <p className={`${ui.small} ${ui.muted}`}>{item.text}</p> : null}
                {item.contractCode ? (
                  <Link to={`/account/contracts/${item.contractCode}`} className={ui.small}>
                    Договор № {item.contractNumber}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : error ? (
        apiErrorStatus(error) === 404 ? (
          <p className={ui.muted}>В этот день платежей и событий нет.</p>
        ) : (
          <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить день" />
        )
      ) : (
        <BlockSkeleton label="Загружаем платежи дня…" lines={3} />
      )}
    </section>
  );
}

function CalendarSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        Загружаем календарь…
      </span>
      <div className={styles.calendar}>
        <Skeleton width="12rem" height="2rem" />
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 35 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <Skeleton key={i} height="3.5rem" />
          ))}
        </div>
      </div>
      <div className={styles.detail}>
        <BlockSkeleton label="" lines={4} />
      </div>
    </div>
  );
}
