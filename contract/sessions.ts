import { z } from "zod";

/**
 * The session's two ends (ADR 027), ISO instants: `idleExpiresAt` moves on with activity, `absoluteExpiresAt`
 * never does. The account and staff shells warn a minute before the earlier one.
 */
export const SessionDeadlinesSchema = z
  .object({
    idleExpiresAt: z.string().meta({ description: "When the session ends without another request (ISO 8601)" }),
    absoluteExpiresAt: z.string().meta({ description: "When the session ends whatever the activity (ISO 8601)" }),
  })
  .meta({ id: "SessionDeadlines" });
export type SessionDeadlines = z.infer<typeof SessionDeadlinesSchema>;

export const ActiveSessionSchema = z
  .object({
    id: z.string().meta({ description: "An opaque id of the session, for ending it (not its cookie, not its hash)" }),
    userAgent: z.string().nullable().meta({ description: "The browser's User-Agent at sign-in" }),
    address: z.string().nullable().meta({ description: "The client's address at sign-in" }),
    createdAt: z.string().meta({ description: "The sign-in (ISO 8601)" }),
    lastSeenAt: z.string().meta({ description: "The last activity, to the minute (ISO 8601)" }),
    current: z.boolean().meta({ description: "The session this request came with" }),
  })
  .meta({ id: "ActiveSession" });
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const SessionsResponseSchema = z
  .object({ items: z.array(ActiveSessionSchema) })
  .meta({ id: "SessionsResponse" });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

export const SessionEndRequestSchema = z
  .object({
    id: z
      .string("Не указан сеанс")
      .min(1, "Не указан сеанс")
      .max(128, "Сеанс не найден")
      .meta({ "x-account-resource": "session", description: "The id from the list of sessions" }),
  })
  .meta({ id: "SessionEndRequest" });
export type SessionEndRequest = z.infer<typeof SessionEndRequestSchema>;

export const SessionsEndedResponseSchema = z
  .object({ ended: z.number().int().meta({ description: "How many sessions ended" }) })
  .meta({ id: "SessionsEnded" });
export type SessionsEnded = z.infer<typeof SessionsEndedResponseSchema>;
