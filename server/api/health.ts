import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { HealthSchema } from "../../contract/health.ts";
import { isDraining } from "../infra/readiness.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";

/** Liveness (the process answers) and readiness (the database answers and the server is not stopping). */
export const healthApi = new Hono<ApiEnv>({ strict: false })
  .get("/healthz", (c) => c.json({ status: "ok" }))
  .get("/readyz", async (c) => {
    if (isDraining()) return c.json({ status: "unavailable" }, 503);
    try {
      await c.var.services.database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      c.var.services.logger.error({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

export const healthPaths: ZodOpenApiPathsObject = {
  "/healthz": { get: getOperation({ summary: "Liveness", tags: ["Operations"], ok: HealthSchema }) },
  "/readyz": {
    get: {
      summary: "Readiness: the database answers and the server is not stopping",
      tags: ["Operations"],
      responses: {
        ...responses(HealthSchema),
        503: {
          description: "The database does not answer, or the server is stopping (SIGTERM)",
          ...jsonContent(HealthSchema),
        },
      },
    },
  },
};
