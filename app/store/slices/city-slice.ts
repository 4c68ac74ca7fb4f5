import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface City {
  id: number;
  name: string;
}

/** The city the visitor chose; offers and contacts depend on it. Persisted. */
export interface CityState {
  current: City | null;
}

const initialState: CityState = { current: null };

export const citySlice = createSlice({
  name: "city",
  initialState,
  reducers: {
    citySelected(state, action: PayloadAction<City>) {
      state.current = { id: action.payload.id, name: action.payload.name };
    },
  },
});

export const { citySelected } = citySlice.actions;

export const selectCurrentCity = (state: { city: CityState }) => state.city.current;
