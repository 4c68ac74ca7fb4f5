import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { CatalogDetail } from "../../../contract/catalog.ts";
import { estimateMonthlyPayment } from "../../../core/leasing-calculator.ts";
import { formatMoney, formatNumber, formatPercent } from "../../lib/number-format";
import { ButtonLink } from "../../ui/button";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import { Money } from "../../ui/money";
import { Select } from "../../ui/select";
import { Table, type TableColumn } from "../../ui/table";
import { Text } from "../../ui/text";
import { vehicleCrumbs } from "./catalog-headings";
import { calculatorHref, LEAD_HREF, vehicleHref } from "./catalog-links";
import { formatBucket, formatEngineHours, formatMass, formatMileage, formatPower } from "./catalog-text";
import { SaveToggles } from "./save-toggles";
import badges from "./vehicle-badges.module.css";
import { VehicleCard } from "./vehicle-card";
import { type GalleryPicture, VehicleGallery } from "./vehicle-gallery";
import vehicleGrid from "./vehicle-grid.module.css";
import { pictureAlt, vehicleSpecs, vehicleSummary } from "./vehicle-text";
import styles from "./vehicle-view.module.css";

/** The limits of the leasing programme of the vehicle's section (from the calculator's configuration). */
export interface LeasingLimits {
  advance: { min: number; max: number };
  term: { min: number; max: number };
}

type Complectation = CatalogDetail["complectations"][number];

/** The terms the visitor picked on the page (advance %, months); the buyout is the programme's. */
export interface LeasingTerms {
  advance: number;
  term: number;
  buyout: number;
}

const ADVANCES = [0, 10, 20, 30, 40, 49];
const TERMS = [12, 24, 36, 48, 60];

function within(values: number[], limits: { min: number; max: number }, current: number): number[] {
  return [...new Set([...values.filter((v) => v >= limits.min && v <= limits.max), current])].sort((a, b) => a - b);
}

/**
 * The monthly payment with the programme's default terms, recomputed in the browser (core/leasing-calculator.ts)
 * when the visitor picks another advance or term. The calculator link carries the same figures.
 */
function LeasingBox({
  detail,
  limits,
  terms,
  onTerms,
}: {
  detail: CatalogDetail;
  limits: LeasingLimits;
  terms: LeasingTerms;
  onTerms: (terms: LeasingTerms) => void;
}) {
  const id = useId();
  const { item, leasing } = detail;
  const { advance, term } = terms;
  const payment = estimateMonthlyPayment(item.price, {
    rate: leasing.annualRatePercent,
    advance,
    term,
    buyout: leasing.buyoutPercent,
  });
  const advanceSum = Math.round((item.price * advance) / 100);
  const calculator = `${calculatorHref(item.price, item.section)}&advance=${advance}&term=${term}`;
  return (
    <div className={styles.leasing}>
      <h2 className={styles.leasingTitle}>Ежемесячный платёж</h2>
      <output className={styles.payment} htmlFor={`${id}-advance ${id}-term`} aria-live="polite">
        <Money value={Math.round(payment)} />
        <span className={styles.perMonth}> в месяц</span>
      </output>
      <div className={styles.terms}>
        <Select
          id={`${id}-advance`}
          label="Аванс"
          value={String(advance)}
          onChange={(event) => onTerms({ ...terms, advance: Number(event.currentTarget.value) })}
          options={within(ADVANCES, limits.advance, leasing.advancePercent).map((value) => ({
            value: String(value),
            label: formatPercent(value),
          }))}
        />
        <Select
          id={`${id}-term`}
          label="Срок"
          value={String(term)}
          onChange={(event) => onTerms({ ...terms, term: Number(event.currentTarget.value) })}
          options={within(TERMS, limits.term, leasing.months).map((value) => ({
            value: String(value),
            label: `${value} мес.`,
          }))}
        />
      </div>
      <p className={styles.note}>
        Аванс {formatMoney(advanceSum)}, выкупной платёж {formatPercent(leasing.buyoutPercent)}, ставка программы{" "}
        {formatPercent(leasing.annualRatePercent)} годовых, равные платежи, с НДС 22&nbsp;%. Расчёт предварительный, не
        оферта.
      </p>
      <Link to={calculator} className={styles.calcLink}>
        Точный расчёт в калькуляторе
      </Link>
    </div>
  );
}

