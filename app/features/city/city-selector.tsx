import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useRevalidator } from "react-router";
import type { City } from "../../../contract/cities.ts";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { citySelected, selectCurrentCity } from "../../store/slices/city-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Modal } from "../../ui/modal";
import { Skeleton } from "../../ui/skeleton";
import { cityApi, useCitiesQuery, useSaveCityMutation } from "./city-api";
import { CityPicker } from "./city-picker";
import styles from "./city-selector.module.css";

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
  const [saveCity] = useSaveCityMutation();
  const restoring = useRef(false);

  useEffect(() => {
    if (!rehydrated) return;
    if (source === "cookie") {
      if (stored?.id !== city.id || stored.name !== city.name) dispatch(citySelected(city));
    } else if (stored && stored.id !== city.id && !restoring.current) {
      restoring.current = true;
      saveCity(stored.id)
        .unwrap()
        .then(() => revalidator.revalidate())
        .catch(() => undefined);
    }
  }, [rehydrated, source, city, stored, dispatch, saveCity, revalidator]);

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
  const prefetchCities = cityApi.usePrefetch("cities");
  const [saveCity, saving] = useSaveCityMutation();
  const choosing = useCitySync(city, source);

  if (!hydrated) {
    return (
      <a href={CITY_FALLBACK_HREF} className={styles.trigger}>
        <Icon name="pin" size={18} />
        <span className="visually-hidden">Ваш город: </span>
        {city.name}
      </a>
    );
  }

  async function choose(next: City) {
    if (next.id === city.id) {
      setOpen(false);
      return;
    }
    choosing();
    try {
      const saved = await saveCity(next.id).unwrap();
      dispatch(citySelected({ id: saved.id, name: saved.name }));
      setOpen(false);
      setAnnouncement(`Город изменён: ${saved.name}`);
      // The loaders read the new cookie: the header label and city-dependent pages follow.
      revalidator.revalidate();
    } catch {
      // The dialog stays open with the error; the visitor may try again.
    }
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
          saving.reset();
          setOpen(true);
        }}
        onPointerEnter={() => prefetchCities()}
        onFocus={() => prefetchCities()}
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
      {/* In <body>, not in the header's slot: the dialog must not inherit the top bar's small bold text. */}
      {createPortal(
        <Modal id={dialogId} open={open} onClose={() => setOpen(false)} title="Выберите город">
          {open ? (
            <CityDialogBody currentId={city.id} busy={saving.isLoading} failed={saving.isError} onChoose={choose} />
          ) : null}
        </Modal>,
        document.body,
      )}
    </>
  );
}

function CityDialogBody({
  currentId,
  busy,
  failed,
  onChoose,
}: {
  currentId: number;
  busy: boolean;
  failed: boolean;
  onChoose: (city: City) => void;
}) {
  const { data: cities, isError, refetch } = useCitiesQuery();
  return (
    <div className={styles.body}>
      <p className={styles.intro}>От города зависят контакты офиса и предложения техники с пробегом рядом с вами.</p>
      {failed ? (
        <Alert tone="error" title="Не удалось сохранить город">
          Проверьте подключение к интернету и выберите город ещё раз.
        </Alert>
      ) : null}
      {cities ? (
        <CityPicker cities={cities} currentId={currentId} onChoose={onChoose} busy={busy} />
      ) : isError ? (
        <Alert tone="error" title="Список городов не загрузился">
          <p>Проверьте подключение к интернету.</p>
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Повторить
          </Button>
        </Alert>
      ) : (
        <div aria-busy="true" className={styles.loading}>
          <span className="visually-hidden">Загружаем список городов…</span>
          <Skeleton height="2.75rem" />
          <Skeleton height="16rem" />
        </div>
      )}
    </div>
  );
}
