import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSearchTestApp, type SearchTestApp } from "../../testing/search-test-app";
import { SearchField } from "./search-field";

let app: SearchTestApp;
beforeAll(async () => {
  app = await createSearchTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  app.requested.length = 0;
});

function Header() {
  return <SearchField labelHidden />;
}

function renderField() {
  vi.stubGlobal("fetch", app.fetch);
  const Stub = createRoutesStub([{ path: "/", Component: Header }]);
  render(<Stub initialEntries={["/"]} />);
  return () => screen.getByRole("combobox", { name: "Поиск по сайту" });
}

describe("the header's search field before its suggestion box has loaded", () => {
  it("is the plain search form: a combobox with nothing expanded that submits to /search", () => {
    const field = renderField();
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(field().getAttribute("name")).toBe("q");
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/search");
    expect(app.requested).toEqual([]);
  });

  it("hands over to the suggestion box when the visitor types: the text typed so far and the focus stay", async () => {
    const user = userEvent.setup();
    const field = renderField();
    const plain = field();
    // Typed before the box's code has arrived (the import resolves after this turn).
    plain.focus();
    fireEvent.change(plain, { target: { value: "хав" } });
    await waitFor(() => expect(field()).not.toBe(plain));
    expect((field() as HTMLInputElement).value).toBe("хав");
    expect(document.activeElement).toBe(field());

    await user.type(field(), "ал");
    const listbox = await screen.findByRole("listbox", { name: "Подсказки поиска" });
    await waitFor(() =>
      expect(within(listbox).getAllByRole("option")[0]?.getAttribute("href")).toBe("/catalog/cars/haval"),
    );
    expect((field() as HTMLInputElement).value).toBe("хавал");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(field().getAttribute("aria-activedescendant")).toBe(within(listbox).getAllByRole("option")[0]?.id);
  });
});
