import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { City } from "../../../contract/cities.ts";
import { Icon } from "../../ui/icon";
import { company } from "../../ui/layout/site-info";
import { filterCities } from "./city-filter";
import styles from "./city-picker.module.css";

type CityPickerProps = {
  cities: readonly City[];
  currentId: number;
  onChoose: (city: City) => void;
  /** While the choice is being saved the list does not take another. */
  busy?: boolean;
};

/**
 * A search field with the city list under it (WAI-ARIA combobox with a listbox that is always shown): typing
 * filters, ↑/↓ (and PageUp/PageDown) move through the list while the focus stays in the field, Enter chooses,
 * Esc closes the dialog. A click or tap on a city chooses it too.
 */
export function CityPicker({ cities, currentId, onChoose, busy = false }: CityPickerProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (city: City) => `${baseId}-city-${city.id}`;
  const [query, setQuery] = useState("");
  const filtered = useMemo(() => filterCities(cities, query), [cities, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      filtered.findIndex((c) => c.id === currentId),
    ),
  );
  const activeCity = filtered[Math.min(active, filtered.length - 1)];
  const inputRef = useRef<HTMLInputElement>(null);

  // The search field takes the focus once the dialog is shown (showModal runs after this component mounts, and
  // would otherwise focus the close button): typing a city name is the first thing to do.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // Keep the highlighted city in view while the arrows move through a long list.
  useEffect(() => {
    if (!activeCity) return;
    document.getElementById(optionId(activeCity))?.scrollIntoView({ block: "nearest" });
  });

  function move(to: number) {
    if (filtered.length === 0) return;
    setActive((to + filtered.length) % filtered.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const index = Math.min(active, filtered.length - 1);
    switch (event.key) {
      case "ArrowDown":
        move(index + 1);
        break;
      case "ArrowUp":
        move(index - 1);
        break;
      case "PageDown":
        move(Math.min(filtered.length - 1, index + 5));
        break;
      case "PageUp":
        move(Math.max(0, index - 5));
        break;
      case "Enter":
        if (activeCity && !busy) onChoose(activeCity);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        Найдите свой город
      </label>
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={activeCity ? optionId(activeCity) : undefined}
          aria-describedby={`${baseId}-hint`}
          className={styles.input}
          value={query}
          placeholder="Например, Казань"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>
      <p id={`${baseId}-hint`} className="visually-hidden">
        Стрелки вверх и вниз — выбор города в списке, Enter — подтвердить.
      </p>
      <p role="status" className="visually-hidden">
        {query ? `Найдено городов: ${filtered.length}` : ""}
      </p>

      {filtered.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Города с офисами «Лизинг-Авто»"
          aria-busy={busy}
          className={styles.list}
        >
          {filtered.map((city, index) => {
            const isCurrent = city.id === currentId;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the list from the search field (aria-activedescendant); the click is for pointers.
              <div
                key={city.id}
                id={optionId(city)}
                role="option"
                tabIndex={-1}
                aria-selected={city === activeCity}
                aria-current={isCurrent ? "true" : undefined}
                className={styles.option}
                onMouseMove={() => {
                  if (index !== active) setActive(index);
                }}
                onClick={() => {
                  if (!busy) onChoose(city);
                }}
              >
                <span className={styles.name}>{city.name}</span>
                <span className={styles.region}>
                  {city.region !== city.name ? city.region : "город федерального значения"}
                </span>
                {isCurrent ? (
                  <span className={styles.current}>
                    <Icon name="check" size={18} />
                    <span>сейчас</span>
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : (
        <div id={listId} className={styles.empty}>
          <p>
            <strong>Города «{query.trim()}» нет в списке.</strong> Наши офисы работают в {cities.length} городах, а
            сделки мы проводим по всей России дистанционно.
          </p>
          <p>
            Позвоните: <a href={company.freePhone.href}>{company.freePhone.display}</a> (бесплатно) — подскажем
            ближайший офис.
          </p>
        </div>
      )}
    </div>
  );
}
