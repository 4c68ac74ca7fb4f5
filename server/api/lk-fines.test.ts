import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fine, FinesListResponse } from "../../contract/lk-fines.ts";
import { addDays, moscowMidnight } from "../../core/calendar-dates.ts";
import { lkContracts, lkFines } from "../db/schema/lk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The order of the fines list holds across its pages: the server sorts the whole list. A fleet's year of fines
 * is generated for one profile (ООО «ТрансЛогистик»), with an urgent fine whose violation is old — by date it
 * would sit on a later page — that «Сначала срочные» must bring to the top of page 1.
 */

let app: TestApp;
let client: Client;
let today: string;
const FLEET_FINES = 140;
/** Decreed three days ago for a violation four months back: its discount runs, its violation is far down by date. */
let lateDecree: { uin: string; decreeDate: string };
/** Decreed 18 days ago: two days of discount left, the nearest deadline of all. */
let lastDays: { uin: string; decreeDate: string };

/** A deterministic stream of numbers (a seeded LCG): the same fleet on every run. */
function randomFrom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

const ARTICLES = [
  { article: "ч. 2 ст. 12.9 КоАП РФ", title: "Превышение скорости на 20–40 км/ч", amount: 750_00, discount: true },
  { article: "ч. 1 ст. 12.16 КоАП РФ", title: "Несоблюдение требований знаков", amount: 500_00, discount: true },
  { article: "ч. 3 ст. 12.9 КоАП РФ", title: "Превышение скорости на 40–60 км/ч", amount: 1500_00, discount: true },
  { article: "ч. 1 ст. 12.12 КоАП РФ", title: "Проезд на запрещающий сигнал", amount: 1000_00, discount: true },
  { article: "ч. 5 ст. 12.16 КоАП РФ", title: "Остановка в запрещённом месте", amount: 3000_00, discount: true },
  { article: "ч. 4 ст. 12.15 КоАП РФ", title: "Выезд на встречную полосу", amount: 7500_00, discount: false },
] as const;

async function page(query: string): Promise<FinesListResponse> {
  return client.json(`/apilk/fines/list/?${query}`);
}

/** Every page of the list in one order, as a client paging through it sees it. */
async function allPages(sort?: string): Promise<{ pages: Fine[][]; totalCnt: number }> {
  const first = await page(sort ? `sort=${sort}` : "");
  const pages = [first.items];
  for (let n = 2; n <= first.pagination.pageCnt; n++) {
    pages.push((await page(`${sort ? `sort=${sort}&` : ""}currentPage=${n}`)).items);
  }
  return { pages, totalCnt: first.pagination.totalCnt };
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "assignee@example.com");
  today = app.services.lk.today();
  const { profile } = await client.json<{ profile: { id: number } }>("/apilk/account/check/");
  const { db } = app.services.database;
  const contracts = await db
    .select({ id: lkContracts.id })
    .from(lkContracts)
    .where(eq(lkContracts.profileId, profile.id));
  expect(contracts.length).toBeGreaterThan(0);

  const random = randomFrom(20_261_124);
  const rows: (typeof lkFines.$inferInsert)[] = [];
  for (let i = 0; i < FLEET_FINES; i++) {
    const violated = addDays(today, -(1 + random(365)));
    const decreed = addDays(violated, 1 + random(10));
    const decreeDate = decreed > today ? today : decreed;
    const kind = ARTICLES[random(ARTICLES.length)] ?? ARTICLES[0];
    // A year of fines: the recent ones mostly still to pay, the older ones mostly paid, a few appealed.
    const recent = decreeDate >= addDays(today, -20);
    const roll = random(10);
    const status = roll < (recent ? 6 : 1) ? "unpaid" : roll < (recent ? 7 : 2) ? "appealed" : "paid";
    rows.push({
      profileId: profile.id,
      contractId: contracts[random(contracts.length)]?.id ?? 0,
      uin: `18810177${String(26_000_000_000 + i).padStart(12, "0")}`,
      decreeNumber: `18810177${String(260_000 + i)}`,
      violatedAt: new Date(moscowMidnight(violated).getTime() + random(24 * 60) * 60_000),
      decreeDate,
      article: kind.article,
      articleTitle: kind.title,
      place: "г. Москва, МКАД, 41-й км",
      amount: kind.amount,
      discountAllowed: kind.discount,
      status,
      paidAt: status === "paid" ? decreeDate : null,
    });
  }
  lateDecree = { uin: "18810177269999999901", decreeDate: addDays(today, -3) };
  lastDays = { uin: "18810177269999999902", decreeDate: addDays(today, -18) };
  for (const [planted, violated] of [
    [lateDecree, addDays(today, -120)],
    [lastDays, addDays(today, -200)],
  ] as const) {
    rows.push({
      ...(rows[0] as typeof lkFines.$inferInsert),
      uin: planted.uin,
      decreeNumber: planted.uin.slice(-10),
      violatedAt: moscowMidnight(violated),
      decreeDate: planted.decreeDate,
      article: "ч. 2 ст. 12.9 КоАП РФ",
      articleTitle: "Превышение скорости на 20–40 км/ч",
      amount: 500_00,
      discountAllowed: true,
      status: "unpaid",
      paidAt: null,
    });
  }
  await db.insert(lkFines).values(rows);
});
afterAll(async () => {
  await app?.close();
});

