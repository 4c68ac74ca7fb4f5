import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import type { City } from "../../../contract/cities.ts";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { citySelected, selectCurrentCity } from "../../store/slices/city-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Icon } from "../../ui/icon";
import styles from "./city-selector.module.css";

const loadDialog = () => import("./city-dialog");
const CityDialog = lazy(loadDialog);

/** The contacts page's city list: where the header's link leads before JavaScript runs. */
export const CITY_FALLBACK_HREF = "/contacts/#cities";

type CityRef = { id: number; name: string };

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true after: the first browser render matches the server's. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Keeps the persisted `city.current` and the `city_id` cookie in step once localStorage has been read: the
 * cookie (what the server rendered) wins when the visitor chose a city; when the cookie is gone but the browser
 * still remembers a choice, the choice is saved again and the page data reloaded (once). Returns a function that
 * tells it a choice is being made in this page, so it does not restore the old one meanwhile.
 */
function useCitySync(city: CityRef, source: "cookie" | "default"): () => void {
  const dispatch = useAppDispatch();
  const revalidator = useRevalidator();
  const rehydrated = useAppSelector(selectIsRehydrated);
  const stored = useAppSelector(selectCurrentCity);
  const restoring = useRef(false);

  useEffect(() => {
    if (!rehydrated) return;
    if (source === "cookie") {
      if (stored?.id !== city.id || stored.name !== city.name) dispatch(citySelected(city));
    } else if (stored && stored.id !== city.id && !restoring.current) {
      restoring.current = true;
      loadDialog()
        .then((dialog) => dialog.saveCity(dispatch, stored.id))
        .then(() => revalidator.revalidate())
        .catch(() => undefined);
    }
  }, [rehydrated, source, city, stored, dispatch, revalidator]);

  return () => {
    restoring.current = true;
  };
}

type CitySelectorProps = {
  /** The city the server rendered the page for (from the cookie, else Москва). */
  city: CityRef;
  source: "cookie" | "default";
};

/**
 * The header's city: a button that opens the city dialog. Before hydration it is a link to the contacts page's
 * city list, so the choice works without JavaScript too. Choosing a city saves it (POST /api/geo/city/ sets the
 * cookie), remembers it in the persisted `city` slice and reloads the page data, so city-dependent pages
 * (contacts, the brand map) show the new city at once.
 */
export function CitySelector({ city, source }: CitySelectorProps) {
  const hydrated = useHydrated();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const dispatch = useAppDispatch();
  const revalidator = useRevalidator();
  const [dialogWanted, setDialogWanted] = useState(false);
  const choosing = useCitySync(city, source);
  // Start downloading the dialog (and the city list through it) as soon as the visitor aims at the button.
  const prepareDialog = () => setDialogWanted(true);

  if (!hydrated) {
    return (
      <a href={CITY_FALLBACK_HREF} className={styles.trigger}>
        <Icon name="pin" size={18} />
        <span className="visually-hidden">Ваш город: </span>
        {city.name}
      </a>
    );
  }

  function saved(next: City) {
    dispatch(citySelected({ id: next.id, name: next.name }));
    setOpen(false);
    setAnnouncement(`Город изменён: ${next.name}`);
    // The loaders read the new cookie: the header label and city-dependent pages follow.
    revalidator.revalidate();
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label={`Ваш город: ${city.name}. Выбрать другой город`}
        onClick={() => {
          choosing();
          prepareDialog();
          setOpen(true);
        }}
        onPointerEnter={prepareDialog}
        onFocus={prepareDialog}
      >
        <Icon name="pin" size={18} />
        <span className={styles.name}>{city.name}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CityDialog id={dialogId} open={open} currentId={city.id} onClose={() => setOpen(false)} onSaved={saved} />
        </Suspense>
      ) : null}
    </>
  );
}
