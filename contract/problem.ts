import { z } from "zod";

/** RFC 9457 problem details; `detail` is Russian text a person can read. */
export const ProblemSchema = z
  .object({
    type: z.string().default("about:blank"),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: "Per-field validation messages" }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "The request's id (also in the X-Request-Id header and the server's log lines)" }),
  })
  .meta({ id: "Problem" });

export type Problem = z.infer<typeof ProblemSchema>;
