import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DocumentsResponse } from "../../../../contract/lk-accounting.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { zipNamesOf } from "../../../testing/zip-names";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const CLIENT = { as: "client@example.com" };
const filters = (f: object) => `?filters=${encodeURIComponent(JSON.stringify(f))}`;

async function openDocuments(path = "/account/documents") {
  const page = await app.renderPage(path, CLIENT);
  const list = await screen.findByRole("list", { name: "Документы" });
  return { ...page, list };
}

describe("«Документы»", () => {
  it("is in the sidebar and lists the profile's documents as documents/list/ answers them", async () => {
    const { api, list } = await openDocuments();
    const nav = screen.getByRole("navigation", { name: "Разделы личного кабинета" });
    expect(within(nav).getByRole("link", { name: "Документы" }).getAttribute("href")).toBe("/account/documents");
    expect(screen.getByRole("heading", { level: 1, name: "Документы" })).toBeTruthy();

    const docs = await api<DocumentsResponse>("/apilk/documents/list/");
    expect(docs.items.length).toBeGreaterThan(2);
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(docs.items.length);
    docs.items.forEach((doc, i) => {
      const link = within(items[i] as HTMLElement).getByRole("link", { name: doc.title });
      expect(link.getAttribute("href")).toBe(doc.url);
      expect(items[i]?.textContent).toContain(doc.kindTitle);
    });
  });

  it("filters by kind in the address: only that kind is shown", async () => {
    const { api, user } = await openDocuments();
    const all = await api<DocumentsResponse>("/apilk/documents/list/");
    // A kind that is some of the documents but not all of them, so that the filter visibly narrows the list.
    const kind = all.items.map((d) => d.kind).find((k) => all.items.some((d) => d.kind !== k)) ?? "contract";
    const expected = await api<DocumentsResponse>(`/apilk/documents/list/${filters({ kind })}`);
    expect(expected.items.length).toBeGreaterThan(0);
    expect(expected.items.every((d) => d.kind === kind)).toBe(true);

    const bar = screen.getByRole("form", { name: "Фильтры документов" });
    await user.selectOptions(within(bar).getByRole("combobox", { name: "Вид документа" }), kind);
    await waitFor(() => {
      const items = within(screen.getByRole("list", { name: "Документы" })).getAllByRole("listitem");
      expect(items.map((item) => within(item).getAllByRole("link")[0]?.textContent)).toEqual(
        expected.items.map((d) => d.title),
      );
    });
  });

  it("ticks three documents and downloads exactly those as one ZIP", async () => {
    const { user, list } = await openDocuments();
    const zipButton = () =>
      within(screen.getByRole("region", { name: "Отмеченные документы" })).getByText("Скачать выбранные (ZIP)");
    // Nothing ticked: nothing to download.
    expect(zipButton().closest("button")?.disabled).toBe(true);

    const boxes = within(list).getAllByRole("checkbox").slice(0, 3) as HTMLInputElement[];
    for (const box of boxes) await user.click(box);
    expect(boxes.every((b) => b.checked)).toBe(true);
    expect(within(screen.getByRole("region", { name: "Отмеченные документы" })).getByText(/Отмечено: 3/)).toBeTruthy();

    const href = zipButton().closest("a")?.getAttribute("href") ?? "";
    expect(href).toMatch(/^\/apilk\/documents\/download\/\?ids=/);
    const ids = decodeURIComponent(href.split("ids=")[1] ?? "").split(",");
    expect(ids).toHaveLength(3);
    const res = await fetch(new URL(href, location.origin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/zip/);
    expect(await zipNamesOf(res)).toHaveLength(3);

    // Unticking one leaves two in the archive's address.
    await user.click(boxes[0] as HTMLInputElement);
    const after = zipButton().closest("a")?.getAttribute("href") ?? "";
    expect(decodeURIComponent(after.split("ids=")[1] ?? "").split(",")).toEqual(ids.slice(1));
  });

  it("orders the originals of the ticked documents by post to the profile's address", async () => {
    const { user, list } = await openDocuments();
    for (const box of within(list).getAllByRole("checkbox").slice(0, 2)) await user.click(box);
    await user.click(screen.getByRole("button", { name: "Заказать оригиналы" }));
    const dialog = await screen.findByRole("dialog", { name: "Заказать оригиналы" });
    await user.click(within(dialog).getByRole("radio", { name: "Почтой" }));
    const address = within(dialog).getByRole("textbox", { name: /Адрес для отправки/ }) as HTMLInputElement;
    await waitFor(() => expect(address.value).not.toBe(""));

    // An empty address is refused at the field, in Russian.
    await user.clear(address);
    await user.click(within(dialog).getByRole("button", { name: "Заказать" }));
    expect(await within(dialog).findByText("Укажите адрес для отправки оригиналов")).toBeTruthy();

    await user.type(address, "125009, г. Москва, ул. Тверская, д. 7");
    await user.click(within(dialog).getByRole("button", { name: "Заказать" }));
    expect(await screen.findByText(/^Заявка № \S+ от вас принята/)).toBeTruthy();
    // The ticks are cleared after the order.
    expect(
      within(list)
        .getAllByRole("checkbox")
        .every((b) => !(b as HTMLInputElement).checked),
    ).toBe(true);
  });
});
