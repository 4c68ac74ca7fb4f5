import { lazy, Suspense, useState } from "react";
import type { LeadActionResult } from "../lead-form-values";
import { LazyLeadFormSection, loadLeadModal } from "../lead-modal-loader";
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

/** How far below the screen an island starts loading, so it is live before the visitor reaches it. */
const AHEAD = "300px";

/**
 * The form's code, asked for once the island's box comes near the screen or something in it gets focus. Until
 * then React keeps the server's HTML in place (the Suspense boundary stays dehydrated): the form is there and
 * posts to /forms/:kind as it does without JavaScript.
 */
function gatedSection() {
  let open: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    open = resolve;
  });
  const Section = lazy(() => near.then(() => loadLeadModal()).then((module) => ({ default: module.LeadFormSection })));
  function watch(box: HTMLDivElement) {
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    seen.observe(box);
    box.addEventListener("focusin", open);
    const stop = () => {
      seen.disconnect();
      box.removeEventListener("focusin", open);
    };
    near.then(stop);
    return stop;
  }
  return { Section, watch };
}

/**
 * A lead form as an island where a page places it (`place` names the form, its heading and words): in the
 * server's HTML at once; its code (the kit, zod, the contract's schemas — the lead modal's chunk) loads when the
 * island comes into view or is focused, never with a page's first load, which carries only these few lines.
 */
export function LazyLeadForm(props: { place: FormPlace; serverResult?: LeadActionResult | null }) {
  const [gate] = useState(gatedSection);
  // The server resolves the form at once; the same wrapper on both sides, so the HTML hydrates as it is.
  const Section = import.meta.env.SSR ? LazyLeadFormSection : gate.Section;
  return (
    <div ref={gate.watch}>
      <Suspense>
        <Section {...props} />
      </Suspense>
    </div>
  );
}
