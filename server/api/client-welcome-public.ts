import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CLIENT_WELCOME_MESSAGES,
  ClientWelcomeAcceptedSchema,
  ClientWelcomeAcceptRequestSchema,
  ClientWelcomeInfoSchema,
  ClientWelcomeQuerySchema,
} from "../../contract/staff-clients.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { readJson, readQuery } from "./validate.ts";

/**
 * /api/account/welcome: the invitation of a client whose account the back office opened (`/login/welcome?key=`)
 * reads and sets the first password. Public: the client has no password, so no session, yet.
 */
export const clientWelcomePublicApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const { key } = readQuery(c, ClientWelcomeQuerySchema);
    const info = await c.var.services.clientWelcome.info(key);
    if (!info) return problem(c, 410, CLIENT_WELCOME_MESSAGES.gone);
    return c.json(ClientWelcomeInfoSchema.parse(info));
  })
  .post("/accept", async (c) => {
    // A form on another site must not sign a visitor in to an account it chose (login CSRF), as with sign-in keys.
    if (c.req.header("sec-fetch-site") === "cross-site") return problem(c, 403, CLIENT_WELCOME_MESSAGES.crossSite);
    const input = await readJson(c, ClientWelcomeAcceptRequestSchema);
    const result = await c.var.services.clientWelcome.accept(input, {
      previousToken: readSessionToken(c),
      userAgent: c.req.header("user-agent") ?? null,
      address: clientAddress(c),
    });
    if (!result.ok) {
      if (result.reason === "invalid") {
        return problem(c, 400, result.errors.map((e) => e.message).join("; "), result.errors);
      }
      if (result.reason === "undecryptable") return problem(c, 400, CLIENT_WELCOME_MESSAGES.undecryptable);
      return problem(c, 410, CLIENT_WELCOME_MESSAGES.gone);
    }
    if (result.token) writeSessionCookie(c, result.token);
    return c.json(ClientWelcomeAcceptedSchema.parse({ signedIn: result.signedIn }));
  });

export const clientWelcomePublicPaths: ZodOpenApiPathsObject = {
  "/api/account/welcome/": {
    get: getOperation({
      summary:
        "What the back office's invitation link offers: the invited e-mail, the name, the account's first profile and when the link stops working",
      description:
        "410 when the link was used, has expired (7 days), was replaced by a newer invitation, or the client already has a password.",
      tags: ["Account"],
      query: ClientWelcomeQuerySchema,
      ok: ClientWelcomeInfoSchema,
      problems: [410],
    }),
  },
  "/api/account/welcome/accept/": {
    post: {
      summary: "Sets the invited client's name and first password and signs the client in",
      description:
        "`password` is RSA-OAEP encrypted with GET /api/account/key/ and must meet the policy of every new password " +
        "(400 naming `password` otherwise, the link stays usable). On success the key is spent and the session cookie " +
        "is set; 410 when the link is no longer live; 403 when sent from another site.",
      tags: ["Account"],
      security: [],
      requestBody: jsonContent(ClientWelcomeAcceptRequestSchema),
      responses: {
        ...responses(ClientWelcomeAcceptedSchema, [400, 403, 415]),
        410: { description: "Link gone" },
      },
    },
  },
};
