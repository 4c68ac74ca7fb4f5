import type { Problem } from "./problem.ts";

/**
 * What the domain refuses, by code: a filter value the catalogue does not know or bounds the wrong way round
 * (`catalog-filter`). The API turns a code into its problem answer; a page loader reads the same code to
 * recover (the catalogue list drops the fields named and redirects).
 */
export type DomainErrorCode = "catalog-filter";

export type FieldError = NonNullable<Problem["errors"]>[number];

/** An error the domain throws for input it refuses, carrying its code and the fields it names. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly errors: FieldError[];
  constructor(code: DomainErrorCode, errors: FieldError[]) {
    super(`${code}: ${errors.map((e) => e.field).join(", ")}`);
    this.name = "DomainError";
    this.code = code;
    this.errors = errors;
  }
}

/**
 * The domain error with this code, or null. Matched by the code, not by `instanceof`: the built page bundle
 * carries its own copy of this module, so an error thrown by the server's domain is not an instance of the
 * page's `DomainError`.
 */
export function domainErrorOf(error: unknown, code: DomainErrorCode): DomainError | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== code) return null;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (error as DomainError) : null;
}
