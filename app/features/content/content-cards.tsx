import type { ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type {
  GuideCardSchema,
  NewsCard as News,
  OfferCardSchema,
  PartnerCardSchema,
  VacancyCardSchema,
} from "../../../contract/pages.ts";
import { formatNumber, NBSP } from "../../lib/number-format";
import { Icon, type IconName } from "../../ui/icon";
import { Pagination, type PaginationProps } from "../../ui/pagination";
import { Text } from "../../ui/text";
import styles from "./content-cards.module.css";
import { ContentImage } from "./content-image";
import { formatDate, isoDate } from "./format";

export type Guide = z.infer<typeof GuideCardSchema>;
export type Partner = z.infer<typeof PartnerCardSchema>;
export type Offer = z.infer<typeof OfferCardSchema>;
export type Vacancy = z.infer<typeof VacancyCardSchema>;

/** A grid of cards as a list, so a screen reader announces how many there are. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</ul>;
}

/** One page of a paged list of cards: how many there are in all, the cards, the links to the other pages. */
export function CardPage({
  count,
  columns,
  pagination,
  children,
}: {
  count: ReactNode;
  columns?: 2 | 3 | 4;
  pagination: PaginationProps;
  children: ReactNode;
}) {
  return (
    <>
      <Text as="p" muted small className={styles.count}>
        {count}
      </Text>
      <CardGrid columns={columns}>{children}</CardGrid>
      <Pagination {...pagination} />
    </>
  );
}

/**
 * One card: an article whose title is the link; the link's hit area covers the whole card (a stretched
 * ::after), so the card is one tab stop and reads as its title.
 */
function Card({
  to,
  title,
  headingLevel = 3,
  top,
  lead,
  children,
  footer,
  tone,
  image,
}: {
  to: string;
  title: string;
  /** The cover, when the item has one; decorative, the title says what the card is. */
  image?: string | null;
  headingLevel?: 2 | 3;
  top?: ReactNode;
  /** The item's lead, the last paragraph of the body. */
  lead: string;
  children?: ReactNode;
  footer?: ReactNode;
  tone?: "plain" | "accent";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={styles.cell}>
      <article className={`${styles.card} ${tone === "accent" ? styles.accent : ""}`}>
        {image ? (
          <ContentImage url={image} alt="" sizes="(max-width: 640px) 100vw, 24rem" className={styles.image} />
        ) : null}
        {top ? <div className={styles.top}>{top}</div> : null}
        <Heading className={styles.title}>
          <Link to={to} className={styles.link} prefetch="intent">
            {title}
          </Link>
        </Heading>
        {children}
        <Text as="p" muted className={styles.text}>
          {lead}
        </Text>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </article>
    </li>
  );
}

/** A category or kind over the title. */
function Tag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}

/** A fact under the body: reading time, cities, validity. */
function Meta({ icon, children }: { icon?: IconName; children: ReactNode }) {
  return (
    <Text muted small className={styles.meta}>
      {icon ? <Icon name={icon} size={16} /> : null}
      {children}
    </Text>
  );
}

export function DateLabel({ date }: { date: string }) {
  return <time dateTime={isoDate(date)}>{formatDate(date)}</time>;
}

export function NewsCard({ item, headingLevel }: { item: News; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={item.url}
      title={item.title}
      headingLevel={headingLevel}
      lead={item.lead}
      image={item.image}
      top={
        <>
          <DateLabel date={item.date} />
          {item.source ? <span className={styles.source}>{item.source}</span> : null}
        </>
      }
    />
  );
}

export function GuideCard({ item, headingLevel }: { item: Guide; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={item.url}
      title={item.title}
      headingLevel={headingLevel}
      lead={item.lead}
      top={<Tag>{item.categoryTitle}</Tag>}
      footer={
        <Meta icon="clock">
          {item.readingMinutes}
          {NBSP}мин чтения
        </Meta>
      }
    />
  );
}

export function PartnerCard({ item, headingLevel }: { item: Partner; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={item.url}
      title={item.name}
      headingLevel={headingLevel}
      lead={item.lead}
      top={<Tag>{item.kindTitle}</Tag>}
      footer={item.cities.length > 0 ? <Meta icon="pin">{item.cities.join(", ")}</Meta> : null}
    />
  );
}

export function OfferCard({ item, headingLevel }: { item: Offer; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={item.url}
      title={item.title}
      headingLevel={headingLevel}
      lead={item.lead}
      tone="accent"
      image={item.image}
      top={<span className={styles.badge}>{item.badge}</span>}
      footer={item.validTo ? <Meta>Действует до {formatDate(item.validTo)}</Meta> : null}
    />
  );
}

/** «от 120 000 до 160 000 ₽», «от 90 000 ₽», «по договорённости». */
export function salaryText(from: number | null, to: number | null): string {
  const money = (n: number) => formatNumber(n);
  if (from && to) return `${money(from)}–${money(to)}${NBSP}₽`;
  if (from) return `от ${money(from)}${NBSP}₽`;
  if (to) return `до ${money(to)}${NBSP}₽`;
  return "по договорённости";
}

export function VacancyCard({ item, headingLevel }: { item: Vacancy; headingLevel?: 2 | 3 }) {
  return (
    <Card
      to={item.url}
      title={item.title}
      headingLevel={headingLevel}
      lead={item.lead}
      top={
        <>
          <Tag>{item.department}</Tag>
          <DateLabel date={item.date} />
        </>
      }
      footer={
        <>
          <Meta icon="pin">{item.city}</Meta>
          <Meta>{item.employment}</Meta>
        </>
      }
    >
      <p className={styles.salary}>
        {salaryText(item.salaryFrom, item.salaryTo)}
        {item.salaryFrom || item.salaryTo ? <span className={styles.muted}> до вычета НДФЛ</span> : null}
      </p>
    </Card>
  );
}
