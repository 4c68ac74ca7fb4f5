import { lazy, Suspense } from "react";
import type { PublicFormKind } from "../../../../contract/forms.ts";
import type { LeadActionResult } from "../lead-form-values";

const LeadFormSection = lazy(() => import("./lead-forms"));

// The server renders the form in the first HTML (a visitor without JavaScript sends it as it is): the module is
// resolved at start-up, so no request renders the empty fallback. Compiled out of the browser's bundle.
if (import.meta.env.SSR) {
  const lazyType = LeadFormSection as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    lazyType._init(lazyType._payload);
  } catch {
    // The pending import: React keeps it and resolves the lazy type when it settles.
  }
}

type LazyLeadFormProps = {
  kind: Exclude<PublicFormKind, "lisorder">;
  /** The section's heading; without it the bare form. */
  title?: string;
  intro?: string;
  serverResult?: LeadActionResult | null;
};

/**
 * A lead form as an island: in the server's HTML at once, its code (the kit, zod and the contract's schemas)
 * a chunk of its own that the browser loads while hydrating, never part of a page's first-load JavaScript.
 */
export function LazyLeadForm(props: LazyLeadFormProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: "24rem" }} aria-busy="true" />}>
      <LeadFormSection {...props} />
    </Suspense>
  );
}
