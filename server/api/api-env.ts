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
  };
}
