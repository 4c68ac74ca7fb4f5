import type { Context } from "hono";
import { CLIENT_RIGHTS, type ClientRight, noRightMessage } from "../../contract/lk-rights.ts";
import type { SessionContext } from "../domain/auth/auth-service.ts";
import type { ApiEnv } from "./api-env.ts";
import { problem } from "./problem.ts";

/**
 * What an /apilk call needs (ADR 031):
 * - a right code: acting for the active profile with that right;
 * - "member": acting for the active profile, no particular right (the home page, notifications, FAQ);
 * - "self": the signed-in user's own account, whatever the profile (profiles, sessions, the password).
 */
export type PathRule = ClientRight | "member" | "self";

/**
 * Path prefixes → what the calls under them need; the longest prefix wins. Every /apilk operation of the OpenAPI
 * document must fall under an entry (server/api/lk-rights-matrix.test.ts fails otherwise); a path under none
 * needs every right, so a call added without an entry is open to the profile's administrator only.
 */
export const PATH_RULES: readonly (readonly [prefix: string, rule: PathRule])[] = [
  // The user's own account: who is signed in, the password, sign-out. The home blocks under account/ are the
  // profile's headline (totals, the manager), shown to anyone acting for it; the details are in their sections.
  ["/apilk/account/", "self"],
  ["/apilk/account/info/", "member"],
  ["/apilk/account/debt/", "member"],
  ["/apilk/account/edo/", "member"],
  ["/apilk/account/manager/", "member"],
  ["/apilk/popular/", "member"],
  ["/apilk/promo/", "member"],
  // The payment calendar is the contracts' schedules by day: «Договоры и графики платежей».
  ["/apilk/accounting/calendar/", "contracts"],
  ["/apilk/accounting/", "accounting"],
  ["/apilk/contracts/", "contracts"],
  ["/apilk/documents/", "documents"],
  ["/apilk/insurance/", "insurance"],
  ["/apilk/download/policy/", "insurance"],
  ["/apilk/fines/", "insurance"],
  ["/apilk/tickets/", "tickets"],
  // Rescheduling is asked for and answered as a ticket.
  ["/apilk/rescheduling/", "tickets"],
  ["/apilk/cession/", "cession"],
  ["/apilk/settings/", "settings"],
  ["/apilk/settings/profiles/", "self"],
  ["/apilk/settings/profile/", "self"],
  ["/apilk/settings/sessions/", "self"],
  ["/apilk/settings/mfa/", "self"],
  ["/apilk/settings/security/", "self"],
  ["/apilk/information/", "member"],
  // Where to pay and the purposes of the profile's payments, per contract and month: paying.
  ["/apilk/information/requisites/", "accounting"],
  ["/apilk/notifications/", "member"],
  ["/apilk/reviews/", "member"],
  ["/apilk/services/", "member"],
  ["/apilk/faq/", "member"],
  ["/apilk/forms/", "member"],
];

const BY_LENGTH = [...PATH_RULES].sort((a, b) => b[0].length - a[0].length);

/** The rule of a request path (with or without the trailing slash); undefined when no prefix covers it. */
export function ruleOf(path: string): PathRule | undefined {
  const normal = `${path.replace(/\/{2,}/g, "/").replace(/\/$/, "")}/`;
  return BY_LENGTH.find(([prefix]) => normal.startsWith(prefix))?.[1];
}

/** The rights a rule asks for: one, none, or (a path no rule covers) every right. */
export function rightsNeeded(rule: PathRule | undefined): readonly ClientRight[] {
  if (rule === "self" || rule === "member") return [];
  return rule ? [rule] : CLIENT_RIGHTS;
}

const NO_LONGER_MEMBER = "Доступ к этому профилю закрыт администратором профиля: выберите другой профиль";

/**
 * The 403 a call gets when the user does not act for the session's active profile any more, or lacks the right
 * the call needs; undefined when it may go on. Runs inside requireSession, after the CSRF check; the rights read
 * once per request are kept on the context for the handlers (and a nested guard).
 */
export async function refuseWithoutRight(c: Context<ApiEnv>, session: SessionContext): Promise<Response | undefined> {
  const rule = ruleOf(c.req.path);
  if (rule === "self" || !session.profile) return undefined;
  const rights = c.var.rights ?? (await c.var.services.lk.rights.of(session.user.id, session.profile.id));
  if (rights === null) return problem(c, 403, NO_LONGER_MEMBER);
  c.set("rights", rights);
  const missing = rightsNeeded(rule).find((right) => !rights.includes(right));
  return missing ? problem(c, 403, noRightMessage(missing)) : undefined;
}
