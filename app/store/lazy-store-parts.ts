import { combineSlices, createDynamicMiddleware, type WithSlice } from "@reduxjs/toolkit";
import type { api } from "./api";
import { candidateSlice } from "./slices/candidate-slice";
import { citySlice } from "./slices/city-slice";
import { comparisonSlice } from "./slices/comparison-slice";
import { favoritesSlice } from "./slices/favorites-slice";
import { leadSlice } from "./slices/lead-slice";
import { likesSlice } from "./slices/likes-slice";
import { loaderSlice } from "./slices/loader-slice";
import { markedSlice } from "./slices/marked-slice";
import { marketingSlice } from "./slices/marketing-slice";
import { rehydrationSlice } from "./slices/rehydration-slice";
import { sessionSlice } from "./slices/session-slice";

/**
 * The slices every page needs, plus room for RTK Query's api, which is injected (reducer and
 * middleware) only when a route that fetches through it loads: public pages read through loaders
 * and so never download RTK Query (about 17 KB gzip).
 */
export const combinedSlices = combineSlices(
  citySlice,
  comparisonSlice,
  favoritesSlice,
  marketingSlice,
  likesSlice,
  candidateSlice,
  markedSlice,
  sessionSlice,
  loaderSlice,
  leadSlice,
  rehydrationSlice,
).withLazyLoadedSlices<WithSlice<typeof api>>();

/** One instance for every store: middleware added to it applies to each store separately. */
export const dynamicMiddleware = createDynamicMiddleware();
