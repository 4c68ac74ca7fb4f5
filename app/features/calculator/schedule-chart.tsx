import { useId } from "react";
import type { LeasingCalculation } from "../../../core/leasing-calculator.ts";
import { formatMoney, formatMoneyShort } from "../../lib/number-format";
import styles from "./schedule-chart.module.css";

/** Two drawings: a wide one and a compact one for phones (CSS shows one), so the labels keep a readable size. */
const LAYOUTS = {
  wide: { width: 960, height: 280, pad: { top: 12, right: 8, bottom: 28, left: 80 }, font: 12, yTicks: 4 },
  compact: { width: 360, height: 220, pad: { top: 10, right: 4, bottom: 24, left: 70 }, font: 11, yTicks: 2 },
} as const;

/** A round tick step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) so that `ticks` steps cover `value`. */
function niceTop(value: number, ticks: number): number {
  if (value <= 0) return ticks;
  const raw = value / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= raw) ?? 10;
  return step * power * ticks;
}

function monthTicks(n: number, every = n <= 24 ? 6 : 12): number[] {
  const ticks = [1];
  for (let m = every; m <= n; m += every) ticks.push(m);
  const last = ticks[ticks.length - 1] as number;
  // The last month is always labelled; a tick too close to it gives way.
  if (last !== n) {
    if (ticks.length > 1 && n - last < every / 2) ticks[ticks.length - 1] = n;
    else ticks.push(n);
  }
  return ticks;
}

/**
 * The monthly payments as bars, each split into the part that repays the price and the financing charge.
 * An inline SVG (no chart library): an image with a title and a description for assistive tech, whose full
 * text alternative is the schedule table next to it. The advance and the buyout are in the table only.
 */
export function ScheduleChart({ calculation, tableId }: { calculation: LeasingCalculation; tableId: string }) {
  const rows = calculation.schedule.filter((row) => row.kind === "payment");
  const first = rows[0];
  const last = rows[rows.length - 1];
  const description =
    first && last
      ? `${rows.length} ежемесячных платежей: первый ${formatMoney(first.payment)}, последний ${formatMoney(last.payment)}. ` +
        `Погашение стоимости в платеже — от ${formatMoney(first.principal)} до ${formatMoney(last.principal)}. ` +
        "Помесячные суммы — в таблице графика платежей."
      : "Платежей нет.";

  return (
    <figure className={styles.figure}>
      <Bars rows={rows} layout="wide" description={description} />
      <Bars rows={rows} layout="compact" description={description} />
      <figcaption className={styles.caption}>
        <span className={styles.legend}>
          <span className={`${styles.swatch} ${styles.swatchPrincipal}`} aria-hidden="true" />
          Погашение стоимости
        </span>
        <span className={styles.legend}>
          <span className={`${styles.swatch} ${styles.swatchInterest}`} aria-hidden="true" />
          Проценты
        </span>
        <span className={styles.axisNote}>
          По горизонтали — месяц. <a href={`#${tableId}`}>Таблица платежей</a>
        </span>
      </figcaption>
    </figure>
  );
}

function Bars({
  rows,
  layout,
  description,
}: {
  rows: LeasingCalculation["schedule"];
  layout: keyof typeof LAYOUTS;
  description: string;
}) {
  const id = useId();
  const { width, height, pad, font, yTicks: tickCount } = LAYOUTS[layout];
  const n = rows.length;
  const top = niceTop(Math.max(...rows.map((row) => row.payment)), tickCount);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, n);
  const bar = Math.max(1, slot * (n > 36 ? 0.72 : 0.64));
  const y = (value: number) => pad.top + plotH - (value / top) * plotH;
  const yTicks = Array.from({ length: tickCount + 1 }, (_, k) => (k / tickCount) * top);

  return (
    <svg
      className={`${styles.chart} ${styles[layout]}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      style={{ aspectRatio: `${width} / ${height}`, fontSize: font }}
    >
      <title id={`${id}-title`}>Ежемесячные платежи по месяцам, ₽ с НДС</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {yTicks.map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.axis} x={pad.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatMoneyShort(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const x = pad.left + index * slot + (slot - bar) / 2;
        const principalTop = y(row.principal);
        return (
          <g key={row.month} className={styles.bar}>
            <title>{`Месяц ${row.month}: ${formatMoney(row.payment, { kopecks: true })}`}</title>
            <rect className={styles.principal} x={x} y={principalTop} width={bar} height={y(0) - principalTop} />
            <rect
              className={styles.interest}
              x={x}
              y={y(row.payment)}
              width={bar}
              height={principalTop - y(row.payment)}
            />
          </g>
        );
      })}
      {monthTicks(n, layout === "compact" ? 12 : undefined).map((month) => (
        <text
          key={month}
          className={styles.axis}
          x={pad.left + (month - 0.5) * slot}
          y={height - 8}
          textAnchor="middle"
        >
          {month}
        </text>
      ))}
    </svg>
  );
}
