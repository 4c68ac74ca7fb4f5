import { useId } from "react";
import { Link } from "react-router";
import type { StaffLeadsDashboard as DashboardData, StaffLeadSeries } from "../../../contract/staff-leads.ts";
import { formatDate } from "../../features/account/lk/lk-format";
import { useStaffLeadsDashboardQuery } from "../../features/staff/leads-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { countOf } from "../../lib/quantity-format";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Stat, Stats } from "../../ui/stat";
import { Text } from "../../ui/text";
import type { Route } from "./+types/leads-dashboard";
import { LEAD_ROLES } from "./leads";
import styles from "./leads.module.css";

export function meta() {
  return staffMeta("Сводка по заявкам");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, LEAD_ROLES);
  return null;
}

const LEADS = ["заявка", "заявки", "заявок"] as const;
const back = <Link to="/staff/leads">← Все заявки</Link>;

/**
 * Colours of the chart's series, told apart by hue and lightness (and named in the legend and the table, so no one
 * depends on colour alone). Series past the palette are summed as «Прочие».
 */
const PALETTE = ["#1f5fbf", "#e07b00", "#2a9d5b", "#b8336a", "#6a4fc9", "#7a7a7a"];
const OTHERS_TITLE = "Прочие";

/** «12 мин», «3 ч 05 мин», «2 дн 4 ч». */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${Math.max(whole, minutes > 0 ? 1 : 0)} мин`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `${hours} ч ${String(whole % 60).padStart(2, "0")} мин`;
  return `${Math.floor(hours / 24)} дн ${hours % 24} ч`;
}

/**
 * `/staff/leads/dashboard`: the last 30 days — leads per day by source and by form (charts with their tables),
 * where the leads stand now, and how soon someone acts on a new one.
 */
export default function StaffLeadsDashboard() {
  const query = useStaffLeadsDashboardQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <Stack>
      <PageHeader title="Сводка по заявкам" back={back} lead={<p>Последние 30 дней, по московскому времени.</p>} />
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить сводку"
        loading={<BlockSkeleton label="Считаем заявки…" lines={8} />}
      >
        {(d) => <Dashboard data={d} />}
      </QueryState>
    </Stack>
  );
}

function Dashboard({ data: d }: { data: DashboardData }) {
  const period = `${formatDate(d.dateFrom)} — ${formatDate(d.dateTo)}`;
  return (
    <>
      <Card title="Итоги" titleId="staff-leads-summary">
        <Stats>
          <Stat label="Заявок за 30 дней" value={d.total} note={period} />
          <Stat
            label="Время до первого действия (медиана)"
            value={d.firstAction.medianMinutes === null ? "—" : formatMinutes(d.firstAction.medianMinutes)}
            note={`по ${countOf(d.firstAction.acted, ["заявке", "заявкам", "заявкам"])} с действием`}
          />
          <Stat
            label="Ждут первого действия"
            value={d.firstAction.waiting}
            tone={d.firstAction.waiting > 0 ? "danger" : undefined}
            note={<Link to="/staff/leads?status=new">Открыть новые</Link>}
          />
        </Stats>
      </Card>
      <Card title="Заявки по дням и источникам" titleId="staff-leads-by-source">
        <StackedBars
          days={d.days}
          series={d.bySource}
          caption={`Заявки по дням и источникам (utm_source), ${period}`}
        />
      </Card>
      <Card title="Заявки по дням и формам" titleId="staff-leads-by-kind">
        <StackedBars days={d.days} series={d.byKind} caption={`Заявки по дням и формам, ${period}`} />
      </Card>
      <Card title="Конверсия по статусам" titleId="staff-leads-conversion">
        <table className={styles.dataTable}>
          <caption className="visually-hidden">Заявки за 30 дней по их статусу сейчас</caption>
          <thead>
            <tr>
              <th scope="col">Статус</th>
              <th scope="col">Заявок</th>
              <th scope="col">Доля</th>
              <th scope="col">
                <span className="visually-hidden">Доля, шкала</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.conversion.map((c) => (
              <tr key={c.status}>
                <th scope="row">
                  <Link to={`/staff/leads?status=${c.status}&dateFrom=${d.dateFrom}`}>{c.title}</Link>
                </th>
                <td>{c.count}</td>
                <td>{c.percent.toLocaleString("ru-RU")} %</td>
                <td style={{ minWidth: "8rem" }} aria-hidden="true">
                  <div className={styles.bar}>
                    <div className={styles.barFill} style={{ width: `${c.percent}%` }} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

/** The series to draw: the palette's worth of the biggest, the rest summed as «Прочие». */
function drawn(series: StaffLeadSeries[], days: number): StaffLeadSeries[] {
  if (series.length <= PALETTE.length) return series;
  const head = series.slice(0, PALETTE.length - 1);
  const rest = series.slice(PALETTE.length - 1);
  const counts = Array.from({ length: days }, (_, i) => rest.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  return [...head, { code: "others", title: OTHERS_TITLE, counts, total: counts.reduce((a, b) => a + b, 0) }];
}

/**
 * A stacked bar per day, drawn in SVG with no library: `role="img"` with a summary for screen readers, the legend
 * in words, and the same figures as a table under it (the fallback that every reader and printer gets).
 */
export function StackedBars({ days, series, caption }: { days: string[]; series: StaffLeadSeries[]; caption: string }) {
  const titleId = useId();
  const shown = drawn(series, days.length);
  const totals = days.map((_, i) => shown.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const top = niceTop(max);
  const width = 600;
  const height = 220;
  const left = 28;
  const bottom = 22;
  const plotH = height - bottom - 8;
  const step = (width - left) / days.length;
  const barW = Math.max(2, step * 0.7);
  const y = (value: number) => 8 + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top];
  const total = totals.reduce((a, b) => a + b, 0);
  const busiest = days[totals.indexOf(Math.max(...totals))];
  const summary =
    total === 0
      ? `${caption}: заявок не было.`
      : `${caption}: всего ${countOf(total, LEADS)}; ${shown.map((s) => `${s.title} — ${s.total}`).join(", ")}; больше всего ${formatDate(busiest ?? "")} — ${Math.max(...totals)}.`;

  if (total === 0) {
    return (
      <Text as="p" muted>
        За 30 дней заявок не было.
      </Text>
    );
  }

  return (
    <div className={styles.chart}>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={left} x2={width} y1={y(t)} y2={y(t)} />
            <text className={styles.axis} x={left - 4} y={y(t) + 3} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          let base = 0;
          const x = left + i * step + (step - barW) / 2;
          return (
            <g key={day}>
              {shown.map((s, k) => {
                const value = s.counts[i] ?? 0;
                if (value === 0) return null;
                const y0 = y(base);
                base += value;
                const y1 = y(base);
                return (
                  <rect key={s.code} x={x} y={y1} width={barW} height={Math.max(0, y0 - y1)} fill={PALETTE[k]}>
                    <title>{`${formatDate(day)}, ${s.title}: ${value}`}</title>
                  </rect>
                );
              })}
              {i % 5 === 0 || i === days.length - 1 ? (
                <text className={styles.axis} x={x + barW / 2} y={height - 6} textAnchor="middle">
                  {day.slice(8, 10)}.{day.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-label="Обозначения">
        {shown.map((s, k) => (
          <li key={s.code}>
            <span className={styles.swatch} style={{ background: PALETTE[k] }} aria-hidden="true" />
            {s.title}: {s.total}
          </li>
        ))}
      </ul>
      <details className={styles.tableWrap}>
        <summary>Показать таблицей</summary>
        <table className={styles.dataTable}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">День</th>
              {series.map((s) => (
                <th key={s.code} scope="col">
                  {s.title}
                </th>
              ))}
              <th scope="col">Всего</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{formatDate(day)}</th>
                {series.map((s) => (
                  <td key={s.code}>{s.counts[i] ?? 0}</td>
                ))}
                <td>{totals[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** The axis's top: the maximum rounded up to an even number, so the middle line is a whole one. */
function niceTop(max: number): number {
  return max <= 2 ? 2 : max % 2 === 0 ? max : max + 1;
}
