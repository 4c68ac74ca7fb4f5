import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Account notifications the client flagged on this device. Persisted. */
export interface MarkedState {
  accountNotifications: number[];
}

const initialState: MarkedState = { accountNotifications: [] };

export const markedSlice = createSlice({
  name: "marked",
  initialState,
  reducers: {
    notificationMarkToggled(state, action: PayloadAction<number>) {
      const index = state.accountNotifications.indexOf(action.payload);
      if (index === -1) {
        state.accountNotifications.push(action.payload);
      } else {
        state.accountNotifications.splice(index, 1);
      }
    },
  },
});

export const { notificationMarkToggled } = markedSlice.actions;

export const selectMarkedNotifications = (state: { marked: MarkedState }) => state.marked.accountNotifications;
export const selectIsNotificationMarked = (state: { marked: MarkedState }, id: number): boolean =>
  state.marked.accountNotifications.includes(id);
