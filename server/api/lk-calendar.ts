import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CalendarDetailQuerySchema,
  CalendarDetailResponseSchema,
  CalendarListQuerySchema,
  CalendarListResponseSchema,
} from "../../contract/lk-calendar.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

/** /apilk/accounting/calendar: payments and events per day of a month, and one day. */
export const lkCalendarApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/list", async (c) => {
    const profile = activeProfile(c);
    const { month } = readQuery(c, CalendarListQuerySchema);
    return lkJson(c, CalendarListResponseSchema, await c.var.services.lk.calendar.list(profile.id, month));
  })
  .get("/detail", async (c) => {
    const profile = activeProfile(c);
    const { date } = readQuery(c, CalendarDetailQuerySchema);
    const day = await c.var.services.lk.calendar.detail(profile.id, date);
    if (!day) lkNotFound("На эту дату у вас нет платежей и событий");
    return lkJson(c, CalendarDetailResponseSchema, day);
  });

export const lkCalendarPaths: ZodOpenApiPathsObject = {
  "/apilk/accounting/calendar/list/": {
    get: lkGetOperation({
      summary: "Payments (paid, due, overdue), policy ends and events per day of a month (the current one by default)",
      tags: ["Account calendar"],
      query: CalendarListQuerySchema,
      ok: CalendarListResponseSchema,
    }),
  },
  "/apilk/accounting/calendar/detail/": {
    get: lkGetOperation({
      summary: "Everything of one day; 404 when the active profile has nothing that day",
      tags: ["Account calendar"],
      query: CalendarDetailQuerySchema,
      ok: CalendarDetailResponseSchema,
      notFound: true,
    }),
  },
};