/** A machine's tiles: what it is chosen by (mass, bucket or lift, hours), not a car's gearbox and drive. */
function machineFacts(item: CatalogDetail["item"]): [string, string][] {
  const used = item.condition === "used";
  const facts: [string, string][] = [
    ["Год", String(item.year)],
    ["Наработка", used && item.engineHours !== null ? formatEngineHours(item.engineHours) : "новая"],
  ];
  if (item.operatingWeight !== null) facts.push(["Масса", formatMass(item.operatingWeight)]);
  if (item.bucketVolume !== null) facts.push(["Ковш", formatBucket(item.bucketVolume)]);
  if (item.liftingCapacity !== null) facts.push(["Грузоподъёмность", formatMass(item.liftingCapacity)]);
  facts.push(["Мощность", formatPower(item.power)], ["Ходовая часть", item.drive.name]);
  if (item.city) facts.push(["Город", item.city.name]);
  return facts;
}

function KeyFacts({ detail }: { detail: CatalogDetail }) {
  const { item } = detail;
  if (item.section === "special") return <FactTiles facts={machineFacts(item)} />;
  const facts: [string, string][] = [
    ["Год", String(item.year)],
    ["Пробег", item.section === "used" ? formatMileage(item.mileage) : "новый"],
    [
      "Двигатель",
      [item.engineVolume ? `${formatNumber(item.engineVolume, 1)} л` : null, formatPower(item.power)]
        .filter(Boolean)
        .join(", "),
    ],
    ["Топливо", item.fuel.name],
    ["Коробка", item.gear.name],
    ["Привод", item.drive.name],
  ];
  if (item.city) facts.push(["Город", item.city.name]);
  if (item.state) facts.push(["Состояние", item.state.name]);
  return <FactTiles facts={facts} />;
}

