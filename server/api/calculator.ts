import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CalcInitQuerySchema,
  CalcInitResponseSchema,
  CalcRequestSchema,
  CalcRequestTypeSchema,
  CalcResponseSchema,
  calcRequestSchema,
} from "../../contract/calculator.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, jsonContent, responses } from "./openapi-helpers.ts";
import { parseRequest, readJson, readQuery } from "./validate.ts";

/** /api/calc: the public leasing calculator (limits per vehicle type, the calculation with the schedule). */
export const calculatorApi = new Hono<ApiEnv>({ strict: false })
  .get("/init", (c) => {
    const { type } = readQuery(c, CalcInitQuerySchema);
    const initial = c.var.services.calculator.initial(type);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(CalcInitResponseSchema.parse({ initial }));
  })
  .post("/", async (c) => {
    const { calculator } = c.var.services;
    const body = await readJson(c, CalcRequestTypeSchema);
    const request = parseRequest(calcRequestSchema(calculator.initial(body.type)), body);
    return c.json(CalcResponseSchema.parse({ calculations: calculator.calculate(request) }));
  });

export const calculatorPaths: ZodOpenApiPathsObject = {
  "/api/calc/init/": {
    get: getOperation({
      summary: "Calculator limits, rate, VAT and defaults for a vehicle type (cars by default); cached 5 min",
      tags: ["Calculator"],
      query: CalcInitQuerySchema,
      ok: CalcInitResponseSchema,
    }),
  },
  "/api/calc/": {
    post: {
      summary: "Leasing calculation: advance, monthly payments, schedule month by month, totals and taxes",
      tags: ["Calculator"],
      requestBody: jsonContent(CalcRequestSchema),
      responses: responses(CalcResponseSchema, [400, 413, 415]),
    },
  },
};
