import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { CatalogFacets, CatalogRanges, FacetOption } from "../../../contract/catalog.ts";
import { Icon } from "../../ui/icon";
import {
  type CatalogFilter,
  type CatalogSection,
  type ListField,
  type SingleField,
  setField,
  toggleListValue,
} from "./catalog-filter";
import { countText, RANGE_SPECS, type RangeSpec } from "./catalog-text";
import styles from "./filter-panel.module.css";
import { OptionList } from "./option-list";
import { RangeFilter } from "./range-filter";

type FilterPanelProps = {
  id: string;
  section: CatalogSection;
  /** What the panel shows as chosen: the URL's filter, or the one being loaded. */
  filter: CatalogFilter;
  facets: CatalogFacets;
  ranges: CatalogRanges;
  totalCnt: number;
  pending: boolean;
  /** The canonical address the form submits to (without JS the loader redirects to the pretty URL). */
  action: string;
  resetHref: string;
  onChange: (next: CatalogFilter) => void;
  onSubmit: (form: HTMLFormElement) => void;
  /** Phones: the panel is a full-screen sheet. */
  sheetOpen: boolean;
  onSheetClose: () => void;
};

function Section({
  title,
  chosen = 0,
  defaultOpen = false,
  children,
}: {
  title: string;
  chosen?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  // SPEC.md §3: each section has an opened flag. It survives navigation inside the catalogue (same route).
  const [open, setOpen] = useState(defaultOpen || chosen > 0);
  return (
    <details className={styles.section} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>{title}</span>
        {chosen > 0 ? (
          <span className={styles.chosen}>
            {chosen}
            <span className="visually-hidden"> выбрано</span>
          </span>
        ) : null}
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}

/** The VIN search of the used catalogue: committed after a pause once it is long enough. */
function IdentifierField({ value, onCommit }: { value?: string; onCommit: (value: string | undefined) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? "");
  const [prop, setProp] = useState(value);
  if (prop !== value) {
    setProp(value);
    setDraft(value ?? "");
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const valid = (text: string) => text === "" || /^[A-HJ-NPR-Z0-9]{3,17}$/.test(text);
  function schedule(text: string, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (valid(text) && (text || undefined) !== value) onCommit(text || undefined);
    }, delay);
  }
  const invalid = draft !== "" && !valid(draft);
  return (
    <div className={styles.vin}>
      <label htmlFor={id} className="visually-hidden">
        VIN или его часть
      </label>
      <input
        id={id}
        name="identifier"
        type="search"
        value={draft}
        placeholder="VIN или его часть"
        autoComplete="off"
        spellCheck={false}
        maxLength={17}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const text = event.currentTarget.value.toUpperCase().replace(/\s/g, "");
          setDraft(text);
          schedule(text, 800);
        }}
        onBlur={() => schedule(draft, 0)}
        className={styles.vinInput}
      />
      <p id={`${id}-hint`} className={invalid ? styles.vinError : styles.hint}>
        {invalid ? "От 3 до 17 символов: латиница без I, O, Q и цифры" : "Например, XW8 или последние цифры"}
      </p>
    </div>
  );
}

