import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, WAIT } from "./support/account-pages.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

/**
 * Layout defects a new user met (issue 14), measured in the real browser at a laptop's and a phone's width:
 * each check reads what is drawn (boxes, computed colours, line breaks), so a regression of the CSS fails it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function pageAt(viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport });
  return { page: await context.newPage(), context };
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("client@example.com");
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((url) => url.pathname === "/account", WAIT);
}

/** The first vehicle of the cars catalogue (its first trim's first car), opened. */
async function openVehicle(page: Page) {
  await page.goto("/catalog/cars");
  const trim = await page.locator("main article h3 a").first().getAttribute("href");
  await page.goto(trim ?? "/catalog/cars");
  const href = await page.locator('main a[href^="/catalog/vehicle/"]').first().getAttribute("href");
  await page.goto(href ?? "/catalog/cars");
  await expect
    .poll(
      () =>
        page
          .getByRole("button", { name: /В избранное/ })
          .first()
          .isEnabled(),
      WAIT,
    )
    .toBe(true);
}

/** For every «50 %» on the page: on how many lines it is drawn (1 when it is not split). */
function linesOfFifty(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const lines: number[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? "").replace(/\u00a0/g, " ");
      for (let at = text.indexOf("50 %"); at >= 0; at = text.indexOf("50 %", at + 1)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 4);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length) lines.push(new Set(rects.map((r) => Math.round(r.top))).size);
      }
    }
    return lines;
  });
}

/** What the tab bar shows about tabs it cuts off: the arrows drawn over it and whether its edges fade. */
function overflowHint(tablist: Locator) {
  return tablist.evaluate((list) => {
    const bar = list.parentElement as HTMLElement;
    const arrows = [...bar.querySelectorAll(":scope > button")].filter((b) => b.getBoundingClientRect().width > 0);
    return {
      cut: list.scrollWidth > list.clientWidth + 1,
      arrows: arrows.length,
      faded: getComputedStyle(list).maskImage !== "none",
      scrollLeft: list.scrollLeft,
    };
  });
}

