import { createMiddleware } from "hono/factory";
import { MFA_ENROLMENT_REQUIRED_TYPE, MFA_MESSAGES } from "../../contract/mfa.ts";
import { SESSION_PEEK_HEADER } from "../../contract/session.ts";
import type { StaffRole } from "../domain/staff/staff-service.ts";
import { noteRefusal } from "./access-refusals.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { problem, problemBody } from "./problem.ts";
import { refuseWithoutCsrf } from "./require-session.ts";
import { readSessionToken } from "./session-cookie.ts";

/**
 * Guards `/staff/api/*`: signed out → 401; a client (or a deactivated employee) → 404, so the area does not admit
 * it exists; a state-changing call without the session's CSRF token → 403; an employee without the second factor
 * → 403 with the enrolment problem type. `roles` narrows a route to the roles
 * that may use it (the administrator always may); another role → 403.
 */
export function requireStaff(...roles: StaffRole[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const token = readSessionToken(c);
    // A peek (the shell's timer) tells the session's ends without counting as activity (ADR 027).
    const session = await c.var.services.auth.session(token, { touch: c.req.header(SESSION_PEEK_HEADER) !== "1" });
    if (!token || !session) return problem(c, 401, "Войдите как сотрудник, чтобы продолжить");
    const held = session.user.role === "staff" ? await c.var.services.staff.roles(session.user.id) : null;
    if (!held) {
      noteRefusal(c, session, "staff-area");
      return problem(c, 404, `Метод API ${c.req.method} ${c.req.path} не найден`);
    }
    const refused = refuseWithoutCsrf(c, session.csrfToken);
    if (refused) {
      noteRefusal(c, session, "csrf");
      return refused;
    }
    // The lessor's staff reach every client's contracts and money: no back-office call before the second factor
    // is on; the only way on is enrolling at /staff/mfa through /apilk/account/mfa/ (ADR 030).
    if (!session.mfaEnabled) {
      noteRefusal(c, session, "mfa-required");
      c.status(403);
      c.header("content-type", "application/problem+json; charset=utf-8");
      return c.body(
        JSON.stringify({ ...problemBody(403, MFA_MESSAGES.staffRequired), type: MFA_ENROLMENT_REQUIRED_TYPE }),
      );
    }
    if (roles.length > 0 && !held.includes("admin") && !roles.some((r) => held.includes(r))) {
      noteRefusal(c, session, "role");
      return problem(c, 403, "Это действие недоступно вашей роли");
    }
    c.set("session", session);
    c.set("sessionToken", token);
    c.set("staff", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      roles: held,
      address: clientAddress(c),
    });
    await next();
  });
}
