import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createRoutesStub, RouterContextProvider, useParams } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogItem } from "../../../../contract/catalog.ts";
import { servicesContext } from "../../../context";
import { listMeta } from "../../../features/catalog/catalog-seo";
import { makeStore } from "../../../store/make-store";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import CatalogList, { loader } from "./catalog-list";

/**
 * The special-machinery section as a visitor meets it, through the list route's real loader over the demo
 * catalogue: the section page with its stock lead, the type chips and the machinery filter, a type landing with
 * its heading, canonical and brand links, an operating-weight range, cards priced with the «special» programme,
 * a brand landing, and the other sections' fields dropped from its addresses (and its own from theirs).
 */

let app: AccountApp;
let excavators: CatalogItem[];

beforeAll(async () => {
  app = await startAccountApp();
  excavators = (await app.services.catalog.special({ type: "excavator" })).items;
});
afterAll(() => app?.close());

function context() {
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, app.testApp.pages);
  return ctx;
}

function Vehicle() {
  return <h1>Машина {useParams().key}</h1>;
}
const NoFallback = () => null;

function renderList(path: string) {
  const Stub = createRoutesStub(
    [
      {
        path: "/catalog/special/:brand?/:model?",
        Component: CatalogList as never,
        loader: (args) => loader(args as never),
        HydrateFallback: NoFallback,
      },
      { path: "/catalog/vehicle/:key", Component: Vehicle },
    ],
    context(),
  );
  const user = userEvent.setup();
  render(
    <Provider store={makeStore({ persist: false })}>
      <Stub initialEntries={[path]} />
    </Provider>,
  );
  return user;
}

async function load(path: string) {
  const url = new URL(path, "http://site");
  const [, , , brand, model] = url.pathname.split("/");
  return loader({ request: new Request(url), context: context(), params: { brand, model } } as never);
}

async function thrownBy(path: string) {
  try {
    await load(path);
  } catch (error) {
    return error as Response | { init: ResponseInit | null };
  }
  return null;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\u00a0/g, " ");
const cardTitles = () =>
  within(screen.getByRole("region", { name: "Предложения" }))
    .getAllByRole("heading", { level: 3 })
    .map(text);

