import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSearchTestApp, type SearchTestApp } from "../../testing/search-test-app";
import { SearchSuggest, SUGGEST_DEBOUNCE_MS } from "./search-suggest";

let app: SearchTestApp;
beforeAll(async () => {
  app = await createSearchTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  app.requested.length = 0;
});

/** Where a chosen suggestion or the submitted form led. */
function Arrived() {
  const { pathname, search } = useLocation();
  return <p data-testid="arrived">{pathname + search}</p>;
}

function Header() {
  return <SearchSuggest labelHidden />;
}

function renderBox() {
  vi.stubGlobal("fetch", app.fetch);
  const Stub = createRoutesStub([
    { path: "/", Component: Header },
    { path: "*", Component: Arrived },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("combobox", { name: "Поиск по сайту" });
}

const suggestRequests = () => app.requested.filter((url) => url.startsWith("/api/search/suggest/"));

describe("the header's search suggestions", () => {
  it("asks nothing for one letter and once per pause for two and more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const field = renderBox();
    // Keystrokes as input events (user-event waits on the faked clock): only the test moves the clock.
    const type = (text: string) => fireEvent.change(field, { target: { value: text } });

    type("х");
    await act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 5));
    expect(suggestRequests()).toEqual([]);

    type("ха");
    await act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(suggestRequests()).toEqual([]);
    await act(() => vi.advanceTimersByTime(1));
    expect(suggestRequests()).toEqual([`/api/search/suggest/?q=${encodeURIComponent("ха")}`]);

    // Typing on without a pause asks only for the word the visitor stopped at.
    for (const text of ["хав", "хава", "хавал"]) {
      type(text);
      await act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS / 2));
    }
    await act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(suggestRequests()).toEqual([
      `/api/search/suggest/?q=${encodeURIComponent("ха")}`,
      `/api/search/suggest/?q=${encodeURIComponent("хавал")}`,
    ]);
  });

  it("groups the catalogue, services and content, and the arrows walk them with the focus kept in the field", async () => {
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, "хавал");
    const listbox = await screen.findByRole("listbox", { name: "Подсказки поиска" });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    const catalogue = within(listbox).getByRole("group", { name: "Каталог" });
    const options = within(listbox).getAllByRole("option");
    expect(options[0]?.textContent).toBe("HavalМарка");
    expect(options[0]?.getAttribute("href")).toBe("/catalog/cars/haval");
    expect(
      within(catalogue)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toContain("Haval JolionМодель");
    expect(field.hasAttribute("aria-activedescendant")).toBe(false);

    await user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("false");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options.at(-1)?.id);
    expect(document.activeElement).toBe(field);

    await user.keyboard("{ArrowDown}{Enter}");
    expect((await screen.findByTestId("arrived")).textContent).toBe("/catalog/cars/haval");
  });

  it("closes on Escape and keeps the text; Enter with nothing chosen searches the text", async () => {
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, "камаз");
    const listbox = await screen.findByRole("listbox", { name: "Подсказки поиска" });
    expect(within(listbox).getAllByRole("option")[0]?.getAttribute("href")).toBe("/catalog/trucks/kamaz");

    await user.keyboard("{Escape}");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((field as HTMLInputElement).value).toBe("камаз");

    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(field.getAttribute("aria-expanded")).toBe("true"));
    await user.keyboard("{Escape}{Enter}");
    expect((await screen.findByTestId("arrived")).textContent).toBe(`/search?q=${encodeURIComponent("камаз")}`);
  });

  it("shows the answer of the latest query even when an older one arrives after it", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldSignals: (AbortSignal | null | undefined)[] = [];
    const field = renderBox();
    // The answer for «тойота» (a query no other test asked: answers are remembered per page view) is held back and then delivered even though it was cancelled: the worst a network can do.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), "http://site.test").searchParams.get("q") !== "тойота") return app.fetch(input, init);
      heldSignals.push(init?.signal);
      await held;
      return app.fetch(input, { ...init, signal: undefined });
    });
    await user.type(field, "тойота");
    await waitFor(() => expect(heldSignals).toHaveLength(1));
    await user.clear(field);
    await user.type(field, "камаз");
    const listbox = await screen.findByRole("listbox", { name: "Подсказки поиска" });
    expect(within(listbox).getAllByRole("option")[0]?.getAttribute("href")).toBe("/catalog/trucks/kamaz");
    expect(heldSignals[0]?.aborted).toBe(true);

    await act(async () => {
      release();
      await held;
    });
    const hrefs = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.getAttribute("href"));
    expect(hrefs[0]).toBe("/catalog/trucks/kamaz");
    expect(hrefs.some((href) => href?.includes("toyota"))).toBe(false);
  });

  it("opens a suggestion by a click", async () => {
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, "калькулятор");
    const services = await screen.findByRole("group", { name: "Сервисы" });
    await user.click(within(services).getAllByRole("option")[0] as HTMLElement);
    expect((await screen.findByTestId("arrived")).textContent).toMatch(/^\/calculator/);
  });
});
