import { Link } from "react-router";
import type { FacetOption, SpecialList } from "../../../contract/catalog.ts";
import { formatNumber, plural } from "../../lib/number-format";
import { Money } from "../../ui/money";
import { type CatalogFilter, catalogHref, setField } from "./catalog-filter";
import type { CatalogPageData } from "./catalog-page-data";
import styles from "./catalog-screen.module.css";
import { BRANDS, countText, MACHINES, SPECIAL_LANDING_LEAD, SPECIAL_STOCK_LEAD } from "./catalog-text";
import own from "./special-section.module.css";

/** The special-machinery section's own parts of the catalogue page: its lead and the machinery types as chips. */

/**
 * The lead under the heading: the whole stock on the section's page («195 единиц техники: 150 новых и 45 с
 * наработкой, 12 марок»), the matching count on a type, brand or model landing; then the programme's terms.
 */
export function SpecialLead({ data, list }: { data: CatalogPageData; list: SpecialList }) {
  const { main } = list;
  const whole = !data.landing && !data.typeLanding;
  const price = whole ? main.priceFrom : list.totalCnt > 0 ? (list.ranges.price?.min ?? null) : null;
  return (
    <p className={styles.lead}>
      {whole
        ? `${countText(main.stockCnt, MACHINES)}: ${formatNumber(main.newCnt)} ${plural(main.newCnt, ["новая", "новые", "новых"])} и ${formatNumber(main.usedCnt)} с наработкой, ${countText(main.brandCnt, BRANDS)}`
        : `${countText(list.totalCnt, MACHINES)} в наличии`}
      {price ? (
        <>
          {" "}
          от <Money value={price} />
        </>
      ) : null}
      . {whole ? SPECIAL_STOCK_LEAD : SPECIAL_LANDING_LEAD}
    </p>
  );
}

/**
 * The machinery types as quick-choice chips above the cards: each is the type's landing under the rest of the
 * filter (plain links, they work without JS); the chosen one takes the type off again.
 */
export function SpecialTypeChips({ filter, options }: { filter: CatalogFilter; options: readonly FacetOption[] }) {
  const shown = options.filter((o) => o.count > 0 || o.slug === filter.type);
  if (shown.length < 2 && !filter.type) return null;
  return (
    <nav aria-label="Типы техники" className={styles.tags}>
      <ul className={own.types}>
        {shown.map((type) => {
          const active = filter.type === type.slug;
          return (
            <li key={type.slug}>
              <Link
                to={catalogHref("special", setField(filter, "type", active ? undefined : type.slug))}
                className={styles.tag}
                aria-current={active ? "true" : undefined}
                preventScrollReset
              >
                {type.name}
                <span className={styles.tagCount}>{formatNumber(type.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
