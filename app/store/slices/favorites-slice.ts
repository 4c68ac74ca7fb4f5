import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { type SavedVehicle, toggleSaved } from "./saved-vehicle";

export type FavoriteItem = SavedVehicle;

/** Vehicles the visitor marked as favourite, keyed by `key`. Persisted. */
export interface FavoritesState {
  list: Record<string, FavoriteItem>;
}

const initialState: FavoritesState = { list: {} };

export const favoritesSlice = createSlice({
  name: "favorites",
  initialState,
  reducers: {
    favoriteToggled(state, action: PayloadAction<FavoriteItem>) {
      toggleSaved(state.list, action.payload);
    },
    favoriteRemoved(state, action: PayloadAction<string>) {
      delete state.list[action.payload];
    },
  },
});

export const { favoriteToggled, favoriteRemoved } = favoritesSlice.actions;

export const selectFavoritesList = (state: { favorites: FavoritesState }) => state.favorites.list;
export const selectFavoritesCount = (state: { favorites: FavoritesState }): number =>
  Object.keys(state.favorites.list).length;
export const selectIsFavorite = (state: { favorites: FavoritesState }, key: string): boolean =>
  key in state.favorites.list;
