import { createContext } from "react-router";
import type { PageServices } from "../server/domain/services.ts";

/** Server services for loaders and actions (no raw database), filled by the Hono server (see entry.server.tsx). */
export const servicesContext = createContext<PageServices>();

/**
 * The network address of the request's peer (rate limits of form actions), filled by the Hono server;
 * "unknown" where no socket is involved.
 */
export const clientAddressContext = createContext<string>("unknown");

/**
 * The marker of this render's own inline scripts, filled by the Hono server: React Router and React put it as
 * `nonce` on the inline scripts they render (hydration data, scroll restoration); the server then replaces it with
 * the scripts' hashes in the page's Content-Security-Policy and removes it from the HTML (ADR 035), so a cached page
 * carries no per-response value. Empty where no policy is sent (development).
 */
export const scriptMarkerContext = createContext<string>("");
