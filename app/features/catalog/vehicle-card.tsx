import { Link } from "react-router";
import type { CatalogItem } from "../../../contract/catalog.ts";
import { generatedPicture } from "../../../contract/vehicle-image.ts";
import { MediaPicture } from "../../ui/media-picture";
import { Money } from "../../ui/money";
import { vehicleHref } from "./catalog-links";
import { formatMonthly } from "./catalog-text";
import { SaveToggles } from "./save-toggles";
import badges from "./vehicle-badges.module.css";
import styles from "./vehicle-card.module.css";
import { vehicleSummary } from "./vehicle-text";

type VehicleCardProps = {
  item: CatalogItem;
  /** The card title's heading level: h2 on pages whose list is the main content under h1, h3 under a section. */
  headingLevel?: 2 | 3;
  /** The first cards of a list load their pictures eagerly (they are above the fold). */
  eager?: boolean;
};

/** One vehicle in a list: picture, title, key specs, price, monthly payment, badges, comparison and favourites. */
export function VehicleCard({ item, headingLevel = 2, eager = false }: VehicleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const used = item.section === "used";
  const special = item.section === "special";
  // The cover photograph, or the rasters of the generated picture of its body and colour.
  const picture = item.picture ?? generatedPicture(item.image);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {picture ? (
          <MediaPicture
            picture={picture}
            alt=""
            sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 360px"
            loading={eager ? "eager" : "lazy"}
            className={styles.image}
          />
        ) : (
          <img
            src={item.image}
            alt=""
            width={640}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className={styles.image}
          />
        )}
        {item.badges.length > 0 ? (
          <ul className={styles.badges} aria-label="Метки">
            {item.badges.map((badge) => (
              <li key={badge.slug} className={`${badges.badge} ${badges[`badge-${badge.slug}`] ?? ""}`}>
                {badge.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={vehicleHref(item.key)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{vehicleSummary(item)}</p>
        <p className={styles.facts}>
          {(used
            ? [item.city?.name, item.state ? `${item.state.name.toLowerCase()} состояние` : null]
            : special
              ? [item.body.name, item.condition === "used" ? "с\u00a0наработкой" : "новая", item.city?.name]
              : [item.body.name, item.color.name.toLowerCase()]
          )
            .filter(Boolean)
            // A no-break space keeps the dot with the word before it when the line wraps.
            .join("\u00a0· ")}
        </p>
        <div className={styles.footer}>
          <div className={styles.prices}>
            <p className={styles.price}>
              <Money value={item.price} />
              {item.oldPrice ? (
                <s className={styles.oldPrice}>
                  <span className="visually-hidden">Цена без скидки: </span>
                  <Money value={item.oldPrice} />
                </s>
              ) : null}
            </p>
            <p className={styles.monthly}>
              {formatMonthly(item.monthlyPayment)}
              <span className="visually-hidden"> в лизинг</span>
            </p>
          </div>
        </div>
      </div>
      {/* After the title in reading and tab order; drawn over the picture's corner. */}
      <div className={styles.toggles}>
        <SaveToggles item={item} />
      </div>
    </article>
  );
}
