import { Link } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { favoriteRemoved, selectFavoritesList } from "../../store/slices/favorites-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Button } from "../../ui/button";
import { Money } from "../../ui/money";
import { Skeleton } from "../../ui/skeleton";
import { useVehicleDetails } from "./catalog-api";
import { vehicleHref } from "./catalog-links";
import styles from "./favorites-view.module.css";
import { SavedEmpty, SavedHeader } from "./saved-list";
import { VehicleCard } from "./vehicle-card";
import vehicleGrid from "./vehicle-grid.module.css";

/**
 * `/favorites`: the vehicles of `favorites.list` as the catalogue's cards. The list is in localStorage; the cards'
 * current data (price, payment, badges) comes from the API in the browser. A vehicle that has been sold stays
 * listed, marked, until the visitor removes it.
 */
export function FavoritesView() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectIsRehydrated);
  const saved = Object.values(useAppSelector(selectFavoritesList));
  const lookups = useVehicleDetails(rehydrated ? saved.map((v) => v.key) : []);

  return (
    <div className="container">
      <SavedHeader title="Избранное" crumb="Избранное" count={rehydrated ? saved.length : 0}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            for (const vehicle of saved) dispatch(favoriteRemoved(vehicle.key));
          }}
        >
          Очистить избранное
        </Button>
      </SavedHeader>
      {!rehydrated ? (
        <div className={vehicleGrid.grid} aria-busy="true">
          <Skeleton height="16rem" />
          <Skeleton height="16rem" />
          <Skeleton height="16rem" />
        </div>
      ) : saved.length === 0 ? (
        <SavedEmpty
          title="В избранном пока пусто"
          text="Отмечайте понравившиеся автомобили сердечком на карточке — они сохранятся здесь, на этом устройстве, и будут ждать вас при следующем визите."
        />
      ) : (
        <ul className={vehicleGrid.grid} aria-busy={lookups.some((l) => l.status === "loading")}>
          {lookups.map((lookup, index) => {
            const vehicle = saved[index];
            if (lookup.status === "ok") {
              return (
                <li key={lookup.key}>
                  <VehicleCard item={lookup.detail.item} eager={index < 3} />
                </li>
              );
            }
            return (
              <li key={lookup.key}>
                <article className={styles.stub}>
                  {vehicle?.image ? <img src={vehicle.image} alt="" width={640} height={400} /> : null}
                  <h2 className={styles.stubTitle}>
                    <Link to={vehicle?.url ?? vehicleHref(lookup.key)}>{vehicle?.title ?? "Автомобиль"}</Link>
                  </h2>
                  {vehicle?.price ? <Money value={vehicle.price} /> : null}
                  {lookup.status === "loading" ? (
                    <Skeleton lines={2} />
                  ) : (
                    <>
                      <p className={styles.gone}>
                        {lookup.status === "gone" ? "Снят с продажи" : "Не удалось загрузить данные"}
                      </p>
                      <Button variant="secondary" size="sm" onClick={() => dispatch(favoriteRemoved(lookup.key))}>
                        Убрать из избранного
                      </Button>
                    </>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
