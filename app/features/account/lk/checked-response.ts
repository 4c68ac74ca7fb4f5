import type { NamedSchemaError } from "@reduxjs/toolkit/query/react";

/** An answer that does not match the contract surfaces as PARSING_ERROR, like broken JSON. */
export function schemaMismatch(error: NamedSchemaError) {
  return {
    status: "PARSING_ERROR" as const,
    originalStatus: 200,
    data: "",
    error: `${error.schemaName}: ${error.message}`,
  };
}