function FactTiles({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const trimColumns: TableColumn<Complectation>[] = [
  {
    key: "name",
    header: "Комплектация",
    cell: (trim) => (
      <span className={trim.current ? styles.currentTrim : undefined}>
        {trim.name}
        {trim.current ? (
          <Text muted small>
            {" "}
            — этот автомобиль
          </Text>
        ) : null}
      </span>
    ),
  },
  {
    key: "engine",
    header: "Двигатель",
    cell: (trim) =>
      [
        trim.engineVolume ? `${formatNumber(trim.engineVolume, 1)} л` : null,
        formatPower(trim.power),
        trim.fuel.name.toLowerCase(),
      ]
        .filter(Boolean)
        .join(", "),
  },
  { key: "gear", header: "Коробка, привод", cell: (trim) => `${trim.gear.name}, ${trim.drive.name.toLowerCase()}` },
  { key: "price", header: "Цена", align: "end", cell: (trim) => <Money value={trim.price} /> },
  {
    key: "payment",
    header: "Платёж в месяц",
    align: "end",
    cell: (trim) => <Money value={trim.monthlyPayment} />,
  },
  {
    key: "stock",
    header: "В наличии",
    align: "end",
    cell: (trim) =>
      trim.vehicleKey && trim.stockCnt > 0 && !trim.current ? (
        <Link to={vehicleHref(trim.vehicleKey)}>
          {formatNumber(trim.stockCnt)} шт.{trim.priceFrom ? <> от {formatMoney(trim.priceFrom)}</> : null}
        </Link>
      ) : trim.stockCnt > 0 ? (
        `${formatNumber(trim.stockCnt)} шт.`
      ) : (
        "под заказ"
      ),
  },
];

type VehicleViewProps = {
  detail: CatalogDetail;
  limits: LeasingLimits;
  /** «Оставить заявку» with the vehicle and the terms picked (the lead form lives in another feature). */
  renderLead?: (terms: LeasingTerms) => ReactNode;
};

/** The vehicle's photographs (the cover first) or, when it has none, the generated pictures of its body and colour. */
function galleryOf(detail: CatalogDetail): GalleryPicture[] {
  const { item } = detail;
  if (detail.photos.length > 0) {
    return detail.photos.map((photo, i) => ({
      url: photo.picture.src,
      alt: photo.alt || `${item.title}, фото ${i + 1}`,
      picture: photo.picture,
    }));
  }
  return detail.gallery.map((picture) => ({ url: picture.url, alt: pictureAlt(item, picture.view) }));
}

/** The vehicle page: pictures, price and leasing payment, the request button, specs, trims, similar vehicles. */
export function VehicleView({ detail, limits, renderLead }: VehicleViewProps) {
  const { item, leasing } = detail;
  const selected = detail.catalog_selected;
  const [terms, setTerms] = useState<LeasingTerms>({
    advance: leasing.advancePercent,
    term: leasing.months,
    buyout: leasing.buyoutPercent,
  });
  return (
    <div className="container">
      <Breadcrumbs items={vehicleCrumbs(detail)} />
      <div className={styles.top}>
        <div className={styles.main}>
          <header className={styles.header}>
            {item.badges.length > 0 ? (
              <ul className={badges.badges} aria-label="Метки">
                {item.badges.map((badge) => (
                  <li key={badge.slug} className={badges.badge}>
                    {badge.name}
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className={styles.title}>{item.title}</h1>
            <Text as="p" muted>
              {item.complectation.name} · {vehicleSummary(item)}
            </Text>
          </header>
          <VehicleGallery pictures={galleryOf(detail)} title={item.title} />
          <KeyFacts detail={detail} />
        </div>

        <aside className={styles.buy} aria-label="Цена и лизинг">
          <p className={styles.price}>
            <Money value={item.price} />
            {item.oldPrice ? (
              <s className={styles.oldPrice}>
                <span className="visually-hidden">Цена без скидки: </span>
                <Money value={item.oldPrice} />
              </s>
            ) : null}
          </p>
          <Text as="p" muted small>
            Цена с НДС 22&nbsp;%.{" "}
            {selected.prices.modelTo > selected.prices.modelFrom ? (
              <>
                {item.brand.name} {item.model.name} в наличии от {formatMoney(selected.prices.modelFrom)} до{" "}
                {formatMoney(selected.prices.modelTo)}.
              </>
            ) : null}
          </Text>
          {detail.offer ? (
            <Text as="p" small>
              Спецпредложение: <Link to={detail.offer.url}>{detail.offer.title}</Link>
            </Text>
          ) : null}
          {item.identifier ? (
            <Text as="p" muted small>
              VIN <span className={styles.vinValue}>{item.identifier}</span>
            </Text>
          ) : null}
          <LeasingBox detail={detail} limits={limits} terms={terms} onTerms={setTerms} />
          <div className={styles.actions}>
            {renderLead ? (
              renderLead(terms)
            ) : (
              <ButtonLink to={LEAD_HREF} variant="accent" size="lg" block>
                Оставить заявку
              </ButtonLink>
            )}
            <SaveToggles item={item} size="lg" />
          </div>
        </aside>
      </div>

      {detail.colors.length > 1 ? (
        <section className={styles.section} aria-labelledby="vehicle-colors">
          <h2 id="vehicle-colors">Цвета комплектации</h2>
          <ul className={styles.colors}>
            {detail.colors.map((color) => (
              <li key={color.slug} className={styles.color}>
                <span className={styles.swatch} style={{ background: color.hex }} aria-hidden="true" />
                {color.name}
                {color.slug === item.color.slug ? (
                  <Text muted small>
                    {" "}
                    — этот автомобиль
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {detail.description ? (
        <section className={styles.section} aria-labelledby="vehicle-about">
          <h2 id="vehicle-about">
            О модели {item.brand.name} {item.model.name}
          </h2>
          <p className={styles.description}>{detail.description}</p>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="vehicle-specs">
        <h2 id="vehicle-specs">Характеристики</h2>
        <div className={styles.specs}>
          {vehicleSpecs(detail).map((group) => (
            <table key={group.title} className={styles.specTable}>
              <caption className={styles.specCaption}>{group.title}</caption>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>

      {detail.complectations.length > 0 ? (
        <section className={styles.section} aria-labelledby="vehicle-trims">
          <h2 id="vehicle-trims">
            Комплектации и цены {item.brand.name} {item.model.name}
          </h2>
          <Table
            caption={`Комплектации ${item.brand.name} ${item.model.name}: цены новых автомобилей и платёж в лизинг`}
            captionHidden
            columns={trimColumns}
            rows={detail.complectations}
            rowKey={(trim) => trim.slug}
          />
        </section>
      ) : null}

      {detail.similar.length > 0 ? (
        <section className={styles.section} aria-labelledby="vehicle-similar">
          <h2 id="vehicle-similar">Похожие предложения</h2>
          <ul className={vehicleGrid.grid}>
            {detail.similar.map((other) => (
              <li key={other.key}>
                <VehicleCard item={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
