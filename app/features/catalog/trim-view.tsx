import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import type { CatalogTrimDetail, CatalogTrimStockItem } from "../../../contract/catalog.ts";
import { formatNumber, NBSP, plural } from "../../lib/number-format";
import { Icon } from "../../ui/icon";
import { Breadcrumbs, type Crumb } from "../../ui/layout/breadcrumbs";
import { Money } from "../../ui/money";
import { Pagination } from "../../ui/pagination";
import { type CatalogFilter, catalogHref } from "./catalog-filter";
import { calculatorHref, LEAD_HREF, vehicleHref } from "./catalog-links";
import { countText, formatMonthly, SECTION_TEXT, VEHICLES } from "./catalog-text";
import { inStockText, trimPageHref, trimSummary } from "./trim-card";
import styles from "./trim-view.module.css";

/** What a «Оставить заявку» of the trim page opens with: the vehicle (or the trim), its section and price. */
export interface TrimLead {
  vehicle: string;
  type: CatalogTrimDetail["section"];
  price: number;
  /** The trim's main button or a stock row's small one. */
  size: "lg" | "sm";
}

/** What the trim page gets from its loader. */
export interface TrimPageData {
  detail: CatalogTrimDetail;
  /** The list's filter the trim was opened with (brand and model of the path included). */
  filter: CatalogFilter;
  canonical: string;
  origin: string;
}

/** Breadcrumbs: section, brand, model (its landing), the trim. */
export function trimCrumbs(detail: CatalogTrimDetail): Crumb[] {
  const root = `/catalog/${detail.section}`;
  const [, , , brand, model] = detail.path.split("/");
  return [
    { label: SECTION_TEXT[detail.section].crumb, to: root },
    { label: detail.brand.name, to: `${root}/${brand}` },
    { label: detail.model.name, to: `${root}/${brand}/${model}` },
    { label: detail.name },
  ];
}

/** The page's heading: «Haval Jolion Elite 1.5T 150 л.с.». */
export const trimHeading = (detail: CatalogTrimDetail) => `${detail.title} ${detail.name}`;

/**
 * The trim page: the trim's picture, specs and price span under the list's filter, the colour picker (each colour
 * with its count; a pick narrows the stock below) and the matching vehicles, each with its price, offer, monthly
 * payment, request and calculator links. Links only, so it works without JavaScript.
 */
