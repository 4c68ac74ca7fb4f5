import { useId, useState } from "react";
import { calculateLeasing } from "../../../core/leasing-calculator.ts";
import type { PageServices } from "../../../server/domain/services.ts";
import { formatMoney, formatPercent } from "../../lib/number-format";
import { ButtonLink } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Money } from "../../ui/money";
import { Select } from "../../ui/select";
import styles from "./home.module.css";

type Initial = ReturnType<PageServices["calculator"]["initial"]>;

/** The cars programme the example calculates with: its rate, limits and buyout (server configuration). */
export type HomeProgramme = Pick<Initial, "rate" | "vatRate" | "price" | "advance" | "term"> & { buyout: number };

const facts = [
  { value: "от 0 %", label: "аванс" },
  { value: "до 60 мес.", label: "срок лизинга" },
  { value: "1 день", label: "на решение" },
  { value: "22 %", label: "НДС к вычету на ОСНО" },
];

/** The first screen: what the company does, the two main calls and the calculator's example beside them. */
export function HomeHero({ programme }: { programme: HomeProgramme }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Для компаний и индивидуальных предпринимателей</p>
          <h1 id="home-title" className={styles.title}>
            Лизинг автомобилей и спецтехники для бизнеса
          </h1>
          <p className={styles.lead}>
            Легковые автомобили, грузовики и спецтехника от официальных дилеров — с авансом от 0 % и графиком платежей
            под сезонность вашего бизнеса.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to="/catalog/cars" variant="accent" size="lg">
              Подобрать автомобиль
            </ButtonLink>
            <ButtonLink to="/calculator" variant="secondary" size="lg">
              Рассчитать платёж
            </ButtonLink>
          </div>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <CalculatorTeaser programme={programme} />
      </div>
    </section>
  );
}

const TEASER_PRICE_STEP = 100_000;

/** Terms of 12, 24, … months within the programme's limits. */
function teaserTerms(limits: HomeProgramme["term"]): number[] {
  const terms: number[] = [];
  for (let months = 12; months <= limits.max; months += 12) if (months >= limits.min) terms.push(months);
  return terms;
}

/** The example on the home page: the same `calculateLeasing` as the calculator page, annuity schedule. */
function CalculatorTeaser({ programme }: { programme: HomeProgramme }) {
  const id = useId();
  const [price, setPrice] = useState(Math.min(programme.price.max, Math.max(programme.price.min, 5_000_000)));
  const [advancePercent, setAdvancePercent] = useState(programme.advance.default);
  const [term, setTerm] = useState(programme.term.default);
  const result = calculateLeasing({
    price,
    advance: advancePercent,
    term,
    buyout: programme.buyout,
    rate: programme.rate,
    vatRate: programme.vatRate,
    scheduleType: "annuity",
  });

  return (
    // A GET form: without JS it still opens the full calculator with the chosen figures.
    <form action="/calculator" method="get" className={styles.calc} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.calcTitle}>
        Пример расчёта
      </h2>
      <div className={styles.range}>
        <div className={styles.rangeHead}>
          <label htmlFor={`${id}-price`}>Стоимость техники</label>
          <span className={styles.rangeValue}>{formatMoney(price)}</span>
        </div>
        <input
          id={`${id}-price`}
          name="price"
          type="range"
          min={Math.ceil(programme.price.min / TEASER_PRICE_STEP) * TEASER_PRICE_STEP}
          max={programme.price.max}
          step={TEASER_PRICE_STEP}
          value={price}
          aria-valuetext={formatMoney(price)}
          onChange={(event) => setPrice(event.currentTarget.valueAsNumber)}
        />
      </div>
      <div className={styles.range}>
        <div className={styles.rangeHead}>
          <label htmlFor={`${id}-advance`}>Аванс</label>
          <span className={styles.rangeValue}>
            {formatPercent(advancePercent)} · {formatMoney(result.advanceSum)}
          </span>
        </div>
        <input
          id={`${id}-advance`}
          name="advance"
          type="range"
          min={programme.advance.min}
          max={programme.advance.max}
          step={programme.advance.step}
          value={advancePercent}
          aria-valuetext={`${formatPercent(advancePercent)}, ${formatMoney(result.advanceSum)}`}
          onChange={(event) => setAdvancePercent(event.currentTarget.valueAsNumber)}
        />
      </div>
      <Select
        label="Срок лизинга"
        name="term"
        value={String(term)}
        onChange={(event) => setTerm(Number(event.currentTarget.value))}
        options={teaserTerms(programme.term).map((months) => ({ value: String(months), label: `${months} месяцев` }))}
      />
      <output htmlFor={`${id}-price ${id}-advance`} className={styles.result}>
        <span className={styles.resultLabel}>Ежемесячный платёж</span>
        <Money value={result.monthlyPayment} className={styles.resultValue} />
        <span className={styles.resultNote}>с НДС 22 %</span>
      </output>
      <dl className={styles.summary}>
        <div>
          <dt>Сумма договора</dt>
          <dd>
            <Money value={result.contractSum} />
          </dd>
        </div>
        <div>
          <dt>НДС к вычету (ОСНО)</dt>
          <dd>
            <Money value={result.vatReclaimable} />
          </dd>
        </div>
      </dl>
      <button type="submit" className={styles.calcSubmit}>
        Точный расчёт в калькуляторе
        <Icon name="arrow-right" size={20} />
      </button>
      <p className={styles.disclaimer}>
        Пример расчёта, не оферта: ставка {formatPercent(programme.rate)} годовых, выкупной платёж{" "}
        {formatPercent(programme.buyout)}, равные платежи. Условия вашей сделки зависят от программы и предмета лизинга.
      </p>
    </form>
  );
}
