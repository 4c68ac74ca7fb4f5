import { lazy } from "react";

/**
 * The lead modal with its form and schemas (zod, INN and phone rules) is loaded when it first opens, not with
 * every page: the layer that holds it lives in the root. `LeadButton` starts the download on hover or focus.
 */
export const loadLeadModal = () => import("./lead-modal");

export const LazyLeadModal = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadModal })));

/** A public lead form under its heading (kit/lead-forms.tsx), through the same chunk as the modal. */
export const LazyLeadFormSection = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadFormSection })));
