import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * The CSRF token of the signed-in session, for the base query to send on state-changing account calls (it
 * reads the store, outside React). Who is signed in is not kept here: the account layout's loader data is the
 * one source of that (features/account/account-session.ts). Never persisted: the session lives in an HttpOnly
 * cookie, and a token kept in localStorage would outlive it.
 */
export interface SessionState {
  csrfToken: string | null;
  /**
   * The user's rights on the active profile as the account layout last read them, for an account route's
   * clientLoader to tell which of its screen's queries the user may ask for (ADR 037). Not a permission: the
   * server checks every call itself.
   */
  rights: string[] | null;
}

const initialState: SessionState = { csrfToken: null, rights: null };

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    csrfTokenReceived(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
    rightsReceived(state, action: PayloadAction<string[]>) {
      state.rights = action.payload;
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { csrfTokenReceived, rightsReceived, sessionCleared } = sessionSlice.actions;

// Selectors take the smallest state shape they need, so slices never import the store's RootState.
export const selectCsrfToken = (state: { session: SessionState }) => state.session.csrfToken;
export const selectKnownRights = (state: { session: SessionState }) => state.session.rights;
