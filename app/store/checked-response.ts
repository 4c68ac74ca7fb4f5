import type { NamedSchemaError } from "@reduxjs/toolkit/query/react";
import type { z } from "zod";

/**
 * Answers checked against the contract, for every area's endpoints (the client account's, the back office's): an
 * answer that does not match its schema surfaces as PARSING_ERROR, like broken JSON.
 */
export function schemaMismatch(error: NamedSchemaError) {
  return {
    status: "PARSING_ERROR" as const,
    originalStatus: 200,
    data: "",
    error: `${error.schemaName}: ${error.message}`,
  };
}

/**
 * An answer checked against the contract's schema of it. The endpoint's result is what the schema gives out: a
 * schema with defaults (a cession's draft fields) takes a looser input than it returns, and the parsed answer is
 * what the hooks hold.
 */
export function checkedBy<S extends z.ZodType>(schema: S) {
  return {
    responseSchema: schema as unknown as z.ZodType<z.output<S>, z.output<S>>,
    catchSchemaFailure: schemaMismatch,
  };
}

/** A checked read of a fixed address (`apilk/faq/list/`), the call taking no arguments. */
export function checkedGet<S extends z.ZodType>(path: string, schema: S) {
  return { query: () => path, ...checkedBy(schema) };
}