export function TrimView({
  data,
  renderLead,
}: {
  data: TrimPageData;
  /** «Оставить заявку» for the trim or one vehicle of its stock (the lead form lives in another feature). */
  renderLead?: (lead: TrimLead) => ReactNode;
}) {
  const { detail, filter } = data;
  // A colour pick or a stock page is a navigation to this same page: dim the stock until it answers.
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.replace(/\/$/, "") === detail.path;
  const hrefFor = (next: CatalogFilter) => trimPageHref(detail, next);
  const picked = filter.colors ?? [];
  const listHref = catalogHref(detail.section, { ...filter, page: undefined });
  const facts: [string, string][] = [
    ["Мощность", `${formatNumber(detail.power)}${NBSP}л.с.`],
    ...(detail.engineVolume
      ? ([["Объём двигателя", `${detail.engineVolume.toFixed(1).replace(".", ",")}${NBSP}л`]] as [string, string][])
      : []),
    ["Коробка", detail.gear.name],
    ["Привод", detail.drive.name],
    ["Топливо", detail.fuel.name],
    ["Кузов", detail.body.name],
  ];
  return (
    <div className="container">
      <Breadcrumbs items={trimCrumbs(detail)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{trimHeading(detail)}</h1>
        <p className={styles.lead}>{trimSummary(detail)}</p>
      </header>

      <div className={styles.top}>
        <img
          src={detail.image}
          alt={`${trimHeading(detail)}, ${picked.length === 1 ? (detail.colors.find((c) => c.slug === picked[0])?.name.toLowerCase() ?? "") : "общий вид"}`}
          width={640}
          height={400}
          className={styles.image}
        />
        <aside className={styles.buy} aria-label="Цена и наличие">
          {detail.price ? (
            <p className={styles.price}>
              от <Money value={detail.price.min} />
              {detail.price.max > detail.price.min ? (
                <span className={styles.priceTo}>
                  {" "}
                  до <Money value={detail.price.max} />
                </span>
              ) : null}
            </p>
          ) : (
            <p className={styles.price}>
              <Money value={detail.listPrice} />
            </p>
          )}
          {detail.monthlyPaymentFrom ? (
            <p className={styles.monthly}>{formatMonthly(detail.monthlyPaymentFrom)} в лизинг</p>
          ) : null}
          <p className={styles.stock} role="status">
            {loading ? "Подбираем…" : null}
            {loading
              ? null
              : detail.totalCnt > 0
                ? inStockText(detail.totalCnt)
                : "Под выбранные условия нет в наличии"}
            {!loading && detail.totalCnt !== detail.stockCnt
              ? ` · всего ${countText(detail.stockCnt, VEHICLES)}`
              : null}
          </p>
          {renderLead?.({
            vehicle: `${trimHeading(detail)}${picked.length === 1 ? `, ${detail.colors.find((c) => c.slug === picked[0])?.name.toLowerCase() ?? ""}` : ""}`,
            type: detail.section,
            price: detail.price?.min ?? detail.listPrice,
            size: "lg",
          })}
          <ColorPicker detail={detail} filter={filter} hrefFor={hrefFor} />
          <p className={styles.back}>
            <Link to={listHref}>
              <Icon name="chevron-left" size={16} /> Все комплектации по вашему фильтру
            </Link>
          </p>
        </aside>
      </div>

      <section
        className={`${styles.section} ${loading ? styles.pending : ""}`}
        aria-labelledby="trim-stock"
        aria-busy={loading}
      >
        <h2 id="trim-stock">В наличии{picked.length > 0 ? " в выбранном цвете" : ""}</h2>
        {detail.items.length > 0 ? (
          <ul className={styles.stockList}>
            {detail.items.map((item) => (
              <li key={item.key}>
                <StockRow
                  item={item}
                  trimName={trimHeading(detail)}
                  lead={renderLead?.({
                    vehicle: `${item.title}, ${item.complectation.name}, ${item.color.name.toLowerCase()}, ${item.year}`,
                    type: item.section,
                    price: item.price,
                    size: "sm",
                  })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>
              Автомобилей этой комплектации под выбранные условия сейчас нет. Уберите часть условий или выберите другой
              цвет — а если нужен именно такой автомобиль, менеджер привезёт его под заказ.
            </p>
            <p className={styles.emptyActions}>
              <Link to={hrefFor({ brands: filter.brands, models: filter.models })}>
                Показать все автомобили комплектации
              </Link>
              <Link to={LEAD_HREF}>Оставить заявку на подбор</Link>
            </p>
          </div>
        )}
        <Pagination
          page={detail.page}
          pageCount={detail.pageCnt}
          hrefFor={(page) => hrefFor({ ...filter, page: page > 1 ? page : undefined })}
          label="Страницы наличия"
        />
      </section>

      <section className={styles.section} aria-labelledby="trim-specs">
        <h2 id="trim-specs">Характеристики</h2>
        <table className={styles.specs}>
          <tbody>
            {[...facts, ...detail.specs.map((s) => [s.name, s.value] as [string, string])].map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {detail.description ? <p className={styles.description}>{detail.description}</p> : null}
      </section>
    </div>
  );
}

/** Colour swatches with counts: a link per colour (a second click on the chosen one shows every colour). */
function ColorPicker({
  detail,
  filter,
  hrefFor,
}: {
  detail: CatalogTrimDetail;
  filter: CatalogFilter;
  hrefFor: (filter: CatalogFilter) => string;
}) {
  if (detail.colors.length === 0) return null;
  const picked = filter.colors ?? [];
  return (
    <nav className={styles.colors} aria-labelledby="trim-colors">
      <h2 id="trim-colors" className={styles.colorsTitle}>
        Цвет
      </h2>
      <ul className={styles.colorList}>
        <li>
          <Link
            to={hrefFor({ ...filter, colors: undefined, page: undefined })}
            className={styles.color}
            aria-current={picked.length === 0 ? "true" : undefined}
            preventScrollReset
          >
            Все цвета
          </Link>
        </li>
        {detail.colors.map((color) => (
          <li key={color.slug}>
            <Link
              to={hrefFor({ ...filter, colors: color.selected ? undefined : [color.slug], page: undefined })}
              className={styles.color}
              aria-current={color.selected ? "true" : undefined}
              preventScrollReset
            >
              <span className={styles.swatch} style={{ background: color.hex }} aria-hidden="true" />
              {color.name}
              <span className={styles.colorCount}>
                {formatNumber(color.count)}
                <span className="visually-hidden"> {plural(color.count, VEHICLES)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One vehicle of the stock: year, colour, price (and the old one), offer, monthly payment and actions. */
function StockRow({ item, trimName, lead }: { item: CatalogTrimStockItem; trimName: string; lead: ReactNode }) {
  return (
    <article className={styles.row}>
      <span className={styles.rowSwatch} style={{ background: item.color.hex }} aria-hidden="true" />
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>
          <Link to={vehicleHref(item.key)}>
            {item.color.name}, {item.year}
            <span className="visually-hidden"> — {trimName}</span>
          </Link>
        </h3>
        {item.offer ? (
          <p className={styles.offer}>
            Спецпредложение: <Link to={item.offer.url}>{item.offer.title}</Link>
          </p>
        ) : null}
      </div>
      <div className={styles.rowPrices}>
        <p className={styles.rowPrice}>
          <Money value={item.price} />
          {item.oldPrice ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">Цена без скидки: </span>
              <Money value={item.oldPrice} />
            </s>
          ) : null}
        </p>
        <p className={styles.monthly}>{formatMonthly(item.monthlyPayment)}</p>
      </div>
      <div className={styles.rowActions}>
        {lead}
        <Link to={calculatorHref(item.price, item.section)} className={styles.rowLink}>
          Калькулятор
        </Link>
        <Link to={vehicleHref(item.key)} className={styles.rowLink}>
          Подробнее
          <span className="visually-hidden">
            : {item.color.name.toLowerCase()}, {item.year}
          </span>
        </Link>
      </div>
    </article>
  );
}
