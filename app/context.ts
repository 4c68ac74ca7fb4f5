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
 * The Content-Security-Policy nonce of this document, filled by the Hono server: React Router and React put it
 * on the inline scripts they render (hydration data, scroll restoration), which the policy allows by it alone.
 * Empty where no policy is sent (development).
 */
export const cspNonceContext = createContext<string>("");
