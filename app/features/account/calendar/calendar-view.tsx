import { type KeyboardEvent, useEffect, useMemo, useRef } from "react";
import { Link, useLocation } from "react-router";
import { z } from "zod";
import type { CalendarItem, CalendarListResponse } from "../../../../contract/lk-calendar.ts";
import { IsoDateSchema, IsoMonthSchema } from "../../../../contract/lk-common.ts";
import { addMonthsToMonth, moscowDate } from "../../../../core/calendar-dates.ts";
import { formatMoney, formatNumber } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Badge, type Tone } from "../../../ui/badge";
import { Card } from "../../../ui/card";
import { Columns } from "../../../ui/columns";
import { EmptyState } from "../../../ui/empty-state";
import { Field } from "../../../ui/field";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton, LoadingRegion, Skeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Text } from "../../../ui/text";
import { ContractLink } from "../contracts/contract-link";
import { FilterBar } from "../list-filters/filter-bar";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDateWithWeekday, formatDayMonth, formatMonth, WEEKDAYS_SHORT } from "../lk/lk-format";
import styles from "./calendar.module.css";
import { useCalendarDetailQuery, useCalendarListQuery } from "./calendar-api";
import { dateForKey, monthGrid } from "./calendar-grid";

type Day = CalendarListResponse["days"][number];

/** The month and the chosen day in the address; a wrong one (an old or edited link) is ignored, not refused. */
const CalendarFiltersSchema = z.object({
  month: IsoMonthSchema.optional().catch(undefined),
  date: IsoDateSchema.optional().catch(undefined),
});
const CALENDAR_KEYS = ["month", "date"] as const;

/** The month and the chosen day at an address, as the screen reads them (its route's loader too). */
export function calendarSearch(search: URLSearchParams) {
  return readListSearch(search, CalendarFiltersSchema, CALENDAR_KEYS).request.filters;
}

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
 * The payment calendar: a month grid (`?month=YYYY-MM`, the list filter of the month) with payment days coloured
 * by state, the selected day's detail (`?date=`, `accounting/calendar/detail/`) and the month's agenda. The month
 * is a table of day buttons with one tab stop (roving tabindex): arrows move by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month, Enter or Space opens the day.
 */
