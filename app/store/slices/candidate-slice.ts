import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * One block of the job-application questionnaire (a person, a school, a job, an address). Kept as
 * an open record: the vacancy form owns the field list, the store only keeps the draft.
 */
export type CandidateRecord = Record<string, string | number | boolean | null>;

export interface CandidateFamily {
  father: CandidateRecord | null;
  mother: CandidateRecord | null;
  spouse: CandidateRecord | null;
  brothers: CandidateRecord[];
  children: CandidateRecord[];
}

/** The job applicant's questionnaire draft (SPEC §3 candidate). Persisted so a long form survives a reload. */
export interface CandidateState {
  id: string | null;
  city: number | null;
  vacancy: string | null;
  /** ISO 8601 time of the last edit. */
  lastChange: string | null;
  /** The furthest step reached. */
  step: number;
  /** The step on screen. */
  currentStep: number;
  personal: CandidateRecord;
  family: CandidateFamily;
  education: CandidateRecord[];
  lastjob: CandidateRecord;
  address: CandidateRecord;
}

const initialState: CandidateState = {
  id: null,
  city: null,
  vacancy: null,
  lastChange: null,
  step: 0,
  currentStep: 0,
  personal: {},
  family: { father: null, mother: null, spouse: null, brothers: [], children: [] },
  education: [],
  lastjob: {},
  address: {},
};

/** A change from the form: top-level fields replace, the object blocks merge one level deep. */
export type CandidateChanges = Partial<Omit<CandidateState, "lastChange" | "family">> & {
  family?: Partial<CandidateFamily>;
};

export const candidateSlice = createSlice({
  name: "candidate",
  initialState,
  reducers: {
    candidateChanged: {
      reducer(state, action: PayloadAction<{ changes: CandidateChanges; at: string }>) {
        const { changes, at } = action.payload;
        const { family, personal, lastjob, address, ...plain } = changes;
        Object.assign(state, plain);
        if (personal) Object.assign(state.personal, personal);
        if (lastjob) Object.assign(state.lastjob, lastjob);
        if (address) Object.assign(state.address, address);
        if (family) Object.assign(state.family, family);
        state.lastChange = at;
      },
      // The clock is read here, not in the reducer, so the reducer stays pure and testable.
      prepare: (changes: CandidateChanges) => ({ payload: { changes, at: new Date().toISOString() } }),
    },
    stepSet(state, action: PayloadAction<number>) {
      state.step = action.payload;
    },
    currentStepSet(state, action: PayloadAction<number>) {
      state.currentStep = action.payload;
      // Reaching a step further than before moves the high-water mark.
      if (action.payload > state.step) state.step = action.payload;
    },
    candidateReset() {
      return initialState;
    },
  },
});

export const { candidateChanged, stepSet, currentStepSet, candidateReset } = candidateSlice.actions;

export const selectCandidate = (state: { candidate: CandidateState }) => state.candidate;
