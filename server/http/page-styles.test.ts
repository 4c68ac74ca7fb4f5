import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets, loadBuiltStyles } from "./page-styles.ts";

const styles = new Map([
  ["/assets/shell-a1.css", Buffer.from(".shell_x{color:red}")],
  ["/assets/route-b2.css", Buffer.from(".card_y{margin:0}")],
]);

const page = (head: string, body = "<main>Лизинг</main>") =>
  Buffer.from(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`);

describe("inlineStylesheets", () => {
  it("puts each built stylesheet before its link, which then applies to no medium", () => {
    const html = inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/shell-a1.css"/><link rel="stylesheet" href="/assets/route-b2.css#"/>'),
      styles,
    ).toString();
    expect(html).toContain(
      '<style data-href="/assets/shell-a1.css">.shell_x{color:red}</style><link rel="stylesheet" href="/assets/shell-a1.css" media="not all"/>' +
        '<style data-href="/assets/route-b2.css">.card_y{margin:0}</style><link rel="stylesheet" href="/assets/route-b2.css#" media="not all"/>',
    );
    expect(html).toContain("<main>Лизинг</main>");
  });

  it("leaves links to files the build does not have, other links and the body alone", () => {
    const head =
      '<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/gone-c3.css"/><link rel="modulepreload" href="/assets/x.js"/>';
    const body = '<link rel="stylesheet" href="/assets/shell-a1.css"/>';
    const source = page(head, body);
    expect(inlineStylesheets(source, styles)).toBe(source);
  });

  it("keeps the page's UTF-8 bytes as they are", () => {
    const html = inlineStylesheets(
      page('<title>Лизинг — каталог</title><link rel="stylesheet" href="/assets/shell-a1.css"/>'),
      styles,
    );
    expect(html.toString("utf8")).toContain("<title>Лизинг — каталог</title><style data-href=");
  });
});

describe("loadBuiltStyles", () => {
  it("reads the build's stylesheets by the address pages link them at", () => {
    const build = mkdtempSync(join(tmpdir(), "styles-"));
    mkdirSync(join(build, "client/assets"), { recursive: true });
    writeFileSync(join(build, "client/assets/shell-a1.css"), ".a{}");
    writeFileSync(join(build, "client/assets/shell-a1.js"), "export {}");
    const loaded = loadBuiltStyles(build);
    expect([...loaded.keys()]).toEqual(["/assets/shell-a1.css"]);
    expect(loaded.get("/assets/shell-a1.css")?.toString()).toBe(".a{}");
  });
});
