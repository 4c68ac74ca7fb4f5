import { Link } from "react-router";
import type { CatalogItem, CatalogRef } from "../../../contract/catalog.ts";
import type { MediaPictureSources } from "../../../contract/media.ts";
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
  /** The list's first card: its picture is the page's largest paint on a phone, fetched before the others. */
  first?: boolean;
};

/** One vehicle in a list: picture, title, key specs, price, monthly payment, badges, comparison and favourites. */
export function VehicleCard({ item, headingLevel = 2, eager = false, first = false }: VehicleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const used = item.section === "used";
  const special = item.section === "special";
  return (
    <article className={styles.card}>
      <CardMedia picture={item.picture} image={item.image} badges={item.badges} eager={eager} first={first} />
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

/**
 * A card's picture with its badges (vehicle and trim cards): the cover photograph, or the rasters of the generated
 * picture of the body and colour, or that picture's SVG where it has no rasters.
 */
export function CardMedia({
  picture,
  image,
  badges: marks,
  eager,
  first = false,
}: {
  picture: MediaPictureSources | null;
  image: string;
  badges: CatalogRef[];
  eager: boolean;
  first?: boolean;
}) {
  const shown = picture ?? generatedPicture(image);
  return (
    <div className={styles.media}>
      {shown ? (
        <MediaPicture
          picture={shown}
          alt=""
          sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 360px"
          loading={eager ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          className={styles.image}
        />
      ) : (
        <img
          src={image}
          alt=""
          width={640}
          height={400}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          decoding="async"
          className={styles.image}
        />
      )}
      {marks.length > 0 ? (
        <ul className={styles.badges} aria-label="Метки">
          {marks.map((badge) => (
            <li key={badge.slug} className={`${badges.badge} ${badges[`badge-${badge.slug}`] ?? ""}`}>
              {badge.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
