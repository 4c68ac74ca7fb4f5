import { createIdSetSlice } from "./id-set-slice";
import type { SavedVehicle } from "./saved-vehicle";

/** Vehicles put into comparison, keyed by `key`. Persisted. */
export const comparisonSlice = createIdSetSlice("comparison", (item: SavedVehicle) => [item.key, item]);

export const {
  toggled: comparisonToggled,
  removed: comparisonRemoved,
  cleared: comparisonCleared,
} = comparisonSlice.actions;

export const {
  selectList: selectComparisonList,
  selectCount: selectComparisonCount,
  selectHas: selectIsCompared,
} = comparisonSlice.selectors;
