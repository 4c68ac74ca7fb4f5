import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  AccountDebtSchema,
  AccountEdoSchema,
  AccountInfoSchema,
  AccountManagerResponseSchema,
  PopularResponseSchema,
  PromoResponseSchema,
} from "../../contract/lk-home.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";

/**
 * Account home, mounted at /apilk: account/info, account/debt, account/edo, account/manager, popular, promo.
 * /apilk/account is shared with the session calls (check, logout), so the guard is per route here.
 */
export const lkHomeApi = new Hono<ApiEnv>({ strict: false })
  .get("/account/info", requireSession, async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, AccountInfoSchema, await c.var.services.lk.home.info(profile));
  })
  .get("/account/debt", requireSession, async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, AccountDebtSchema, await c.var.services.lk.home.debt(profile.id));
  })
  .get("/account/edo", requireSession, async (c) => {
    const profile = activeProfile(c);
    const edo = await c.var.services.lk.home.edo(profile.id);
    if (!edo) lkNotFound("Сведения об ЭДО для профиля не найдены");
    return lkJson(c, AccountEdoSchema, edo);
  })
  .get("/account/manager", requireSession, async (c) => {
    const profile = activeProfile(c);
    const manager = await c.var.services.lk.home.manager(profile.id);
    if (!manager) lkNotFound("Персональный менеджер ещё не назначен");
    return lkJson(c, AccountManagerResponseSchema, manager);
  })
  .get("/popular", requireSession, async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, PopularResponseSchema, await c.var.services.lk.home.popular(profile.id));
  })
  .get("/promo", requireSession, (c) => {
    activeProfile(c);
    return lkJson(c, PromoResponseSchema, c.var.services.lk.home.promo());
  });

const HOME = ["Account home"];

export const lkHomePaths: ZodOpenApiPathsObject = {
  "/apilk/account/info/": {
    get: lkGetOperation({
      summary:
        "accountInfo: the company, counts of contracts and vehicles, the next payment (date, sum), overdue debt, unread notifications",
      tags: HOME,
      ok: AccountInfoSchema,
    }),
  },
  "/apilk/account/debt/": {
    get: lkGetOperation({
      summary: "debt: due within 30 days, overdue, penalties (0.1 %/day), to pay now, remaining; per contract",
      tags: HOME,
      ok: AccountDebtSchema,
    }),
  },
  "/apilk/account/edo/": {
    get: lkGetOperation({
      summary: "edo: the electronic document exchange — operator, connection state, how to connect",
      tags: HOME,
      ok: AccountEdoSchema,
      notFound: true,
    }),
  },
  "/apilk/account/manager/": {
    get: lkGetOperation({
      summary: "The client's personal manager: name, photo (SVG data URL with initials), phone, e-mail",
      tags: HOME,
      ok: AccountManagerResponseSchema,
      notFound: true,
    }),
  },
  "/apilk/popular/": {
    get: lkGetOperation({
      summary: "Popular chapters of the account with links and counters",
      tags: HOME,
      ok: PopularResponseSchema,
    }),
  },
  "/apilk/promo/": {
    get: lkGetOperation({ summary: "Promo banners", tags: HOME, ok: PromoResponseSchema }),
  },
};
