import { lazy } from "react";

/**
 * The lead modal with its form and schemas (zod, INN and phone rules) is loaded when it first opens, not with
 * every page's first load: the layer that holds it lives in the root. The lead form islands of the pages (the
 * footer's newsletter on every one) load this chunk while hydrating, so it is there before the modal is asked for.
 */
export const loadLeadModal = () => import("./lead-modal");

export const LazyLeadModal = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadModal })));

/** A public lead form under its heading (kit/lead-forms.tsx), through the same chunk as the modal. */
export const LazyLeadFormSection = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadFormSection })));
