import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createRoutesStub, MemoryRouter, RouterContextProvider, useParams } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogTrimCard } from "../../../../contract/catalog.ts";
import { servicesContext } from "../../../context";
import { countText, VEHICLES } from "../../../features/catalog/catalog-text";
import { TrimCard, trimHref } from "../../../features/catalog/trim-card";
import { makeStore } from "../../../store/make-store";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import TrimPage, { loader } from "./trim";

/**
 * New vehicles by trim (issue 14) as a visitor meets them: the trim card of a brand's list and the trim page behind
 * it (its real loader over the demo catalogue) — colours with counts, a colour pick narrowing the stock, the stock
 * linking its vehicles, the request buttons, an empty stock, an unknown trim's 404 and the canonical address.
 */

let app: AccountApp;
let card: CatalogTrimCard;

beforeAll(async () => {
  app = await startAccountApp();
  const list = await app.services.catalog.cars({ brands: ["haval"] });
  const found = list.trims.items.find((c) => c.colors.length > 1 && c.count > 2);
  if (!found) throw new Error("the demo has no Haval trim in two colours");
  card = found;
});
afterAll(() => app?.close());

function context() {
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, app.testApp.pages);
  return ctx;
}

/** A stand-in vehicle page to land on. */
function Vehicle() {
  return <h1>Автомобиль {useParams().key}</h1>;
}
const NoFallback = () => null;

