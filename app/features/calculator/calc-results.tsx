import type { ReactNode } from "react";
import type { LeasingCalculation } from "../../../core/leasing-calculator.ts";
import { formatMoney, formatPercent } from "../../lib/number-format";
import { Money } from "../../ui/money";
import styles from "./calculator.module.css";

/**
 * The figures of one calculation: the monthly payment (first and last for a decreasing schedule), the
 * advance, the contract sum, the yearly appreciation, and the tax effects with the regime they apply to.
 */
export function CalcResults({
  calculation: c,
  stale,
  leadAction,
}: {
  calculation: LeasingCalculation;
  /** A typed figure is outside the limits: the result is for the last figures within them. */
  stale: boolean;
  leadAction: ReactNode;
}) {
  // An annuity's last payment may differ by a few kopecks (it takes the rounding remainder): still «equal».
  const equal = c.scheduleType === "annuity";
  return (
    <section className={styles.results} aria-labelledby="calc-results-title">
      <h2 id="calc-results-title" className="visually-hidden">
        Результат расчёта
      </h2>
      <div className={styles.payment}>
        <span className={styles.paymentLabel}>{equal ? "Ежемесячный платёж" : "Первый платёж"}</span>
        {/* <output> is a polite live region: the new payment is read out after the slider stops. */}
        <output className={styles.paymentValue} data-testid="monthly-payment">
          <Money value={c.monthlyPaymentFirst} />
        </output>
        {equal ? null : (
          <span className={styles.paymentLast}>
            <span className={styles.arrow} aria-hidden="true">
              ↘
            </span>{" "}
            уменьшается до <Money value={c.monthlyPaymentLast} /> в {c.term}-м месяце
          </span>
        )}
        <span className={styles.paymentNote}>
          с НДС {formatPercent(c.vatRate)} · ставка программы {formatPercent(c.rate, Number.isInteger(c.rate) ? 0 : 1)}{" "}
          годовых
        </span>
      </div>
      {stale ? (
        <p className={styles.stale} role="status">
          Расчёт — для последних допустимых значений: проверьте введённые цифры.
        </p>
      ) : null}

      <dl className={styles.figures}>
        <Figure
          label={`Аванс, ${formatPercent(c.advance, Number.isInteger(c.advance) ? 0 : 2)}`}
          value={c.advanceSum}
        />
        <Figure label="Сумма договора" value={c.contractSum} note="аванс, платежи и выкуп, с НДС" />
        <div className={styles.figure}>
          <dt>Удорожание</dt>
          <dd>
            <strong>{formatPercent(c.appreciationPerYear, 2)}</strong> в год
          </dd>
        </div>
        <Figure
          label={`Выкупной платёж, ${formatPercent(c.buyout, Number.isInteger(c.buyout) ? 0 : 2)}`}
          value={c.buyoutSum}
        />
      </dl>

      <div className={styles.taxes}>
        <h3 className={styles.taxesTitle}>Налоговая выгода</h3>
        <dl className={styles.figures}>
          <Figure label={`НДС к вычету (${formatPercent(c.vatRate)})`} value={c.vatReclaimable} />
          <Figure
            label={`Экономия на налоге на прибыль (${formatPercent(c.profitTaxRate)})`}
            value={c.profitTaxSaving}
          />
        </dl>
        <p className={styles.taxNote}>
          Только для компаний и ИП на общей системе налогообложения (ОСНО) с налогооблагаемой прибылью. На УСН «доходы»
          этой экономии нет.
        </p>
      </div>

      <div className={styles.resultsAction}>{leadAction}</div>
      <p className={styles.disclaimer}>
        Предварительный расчёт, не оферта. Точные условия зависят от предмета лизинга и финансового положения компании.
      </p>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className={styles.figure}>
      <dt>
        {label}
        {note ? <span className={styles.figureNote}>{note}</span> : null}
      </dt>
      <dd>
        <strong>{formatMoney(value)}</strong>
      </dd>
    </div>
  );
}
