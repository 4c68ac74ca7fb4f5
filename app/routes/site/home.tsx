import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { calculateLeasing } from "../../../core/leasing-calculator.ts";
import { servicesContext } from "../../context";
import { pageMeta } from "../../features/content/seo";
import { LeadButton } from "../../features/leads/lead-button";
import { formatMoney, formatPercent } from "../../lib/number-format";
import { ButtonLink } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { company } from "../../ui/layout/site-info";
import { Money } from "../../ui/money";
import { Select } from "../../ui/select";
import { Text } from "../../ui/text";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

const TITLE = "Лизинг автомобилей и спецтехники для бизнеса — Лизинг-Авто";
const DESCRIPTION =
  "Лизинг новых и подержанных автомобилей, грузовиков и спецтехники для компаний и ИП: аванс от 0 %, срок до 60 месяцев, решение за 1 день, НДС 22 % к вычету на ОСНО.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ origin: loaderData.origin, title: TITLE, description: DESCRIPTION, path: "/" }) : [];

/** The teaser calculates with the cars programme: its rate, limits and buyout (server configuration). */
export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const cars = services.calculator.initial("cars");
  return {
    origin: services.env.PUBLIC_URL,
    programme: {
      rate: cars.rate,
      vatRate: cars.vatRate,
      buyout: cars.defaults.buyout,
      price: cars.price,
      advance: cars.advance,
      term: cars.term,
    },
  };
}

type Programme = Route.ComponentProps["loaderData"]["programme"];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero programme={loaderData.programme} />
      <Catalogues />
      <Advantages />
      <Steps />
      <LeadCallToAction />
    </>
  );
}

const facts = [
  { value: "от 0 %", label: "аванс" },
  { value: "до 60 мес.", label: "срок лизинга" },
  { value: "1 день", label: "на решение" },
  { value: "22 %", label: "НДС к вычету на ОСНО" },
];

