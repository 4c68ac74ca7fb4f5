import type { MissingField } from "../../../contract/lk-cession.ts";

/** What the assignor's calls answer instead of a result: the HTTP status and the Russian message. */
export type Problem = { status: 400 | 404 | 409 | 429; detail: string; errors?: MissingField[]; retryAfter?: number };

/** Thrown inside a transaction to undo it whole and answer the problem it carries. */
export class Refusal extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail);
    this.problem = problem;
  }
}

export const refuse = (problem: Problem): never => {
  throw new Refusal(problem);
};
