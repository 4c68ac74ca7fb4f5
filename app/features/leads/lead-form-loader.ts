import { lazy } from "react";

/**
 * The lead form with its schemas (zod, INN and phone rules) is loaded when the modal first opens, not with
 * every page: the modal lives in the root. `LeadButton` starts the download on hover or focus.
 */
export const loadLeadForm = () => import("./lead-form");

export const LazyLeadForm = lazy(() => loadLeadForm().then((module) => ({ default: module.LeadForm })));
