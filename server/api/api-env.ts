import type { SessionContext } from "../domain/auth/auth-service.ts";
import type { Services } from "../domain/services.ts";

/** What middleware puts on the Hono context for the handlers. */
export interface ApiEnv {
  Variables: {
    services: Services;
    session: SessionContext;
    sessionToken: string;
  };
}
