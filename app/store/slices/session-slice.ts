import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * The CSRF token of the signed-in session, for the base query to send on state-changing account calls (it
 * reads the store, outside React). Who is signed in is not kept here: the account layout's loader data is the
 * one source of that (features/account/account-session.ts). Never persisted: the session lives in an HttpOnly
 * cookie, and a token kept in localStorage would outlive it.
 */
export interface SessionState {
  csrfToken: string | null;
}

const initialState: SessionState = { csrfToken: null };

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    csrfTokenReceived(_state, action: PayloadAction<string>) {
      return { csrfToken: action.payload };
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { csrfTokenReceived, sessionCleared } = sessionSlice.actions;

// Selectors take the smallest state shape they need, so slices never import the store's RootState.
export const selectCsrfToken = (state: { session: SessionState }) => state.session.csrfToken;
