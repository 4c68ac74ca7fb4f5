import type { TagDescription } from "@reduxjs/toolkit/query/react";
import type { z } from "zod";
import { checkedBy, checkedGet } from "../../../store/checked-response";

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
