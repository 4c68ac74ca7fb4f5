import { type ReactNode, useId, useState } from "react";
import type { FacetOption } from "../../../contract/catalog.ts";
import { formatNumber } from "../../lib/number-format";
import { Icon } from "../../ui/icon";
import styles from "./option-list.module.css";

/** Options shown before «Показать все»; shorter lists are shown whole. */
const COLLAPSED = 8;

type OptionListProps = {
  /** The form field the inputs submit (brands, bodies…). */
  name: string;
  /** Names the group for assistive tech («Марка»). */
  legend: string;
  type?: "checkbox" | "radio";
  options: readonly FacetOption[];
  /** Checkbox: adds or removes the slug; radio: chooses it ("" for «any»). */
  onSelect: (slug: string) => void;
  /** A text field above the list that narrows it down (brands, models, colours). */
  search?: { label: string; placeholder: string };
  /** Radio lists: the label of the «any» option. */
  anyLabel?: string;
  /** Extra content before the name (a colour swatch) or a longer name (a model with its brand). */
  renderName?: (option: FacetOption) => ReactNode;
  renderBefore?: (option: FacetOption) => ReactNode;
};

const normalise = (text: string) => text.toLocaleLowerCase("ru").replace(/ё/g, "е").trim();

/** Top options by count (the chosen ones always among them), in the list's own order; the rest behind «Показать все». */
function split(options: readonly FacetOption[]) {
  if (options.length <= COLLAPSED + 2) return { top: options, rest: [] as FacetOption[] };
  const chosen = options.filter((o) => o.selected);
  const popular = options
    .filter((o) => !o.selected)
    .sort((a, b) => b.count - a.count)
    .slice(0, Math.max(0, COLLAPSED - chosen.length));
  const inTop = new Set([...chosen, ...popular]);
  return { top: options.filter((o) => inTop.has(o)), rest: options.filter((o) => !inTop.has(o)) };
}

/**
 * The options of one filter field with their counts. An option that would give nothing is disabled (unless it is
 * chosen, so it can be unchosen). Long lists show the most common options and «Показать все» (a native
 * `<details>`: works before hydration); brands, models and colours also get a text filter.
 */
export function OptionList({
  name,
  legend,
  type = "checkbox",
  options,
  onSelect,
  search,
  anyLabel,
  renderName,
  renderBefore,
}: OptionListProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const q = normalise(query);
  const matches = q ? options.filter((o) => normalise(o.name).includes(q) || o.slug.includes(q)) : null;
  const { top, rest } = matches ? { top: matches, rest: [] } : split(options);
  const noneChosen = !options.some((o) => o.selected);

  const item = (option: FacetOption) => {
    const disabled = option.count === 0 && !option.selected;
    return (
      <li key={option.slug}>
        <label className={`${styles.option} ${disabled ? styles.disabled : ""}`}>
          <input
            type={type}
            name={name}
            value={option.slug}
            checked={option.selected}
            disabled={disabled}
            onChange={() => onSelect(option.slug)}
            className={styles.input}
          />
          {renderBefore?.(option)}
          <span className={styles.name}>{renderName ? renderName(option) : option.name}</span>
          <span className={styles.count}>{formatNumber(option.count)}</span>
        </label>
      </li>
    );
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{legend}</legend>
      {search && options.length > COLLAPSED ? (
        <div className={styles.search}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {search.label}
          </label>
          <Icon name="search" size={18} className={styles.searchIcon} />
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={search.placeholder}
            autoComplete="off"
            className={styles.searchInput}
          />
        </div>
      ) : null}
      <ul className={styles.list}>
        {type === "radio" && anyLabel && !matches ? (
          <li>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value=""
                checked={noneChosen}
                onChange={() => onSelect("")}
                className={styles.input}
              />
              <span className={styles.name}>{anyLabel}</span>
            </label>
          </li>
        ) : null}
        {top.map(item)}
      </ul>
      {matches && matches.length === 0 ? <p className={styles.nothing}>Ничего не найдено</p> : null}
      {rest.length > 0 ? (
        <details className={styles.more} open={showAll} onToggle={(event) => setShowAll(event.currentTarget.open)}>
          <summary className={styles.moreToggle}>{showAll ? "Свернуть" : `Показать все (${options.length})`}</summary>
          <ul className={styles.list}>{rest.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
