import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_MESSAGES,
  type MissingField,
  PARTICIPANT_DOCUMENTS,
  type ParticipantData,
  ParticipantDataSchema,
} from "../../../contract/lk-cession.ts";
import { applicationMissing, participantMissing } from "../../../core/cession-rules.ts";
import { type CessionRow, type FileRow, type ParticipantRow, slotsOf } from "./cession-records.ts";

/**
 * What stops the assignor from sending the application for review, in the order the assignor should act on it
 * (issue 12, SPEC.md §8): each a whole §8 message, deduplicated. Pure over rows already loaded, so the detail's
 * `sendBlockers` and send/'s 409 (checked inside its transaction) say the same thing.
 */

export interface SendBlockers {
  /** The §8 messages, first what to fix first; empty when the application can be sent. */
  messages: string[];
  /** The messages with the part they concern, then the assignor's missing fields. */
  errors: MissingField[];
}

/** A part counts as done once sent (and stays done when the lessor accepts it). */
const isSent = (row: ParticipantRow) => row.status !== "draft";

export function sendBlockers(input: {
  cession: Pick<CessionRow, "cessionaryType" | "application">;
  contractCount: number;
  files: FileRow[];
  participants: ParticipantRow[];
  today: string;
}): SendBlockers {
  const found: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => {
    if (!found.some((f) => f.message === message)) found.push({ field, message });
  };

  if (!input.cession.cessionaryType || input.contractCount === 0) add("contracts", CESSION_MESSAGES.typeAndContract);

  const application = applicationMissing(input.cession.application, input.contractCount, input.today).filter(
    (m) => m.field !== "contracts",
  );
  if (application.length > 0) add("application", CESSION_MESSAGES.sendNeedsAllFields);

  const assignment = slotsOf(
    ASSIGNMENT_DOCUMENTS,
    input.files.filter((f) => f.participantId === null),
    "",
    "",
  );
  if (assignment.some((s) => s.required && !s.isLoaded)) add("files", CESSION_MESSAGES.assignmentFilesMissing);

  const cessionary = input.participants.find((p) => p.role === "cessionary");
  if (!cessionary) {
    add("cessionary", CESSION_MESSAGES.cessionaryQuestionnaireMissing);
    add("cessionary", CESSION_MESSAGES.cessionaryFilesMissing);
  } else if (!isSent(cessionary)) {
    const slots = slotsOf(
      PARTICIPANT_DOCUMENTS[cessionary.type],
      input.files.filter((f) => f.participantId === cessionary.id),
      "",
      "",
    );
    const data = ParticipantDataSchema.parse(cessionary.data ?? {}) as ParticipantData;
    const missing = participantMissing(cessionary.type, data, slots, cessionary.signedAt, input.today);
    const invited = cessionary.email !== null || cessionary.profileId !== null;
    const questionnaire = missing.filter((m) => !m.field.startsWith("files."));
    const documents = missing.filter((m) => m.field.startsWith("files."));
    if (!invited || questionnaire.length > 0) add("cessionary", CESSION_MESSAGES.cessionaryQuestionnaireMissing);
    if (documents.length > 0) add("cessionary", CESSION_MESSAGES.cessionaryFilesMissing);
    if (invited && questionnaire.length === 0 && documents.length === 0) {
      add("cessionary", CESSION_MESSAGES.sendNeedsAllFields);
    }
  }

  if (input.participants.some((p) => p.role === "guarantor" && !isSent(p))) {
    add("guarantors", CESSION_MESSAGES.guarantorIncomplete);
  }

  return { messages: found.map((f) => f.message), errors: [...found, ...application] };
}
