import { createContext } from "react-router";
import type { ClientRight } from "../../../contract/lk-rights.ts";
import type { SessionContext } from "../../../server/domain/auth/auth-service.ts";

/** The session of the request, set by the account layout's middleware for the loaders below it. */
export const accountSessionContext = createContext<SessionContext>();

/**
 * The user's rights on the session's active profile (ADR 031), read at most once per request however many of the
 * request's loaders ask (the layout's and its page's, which run side by side); null when the user no longer acts
 * for the profile, [] without a profile. Set by the account layout's middleware.
 */
export const accountRightsContext = createContext<() => Promise<ClientRight[] | null>>();
