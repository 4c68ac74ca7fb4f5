import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarListResponse } from "../../../../contract/lk-calendar.ts";
import { addDays, addMonthsToMonth } from "../../../../core/calendar-dates.ts";
import { MONTHS_GENITIVE, MONTHS_NOMINATIVE } from "../../../../core/russian-months.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

/** «Ноябрь 2026» for "2026-11", as a heading writes it. */
const monthTitle = (month: string) => {
  const name = MONTHS_NOMINATIVE[Number(month.slice(5, 7)) - 1] ?? "";
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${month.slice(0, 4)}`;
};
/** «, 28 ноября 2026» for "2026-11-28": how a day's name spells its date, after the weekday. */
const spelt = (date: string) =>
  `, ${Number(date.slice(8))} ${MONTHS_GENITIVE[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
/** Names with ordinary spaces (money is printed with no-break ones). */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");
const dayButton = (grid: HTMLElement, date: string) =>
  within(grid).getByRole("button", { name: (name) => plain(name).includes(spelt(date)) });

async function openCalendar(month?: string) {
  const query = month ? `?month=${month}` : "";
  const page = await app.renderPage(`/account/calendar${query}`, { as: "client@example.com" });
  const list = await page.api<CalendarListResponse>(`/apilk/accounting/calendar/list/${query}`);
  const grid = await screen.findByRole("table", { name: monthTitle(list.month) });
  return { ...page, list, grid };
}

describe("payment calendar", () => {
  it("shows this month's payments of the demo contracts, each on its day and in the month's list", async () => {
    const { list, grid } = await openCalendar();
    const paymentDays = list.days.filter((d) => d.paymentsCnt > 0);
    expect(paymentDays.length).toBeGreaterThan(0);

    for (const day of paymentDays) {
      expect(plain(dayButton(grid, day.date).getAttribute("aria-label"))).toMatch(
        /\d+ плат[её]ж(а|ей)? на [\d ]+,\d\d ₽/,
      );
    }
    const agenda = screen.getByRole("region", {
      name: `Все платежи и события: ${monthTitle(list.month).toLowerCase()}`,
    });
    for (const item of list.days.flatMap((d) => d.items)) {
      expect(within(agenda).getByText(item.title)).toBeTruthy();
    }
    // A day with nothing says so in its name.
    const empty = Array.from({ length: 28 }, (_, i) => `${list.month}-${String(i + 1).padStart(2, "0")}`).find(
      (date) => !list.days.some((d) => d.date === date),
    );
    if (empty) expect(plain(dayButton(grid, empty).getAttribute("aria-label"))).toContain("нет платежей");
  });

  it("opens a day with a click: its payments, amount and contract", async () => {
    const { user, list, grid } = await openCalendar();
    const day = list.days.find((d) => d.paymentsCnt > 0);
    if (!day) throw new Error("the demo month has no payments");
    await user.click(dayButton(grid, day.date));

    const detail = await screen.findByRole("region", { name: (name) => plain(name).endsWith(spelt(day.date)) });
    expect(dayButton(grid, day.date).getAttribute("aria-pressed")).toBe("true");
    const payment = day.items.find((i) => i.amount !== null);
    expect(await within(detail).findByText(payment?.title ?? "")).toBeTruthy();
    expect(plain(within(detail).getByText(/^Платежи на/).textContent)).toMatch(/^Платежи на [\d ]+,\d\d ₽$/);
    if (payment?.contractNumber) {
      expect(within(detail).getByRole("link", { name: `Договор № ${payment.contractNumber}` })).toBeTruthy();
    }
  });

  it("moves to the next and the previous month with the buttons over the grid", async () => {
    const { user, list } = await openCalendar();
    const next = addMonthsToMonth(list.month, 1);
    await user.click(screen.getByRole("link", { name: `Следующий месяц: ${monthTitle(next)}` }));
    expect(await screen.findByRole("table", { name: monthTitle(next) })).toBeTruthy();
    expect(
      screen.getByRole("region", { name: `Все платежи и события: ${monthTitle(next).toLowerCase()}` }),
    ).toBeTruthy();

    await user.click(screen.getByRole("link", { name: `Предыдущий месяц: ${monthTitle(list.month)}` }));
    expect(await screen.findByRole("table", { name: monthTitle(list.month) })).toBeTruthy();
  });

  it("moves through the days with the keyboard: arrows by day and week, PageDown to the next month", async () => {
    const month = "2026-03";
    const { user, grid } = await openCalendar(month);
    await user.click(dayButton(grid, `${month}-10`));
    await user.keyboard("{ArrowRight}");
    expect(plain(document.activeElement?.getAttribute("aria-label"))).toContain(spelt(`${month}-11`));
    await user.keyboard("{ArrowDown}");
    expect(plain(document.activeElement?.getAttribute("aria-label"))).toContain(spelt(addDays(`${month}-11`, 7)));

    await user.keyboard("{PageDown}");
    const nextGrid = await screen.findByRole("table", { name: monthTitle(addMonthsToMonth(month, 1)) });
    await expect
      .poll(() => plain(document.activeElement?.getAttribute("aria-label")))
      .toContain(spelt(addDays(`${month}-11`, 7).replace(month, addMonthsToMonth(month, 1))));
    expect(nextGrid.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Enter}");
    expect(
      await screen.findByRole("region", {
        name: (name) => plain(name).endsWith(spelt(`${addMonthsToMonth(month, 1)}-18`)),
      }),
    ).toBeTruthy();
  });
});
