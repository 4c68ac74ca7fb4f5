import { createIdSetSlice } from "./id-set-slice";
import type { SavedVehicle } from "./saved-vehicle";

/** Vehicles the visitor marked as favourite, keyed by `key`. Persisted. */
export const favoritesSlice = createIdSetSlice("favorites", (item: SavedVehicle) => [item.key, item]);

export const { toggled: favoriteToggled, removed: favoriteRemoved } = favoritesSlice.actions;

export const {
  selectList: selectFavoritesList,
  selectCount: selectFavoritesCount,
  selectHas: selectIsFavorite,
} = favoritesSlice.selectors;
