import { createContext } from "react-router";
import type { PreResolvedSession } from "../server/api/api-env.ts";
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

/**
 * The API app of this process (the Hono app the server answers /api and /apilk with), filled by the Hono server: an
 * account page's loader asks it, without the network, for what its screen shows (ADR 037). Absent where the server
 * has none (tests of loaders), and the screens then fetch as before.
 */
export interface InProcessApi {
  fetch(request: Request, env?: { preResolvedSession?: PreResolvedSession }): Response | Promise<Response>;
}

export const inProcessApiContext = createContext<InProcessApi | null>(null);

/**
 * Loader data that is the same for every visitor and changes only with the content or the catalogue (the home page's
 * lists): `remember(key, compute)` shares one computation between renders until the next change, as the page cache
 * keeps pages (server/http/page-cache.ts, ADR 035), so a render the page cache cannot answer (a signed-in visitor, a
 * city or query not stored yet) does not read it all again. Filled by the Hono server in production; elsewhere
 * every call computes.
 */
export type RememberShared = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

export const rememberSharedContext = createContext<RememberShared>((_key, compute) => compute());
