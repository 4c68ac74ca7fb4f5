import { Link } from "react-router";
import type { CatalogTrimCard } from "../../../contract/catalog.ts";
import { formatNumber, NBSP, plural } from "../../lib/number-format";
import { Money } from "../../ui/money";
import { type CatalogFilter, filterQuery } from "./catalog-filter";
import { formatMonthly, formatPower } from "./catalog-text";
import styles from "./trim-card.module.css";
import { CardMedia } from "./vehicle-card";

/** The specs of a trim in one line: «Кроссовер, 1,5 л, 150 л.с., робот, передний привод» (fuel unless petrol). */
export function trimSummary(
  trim: Pick<CatalogTrimCard, "body" | "engineVolume" | "power" | "fuel" | "gear" | "drive">,
) {
  const parts: string[] = [trim.body.name];
  if (trim.engineVolume) parts.push(`${trim.engineVolume.toFixed(1).replace(".", ",")}${NBSP}л`);
  parts.push(formatPower(trim.power));
  if (trim.fuel.slug !== "petrol") parts.push(trim.fuel.name.toLowerCase());
  parts.push(trim.gear.name.toLowerCase(), `${trim.drive.name.toLowerCase()} привод`);
  return parts.join(", ");
}

/** What a trim page's address is made of: its path, and its brand and model (named by the path, not the query). */
export type TrimAddress = { path: string; brand: { slug: string }; model: { slug: string } };

/**
 * The trim page's canonical address with the list's filter: its path, then the filter without the page and
 * without the brand and model the path already names.
 */
export function trimHref(trim: TrimAddress, filter: CatalogFilter): string {
  return trimPageHref(trim, { ...filter, page: undefined });
}

/** The trim page's canonical address for a filter, its stock page included. */
export function trimPageHref(trim: TrimAddress, filter: CatalogFilter): string {
  const rest: CatalogFilter = { ...filter };
  if (rest.brands?.length === 1 && rest.brands[0] === trim.brand.slug) rest.brands = undefined;
  if (rest.models?.length === 1 && rest.models[0] === trim.model.slug) rest.models = undefined;
  const query = filterQuery(rest);
  return query ? `${trim.path}?${query}` : trim.path;
}

/** «14 в наличии». */
export const inStockText = (n: number) => `${formatNumber(n)}${NBSP}в${NBSP}наличии`;

/**
 * One trim in a new-vehicle list: «Haval Jolion Elite 1.5T 150 л.с. — 14 в наличии, от 2 349 000 ₽, от 46 300 ₽/мес»,
 * its picture, specs and colours; the link opens the trim page with the list's filter (`href`).
 */
export function TrimCard({
  trim,
  href,
  eager = false,
  first = false,
}: {
  trim: CatalogTrimCard;
  href: string;
  eager?: boolean;
  /** The list's first card: its picture is fetched before the others (the largest paint on a phone). */
  first?: boolean;
}) {
  const special = trim.badges.find((b) => b.slug === "special");
  return (
    <article className={styles.card}>
      <CardMedia picture={trim.picture} image={trim.image} badges={trim.badges} eager={eager} first={first} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={href} className={styles.link}>
            {trim.title} <span className={styles.trimName}>{trim.name}</span>
          </Link>
        </h3>
        <p className={styles.summary}>{trimSummary(trim)}</p>
        <ul className={styles.swatches} aria-label="Цвета в наличии">
          {trim.colors.map((color) => (
            <li key={color.slug} className={styles.swatch} style={{ background: color.hex }} title={color.name}>
              <span className="visually-hidden">
                {color.name}: {formatNumber(color.count)}
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.stock}>
            {inStockText(trim.count)}
            {special ? (
              <span className={styles.offers}>
                {" "}
                · {formatNumber(special.count)} по{NBSP}
                {plural(special.count, ["спецпредложению", "спецпредложениям", "спецпредложениям"])}
              </span>
            ) : null}
          </p>
          <p className={styles.price}>
            от <Money value={trim.priceFrom} />
          </p>
          <p className={styles.monthly}>
            {formatMonthly(trim.monthlyPaymentFrom)}
            <span className="visually-hidden"> в лизинг</span>
          </p>
        </div>
      </div>
    </article>
  );
}
