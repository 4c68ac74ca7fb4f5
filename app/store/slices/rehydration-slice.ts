import { createSlice } from "@reduxjs/toolkit";
import { REMEMBER_REHYDRATED } from "redux-remember";

/**
 * Whether the persisted slices have been read back from localStorage. False on the server and in
 * the first browser render (so both render the same), true once redux-remember has finished (or
 * given up after the persist timeout). Counters of favourites and comparison wait for it so they
 * do not flash "0" before the stored lists arrive.
 */
export interface RehydrationState {
  isRehydrated: boolean;
}

const initialState: RehydrationState = { isRehydrated: false };

export const rehydrationSlice = createSlice({
  name: "rehydration",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => action.type === REMEMBER_REHYDRATED,
      (state) => {
        state.isRehydrated = true;
      },
    );
  },
});

export const selectIsRehydrated = (state: { rehydration: RehydrationState }): boolean => state.rehydration.isRehydrated;
