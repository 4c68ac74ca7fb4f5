import { formatMoney } from "../lib/number-format";
import styles from "./money.module.css";

type MoneyProps = {
  /** Roubles. */
  value: number;
  /** Show kopecks (invoices, payment schedules); whole roubles otherwise. */
  kopecks?: boolean;
  className?: string;
};

/** An amount in roubles, formatted the same on the server and in the browser. */
export function Money({ value, kopecks, className }: MoneyProps) {
  return <span className={[styles.money, className].filter(Boolean).join(" ")}>{formatMoney(value, { kopecks })}</span>;
}
