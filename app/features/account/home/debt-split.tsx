import { useId } from "react";
import { daysBetween, moscowDate } from "../../../../core/calendar-dates.ts";
import { formatMoney } from "../../../lib/number-format";
import { formatDate, relativeDays } from "../lk/lk-format";
import styles from "./debt-split.module.css";

/** The three parts of a debt, each with the date that tells what it is (the ledger's split, core/ledger.ts debt). */
export interface DebtParts {
  overdue: number;
  overdueSince: string | null;
  dueSoon: number;
  dueSoonDate: string | null;
  penalties: number;
  /** % per day of delay; null when the contracts differ. */
  penaltyRate: number | null;
  credit: number;
  total: number;
  /** The day the penalties are counted to (today). */
  asOf: string;
  /** The next scheduled payment beyond the 30 days, told when nothing falls due sooner. */
  laterPayment?: string | null;
}

/**
 * Overdue, due within 30 days and penalties side by side, never summed into one «to pay now» figure without
 * its parts: the overdue amount says since when it is overdue, the due one when the next payment falls, the
 * penalties their rate and the day they are counted to. Each figure is a named region, for a screen reader and a
 * test alike. The total to pay closes the row.
 */
export function DebtSplit({ debt }: { debt: DebtParts }) {
  const today = moscowDate();
  return (
    <div className={styles.split}>
      <Figure
        label="Просрочено"
        value={debt.overdue}
        tone={debt.overdue > 0 ? "danger" : undefined}
        note={debt.overdue > 0 && debt.overdueSince ? `Просрочено с ${formatDate(debt.overdueSince)}` : "Просрочки нет"}
      />
      <Figure
        label="К оплате в ближайшие 30 дней"
        value={debt.dueSoon}
        note={
          debt.dueSoon > 0 && debt.dueSoonDate
            ? `Следующий платёж ${formatDate(debt.dueSoonDate)} (${relativeDays(daysBetween(today, debt.dueSoonDate))})`
            : debt.laterPayment && debt.laterPayment > today
              ? `Следующий платёж ${formatDate(debt.laterPayment)}`
              : "Платежей в ближайшие 30 дней нет"
        }
      />
      <Figure
        label="Пени"
        value={debt.penalties}
        tone={debt.penalties > 0 ? "warning" : undefined}
        note={`${debt.penaltyRate === null ? "По ставке договора" : `${String(debt.penaltyRate).replace(".", ",")}\u00a0%`} в день просрочки, на ${formatDate(debt.asOf)}`}
      />
      <Figure
        label="Итого к оплате"
        value={debt.total}
        strong
        note={
          debt.credit > 0
            ? `С учётом переплаты ${formatMoney(debt.credit, { kopecks: true })}`
            : "Просрочено + 30 дней + пени"
        }
      />
    </div>
  );
}

function Figure({
  label,
  value,
  note,
  tone,
  strong,
}: {
  label: string;
  value: number;
  note: string;
  tone?: "danger" | "warning" | undefined;
  strong?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.figure} data-tone={tone} data-strong={strong || undefined}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <p className={styles.value}>{formatMoney(value, { kopecks: true })}</p>
      <p className={styles.note}>{note}</p>
    </section>
  );
}