/** The trim route as the site mounts it. */
function renderTrimPage(path: string) {
  const Stub = createRoutesStub(
    [
      {
        path: "/catalog/cars/:brand/:model/:trim",
        Component: TrimPage as never,
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

/** What the loader throws for `path`: a redirect (Response) or a data error. */
async function thrownBy(path: string) {
  const [, , , brand, model, trim] = new URL(path, "http://site").pathname.split("/");
  try {
    await loader({
      request: new Request(new URL(path, "http://site")),
      context: context(),
      params: { brand, model, trim },
    } as never);
  } catch (error) {
    return error as Response | { init: ResponseInit | null };
  }
  return null;
}

/** Text as read, non-breaking spaces as spaces. */
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\u00a0/g, " ");
const status = () => text(screen.getByRole("status"));

const stockTitles = () =>
  within(screen.getByRole("region", { name: /^В наличии/ }))
    .getAllByRole("heading", { level: 3 })
    .map(text);

describe("the trim card", () => {
  it("reads «title trim — N в наличии, от … ₽, от … ₽/мес» and opens the trim page with the list's filter", () => {
    const { container } = render(
      <MemoryRouter>
        <TrimCard trim={card} href={trimHref(card, { brands: ["haval"], prices_high: 9_000_000, page: 2 })} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: `${card.title} ${card.name}` });
    // The brand is the path's, the page the list's own: only the price limit travels.
    expect(link.getAttribute("href")).toBe(`${card.path}?prices_high=9000000`);
    const shown = container.textContent?.replace(/\s/g, " ") ?? "";
    expect(shown).toContain(`${card.count} в наличии`);
    expect(shown).toContain(`от ${card.priceFrom.toLocaleString("ru-RU").replace(/\s/g, " ")} ₽`);
    expect(shown).toMatch(/от [\d ]+ ₽\/мес/);
    expect(screen.getByRole("list", { name: "Цвета в наличии" }).children).toHaveLength(card.colors.length);
  });
});

describe("the trim page", () => {
  it("shows the trim, its colours with counts and its stock; a colour narrows the stock; a vehicle opens", async () => {
    const user = renderTrimPage(card.path);
    expect(await screen.findByRole("heading", { level: 1, name: `${card.title} ${card.name}` })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Навигационная цепочка" });
    expect(within(crumbs).getByRole("link", { name: card.brand.name }).getAttribute("href")).toBe(
      "/catalog/cars/haval",
    );
    expect(status()).toContain(`${card.count} в наличии`);
    expect(stockTitles()).toHaveLength(Math.min(24, card.count));
    // One request button for the trim, one per vehicle of the stock.
    expect(screen.getAllByRole("link", { name: "Оставить заявку" })).toHaveLength(1 + Math.min(24, card.count));

    const picker = screen.getByRole("navigation", { name: "Цвет" });
    const colour = card.colors[1];
    if (!colour) throw new Error("no second colour");
    const pick = within(picker).getByRole("link", { name: new RegExp(`^${colour.name}`) });
    expect(pick.textContent).toContain(String(colour.count));
    expect(pick.getAttribute("href")).toBe(`${card.path}?colors=${colour.slug}`);

    await user.click(pick);
    await waitFor(() => expect(status()).toContain(`${colour.count} в наличии`));
    expect(
      within(picker)
        .getByRole("link", { name: new RegExp(`^${colour.name}`) })
        .getAttribute("aria-current"),
    ).toBe("true");
    const titles = stockTitles();
    expect(titles).toHaveLength(Math.min(24, colour.count));
    for (const title of titles) expect(title.startsWith(`${colour.name},`)).toBe(true);
    // Every colour keeps its count while one is picked.
    for (const other of card.colors) {
      expect(within(picker).getByRole("link", { name: new RegExp(`^${other.name}`) }).textContent).toContain(
        String(other.count),
      );
    }

    const first = within(screen.getByRole("region", { name: /^В наличии/ })).getAllByRole("heading", { level: 3 })[0];
    const vehicleLink = first?.querySelector("a");
    if (!vehicleLink) throw new Error("no vehicle link");
    const key = vehicleLink.getAttribute("href")?.split("/").pop();
    await user.click(vehicleLink);
    expect(await screen.findByRole("heading", { level: 1, name: `Автомобиль ${key}` })).toBeTruthy();
  });

  it("says so when the filter leaves no vehicle of the trim, and offers the whole stock", async () => {
    renderTrimPage(`${card.path}?prices_high=1`);
    expect(await screen.findByText(/Автомобилей этой комплектации под выбранные условия сейчас нет/)).toBeTruthy();
    expect(status()).toBe(
      `Под выбранные условия нет в наличии · всего ${countText(card.count, VEHICLES).replace(/\u00a0/g, " ")}`,
    );
    expect(screen.getByRole("link", { name: "Показать все автомобили комплектации" }).getAttribute("href")).toBe(
      card.path,
    );
  });

  it("answers 404 for an unknown trim, another model's trim or a trim in the wrong section", async () => {
    const [, , , brand, model] = card.path.split("/");
    for (const path of [
      `/catalog/cars/${brand}/${model}/no-such-trim`,
      `/catalog/cars/${brand}/not-a-model/${card.path.split("/").pop()}`,
      card.path.replace("/catalog/cars/", "/catalog/trucks/"),
    ]) {
      const thrown = await thrownBy(path);
      expect(thrown && "init" in thrown ? thrown.init?.status : null, path).toBe(404);
    }
  });

  it("serves a truck's trim under /catalog/trucks, with its canonical address", async () => {
    const kamaz = (await app.services.catalog.trucks({ brands: ["kamaz"] })).trims.items[0];
    if (!kamaz) throw new Error("the demo has no KAMAZ trim");
    const [, , , brand, model, trim] = kamaz.path.split("/");
    const page = await loader({
      request: new Request(new URL(kamaz.path, "http://site")),
      context: context(),
      params: { brand, model, trim },
    } as never);
    expect(page.detail).toMatchObject({ section: "trucks", path: kamaz.path, totalCnt: kamaz.count });
    expect(new URL(page.canonical).pathname).toBe(kamaz.path);
  });

  it("sends other spellings of the filter to the canonical address and drops values the catalogue does not know", async () => {
    const spelled = await thrownBy(`${card.path}?brands=haval&prices_high=3000000`);
    expect(spelled instanceof Response && spelled.status).toBe(301);
    expect((spelled as Response).headers.get("location")).toBe(`${card.path}?prices_high=3000000`);
    const unknown = await thrownBy(`${card.path}?colors=plaid`);
    expect(unknown instanceof Response && unknown.status).toBe(302);
    expect((unknown as Response).headers.get("location")).toBe(card.path);
  });
});
