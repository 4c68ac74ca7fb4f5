import { createCessionInvitations } from "./cession-invitations.ts";
import { createGuarantorService } from "./guarantor-service.ts";
import { type CessionPartsDeps, createParticipantService } from "./participant-service.ts";

/** The participants' side of cessions, as services.ts registers it: the assignee, the guarantors, the invitation link. */
export function createCessionPartsService(deps: CessionPartsDeps) {
  return {
    participant: createParticipantService(deps),
    guarantor: createGuarantorService(deps),
    invitations: createCessionInvitations(deps),
  };
}

export type CessionPartsService = ReturnType<typeof createCessionPartsService>;
