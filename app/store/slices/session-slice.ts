import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { User } from "../../../contract/account.ts";

/**
 * The signed-in user and the CSRF token from /apilk/account/check/. Never persisted: the session
 * lives in an HttpOnly cookie, and a token kept in localStorage would outlive it.
 */
export interface SessionState {
  user: User | null;
  csrfToken: string | null;
}

const initialState: SessionState = { user: null, csrfToken: null };

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    sessionReceived(_state, action: PayloadAction<{ user: User; csrfToken: string }>) {
      return { user: action.payload.user, csrfToken: action.payload.csrfToken };
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { sessionReceived, sessionCleared } = sessionSlice.actions;

// Selectors take the smallest state shape they need, so slices never import the store's RootState.
export const selectUser = (state: { session: SessionState }) => state.session.user;
export const selectCsrfToken = (state: { session: SessionState }) => state.session.csrfToken;