export function CalendarView() {
  const filters = useListFilters(CalendarFiltersSchema, CALENDAR_KEYS);
  const { month, date } = filters.request.filters;
  // A key that crossed the month's edge asks the new month's grid to take the focus.
  const focusDate = (useLocation().state as { focusDate?: string } | null)?.focusDate ?? null;
  const query = useCalendarListQuery({ month });

  return (
    <Stack>
      <PageHeader
        title="Календарь платежей"
        lead={<p>Платежи по графику и события по всем договорам профиля. Выберите день, чтобы увидеть подробности.</p>}
      />
      <FilterBar filters={filters} label="Месяц календаря">
        <Field
          className={styles.monthField}
          label="Месяц"
          name="month"
          type="month"
          placeholder="ГГГГ-ММ"
          defaultValue={month ?? moscowDate().slice(0, 7)}
        />
      </FilterBar>
      <QueryState query={query} errorTitle="Не удалось загрузить календарь" loading={<CalendarSkeleton />}>
        {(data, { stale }) => (
          <CalendarBody
            key={data.month}
            data={data}
            stale={stale}
            selected={date?.startsWith(data.month) ? date : null}
            focusOnMount={focusDate}
            onMonth={(next, day) =>
              filters.set({ month: next, date: day ?? null }, day ? { state: { focusDate: day } } : {})
            }
            onSelect={(day) => filters.set({ month: day.slice(0, 7), date: day }, { replace: true })}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** The day in focus: the one chosen, else today in this month, else the next day with something, else the 1st. */
function activeDayOf(data: CalendarListResponse, selected: string | null): string {
  const { month, today } = data;
  return (
    selected ??
    (today.startsWith(month) ? today : null) ??
    data.days.find((d) => d.date >= today)?.date ??
    data.days[0]?.date ??
    `${month}-01`
  );
}

/** The detail shows the chosen day, else the next day with something to pay, else the day in focus. */
function shownDayOf(data: CalendarListResponse, selected: string | null, active: string): string {
  const { today } = data;
  return (
    selected ??
    data.days.find((d) => d.date >= today && d.paymentsCnt > 0)?.date ??
    data.days.find((d) => d.date >= today)?.date ??
    active
  );
}

/**
 * The day whose detail the screen asks for (`accounting/calendar/detail/`) once the month has come, with the
 * address's `date`; null when that day has nothing (the screen asks for nothing then). For the route's loader.
 */
export function calendarDetailDate(data: CalendarListResponse, date: string | undefined): string | null {
  const selected = date?.startsWith(data.month) ? date : null;
  const shown = shownDayOf(data, selected, activeDayOf(data, selected));
  return data.days.some((d) => d.date === shown) ? shown : null;
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

  const active = activeDayOf(data, selected);

  const shownDate = shownDayOf(data, selected, active);

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

  const prev = addMonthsToMonth(month, -1);
  const next = addMonthsToMonth(month, 1);
  const titleId = "calendar-month-title";

  return (
    <>
      <Stats>
        <Stat label="Платежи за месяц" value={<Money value={data.totals.payments} />} />
        <Stat label="Оплачено" value={<Money value={data.totals.paid} />} />
        <Stat label="Осталось оплатить" value={<Money value={data.totals.unpaid} />} />
        <Stat
          label="Просрочено"
          value={<Money value={data.totals.overdue} />}
          tone={data.totals.overdue > 0 ? "danger" : undefined}
        />
      </Stats>

      <Columns layout="aside">
        <Card labelledBy={titleId} className={stale ? styles.stale : undefined}>
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
                          {day ? <span className={styles.dot} aria-hidden="true" /> : null}
                        </button>
                        {/* Beside the button, not in it: its name says the full sum, and a visible text that
                            the name does not contain would mislead speech input (WCAG 2.5.3). */}
                        {day && day.paymentsCnt > 0 ? (
                          <span className={styles.dayAmount} data-state={state ?? undefined} aria-hidden="true">
                            {compactAmount(day.paymentsAmount)}
                          </span>
                        ) : null}
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
        </Card>

        <DayDetail date={shownDate} day={byDate.get(shownDate)} chosen={selected !== null} />
      </Columns>

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

/** The chosen day: `accounting/calendar/detail/?date=` (only asked for days that have something). */
function DayDetail({ date, day, chosen }: { date: string; day: Day | undefined; chosen: boolean }) {
  const query = useCalendarDetailQuery({ date }, { skip: !day });
  const nothing = (
    <Text as="p" muted>
      {chosen || day
        ? "В этот день платежей и событий нет."
        : "Выберите день в календаре, чтобы увидеть платежи и события."}
    </Text>
  );
  return (
    <Card labelledBy="day-title" className={styles.detail}>
      <div aria-live="polite">
        <h2 id="day-title" className={styles.detailTitle}>
          {formatDateWithWeekday(date)}
        </h2>
        {!day ? (
          nothing
        ) : (
          <QueryState
            query={query}
            errorTitle="Не удалось загрузить день"
            loading={<BlockSkeleton label="Загружаем платежи дня…" lines={3} />}
            notFound={nothing}
          >
            {(data) => (
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
                        <Text caps muted>
                          {KIND_TITLES[item.kind]}
                        </Text>
                        <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].title}</Badge>
                      </div>
                      <p className={styles.detailItemTitle}>{item.title}</p>
                      {item.amount !== null ? (
                        <p className={styles.detailAmount}>
                          <Money value={item.amount} kopecks />
                        </p>
                      ) : null}
                      {item.text ? (
                        <Text as="p" small muted>
                          {item.text}
                        </Text>
                      ) : null}
                      {item.contractCode && item.contractNumber ? (
                        <ContractLink
                          code={item.contractCode}
                          number={item.contractNumber}
                          named
                          className={styles.detailLink}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        )}
      </div>
    </Card>
  );
}

function CalendarSkeleton() {
  return (
    <LoadingRegion label="Загружаем календарь…">
      <Columns layout="aside">
        <Card as="div">
          <Skeleton width="12rem" height="2rem" />
          <div className={styles.skeletonGrid}>
            {Array.from({ length: 35 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
              <Skeleton key={i} height="3.5rem" />
            ))}
          </div>
        </Card>
        <Card as="div">
          <BlockSkeleton label="" lines={4} />
        </Card>
      </Columns>
    </LoadingRegion>
  );
}