describe.each([
  ["laptop", LAPTOP],
  ["phone", PHONE],
])("public pages on a %s", (_name, viewport) => {
  it("keeps the favourites heart at its size on the vehicle page", async () => {
    const { page, context } = await pageAt(viewport);
    await openVehicle(page);
    const heart = page.getByRole("button", { name: /В избранное/ }).first();
    const icon = await heart.locator("svg").boundingBox();
    expect(icon?.width).toBeGreaterThanOrEqual(20);
    expect(icon?.height).toBeGreaterThanOrEqual(20);
    await context.close();
  });

  it("lays the key facts out in at least two columns", async () => {
    const { page, context } = await pageAt(viewport);
    await openVehicle(page);
    const facts = page
      .locator("dl")
      .filter({ has: page.locator("dt", { hasText: /^Год/ }) })
      .first();
    const columns = await facts.evaluate((dl) => getComputedStyle(dl).gridTemplateColumns.split(" ").length);
    expect(columns).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it("keeps the chosen city chip readable under the pointer on contacts", async () => {
    const { page, context } = await pageAt(viewport);
    await page.goto("/contacts");
    const chosen = page.locator('#cities button[aria-current="true"]');
    await chosen.hover();
    const { color, background } = await chosen.evaluate((b) => ({
      color: getComputedStyle(b).color,
      background: getComputedStyle(b).backgroundColor,
    }));
    expect(color).not.toBe(background);
    expect(color).toBe("rgb(255, 255, 255)");
    await context.close();
  });
});

describe("on a phone", () => {
  it("starts the sign-in form right under the brand bar", async () => {
    const { page, context } = await pageAt(PHONE);
    await page.goto("/login");
    const bar = await page.locator("aside").first().boundingBox();
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(bar?.height).toBeLessThan(100);
    expect((title?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0))).toBeLessThan(80);
    await context.close();
  });

  it("shows every option of the city dialog whole, none overlapping the next", async () => {
    const { page, context } = await pageAt(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: /Ваш город/ }).click();
    const options = page.getByRole("dialog").getByRole("option");
    await expect.poll(() => options.count(), WAIT).toBeGreaterThan(3);
    const boxes = await options.evaluateAll((els) =>
      els.map((el) => ({
        top: el.getBoundingClientRect().top,
        bottom: el.getBoundingClientRect().bottom,
        clipped: el.scrollHeight > el.clientHeight + 1,
      })),
    );
    expect(boxes.filter((b) => b.clipped)).toEqual([]);
    // Each option starts where the one above ends: none drawn over another.
    const overlaps = boxes.slice(1).filter((box, i) => box.top < (boxes[i]?.bottom ?? 0) - 0.5);
    expect(overlaps).toEqual([]);
    await context.close();
  });

  it("keeps «50 %» on one line on the account home and the fines list, from 320 to 414 px", async () => {
    const { page, context } = await pageAt(PHONE);
    await signIn(page);
    await expect
      .poll(
        () =>
          page
            .getByText(/со скидкой 50/)
            .first()
            .isVisible(),
        WAIT,
      )
      .toBe(true);
    for (const path of ["/account", "/account/fines"]) {
      if (path !== "/account") await page.goto(path);
      await expect.poll(async () => (await linesOfFifty(page)).length, WAIT).toBeGreaterThan(0);
      for (const width of [320, 360, 390, 414]) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect(
          (await linesOfFifty(page)).filter((n) => n !== 1),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    }
    await context.close();
  });

  it("shows the whole company name in the account header's profile select", async () => {
    const { page, context } = await pageAt(PHONE);
    await signIn(page);
    const select = page.getByRole("combobox", { name: "Активный профиль" });
    const room = await select.evaluate((s: HTMLSelectElement) => {
      const style = getComputedStyle(s);
      const canvas = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = s.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return inner - canvas.measureText(s.selectedOptions[0]?.text ?? "").width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it("hints that the contract's tab bar scrolls, pages it by the arrow and still moves by the keyboard", async () => {
    const { page, context } = await pageAt(PHONE);
    await signIn(page);
    await page.goto("/account/contracts");
    await page.locator('a[href^="/account/contracts/"]').first().click();
    const tablist = page.getByRole("tablist").first();
    await expect.poll(async () => (await overflowHint(tablist)).arrows, WAIT).toBe(1);
    expect(await overflowHint(tablist)).toMatchObject({ cut: true, faded: true, scrollLeft: 0 });

    await tablist.locator("xpath=..").locator(":scope > button").click();
    await expect.poll(async () => (await overflowHint(tablist)).scrollLeft, WAIT).toBeGreaterThan(0);
    await expect.poll(async () => (await overflowHint(tablist)).arrows, WAIT).toBeGreaterThanOrEqual(1);

    const tabs = tablist.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("End");
    const last = tabs.last();
    await expect.poll(() => last.getAttribute("aria-selected"), WAIT).toBe("true");
    const inView = await last.evaluate((tab) => {
      const list = tab.parentElement as HTMLElement;
      const a = tab.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      return a.left >= b.left - 1 && a.right <= b.right + 1;
    });
    expect(inView).toBe(true);
    await context.close();
  });

  it("hints that the settings' tab bar scrolls", async () => {
    const { page, context } = await pageAt(PHONE);
    await signIn(page);
    await page.goto("/account/settings");
    const tablist = page.getByRole("tablist").first();
    await expect.poll(async () => (await overflowHint(tablist)).arrows, WAIT).toBe(1);
    expect(await overflowHint(tablist)).toMatchObject({ cut: true, faded: true });
    await context.close();
  });
});

describe("on a laptop", () => {
  it("draws no scroll hint on a tab bar that fits", async () => {
    const { page, context } = await pageAt(LAPTOP);
    await signIn(page);
    await page.goto("/account/settings");
    const tablist = page.getByRole("tablist").first();
    await expect.poll(() => tablist.getByRole("tab").count(), WAIT).toBeGreaterThan(1);
    expect(await overflowHint(tablist)).toMatchObject({ cut: false, arrows: 0, faded: false });
    await context.close();
  });
});
