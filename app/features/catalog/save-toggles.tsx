import type { CatalogItem } from "../../../contract/catalog.ts";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { comparisonToggled, selectIsCompared } from "../../store/slices/comparison-slice";
import { favoriteToggled, selectIsFavorite } from "../../store/slices/favorites-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import type { SavedVehicle } from "../../store/slices/saved-vehicle";
import { Icon } from "../../ui/icon";
import { vehicleHref } from "./catalog-links";
import styles from "./save-toggles.module.css";

/** What comparison and favourites keep of a vehicle: enough for a counter and a card without a request. */
export function savedVehicleOf(item: CatalogItem): SavedVehicle {
  return {
    key: item.key,
    type: item.section,
    title: item.title,
    price: item.price,
    // The cover photograph's JPEG when there is one: the saved card shows what the list showed.
    image: item.picture?.src ?? item.image,
    url: vehicleHref(item.key),
  };
}

/**
 * «Сравнить» and «В избранное» as toggle buttons: the name stays, aria-pressed (and the filled look) says whether
 * the vehicle is in the list. The lists live in localStorage and are read after hydration, so the server and the
 * first browser render both show them unpressed and disabled: a press before the stored list arrives would be
 * overwritten by it.
 */
export function SaveToggles({ item, size = "md" }: { item: CatalogItem; size?: "md" | "lg" }) {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectIsRehydrated);
  const compared = useAppSelector((state) => selectIsCompared(state, item.key)) && rehydrated;
  const favorite = useAppSelector((state) => selectIsFavorite(state, item.key)) && rehydrated;
  const saved = savedVehicleOf(item);
  const large = size === "lg";
  return (
    <div className={`${styles.toggles} ${large ? styles.large : ""}`}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={compared}
        disabled={!rehydrated}
        onClick={() => dispatch(comparisonToggled(saved))}
      >
        <Icon name="compare" size={20} />
        <span className={large ? undefined : "visually-hidden"}>Сравнить</span>
        {large ? null : <span className="visually-hidden">: {item.title}</span>}
      </button>
      <button
        type="button"
        className={`${styles.toggle} ${styles.heart}`}
        aria-pressed={favorite}
        disabled={!rehydrated}
        onClick={() => dispatch(favoriteToggled(saved))}
      >
        <Icon name="heart" size={20} />
        <span className={large ? undefined : "visually-hidden"}>В избранное</span>
        {large ? null : <span className="visually-hidden">: {item.title}</span>}
      </button>
    </div>
  );
}
