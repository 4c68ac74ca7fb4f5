import type { ClientRight } from "../../contract/lk-rights.ts";
import type { SessionContext } from "../domain/auth/auth-service.ts";
import type { Services } from "../domain/services.ts";
import type { StaffActor } from "../domain/staff/staff-service.ts";

/**
 * A session an account page's request has already looked up and checked (the account layout's middleware), handed to
 * the in-process API calls its loaders make (issue 16, ADR 037) so that requireSession does not look it up again.
 * Only code in this process can pass it: it travels as Hono's env argument (`api.fetch(request, env)`), which an HTTP
 * request cannot set. (Not declared as the app's Bindings: the Node server passes its own env there.)
 */
export interface PreResolvedSession {
  /** The session cookie's value it was resolved from: used only for a request carrying the same cookie. */
  token: string;
  session: SessionContext;
  /** The user's rights on the session's profile, when the page has read them (null: no longer a member). */
  rights?: ClientRight[] | null;
}

/** What middleware puts on the Hono context for the handlers. */
export interface ApiEnv {
  Variables: {
    services: Services;
    /** Set by requireSession and requireStaff. */
    session: SessionContext;
    sessionToken: string;
    /** Set by requireStaff only: the employee acting, for role checks and the audit log. */
    staff: StaffActor;
    /** Set by requireSession on a profile's calls: the user's rights on the active profile (ADR 031). */
    rights?: ClientRight[];
  };
}
