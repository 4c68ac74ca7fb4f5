import { useCallback, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import type { CatalogItem, CatalogTrimCard } from "../../../contract/catalog.ts";
import { formatMoneyShort, formatNumber, plural } from "../../lib/number-format";
import { Icon } from "../../ui/icon";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import { Money } from "../../ui/money";
import { Pagination } from "../../ui/pagination";
import { Select } from "../../ui/select";
import { ActiveChips } from "./active-chips";
import {
  activeFilterCount,
  type CatalogFilter,
  type CatalogSort,
  catalogHref,
  catalogPath,
  DEFAULT_SORT,
  parseFilter,
  pathParamsOf,
  sectionOfPath,
  setField,
  withoutPage,
} from "./catalog-filter";
import { listCrumbs, listHeading } from "./catalog-headings";
import { LEAD_HREF } from "./catalog-links";
import {
  type CatalogPageData,
  hasComplectations,
  hasTrims,
  isCarsList,
  isSpecialList,
  isUsedList,
} from "./catalog-page-data";
import styles from "./catalog-screen.module.css";
import {
  countText,
  IN_TRIMS,
  OFFERS,
  SECTION_TEXT,
  SORT_LABELS,
  sortsFor,
  USED_STOCK_LEAD,
  VEHICLES,
} from "./catalog-text";
import { FilterPanel } from "./filter-panel";
import { SpecialLead, SpecialTypeChips } from "./special-section";
import { TrimCard, trimHref } from "./trim-card";
import { VehicleCard } from "./vehicle-card";
import vehicleGrid from "./vehicle-grid.module.css";

const PANEL_ID = "catalog-filters";

/** «Показать ещё» appends: the link's navigation carries this state. */
type AppendState = { append?: boolean } | null;

/**
 * The catalogue page: filter panel, chosen filters, sorting, cards, «Показать ещё» and pages. The URL is the state:
 * every change navigates to the canonical URL of the new filter (push, so back and forward step through filters);
 * while the next page loads, the panel already shows the new choice and the old cards stay, dimmed.
 */
export function CatalogScreen({ data }: { data: CatalogPageData }) {
  const { section, list, landing } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);

  // The panel shows a choice at once: the filter just asked for (set in the same event, so a controlled checkbox
  // never flickers back), then the one in flight, then the page's own.
  const [asked, setAsked] = useState<{ filter: CatalogFilter; list: CatalogPageData["list"] } | null>(null);
  const next = navigation.location;
  const loading = navigation.state !== "idle" && next !== undefined && sectionOfPath(next.pathname) === section;
  const shown: CatalogFilter =
    asked && asked.list === list
      ? asked.filter
      : loading
        ? parseFilter(section, new URLSearchParams(next.search), pathParamsOf(next.pathname))
        : data.filter;

  // New cars and trucks are listed by trim, paged by trim; used vehicles one card (and page) per vehicle.
  const trims = hasTrims(list) ? list.trims : null;
  const paging = trims ?? list;
  const trimItems = (l: CatalogPageData["list"]) => (hasTrims(l) ? l.trims.items : []);

  // «Показать ещё» keeps the cards already shown and adds the next page's.
  const listKey = catalogHref(section, withoutPage(data.filter));
  const [cards, setCards] = useState({ list, items: list.items, trims: trimItems(list), key: listKey });
  if (cards.list !== list) {
    const append =
      (location.state as AppendState)?.append === true && cards.key === listKey && list.page === cards.list.page + 1;
    setCards({
      list,
      items: append ? [...cards.items, ...list.items] : list.items,
      trims: append ? [...cards.trims, ...trimItems(list)] : trimItems(list),
      key: listKey,
    });
  }

  const go = useCallback(
    (filter: CatalogFilter) => {
      setAsked({ filter, list });
      navigate(catalogHref(section, filter), { preventScrollReset: true });
    },
    [navigate, section, list],
  );
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  const submit = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
    go(parseFilter(section, params));
    setSheetOpen(false);
  };

  const root = `/catalog/${section}`;
  const landingPath = catalogPath(section, { brands: data.filter.brands, models: data.filter.models }).path;
  const chosen = activeFilterCount(shown);
  const loadingMore = loading && (next.state as AppendState)?.append === true;
  const remaining = paging.totalCnt - list.page * 24;
  const sort = shown.sort ?? DEFAULT_SORT;

  return (
    <div className="container">
      <Breadcrumbs items={listCrumbs(data)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{listHeading(data)}</h1>
        <PageLead data={data} />
      </header>

      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Фильтр каталога">
          <FilterPanel
            id={PANEL_ID}
            section={section}
            filter={shown}
            facets={list.facets}
            ranges={list.ranges}
            totalCnt={list.totalCnt}
            pending={loading}
            action={root}
            resetHref={root}
            onChange={go}
            onSubmit={submit}
            sheetOpen={sheetOpen}
            onSheetClose={closeSheet}
          />
        </aside>

        <section className={styles.results} aria-labelledby="catalog-results-title">
          <h2 id="catalog-results-title" className="visually-hidden">
            Предложения
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.found} role="status">
              {loading
                ? "Подбираем…"
                : trims
                  ? `Найдено ${countText(list.totalCnt, VEHICLES)} в ${countText(trims.totalCnt, IN_TRIMS)}`
                  : `Найдено ${countText(list.totalCnt)}`}
            </p>
            <a
              href={`#${PANEL_ID}`}
              className={styles.filtersButton}
              aria-haspopup="dialog"
              aria-controls={PANEL_ID}
              aria-expanded={sheetOpen}
              onClick={(event) => {
                event.preventDefault();
                setSheetOpen(true);
              }}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.filtersIcon}>
                <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" stroke="currentColor" strokeWidth="2" />
                <circle cx="16" cy="6" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="10" cy="12" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="18" cy="18" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              Фильтры{chosen > 0 ? ` (${chosen})` : ""}
            </a>
            <div className={styles.sort}>
              <Select
                label="Сортировка"
                name="sort"
                form={`${PANEL_ID}-form`}
                value={sort}
                onChange={(event) => {
                  const value = event.currentTarget.value as CatalogSort;
                  go(setField(shown, "sort", value === DEFAULT_SORT ? undefined : value));
                }}
                options={sortsFor(section).map((value) => ({ value, label: SORT_LABELS[value] }))}
                className={styles.sortSelect}
              />
              <noscript>
                <button type="submit" form={`${PANEL_ID}-form`} className={styles.apply}>
                  Применить
                </button>
              </noscript>
            </div>
          </div>

          {isCarsList(list) && list.listTag.length > 0 ? (
            <nav aria-label="Быстрый выбор" className={styles.tags}>
              <ul className={styles.tagList}>
                {list.listTag.map((tag) => {
                  const active = shown.tag === tag.slug;
                  if (tag.count === 0 && !active) return null;
                  return (
                    <li key={tag.slug}>
                      <Link
                        to={catalogHref(section, setField(shown, "tag", active ? undefined : tag.slug))}
                        className={styles.tag}
                        aria-current={active ? "true" : undefined}
                        preventScrollReset
                      >
                        {tag.name}
                        <span className={styles.tagCount}>{formatNumber(tag.count)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}

          {isSpecialList(list) ? <SpecialTypeChips filter={shown} options={list.facets.type} /> : null}

          <ActiveChips section={section} filter={shown} facets={list.facets} resetHref={root} />

          <div className={`${styles.grid} ${loading && !loadingMore ? styles.pending : ""}`} aria-busy={loading}>
            {trims && cards.trims.length > 0 ? (
              <ul className={vehicleGrid.grid}>
                {cards.trims.map((trim: CatalogTrimCard, index) => (
                  <li key={trim.slug}>
                    <TrimCard trim={trim} href={trimHref(trim, data.filter)} eager={index < 3} first={index === 0} />
                  </li>
                ))}
              </ul>
            ) : !trims && cards.items.length > 0 ? (
              <ul className={vehicleGrid.grid}>
                {cards.items.map((item: CatalogItem, index) => (
                  <li key={item.key}>
                    <VehicleCard item={item} headingLevel={3} eager={index < 3} first={index === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                resetHref={landing && activeFilterCount(withoutPage(data.filter)) > 1 ? landingPath : root}
                landing={Boolean(landing)}
              />
            )}
          </div>

          {paging.pageNext ? (
            <div className={styles.more}>
              <Link
                to={catalogHref(section, setField(data.filter, "page", paging.pageNext))}
                state={{ append: true }}
                preventScrollReset
                className={styles.moreButton}
              >
                {loadingMore ? "Загружаем…" : `Показать ещё ${Math.min(24, remaining)}`}
              </Link>
              <p className={styles.shownCount}>
                {trims
                  ? `Показано ${formatNumber(cards.trims.length)} из ${countText(trims.totalCnt, ["комплектации", "комплектаций", "комплектаций"])}`
                  : `Показано ${formatNumber(cards.items.length)} из ${countText(list.totalCnt, OFFERS)}`}
              </p>
            </div>
          ) : null}

          <Pagination
            page={list.page}
            pageCount={paging.pageCnt}
            hrefFor={(page) => catalogHref(section, setField(data.filter, "page", page > 1 ? page : undefined))}
            label="Страницы каталога"
          />
        </section>
      </div>

      <LandingDetails data={data} />
    </div>
  );
}

function PageLead({ data }: { data: CatalogPageData }) {
  const { list, landing } = data;
  if (isSpecialList(list)) return <SpecialLead data={data} list={list} />;
  if (isUsedList(list) && !landing) {
    const { main } = list;
    return (
      <p className={styles.lead}>
        {countText(main.stockCnt, ["автомобиль", "автомобиля", "автомобилей"])} в {formatNumber(main.cityCnt)}{" "}
        {plural(main.cityCnt, ["городе", "городах", "городах"])}
        {main.priceFrom ? <> от {formatMoneyShort(main.priceFrom)}</> : null}. {USED_STOCK_LEAD}
      </p>
    );
  }
  const price = list.totalCnt > 0 ? list.ranges.price : null;
  return (
    <p className={styles.lead}>
      {hasTrims(list)
        ? `${countText(list.totalCnt, VEHICLES)} в ${countText(list.trims.totalCnt, IN_TRIMS)}`
        : `${countText(list.totalCnt)} в наличии`}
      {price ? (
        <>
          {" "}
          от <Money value={price.min} />
        </>
      ) : null}
      . Лизинг для юридических лиц и ИП: аванс от 0&nbsp;%, срок до 60 месяцев.
    </p>
  );
}

function EmptyState({ resetHref, landing }: { resetHref: string; landing: boolean }) {
  return (
    <div className={styles.empty}>
      <Icon name="search" size={40} className={styles.emptyIcon} />
      <h3 className={styles.emptyTitle}>Ничего не нашлось</h3>
      <p>
        Под выбранные условия сейчас нет предложений. Уберите часть фильтров выше или начните подбор заново — а если
        нужен конкретный автомобиль, менеджер привезёт его под заказ.
      </p>
      <div className={styles.emptyActions}>
        <Link to={resetHref} className={styles.moreButton}>
          {landing ? "Сбросить фильтры" : "Сбросить все фильтры"}
        </Link>
        <Link to={LEAD_HREF}>Оставить заявку на подбор</Link>
      </div>
    </div>
  );
}

/** Under the list: the model's description and trims, or links to the landing pages one level down. */
function LandingDetails({ data }: { data: CatalogPageData }) {
  const { list, landing, links, section } = data;
  const model = landing?.model;
  return (
    <>
      {model ? (
        <section className={styles.about} aria-labelledby="catalog-about">
          <h2 id="catalog-about">О модели {model.fullName}</h2>
          <p className={styles.aboutText}>{model.description}</p>
          {hasComplectations(list) && list.complectations.length > 0 ? (
            <table className={styles.trims}>
              <caption className={styles.trimsCaption}>Комплектации в наличии</caption>
              <thead>
                <tr>
                  <th scope="col">Комплектация</th>
                  <th scope="col" className={styles.num}>
                    В наличии
                  </th>
                  <th scope="col" className={styles.num}>
                    Цена от
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.complectations.map((trim) => (
                  <tr key={trim.slug}>
                    <th scope="row">{trim.name}</th>
                    <td className={styles.num}>{formatNumber(trim.count)}</td>
                    <td className={styles.num}>
                      <Money value={trim.priceFrom} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
      {links.length > 0 ? (
        <nav className={styles.links} aria-labelledby="catalog-links">
          <h2 id="catalog-links" className={styles.linksTitle}>
            {landing
              ? `Модели ${landing.brand.name}`
              : data.typeLanding
                ? `${data.typeLanding.name} по маркам`
                : `Марки: ${SECTION_TEXT[section].crumb.toLowerCase()}`}
          </h2>
          <ul className={styles.linkList}>
            {links.map((link) => (
              <li key={link.slug}>
                <Link to={link.href} className={styles.link}>
                  {link.name} <span className={styles.linkCount}>{formatNumber(link.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