function Hero({ programme }: { programme: Programme }) {
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
function teaserTerms(limits: Programme["term"]): number[] {
  const terms: number[] = [];
  for (let months = 12; months <= limits.max; months += 12) if (months >= limits.min) terms.push(months);
  return terms;
}

/** The example on the home page: the same `calculateLeasing` as the calculator page, annuity schedule. */
function CalculatorTeaser({ programme }: { programme: Programme }) {
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

const catalogues: { to: string; title: string; text: string; icon: ReactNode }[] = [
  {
    to: "/catalog/cars",
    title: "Новые авто",
    text: "Легковые автомобили и коммерческий транспорт от официальных дилеров с гарантией производителя.",
    icon: (
      <>
        <path d="M11 30H5v-8l6-3 7-8h22l9 8 10 3v8h-5M21 30h22M18 19h31" />
        <circle cx="16" cy="30" r="5" />
        <circle cx="48" cy="30" r="5" />
      </>
    ),
  },
  {
    to: "/catalog/trucks",
    title: "Грузовые",
    text: "Тягачи, самосвалы, фургоны и спецтехника для строительства, логистики и сельского хозяйства.",
    icon: (
      <>
        <path d="M9 31H4V8h34v23H19M38 14h11l8 9v8h-4M38 31h5M38 14v17" />
        <circle cx="14" cy="31" r="5" />
        <circle cx="48" cy="31" r="5" />
      </>
    ),
  },
  {
    to: "/catalog/used",
    title: "С пробегом",
    text: "Проверенные автомобили с прозрачной историей — дешевле новых, с теми же условиями лизинга.",
    icon: (
      <>
        <path d="M11 30H5v-8l6-3 7-8h16M21 30h22M53 30h6v-7M18 19h18" />
        <circle cx="16" cy="30" r="5" />
        <circle cx="48" cy="30" r="5" />
        <circle cx="50" cy="11" r="8" />
        <path d="m46.5 11 2.5 2.5 4.5-5" />
      </>
    ),
  },
];

function Catalogues() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-catalogues">
      <h2 id="home-catalogues">Что можно взять в лизинг</h2>
      <ul className={styles.cards}>
        {catalogues.map((item) => (
          <li key={item.to} className={styles.card}>
            <svg
              className={styles.cardIcon}
              viewBox="0 0 64 40"
              width="96"
              height="60"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {item.icon}
            </svg>
            <h3 className={styles.cardTitle}>
              {/* The link covers the whole card (see .cardLink::after): one tab stop, a big target. */}
              <Link to={item.to} className={styles.cardLink}>
                {item.title}
              </Link>
            </h3>
            <p className={styles.cardText}>{item.text}</p>
            <span className={styles.cardMore} aria-hidden="true">
              Смотреть каталог <Icon name="arrow-right" size={18} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const advantages = [
  {
    title: "Аванс от 0 %",
    text: "Оборотные средства остаются в деле: технику можно получить без первоначального взноса.",
  },
  {
    title: "Срок до 60 месяцев",
    text: "Платежи распределяются на срок до пяти лет; для сезонного бизнеса — график с пониженными платежами в межсезонье.",
  },
  {
    title: "Решение за 1 день",
    text: "Для большинства заявок хватает реквизитов компании и паспорта руководителя — ответ в течение рабочего дня.",
  },
  {
    title: "Налоговая выгода на ОСНО",
    text: "НДС 22 % в лизинговых платежах принимается к вычету, а сами платежи уменьшают налог на прибыль (25 %). На УСН «доходы» налоговой экономии нет.",
  },
  {
    title: "Страховка и регистрация",
    text: "КАСКО и ОСАГО по тарифам страховых партнёров, постановку на учёт в Госавтоинспекции берём на себя.",
  },
  {
    title: "Личный кабинет",
    text: "График платежей, счета, акты сверки, полисы и штрафы — онлайн в любое время, без звонков и писем.",
  },
];

function Advantages() {
  return (
    <section className={styles.band} aria-labelledby="home-advantages">
      <div className={`container ${styles.section}`}>
        <h2 id="home-advantages">Почему выбирают Лизинг-Авто</h2>
        <Text as="p" muted className={styles.sectionLead}>
          Работаем с 2015 года с компаниями и ИП по всей России.
        </Text>
        <ul className={styles.advantages}>
          {advantages.map((item) => (
            <li key={item.title} className={styles.advantage}>
              <span className={styles.advantageIcon}>
                <Icon name="check" size={20} />
              </span>
              <h3 className={styles.advantageTitle}>{item.title}</h3>
              <Text as="p" muted>
                {item.text}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const steps = [
  {
    title: "Заявка",
    text: "Выберите технику в каталоге или пришлите счёт от дилера, оставьте заявку на сайте или по телефону.",
  },
  {
    title: "Решение",
    text: "Изучим документы компании и согласуем условия — обычно в течение одного рабочего дня.",
  },
  {
    title: "Договор",
    text: "Подписываем договор лизинга, вы вносите аванс, если он предусмотрен, мы оплачиваем технику продавцу.",
  },
  {
    title: "Техника ваша",
    text: "Забираете автомобиль и платите по графику; после последнего платежа он переходит в вашу собственность.",
  },
];

function Steps() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-steps">
      <h2 id="home-steps">Как оформить лизинг</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <Text as="p" muted>
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LeadCallToAction() {
  return (
    <section className="container" aria-labelledby="home-lead">
      <div className={styles.cta}>
        <div>
          <h2 id="home-lead" className={styles.ctaTitle}>
            Подберём лизинг под вашу задачу
          </h2>
          <p className={styles.ctaText}>
            Оставьте заявку — менеджер перезвонит в рабочее время, рассчитает платежи и подскажет, какие документы
            понадобятся.
          </p>
        </div>
        <div className={styles.ctaActions}>
          <LeadButton variant="accent" size="lg" />
          <a href={company.freePhone.href} className={styles.ctaPhone}>
            <Icon name="phone" size={20} />
            {company.freePhone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
