import { describe, expect, it } from "vitest";
import {
  comparisonCleared,
  comparisonRemoved,
  comparisonSlice,
  comparisonToggled,
  selectComparisonCount,
} from "./comparison-slice";
import { favoritesSlice, favoriteToggled, selectFavoritesCount } from "./favorites-slice";
import { likesSlice, likeToggled, selectIsLiked } from "./likes-slice";

const car = { key: "cars-1", type: "cars" as const, title: "Lada Vesta", price: 1_500_000 };
const truck = { key: "trucks-7", type: "trucks" as const, title: "КАМАЗ 54901", price: null };

describe("comparison, favourites and likes", () => {
  it("toggles, removes and clears compared vehicles", () => {
    let state = comparisonSlice.reducer(undefined, comparisonToggled(car));
    state = comparisonSlice.reducer(state, comparisonToggled(truck));
    expect(selectComparisonCount({ comparison: state })).toBe(2);
    state = comparisonSlice.reducer(state, comparisonToggled(car));
    expect(Object.keys(state.list)).toEqual(["trucks-7"]);
    state = comparisonSlice.reducer(state, comparisonRemoved("trucks-7"));
    expect(selectComparisonCount({ comparison: state })).toBe(0);
    state = comparisonSlice.reducer(comparisonSlice.reducer(state, comparisonToggled(car)), comparisonCleared());
    expect(state.list).toEqual({});
  });

  it("toggles favourites", () => {
    let state = favoritesSlice.reducer(undefined, favoriteToggled(car));
    expect(selectFavoritesCount({ favorites: state })).toBe(1);
    state = favoritesSlice.reducer(state, favoriteToggled(car));
    expect(selectFavoritesCount({ favorites: state })).toBe(0);
  });

  it("toggles likes by id", () => {
    let state = likesSlice.reducer(undefined, likeToggled(15));
    expect(selectIsLiked({ likes: state }, "15")).toBe(true);
    state = likesSlice.reducer(state, likeToggled("15"));
    expect(selectIsLiked({ likes: state }, 15)).toBe(false);
  });
});
