import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { SecurityEventsResponseSchema } from "../../contract/security-events.ts";
import {
  SessionEndRequestSchema,
  SessionsEndedResponseSchema,
  SessionsResponseSchema,
} from "../../contract/sessions.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readJson } from "./validate.ts";

/**
 * The signed-in person's own sessions and security events (ADR 027, issue 17): the list, ending one, ending all
 * but this one, the history of sign-ins and factor changes. Mounted behind an area's guard — the client's settings
 * (`requireSession`) and the back office's «Мои сеансы» (`requireStaff()`) — which sets the session and checks
 * CSRF; every call reads or ends only the session's own user's rows.
 */
export const ownSessionsRoutes = new Hono<ApiEnv>({ strict: false })
  .get("/sessions", async (c) => {
    const { session, sessionToken, services } = c.var;
    return c.json(
      SessionsResponseSchema.parse({ items: await services.auth.listSessions(session.user, sessionToken) }),
    );
  })
  .post("/sessions/end", async (c) => {
    const { id } = await readJson(c, SessionEndRequestSchema);
    const { session, services } = c.var;
    // Another user's id, an ended session and a made-up id answer alike: nothing to end here.
    if (!(await services.auth.endSession(session.user, id))) return problem(c, 404, "Сеанс не найден или уже завершён");
    return c.json(SessionsEndedResponseSchema.parse({ ended: 1 }));
  })
  .post("/sessions/end-others", async (c) => {
    const { session, sessionToken, services } = c.var;
    return c.json(
      SessionsEndedResponseSchema.parse({ ended: await services.auth.endOtherSessions(session.user, sessionToken) }),
    );
  })
  .get("/security/events", async (c) => {
    const { session, services } = c.var;
    const items = await services.auth.ownSecurityEvents(session.user.id);
    return c.json(SecurityEventsResponseSchema.parse({ items }));
  });

/** The OpenAPI paths of `ownSessionsRoutes` mounted at `prefix` (e.g. `/apilk/settings`). */
export function ownSessionsPaths(prefix: string, tags: string[]): ZodOpenApiPathsObject {
  return {
    [`${prefix}/security/events/`]: {
      get: getOperation({
        summary: "The user's own security events: sign-ins and failed attempts, new devices, password and MFA changes",
        description: "The newest 50, newest first; whatever the active profile, only the signed-in user's own.",
        tags,
        ok: SecurityEventsResponseSchema,
        problems: [401, 403],
      }),
    },
    [`${prefix}/sessions/`]: {
      get: getOperation({
        summary: "The user's active sessions: device, address, last activity, the current one marked",
        tags,
        ok: SessionsResponseSchema,
        problems: [401, 403],
      }),
    },
    [`${prefix}/sessions/end/`]: {
      post: {
        summary: "Ends one of the user's sessions by its id (needs X-CSRF-Token)",
        description: "An id that is not one of the user's live sessions — another user's included — answers 404.",
        tags,
        requestBody: jsonContent(SessionEndRequestSchema),
        responses: responses(SessionsEndedResponseSchema, [400, 401, 403, 404, 415]),
      },
    },
    [`${prefix}/sessions/end-others/`]: {
      post: {
        summary: "Ends every session of the user but the current one (needs X-CSRF-Token)",
        tags,
        responses: responses(SessionsEndedResponseSchema, [401, 403]),
      },
    },
  };
}