describe("the special-machinery catalogue", () => {
  it("lists the section's machines with the stock lead, type chips and the machinery filter", async () => {
    const whole = await app.services.catalog.special({});
    renderList("/catalog/special");
    expect(await screen.findByRole("heading", { level: 1, name: "Спецтехника в лизинг" })).toBeTruthy();
    const lead = text(screen.getByRole("heading", { level: 1 }).nextElementSibling);
    expect(lead).toContain(`${whole.main.stockCnt} единиц`);
    expect(lead).toContain(`${whole.main.usedCnt} с наработкой`);
    expect(lead).toContain("аванс от 10 %");

    const chips = screen.getByRole("navigation", { name: "Типы техники" });
    const chip = within(chips).getByRole("link", { name: /^Экскаваторы \d/ });
    expect(chip.getAttribute("href")).toBe("/catalog/special?type=excavator");
    expect(text(chip)).toContain(String(whole.facets.type.find((t) => t.slug === "excavator")?.count));

    const filter = screen.getByRole("complementary", { name: "Фильтр каталога" });
    expect(within(filter).getByRole("group", { name: "Тип техники" })).toBeTruthy();
    expect(within(filter).getByRole("group", { name: "Состояние" })).toBeTruthy();
    expect(within(filter).getByText("Рабочая масса, кг")).toBeTruthy();
    expect(within(filter).queryByText("Цвет")).toBeNull();
    expect(within(filter).queryByText("Коробка передач")).toBeNull();

    // Every card is a machine of the section, its payment the calculator's «special» programme.
    expect(cardTitles()).toHaveLength(Math.min(24, whole.totalCnt));
    const first = whole.items[0] as CatalogItem;
    const payment = app.services.calculator.monthlyPayment("special", first.price);
    expect(first.monthlyPayment).toBe(payment);
    const card = screen.getAllByRole("article")[0] as HTMLElement;
    expect(text(card)).toContain(`от ${payment.toLocaleString("ru-RU").replace(/\s/g, " ")} ₽/мес`);
  });

  it("lands on a type, narrows it by operating weight and opens a machine", async () => {
    const weights = excavators.map((v) => v.operatingWeight as number).sort((a, b) => a - b);
    const low = weights[Math.floor(weights.length / 2)] as number;
    const expected = await app.services.catalog.special({ type: "excavator", weights_low: low });
    expect(expected.totalCnt).toBeGreaterThan(0);

    const user = renderList(`/catalog/special?type=excavator&weights_low=${low}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Экскаваторы в лизинг" })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Навигационная цепочка" });
    expect(within(crumbs).getByRole("link", { name: "Спецтехника" }).getAttribute("href")).toBe("/catalog/special");
    expect(text(screen.getByRole("status"))).toContain(`Найдено ${expected.totalCnt}`);
    expect(cardTitles()).toEqual(expected.items.map((v) => v.title));
    for (const item of expected.items) {
      expect(item.type.slug).toBe("excavator");
      expect(item.operatingWeight).toBeGreaterThanOrEqual(low);
    }
    const brands = screen.getByRole("navigation", { name: "Экскаваторы по маркам" });
    expect(within(brands).getAllByRole("link")[0]?.getAttribute("href")).toMatch(
      /^\/catalog\/special\/[a-z]+\?type=excavator$/,
    );
    expect(screen.getByRole("link", { name: /^Масса от .*убрать фильтр$/ }).getAttribute("href")).toBe(
      "/catalog/special?type=excavator",
    );

    const first = expected.items[0] as CatalogItem;
    await user.click(screen.getAllByRole("link", { name: first.title })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: `Машина ${first.key}` })).toBeTruthy();
  });

  it("gives a type landing its own canonical address, meta and links to its brands", async () => {
    const page = await load("/catalog/special?type=excavator");
    expect(page.typeLanding).toEqual({ slug: "excavator", name: "Экскаваторы" });
    expect(page.canonical).toBe(new URL("/catalog/special?type=excavator", page.origin).href);
    expect(page.links.length).toBeGreaterThan(1);
    for (const link of page.links) expect(link.href).toBe(`/catalog/special/${link.slug}?type=excavator`);
    const meta = listMeta(page);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: page.canonical });
    const title = meta.find((m) => "title" in m) as { title: string };
    expect(title.title).toMatch(/^Экскаваторы в лизинг для юрлиц и ИП — /);

    const brand = await load("/catalog/special/sany");
    expect(brand.landing?.brand.name).toBe("SANY");
    renderList("/catalog/special/sany");
    expect(await screen.findByRole("heading", { level: 1, name: "Спецтехника SANY в лизинг" })).toBeTruthy();
    for (const title of cardTitles()) expect(title.startsWith("SANY ")).toBe(true);
  });

  it("keeps each section's own fields: machinery ranges leave cars, mileage and VIN leave machinery", async () => {
    const cars = await thrownBy("/catalog/cars?weights_low=1000&condition=used");
    expect(cars instanceof Response && cars.status).toBe(301);
    expect((cars as Response).headers.get("location")).toBe("/catalog/cars");
    const machines = await thrownBy("/catalog/special?mileage_low=1000&identifier=XW8&years_from=2022&sort=year_desc");
    expect(machines instanceof Response && machines.status).toBe(301);
    expect((machines as Response).headers.get("location")).toBe("/catalog/special?years_from=2022&sort=year_desc");
    const unknownType = await thrownBy("/catalog/special?type=sedan");
    expect(unknownType instanceof Response && unknownType.status).toBe(302);
    expect((unknownType as Response).headers.get("location")).toBe("/catalog/special");
  });

  it("filters by condition: used machines show their engine hours", async () => {
    renderList("/catalog/special?condition=used");
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
    const used = await app.services.catalog.special({ condition: "used" });
    for (const item of used.items) expect(item.condition).toBe("used");
    const card = screen.getAllByRole("article")[0] as HTMLElement;
    expect(text(card)).toMatch(/\d м\/ч/);
    expect(text(card)).toContain("с наработкой");
  });
});
