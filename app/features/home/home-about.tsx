import type { ReactNode } from "react";
import { Icon } from "../../ui/icon";
import { company } from "../../ui/layout/site-info";
import { Text } from "../../ui/text";
import styles from "./home.module.css";

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

/** Why a business leases with us. */
export function HomeAdvantages() {
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

/** The four steps of a deal. */
export function HomeSteps() {
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

/** The closing call: the request form's button and the free phone. */
export function HomeLeadCallToAction({ leadButton }: { leadButton: ReactNode }) {
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
          {leadButton}
          <a href={company.freePhone.href} className={styles.ctaPhone}>
            <Icon name="phone" size={20} />
            {company.freePhone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
