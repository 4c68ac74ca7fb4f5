import {
  DEBT_STATE_TITLES,
  type DebtState,
  NOTE_STATUS_TITLES,
  type NoteStatus,
  PAYMENT_STATE_TITLES,
  type PaymentState,
  type RequestStatusSchema,
} from "../../../../contract/lk-accounting.ts";
import type { Option } from "../../../../contract/lk-common.ts";
import type { Tone } from "../../../ui/badge";

type RequestStatus = (typeof RequestStatusSchema)["options"][number];

/** The badge colours of the accounting statuses: the word carries the meaning, the colour only helps. */
export const PAYMENT_STATE_TONES: Record<PaymentState, Tone> = {
  paid: "success",
  partial: "warning",
  unpaid: "info",
  overdue: "danger",
};

export const DEBT_STATE_TONES: Record<DebtState, Tone> = { overdue: "danger", due: "warning", clear: "success" };

export const NOTE_STATUS_TONES: Record<NoteStatus, Tone> = { info: "neutral", open: "warning", answered: "success" };

export const REQUEST_STATUS_TONES: Record<RequestStatus, Tone> = {
  new: "info",
  in_progress: "warning",
  sent: "info",
  signed: "success",
};

const options = (titles: Record<string, string>): Option[] =>
  Object.entries(titles).map(([code, title]) => ({ code, title }));

/** The status filters' options before the first answer brings the server's. */
export const DEFAULT_PAYMENT_STATES = options(PAYMENT_STATE_TITLES);
export const DEFAULT_DEBT_STATES = options(DEBT_STATE_TITLES);
export const DEFAULT_NOTE_STATUSES = options(NOTE_STATUS_TITLES);
