import type { PageBlocks as Blocks } from "../../../contract/content.ts";
import { Text } from "../../ui/text";
import styles from "./page-blocks.module.css";
import { PageSection } from "./page-header";

type Fact = NonNullable<Blocks["facts"]>[number];
type TimelineEntry = NonNullable<Blocks["timeline"]>[number];
type Row = NonNullable<Blocks["rows"]>[number];
type Step = NonNullable<Blocks["steps"]>[number];
type Faq = NonNullable<Blocks["faq"]>[number];

/** Key figures: the figure big, its meaning under it. */
export function FactsBlock({ facts, label = "Компания в цифрах" }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** History by year, as an ordered list. */
export function TimelineBlock({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className={styles.timelineItem}>
          <span className={styles.year}>{entry.year}</span>
          <div>
            <h3 className={styles.itemTitle}>{entry.title}</h3>
            <Text as="p" muted className={styles.itemText}>
              {entry.text}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Label–value rows (requisites, tariffs): a description list, selectable text for copying. */
export function RowsBlock({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd className={styles.rowValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps of a procedure. */
export function StepsBlock({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.itemTitle}>{step.title}</h3>
          <Text as="p" muted className={styles.itemText}>
            {step.text}
          </Text>
        </li>
      ))}
    </ol>
  );
}

/** Feature or service cards. */
export function CardsBlock({ cards }: { cards: readonly Step[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.itemTitle}>{card.title}</h3>
          <Text as="p" muted className={styles.itemText}>
            {card.text}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers on native disclosure widgets: keyboard and screen readers for free, no JS needed. */
export function FaqBlock({ entries }: { entries: readonly Faq[] }) {
  return (
    <div className={styles.faq}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.faqItem}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage of a page's questions, for its meta. */
export function faqLd(entries: readonly Faq[]): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

type Titles = Partial<Record<keyof Blocks, string>>;

const DEFAULT_TITLES: Required<Titles> = {
  facts: "В цифрах",
  timeline: "История",
  rows: "Реквизиты",
  steps: "Как это происходит",
  cards: "Что мы предлагаем",
  faq: "Частые вопросы",
};

/**
 * Every block a page has, each in its own titled section, in a fixed order: facts, cards, steps, timeline,
 * rows, faq. `only` limits them (a page may place some blocks itself).
 */
export function PageBlocks({
  blocks,
  titles,
  only,
  idPrefix = "block",
}: {
  blocks: Blocks;
  titles?: Titles;
  only?: readonly (keyof Blocks)[];
  idPrefix?: string;
}) {
  const title = (key: keyof Blocks) => titles?.[key] ?? DEFAULT_TITLES[key];
  const show = (key: keyof Blocks) => (only ? only.includes(key) : true) && (blocks[key]?.length ?? 0) > 0;
  return (
    <>
      {show("facts") && blocks.facts ? (
        <PageSection id={`${idPrefix}-facts`} title={title("facts")}>
          <FactsBlock facts={blocks.facts} label={title("facts")} />
        </PageSection>
      ) : null}
      {show("cards") && blocks.cards ? (
        <PageSection id={`${idPrefix}-cards`} title={title("cards")}>
          <CardsBlock cards={blocks.cards} />
        </PageSection>
      ) : null}
      {show("steps") && blocks.steps ? (
        <PageSection id={`${idPrefix}-steps`} title={title("steps")}>
          <StepsBlock steps={blocks.steps} />
        </PageSection>
      ) : null}
      {show("timeline") && blocks.timeline ? (
        <PageSection id={`${idPrefix}-timeline`} title={title("timeline")}>
          <TimelineBlock entries={blocks.timeline} />
        </PageSection>
      ) : null}
      {show("rows") && blocks.rows ? (
        <PageSection id={`${idPrefix}-rows`} title={title("rows")}>
          <RowsBlock rows={blocks.rows} />
        </PageSection>
      ) : null}
      {show("faq") && blocks.faq ? (
        <PageSection id={`${idPrefix}-faq`} title={title("faq")}>
          <FaqBlock entries={blocks.faq} />
        </PageSection>
      ) : null}
    </>
  );
}
