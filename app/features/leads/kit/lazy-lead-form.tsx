import { Suspense } from "react";
import type { LeadActionResult } from "../lead-form-values";
import { LazyLeadFormSection } from "../lead-modal-loader";
import type { FormPlace } from "./lead-forms";

// The server renders the form in the first HTML (a visitor without JavaScript sends it as it is): the module is
// resolved at start-up, so no request renders the empty fallback. Compiled out of the browser's bundle.
if (import.meta.env.SSR) {
  const lazyType = LazyLeadFormSection as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    lazyType._init(lazyType._payload);
  } catch {
    // The pending import: React keeps it and resolves the lazy type when it settles.
  }
}

/**
 * A lead form as an island where a page places it (`place` names the form, its heading and words): in the
 * server's HTML at once; its code (the kit, zod, the contract's schemas) a chunk the browser loads while
 * hydrating — the lead modal's — never a page's first-load JavaScript, which carries only these few lines.
 */
export function LazyLeadForm(props: { place: FormPlace; serverResult?: LeadActionResult | null }) {
  return (
    <Suspense>
      <LazyLeadFormSection {...props} />
    </Suspense>
  );
}
