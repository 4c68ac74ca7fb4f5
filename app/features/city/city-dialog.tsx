import { createPortal } from "react-dom";
import type { City } from "../../../contract/cities.ts";
import type { AppDispatch } from "../../store/make-store";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { Skeleton } from "../../ui/skeleton";
import { cityApi, useCitiesQuery, useSaveCityMutation } from "./city-api";
import { CityPicker } from "./city-picker";
import styles from "./city-selector.module.css";

/** Saves the city (POST /api/geo/city/ sets the cookie); for the header's sync, outside the dialog. */
export function saveCity(dispatch: AppDispatch, cityId: number): Promise<City> {
  return dispatch(cityApi.endpoints.saveCity.initiate(cityId)).unwrap();
}

type CityDialogProps = {
  id: string;
  open: boolean;
  currentId: number;
  onClose: () => void;
  onSaved: (city: City) => void;
};

/**
 * The city dialog, loaded on the first hover, focus or click of the header's city button: it brings
 * RTK Query with it, which pages that read through loaders otherwise never download.
 */
export default function CityDialog({ id, open, currentId, onClose, onSaved }: CityDialogProps) {
  const [save, saving] = useSaveCityMutation();

  async function choose(next: City) {
    if (next.id === currentId) {
      onClose();
      return;
    }
    try {
      onSaved(await save(next.id).unwrap());
    } catch {
      // The dialog stays open with the error; the visitor may try again.
    }
  }

  // In <body>, not in the header's slot: the dialog must not inherit the top bar's small bold text.
  return createPortal(
    <Modal
      id={id}
      open={open}
      onClose={() => {
        saving.reset();
        onClose();
      }}
      title="Выберите город"
    >
      {open ? (
        <CityDialogBody currentId={currentId} busy={saving.isLoading} failed={saving.isError} onChoose={choose} />
      ) : null}
    </Modal>,
    document.body,
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
