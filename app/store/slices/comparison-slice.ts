import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { type SavedVehicle, toggleSaved } from "./saved-vehicle";

export type ComparedItem = SavedVehicle;

/** Vehicles put into comparison, keyed by `key`. Persisted. */
export interface ComparisonState {
  list: Record<string, ComparedItem>;
}

const initialState: ComparisonState = { list: {} };

export const comparisonSlice = createSlice({
  name: "comparison",
  initialState,
  reducers: {
    comparisonToggled(state, action: PayloadAction<ComparedItem>) {
      toggleSaved(state.list, action.payload);
    },
    comparisonRemoved(state, action: PayloadAction<string>) {
      delete state.list[action.payload];
    },
    comparisonCleared() {
      return initialState;
    },
  },
});

export const { comparisonToggled, comparisonRemoved, comparisonCleared } = comparisonSlice.actions;

export const selectComparisonList = (state: { comparison: ComparisonState }) => state.comparison.list;
export const selectComparisonCount = (state: { comparison: ComparisonState }): number =>
  Object.keys(state.comparison.list).length;
export const selectIsCompared = (state: { comparison: ComparisonState }, key: string): boolean =>
  key in state.comparison.list;
