import type { ReschedulingCalculation } from "../../../../contract/lk-rescheduling.ts";
import { formatPercent } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Money } from "../../../ui/money";
import { Stat, Stats } from "../../../ui/stat";
import { Text } from "../../../ui/text";
import { formatDate } from "../lk/lk-format";
import styles from "./rescheduling.module.css";
import { monthTitle } from "./schedule-table";

/** An amount with its sign: «+1 234,56 ₽» for more to pay, «−1 234,56 ₽» for less. */
export function SignedMoney({ value }: { value: number }) {
  return (
    <>
      {value > 0 ? "+" : ""}
      <Money value={value} kopecks />
    </>
  );
}

/**
 * The calculation (`POST rescheduling/calculate/`): the totals of both sides, the difference and the new удорожание,
 * then the remaining schedule month by month, the current payment beside the new one. The table keeps its columns
 * on a phone and scrolls sideways inside its frame, the month column staying in place; the frame takes the keyboard
 * focus so the arrows scroll it.
 */
export function Comparison({ calculation: c }: { calculation: ReschedulingCalculation }) {
  const caption = `Текущий и новый график по договору № ${c.contractNumber}: ${c.optionTitle.toLowerCase()}`;
  return (
    <div className={styles.comparison}>
      <div className={styles.totals}>
        <Stats>
          <Stat
            label="Осталось заплатить"
            value={<Money value={c.new.payments} kopecks />}
            note={
              <>
                сейчас <Money value={c.old.payments} kopecks />
              </>
            }
          />
          <Stat
            label="Разница"
            value={<SignedMoney value={c.difference} />}
            tone={c.difference > 0 ? "warning" : undefined}
            note={
              c.difference > 0
                ? "переплата за изменение графика"
                : c.difference < 0
                  ? "меньше, чем по текущему графику"
                  : "сумма платежей не меняется"
            }
          />
          <Stat
            label="Удорожание в год"
            value={formatPercent(c.new.appreciationPerYear, 2)}
            note={`сейчас ${formatPercent(c.old.appreciationPerYear, 2)}`}
          />
          <Stat
            label="Последний платёж"
            value={formatDate(c.new.endDate)}
            note={`сейчас ${formatDate(c.old.endDate)}; срок ${countOf(c.new.term, ["месяц", "месяца", "месяцев"])}`}
          />
        </Stats>
      </div>
      <Text as="p" small muted>
        Расчёт с {formatDate(c.fromDate)} по ставке договора {formatPercent(c.rate, 2)} годовых: сумма, которую вы
        финансируете, не меняется — меняется только распределение платежей. Сумма договора станет{" "}
        <Money value={c.new.contractSum} kopecks /> (сейчас <Money value={c.old.contractSum} kopecks />
        ).
      </Text>

      <section
        className={styles.compareScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={caption}
      >
        <table className={styles.compare}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.stickyCol}>
                Месяц
              </th>
              <th scope="col" className={styles.end}>
                Платёж сейчас
              </th>
              <th scope="col" className={`${styles.end} ${styles.newCol}`}>
                Новый платёж
              </th>
              <th scope="col" className={styles.end}>
                Разница
              </th>
              <th scope="col" className={styles.end}>
                Остаток долга сейчас
              </th>
              <th scope="col" className={`${styles.end} ${styles.newCol}`}>
                Новый остаток долга
              </th>
            </tr>
          </thead>
          <tbody>
            {c.rows.map((row) => (
              <tr key={`${row.kind}-${row.month}`}>
                <th scope="row" className={styles.stickyCol}>
                  <span className={styles.month}>{monthTitle(row)}</span>
                  <span className={styles.monthDate}>{formatDate(row.date)}</span>
                </th>
                <td className={styles.end}>
                  {row.old ? (
                    <>
                      <Money value={row.old.payment} kopecks />
                      {row.old.date !== row.date ? (
                        <span className={styles.monthDate}>{formatDate(row.old.date)}</span>
                      ) : null}
                    </>
                  ) : (
                    <Absent />
                  )}
                </td>
                <td className={`${styles.end} ${styles.newCol}`}>
                  {row.new ? <Money value={row.new.payment} kopecks /> : <Absent />}
                </td>
                <td className={styles.end}>
                  {row.difference === 0 ? <Text muted>—</Text> : <SignedMoney value={row.difference} />}
                </td>
                <td className={styles.end}>{row.old ? <Money value={row.old.remaining} /> : <Absent />}</td>
                <td className={`${styles.end} ${styles.newCol}`}>
                  {row.new ? <Money value={row.new.remaining} /> : <Absent />}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.stickyCol}>
                Итого
              </th>
              <td className={styles.end}>
                <Money value={c.old.payments} kopecks />
              </td>
              <td className={`${styles.end} ${styles.newCol}`}>
                <Money value={c.new.payments} kopecks />
              </td>
              <td className={styles.end}>
                <SignedMoney value={c.difference} />
              </td>
              <td className={styles.end}>{countOf(c.old.count, ["платёж", "платежа", "платежей"])}</td>
              <td className={`${styles.end} ${styles.newCol}`}>
                {countOf(c.new.count, ["платёж", "платежа", "платежей"])}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}

function Absent() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">нет платежа</span>
    </>
  );
}
