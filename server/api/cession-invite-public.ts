import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CESSION_INVITE_MESSAGES,
  CessionInviteAcceptedSchema,
  CessionInviteAcceptRequestSchema,
  CessionInviteInfoSchema,
  CessionInviteQuerySchema,
} from "../../contract/lk-cession.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { refuseWithoutCsrf } from "./require-session.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { readJson, readQuery } from "./validate.ts";

/**
 * /api/account/cession-invite: the e-mailed invitation of a cession's assignee or guarantor (`/login/cession?key=`)
 * reads and accepts it. Public: a new person has no session yet; an existing account's session is read here.
 */
export const cessionInvitePublicApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const { key } = readQuery(c, CessionInviteQuerySchema);
    const info = await c.var.services.cessionParts.invitations.info(key);
    if (!info) return problem(c, 410, CESSION_INVITE_MESSAGES.gone);
    return c.json(CessionInviteInfoSchema.parse(info));
  })
  .post("/accept", async (c) => {
    // A form on another site must not sign a visitor in to an account it made (login CSRF), as with sign-in keys.
    if (c.req.header("sec-fetch-site") === "cross-site") return problem(c, 403, CESSION_INVITE_MESSAGES.crossSite);
    const token = readSessionToken(c);
    const session = await c.var.services.auth.session(token);
    // A signed-in account accepts for itself: the call must carry its CSRF token like every account change.
    if (session) {
      const refused = refuseWithoutCsrf(c, session.csrfToken);
      if (refused) return refused;
    }
    const input = await readJson(c, CessionInviteAcceptRequestSchema);
    const result = await c.var.services.cessionParts.invitations.accept(input, {
      session,
      sessionToken: session ? token : undefined,
      previousToken: token,
      userAgent: c.req.header("user-agent") ?? null,
      address: clientAddress(c),
    });
    if (!result.ok) {
      switch (result.reason) {
        case "gone":
          return problem(c, 410, CESSION_INVITE_MESSAGES.gone);
        case "undecryptable":
          return problem(c, 400, CESSION_INVITE_MESSAGES.undecryptable);
        case "signInFirst":
          return problem(c, 401, CESSION_INVITE_MESSAGES.signInFirst);
        case "otherAccount":
          return problem(c, 403, CESSION_INVITE_MESSAGES.otherAccount);
        case "conflict":
          return problem(c, 409, result.detail);
        case "invalid":
          return problem(
            c,
            400,
            `Проверьте поля: ${[...new Set(result.errors.map((e) => e.field))].join(", ")}`,
            result.errors,
          );
      }
    }
    if (result.token) writeSessionCookie(c, result.token);
    return c.json(CessionInviteAcceptedSchema.parse({ code: result.code, signedIn: result.signedIn }));
  });

export const cessionInvitePublicPaths: ZodOpenApiPathsObject = {
  "/api/account/cession-invite/": {
    get: getOperation({
      summary:
        "What a cession invitation link offers: the cession's number, the role (assignee or guarantor), the assignor, the invited e-mail, INN and kind, whether the e-mail has an account and whether a profile name is needed",
      description:
        "410 when the link was used, has expired (7 days), the cession is no longer a draft, or it never existed.",
      tags: ["Account"],
      query: CessionInviteQuerySchema,
      ok: CessionInviteInfoSchema,
      problems: [410],
    }),
  },
  "/api/account/cession-invite/accept/": {
    post: {
      summary: "Accepts a cession invitation: binds the part to a profile and answers the cession's code",
      description:
        "An e-mail without an account: `name`, `password` (RSA-OAEP encrypted with GET /api/account/key/, the policy of " +
        "every new password) and, for a company or an entrepreneur, `title` make the account and its profile (type and " +
        "INN as invited); the session cookie is set. An e-mail with an account: that account must be signed in (401 " +
        "otherwise; 403 when another account is) and send X-CSRF-Token; its profile with the INN is bound, or a new one " +
        "(named `title`) is added to it, and becomes the session's active profile. The key is spent only on success; " +
        "410 when it was used or has expired; 409 when the profile is the assignor's or already in the cession; 403 " +
        "when sent from another site.",
      tags: ["Account"],
      security: [],
      requestBody: jsonContent(CessionInviteAcceptRequestSchema),
      responses: {
        ...responses(CessionInviteAcceptedSchema, [400, 401, 403, 409, 415]),
        410: { description: "Link gone" },
      },
    },
  },
};
