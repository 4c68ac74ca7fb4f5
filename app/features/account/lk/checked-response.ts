import type { NamedSchemaError, TagDescription } from "@reduxjs/toolkit/query/react";
import type { z } from "zod";

/** An answer that does not match the contract surfaces as PARSING_ERROR, like broken JSON. */
export function schemaMismatch(error: NamedSchemaError) {
  return {
    status: "PARSING_ERROR" as const,
    originalStatus: 200,
    data: "",
    error: `${error.schemaName}: ${error.message}`,
  };
}

/** An answer checked against the contract's schema of it. */
export function checkedBy<S extends z.ZodType>(schema: S) {
  return { responseSchema: schema, catchSchemaFailure: schemaMismatch };
}

/** A checked read of a fixed address (`apilk/faq/list/`), the call taking no arguments. */
export function checkedGet<S extends z.ZodType>(path: string, schema: S) {
  return { query: () => path, ...checkedBy(schema) };
}

/**
 * A read of the active profile's data, checked against the contract: it provides "Account", so a profile switch
 * fetches it again, and the `ids` a change elsewhere invalidates it by (`INFO`, `CONTRACTS`, …).
 */
export function profileRead<S extends z.ZodType>(schema: S, ...ids: string[]) {
  return { ...checkedBy(schema), providesTags: profileTags(ids) };
}

/** A `profileRead` of a fixed address (`apilk/account/info/`), the call taking no arguments. */
export function profileGet<S extends z.ZodType>(path: string, schema: S, ...ids: string[]) {
  return { ...checkedGet(path, schema), providesTags: profileTags(ids) };
}

function profileTags(ids: string[]): TagDescription<"Account">[] {
  return ["Account", ...ids.map((id) => ({ type: "Account" as const, id }))];
}
