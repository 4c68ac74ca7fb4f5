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
import { activeProfile, lkJson, lkNotFound } from "./lk-http.ts";
import { responses } from "./openapi-helpers.ts";
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
    get: {
      summary:
        "accountInfo: the company, counts of contracts and vehicles, the next payment (date, sum), overdue debt, unread notifications",
      tags: HOME,
      responses: responses(AccountInfoSchema, [401, 403]),
    },
  },
  "/apilk/account/debt/": {
    get: {
      summary: "debt: due within 30 days, overdue, penalties (0.1 %/day), to pay now, remaining; per contract",
      tags: HOME,
      responses: responses(AccountDebtSchema, [401, 403]),
    },
  },
  "/apilk/account/edo/": {
    get: {
      summary: "edo: the electronic document exchange — operator, connection state, how to connect",
      tags: HOME,
      responses: responses(AccountEdoSchema, [401, 403, 404]),
    },
  },
  "/apilk/account/manager/": {
    get: {
      summary: "The client's personal manager: name, photo (SVG data URL with initials), phone, e-mail",
      tags: HOME,
      responses: responses(AccountManagerResponseSchema, [401, 403, 404]),
    },
  },
  "/apilk/popular/": {
    get: {
      summary: "Popular chapters of the account with links and counters",
      tags: HOME,
      responses: responses(PopularResponseSchema, [401, 403]),
    },
  },
  "/apilk/promo/": {
    get: { summary: "Promo banners", tags: HOME, responses: responses(PromoResponseSchema, [401, 403]) },
  },
};
