import type { Context } from "hono";
import type { SessionContext } from "../domain/auth/auth-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";

/** Why a signed-in request was refused, as the security event names it. */
export type RefusalReason =
  | "staff-in-account"
  | "csrf"
  | "right"
  | "not-a-member"
  | "staff-area"
  | "mfa-required"
  | "role";

/**
 * Records a refused authorisation of a signed-in user (ASVS 16.3.2, 16.3.3): who, which call, from where and why.
 * Queued, not awaited: a script walking calls it may not make costs no statement per refusal.
 */
export function noteRefusal(c: Context<ApiEnv>, session: SessionContext, reason: RefusalReason): void {
  c.var.services.auth.recordLater({
    kind: "access.denied",
    userId: session.user.id,
    email: session.user.email,
    profileId: session.profile?.id ?? null,
    address: clientAddress(c),
    userAgent: c.req.header("user-agent") ?? null,
    details: { reason, method: c.req.method, path: c.req.path.slice(0, 200) },
  });
}
