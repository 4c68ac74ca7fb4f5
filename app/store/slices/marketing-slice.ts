import { createSlice } from "@reduxjs/toolkit";

export const UTM_KEYS = ["utm_campaign", "utm_content", "utm_medium", "utm_term", "utm_source"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The advertising campaign that brought the visitor; sent along with leads. Persisted. */
export type MarketingState = Record<UtmKey, string | null>;

const initialState: MarketingState = {
  utm_campaign: null,
  utm_content: null,
  utm_medium: null,
  utm_term: null,
  utm_source: null,
};

/** What `utmCaptured` accepts: `location.search`, its URLSearchParams, or route params as an object. */
export type UtmSource = string | URLSearchParams | Record<string, string | null | undefined>;

function readUtm(source: UtmSource): MarketingState {
  const params =
    typeof source === "string" || source instanceof URLSearchParams ? new URLSearchParams(source) : undefined;
  const utm = { ...initialState };
  for (const key of UTM_KEYS) {
    const raw = params ? params.get(key) : (source as Record<string, string | null | undefined>)[key];
    const value = raw?.trim().slice(0, 200);
    utm[key] = value ? value : null;
  }
  return utm;
}

function hasUtm(state: MarketingState): boolean {
  return UTM_KEYS.some((key) => state[key] !== null);
}

export const marketingSlice = createSlice({
  name: "marketing",
  initialState,
  reducers: {
    /**
     * Last-touch attribution: a URL with any UTM parameter replaces the whole set (absent ones
     * become null, so two campaigns never mix); a URL without UTM parameters keeps what we had.
     */
    utmCaptured: {
      reducer(state, action: { payload: MarketingState }) {
        return hasUtm(action.payload) ? action.payload : state;
      },
      // The URLSearchParams is read here so the action stays serialisable.
      prepare: (source: UtmSource) => ({ payload: readUtm(source) }),
    },
  },
});

export const { utmCaptured } = marketingSlice.actions;

export const selectMarketing = (state: { marketing: MarketingState }) => state.marketing;

/**
 * Rehydration rule: UTM captured from this page's URL before the stored state arrived is newer
 * than what was stored, so it wins; otherwise the stored campaign comes back.
 */
export function mergeRehydratedMarketing(current: MarketingState, stored: MarketingState): MarketingState {
  return hasUtm(current) ? current : stored;
}