const STATUS_RANK = { unpaid: 0, appealed: 1, paid: 2 } as const;

/** «Сначала срочные» as the client reads it: running discounts by deadline, then unpaid, appealed, paid; newest first. */
function urgentBefore(a: Fine, b: Fine): number {
  if (a.discountActive !== b.discountActive) return a.discountActive ? -1 : 1;
  if (a.discountActive) {
    const byDeadline = (a.discountUntil ?? "").localeCompare(b.discountUntil ?? "");
    if (byDeadline !== 0) return byDeadline;
  } else if (a.status !== b.status) {
    return STATUS_RANK[a.status] - STATUS_RANK[b.status];
  }
  return b.date.localeCompare(a.date);
}

describe("the fines list is sorted by the server, across pages", () => {
  it("by date, the urgent fine of an old violation is not on page 1", async () => {
    const { pages, totalCnt } = await allPages("date");
    expect(totalCnt).toBeGreaterThan(FLEET_FINES);
    expect(pages.length).toBeGreaterThan(5);
    const pageOf = (uin: string) => pages.findIndex((items) => items.some((f) => f.uin === uin)) + 1;
    expect(pageOf(lateDecree.uin)).toBeGreaterThan(1);
    expect(pageOf(lastDays.uin)).toBeGreaterThan(pageOf(lateDecree.uin));
    const dates = pages.flat().map((f) => f.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("«Сначала срочные» (the default) opens page 1 with the nearest deadline, then the other running discounts", async () => {
    const first = await page("");
    expect(first.items[0]).toMatchObject({ uin: lastDays.uin, discountActive: true, discountUntil: addDays(today, 2) });
    const planted = first.items.find((f) => f.uin === lateDecree.uin);
    const running = first.items.filter((f) => f.discountActive);
    // Every fine whose discount runs comes before the rest, so the one decreed three days ago is among them.
    expect(running.length).toBeGreaterThan(1);
    expect(first.items.slice(0, running.length)).toEqual(running);
    expect(planted?.discountActive).toBe(true);
  });

  it("«Сначала срочные» holds over the whole list: each page continues the one before, nothing twice or lost", async () => {
    const { pages, totalCnt } = await allPages("urgent");
    const all = pages.flat();
    expect(all).toHaveLength(totalCnt);
    expect(new Set(all.map((f) => f.id)).size).toBe(totalCnt);
    expect(all).toEqual([...all].sort(urgentBefore));
    const byDefault = await allPages();
    expect(byDefault.pages.flat().map((f) => f.id)).toEqual(all.map((f) => f.id));
  });

  it("«По сумме»: the largest first on every page; a wrong order is refused", async () => {
    const amounts = (await allPages("amount")).pages.flat().map((f) => f.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const refused = await client.get("/apilk/fines/list/?sort=cheapest");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
  });
});
