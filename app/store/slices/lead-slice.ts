import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CalcType } from "../../../contract/calc-types.ts";
import type { ScheduleType } from "../../../core/leasing-calculator.ts";

/** What the leasing request opens with: the vehicle and the terms chosen in the calculator or the catalogue. */
export interface LeadPrefill {
  vehicle?: string;
  vehicleId?: number;
  type?: CalcType;
  price?: number;
  advance?: number;
  term?: number;
  buyout?: number;
  scheduleType?: ScheduleType;
}

/** SPEC §3 `lead`: the lead modal, opened by any «Оставить заявку» button. Not persisted. */
export interface LeadState {
  leadModalIsShowed: boolean;
  prefill: LeadPrefill | null;
}

const initialState: LeadState = { leadModalIsShowed: false, prefill: null };

export const leadSlice = createSlice({
  name: "lead",
  initialState,
  reducers: {
    /** Opens the modal; a new prefill replaces the previous one (none: an empty request). */
    leadModalOpened(state, action: PayloadAction<LeadPrefill | undefined>) {
      state.leadModalIsShowed = true;
      state.prefill = action.payload ?? null;
    },
    leadModalClosed(state) {
      state.leadModalIsShowed = false;
    },
  },
});

export const { leadModalOpened, leadModalClosed } = leadSlice.actions;

export const selectLead = (state: { lead: LeadState }) => state.lead;