/**
 * The filter of SPEC.md §3 as one GET form. Every section is a `<details>`; without JS the «Показать» button submits
 * the form, with JS each change navigates at once (ranges and the VIN after a pause) and the button only closes
 * the phone sheet.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { section, filter, facets, ranges, onChange } = props;
  const used = section === "used";
  const special = section === "special";
  const headingId = useId();
  const closeRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Phones: a modal sheet. Focus moves into it, Esc closes it, the page behind does not scroll.
  useEffect(() => {
    if (!props.sheetOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    document.documentElement.classList.add(styles.locked ?? "");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") props.onSheetClose();
      if (event.key === "Tab" && panelRef.current) trapFocus(event, panelRef.current);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove(styles.locked ?? "");
      if (opener?.isConnected) opener.focus();
    };
  }, [props.sheetOpen, props.onSheetClose]);

  // The facets come with the loaded page; what is chosen comes from the filter shown (it runs ahead while loading).
  const mark = (options: readonly FacetOption[], field: ListField | SingleField) =>
    options.map((o) => {
      const value = filter[field];
      const selected = Array.isArray(value) ? value.includes(o.slug) : value === o.slug;
      return selected === o.selected ? o : { ...o, selected };
    });
  const toggle = (field: ListField) => (slug: string) => onChange(toggleListValue(filter, field, slug));
  const choose = (field: SingleField) => (slug: string) => onChange(setField(filter, field, slug || undefined));
  const count = (field: ListField) => filter[field]?.length ?? 0;

  const brandNames = new Map(facets.brands.map((b) => [b.slug, b.name]));
  const chosenBrands = filter.brands ?? [];
  const models = mark(facets.models, "models").filter(
    (m) => chosenBrands.length === 0 || m.selected || (m.brand && chosenBrands.includes(m.brand)),
  );
  const oneBrand = chosenBrands.length === 1;

  const range = (spec: RangeSpec, defaultOpen: boolean) => {
    const chosen = filter[spec.low] !== undefined || filter[spec.high] !== undefined ? 1 : 0;
    const limits = ranges[spec.key] ?? null;
    // A machinery range no matching machine has (a bucket among cranes) is left out rather than shown disabled.
    if (!limits && chosen === 0 && (spec.key === "weight" || spec.key === "bucket" || spec.key === "lift")) return null;
    return (
      <Section title={spec.title} chosen={chosen} defaultOpen={defaultOpen}>
        <RangeFilter
          spec={spec}
          limits={limits}
          low={filter[spec.low]}
          high={filter[spec.high]}
          onCommit={(low, high) => onChange(setField(setField(filter, spec.low, low), spec.high, high))}
        />
      </Section>
    );
  };

  const list = (
    field: ListField,
    title: string,
    options: readonly FacetOption[] | undefined,
    extra: Partial<React.ComponentProps<typeof OptionList>> = {},
    defaultOpen = false,
  ) =>
    options && options.length > 0 ? (
      <Section title={title} chosen={count(field)} defaultOpen={defaultOpen}>
        <OptionList name={field} legend={title} options={mark(options, field)} onSelect={toggle(field)} {...extra} />
      </Section>
    ) : null;

  const single = (field: SingleField, title: string, anyLabel: string, defaultOpen = false) => {
    const options = facets[field as keyof CatalogFacets];
    return options && options.length > 1 ? (
      <Section title={title} chosen={filter[field] ? 1 : 0} defaultOpen={defaultOpen}>
        <OptionList
          name={field}
          legend={title}
          type="radio"
          anyLabel={anyLabel}
          options={mark(options, field)}
          onSelect={choose(field)}
        />
      </Section>
    ) : null;
  };

  return (
    <div
      ref={panelRef}
      id={props.id}
      className={`${styles.panel} ${props.sheetOpen ? styles.open : ""}`}
      // A dialog only while it is the phone sheet; on wide screens it is part of the page.
      {...(props.sheetOpen ? { role: "dialog", "aria-modal": true, "aria-labelledby": headingId } : {})}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          Фильтры
        </h2>
        <Link to={props.resetHref} className={styles.headReset} onClick={props.onSheetClose}>
          Сбросить
        </Link>
        {/* biome-ignore lint/a11y/useValidAnchor: a link, so that without JS it also closes the :target sheet. */}
        <a
          href="#catalog-results-title"
          ref={closeRef}
          className={styles.close}
          onClick={(event) => {
            event.preventDefault();
            props.onSheetClose();
          }}
        >
          <Icon name="close" />
          <span className="visually-hidden">Закрыть фильтры</span>
        </a>
      </div>
      <form
        method="get"
        action={props.action}
        className={styles.form}
        id={`${props.id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(event.currentTarget);
        }}
      >
        <div className={styles.sections}>
          {filter.type && !special ? <input type="hidden" name="type" value={filter.type} /> : null}
          {filter.tag ? <input type="hidden" name="tag" value={filter.tag} /> : null}
          {used ? (
            <Section title="Поиск по VIN" chosen={filter.identifier ? 1 : 0} defaultOpen>
              <IdentifierField
                value={filter.identifier}
                onCommit={(value) => onChange(setField(filter, "identifier", value))}
              />
            </Section>
          ) : null}
          {used
            ? list(
                "cities",
                "Город",
                facets.cities,
                { search: { label: "Найти город", placeholder: "Найти город" } },
                true,
              )
            : null}
          {special ? single("type", "Тип техники", "Любой тип", true) : single("group", "Группа", "Все группы", true)}
          {special
            ? single("condition", "Состояние", "Новая и с наработкой", true)
            : list("types", "Тип", facets.types)}
          {list(
            "brands",
            "Марка",
            facets.brands,
            { search: { label: "Найти марку", placeholder: "Найти марку" } },
            true,
          )}
          {list(
            "models",
            "Модель",
            models,
            {
              search: { label: "Найти модель", placeholder: "Найти модель" },
              renderName: oneBrand ? undefined : (o) => `${brandNames.get(o.brand ?? "") ?? ""} ${o.name}`.trim(),
            },
            chosenBrands.length > 0,
          )}
          {range(RANGE_SPECS.price, true)}
          {used || special ? range(RANGE_SPECS.year, true) : null}
          {used ? range(RANGE_SPECS.mileage, false) : null}
          {special ? range(RANGE_SPECS.weight, true) : null}
          {special ? range(RANGE_SPECS.bucket, false) : null}
          {special ? range(RANGE_SPECS.lift, false) : null}
          {range(RANGE_SPECS.power, false)}
          {/* Machinery: the type stands for the body, and gearbox or colour is no reason to choose a machine. */}
          {special ? null : list("bodies", "Кузов", facets.bodies, {}, true)}
          {special ? null : list("gears", "Коробка передач", facets.gears)}
          {list("drives", special ? "Ходовая часть" : "Привод", facets.drives)}
          {special ? null : list("fuels", "Топливо", facets.fuels)}
          {special
            ? null
            : list("colors", "Цвет", facets.colors, {
                search: { label: "Найти цвет", placeholder: "Найти цвет" },
                renderBefore: (o) => (
                  <span className={styles.swatch} style={{ background: o.hex }} aria-hidden="true" />
                ),
              })}
          {used ? list("wheels", "Руль", facets.wheels) : null}
          {used ? single("state", "Состояние", "Любое") : null}
          {used ? list("subtypes", "Откуда автомобиль", facets.subtypes) : null}
        </div>
        <div className={styles.footer}>
          <button type="submit" className={styles.submit} aria-live="polite">
            {props.pending
              ? "Подбираем…"
              : props.totalCnt > 0
                ? `Показать ${countText(props.totalCnt)}`
                : "Ничего не найдено"}
          </button>
          <Link to={props.resetHref} className={styles.reset} preventScrollReset>
            Сбросить
          </Link>
        </div>
      </form>
    </div>
  );
}

function trapFocus(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [
    ...container.querySelectorAll<HTMLElement>("button, [href], input:not([type=hidden]), select, summary"),
  ].filter((el) => !el.hasAttribute("disabled") && el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
