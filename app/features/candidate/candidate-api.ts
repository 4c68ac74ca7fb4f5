import { type CandidateCreated, CandidateCreatedSchema } from "../../../contract/candidate.ts";
import { api } from "../../store/api";
import type { toCandidateRequest } from "./candidate-values";

/** `POST /api/candidate/`: never retried (not idempotent — a retry could store the questionnaire twice). */
export const candidateApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitCandidate: build.mutation<CandidateCreated, ReturnType<typeof toCandidateRequest>>({
      query: (body) => ({ url: "api/candidate/", method: "POST", body }),
      responseSchema: CandidateCreatedSchema,
    }),
  }),
});

export const { useSubmitCandidateMutation } = candidateApi;
