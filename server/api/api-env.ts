import type { ClientRight } from "../../contract/lk-rights.ts";
import type { SessionContext } from "../domain/auth/auth-service.ts";
import type { Services } from "../domain/services.ts";
import type { StaffActor } from "../domain/staff/staff-service.ts";

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
