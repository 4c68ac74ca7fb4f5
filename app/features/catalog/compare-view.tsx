import { useId, useState } from "react";
import { Link } from "react-router";
import type { CatalogDetail } from "../../../contract/catalog.ts";
import { generatedPicture } from "../../../contract/vehicle-image.ts";
import { formatMoney } from "../../lib/number-format";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { comparisonCleared, comparisonRemoved, selectComparisonList } from "../../store/slices/comparison-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import type { SavedVehicle } from "../../store/slices/saved-vehicle";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { MediaPicture } from "../../ui/media-picture";
import { Skeleton } from "../../ui/skeleton";
import { Text } from "../../ui/text";
import { useVehicleDetails, type VehicleLookup } from "./catalog-api";
import { vehicleHref } from "./catalog-links";
import { formatMonthly } from "./catalog-text";
import styles from "./compare-view.module.css";
import { SavedEmpty, SavedHeader } from "./saved-list";
import { vehicleSpecs } from "./vehicle-text";

type Row = { name: string; values: (string | null)[] };
type Group = { title: string; rows: Row[] };

/** The rows of the table: price first, then the specification groups, each row once (by name). */
export function compareGroups(details: (CatalogDetail | null)[]): Group[] {
  const groups: Group[] = [
    {
      title: "Цена и лизинг",
      rows: [
        { name: "Цена", values: details.map((d) => (d ? formatMoney(d.item.price) : null)) },
        { name: "Платёж в лизинг", values: details.map((d) => (d ? formatMonthly(d.item.monthlyPayment) : null)) },
      ],
    },
  ];
  const specs = details.map((d) => (d ? vehicleSpecs(d) : null));
  const titles: string[] = [];
  const names = new Map<string, string[]>();
  for (const groupsOfOne of specs) {
    for (const group of groupsOfOne ?? []) {
      if (!names.has(group.title)) {
        titles.push(group.title);
        names.set(group.title, []);
      }
      const list = names.get(group.title) as string[];
      for (const row of group.rows) if (!list.includes(row.name)) list.push(row.name);
    }
  }
  for (const title of titles) {
    groups.push({
      title,
      rows: (names.get(title) ?? []).map((name) => ({
        name,
        values: specs.map((groupsOfOne) => {
          if (!groupsOfOne) return null;
          return groupsOfOne.find((g) => g.title === title)?.rows.find((r) => r.name === name)?.value ?? "—";
        }),
      })),
    });
  }
  return groups;
}

const differs = (row: Row) => {
  const known = row.values.filter((v): v is string => v !== null);
  return known.length > 1 && new Set(known).size > 1;
};

function ColumnHead({
  lookup,
  saved,
  onRemove,
}: {
  lookup: VehicleLookup;
  saved?: SavedVehicle;
  onRemove: () => void;
}) {
  const item = lookup.status === "ok" ? lookup.detail.item : null;
  const title = item?.title ?? saved?.title ?? "Автомобиль";
  const image = item ? (item.picture?.src ?? item.image) : saved?.image;
  // The photograph's renditions, or the generated picture's rasters; a saved photograph's single address otherwise.
  const picture = item?.picture ?? (image ? generatedPicture(image) : null);
  return (
    <div className={styles.head}>
      <button type="button" className={styles.remove} onClick={onRemove}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">Убрать из сравнения: {title}</span>
      </button>
      {picture ? (
        <MediaPicture picture={picture} alt="" sizes="(max-width: 639px) 50vw, 280px" className={styles.image} />
      ) : image ? (
        <img src={image} alt="" width={320} height={200} className={styles.image} />
      ) : null}
      <Link to={item ? vehicleHref(item.key) : (saved?.url ?? vehicleHref(lookup.key))} className={styles.name}>
        {title}
      </Link>
      {item ? <Text muted>{item.complectation.name}</Text> : null}
      {lookup.status === "gone" ? <span className={styles.gone}>Снят с продажи</span> : null}
      {lookup.status === "error" ? <span className={styles.gone}>Не удалось загрузить</span> : null}
    </div>
  );
}

/**
 * `/compare`: the vehicles of `comparison.list` side by side. The list is in localStorage, so the page renders a
 * placeholder on the server and fetches the vehicles' data from the API in the browser. Rows whose values differ
 * are highlighted; «Только различия» hides the rest.
 */
export function CompareView() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectIsRehydrated);
  const list = useAppSelector(selectComparisonList);
  const saved = Object.values(list);
  const keys = rehydrated ? saved.map((v) => v.key) : [];
  const lookups = useVehicleDetails(keys);
  const [onlyDiff, setOnlyDiff] = useState(false);
  const id = useId();

  const details = lookups.map((l) => (l.status === "ok" ? l.detail : null));
  const groups = compareGroups(details);
  const loading = lookups.some((l) => l.status === "loading");

  return (
    <div className="container">
      <SavedHeader title="Сравнение автомобилей" crumb="Сравнение" count={rehydrated ? saved.length : 0}>
        {saved.length > 1 ? (
          <Text as="p" muted small className={styles.legend}>
            <span className={styles.legendSwatch} aria-hidden="true" />
            Различия подсвечены
          </Text>
        ) : null}
        {saved.length > 1 ? (
          <label className={styles.diff} htmlFor={`${id}-diff`}>
            <input
              id={`${id}-diff`}
              type="checkbox"
              checked={onlyDiff}
              onChange={(event) => setOnlyDiff(event.currentTarget.checked)}
            />
            Только различия
          </label>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => dispatch(comparisonCleared())}>
          Очистить сравнение
        </Button>
      </SavedHeader>

      {!rehydrated ? (
        <div className={styles.placeholder} aria-busy="true">
          <Skeleton height="12rem" />
          <Skeleton lines={4} />
        </div>
      ) : saved.length === 0 ? (
        <SavedEmpty
          title="Сравнивать пока нечего"
          text="Добавьте автомобили к сравнению кнопкой «Сравнить» на карточке или странице автомобиля — здесь они встанут рядом: цены, платежи, двигатели и размеры, с подсвеченными различиями."
        />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        <section className={styles.scroller} aria-label="Таблица сравнения" tabIndex={0}>
          <table className={styles.table} aria-busy={loading}>
            <caption className="visually-hidden">
              Сравнение: {saved.map((v) => v.title).join(", ")}. Строки с различиями отмечены.
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {lookups.map((lookup, index) => (
                  <th key={lookup.key} scope="col" className={styles.column}>
                    <ColumnHead
                      lookup={lookup}
                      saved={saved[index]}
                      onRemove={() => dispatch(comparisonRemoved(lookup.key))}
                    />
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => {
              const rows = onlyDiff ? group.rows.filter(differs) : group.rows;
              if (rows.length === 0) return null;
              return (
                <tbody key={group.title}>
                  <tr className={styles.groupRow}>
                    <th scope="colgroup" colSpan={lookups.length + 1}>
                      {group.title}
                    </th>
                  </tr>
                  {rows.map((row) => {
                    const diff = differs(row);
                    return (
                      <tr key={row.name} className={diff ? styles.diffRow : undefined}>
                        <th scope="row" className={styles.rowName}>
                          {row.name}
                          {diff ? <span className="visually-hidden"> (различается)</span> : null}
                        </th>
                        {row.values.map((value, index) => (
                          <td key={lookups[index]?.key ?? index}>
                            {value ?? (lookups[index]?.status === "loading" ? <Skeleton width="6rem" /> : "—")}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        </section>
      )}
    </div>
  );
}
