import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `composes: x from "…"` does not fix the cascade order: Vite copies the composed file into the CSS of every module
 * that composes it and the minifier keeps the last copy, so a composing rule may come before or after the rule it
 * composes depending on what else the page loads. A class that composes another therefore must not set again, at
 * the same specificity, a property the composed class sets: which value wins would be an accident of bundling.
 * Variants are custom properties the composed rule reads (`--grid-min`) or modifiers in the composed file.
 */

const APP = resolve(import.meta.dirname, "..");

type Rule = { selector: string; media: string; properties: string[] };
type Sheet = { file: string; rules: Rule[]; composes: Map<string, { name: string; file: string }[]> };

function* moduleFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* moduleFiles(path);
    else if (entry.name.endsWith(".module.css")) yield path;
  }
}

/** Rules of a flat stylesheet without comments (top level and inside @media). */
function parseRules(text: string, media = ""): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf("{", at);
    if (open === -1) break;
    const head = text.slice(at, open).trim();
    let depth = 1;
    let end = open + 1;
    while (depth > 0 && end < text.length) {
      if (text[end] === "{") depth++;
      else if (text[end] === "}") depth--;
      end++;
    }
    const body = text.slice(open + 1, end - 1);
    if (head.startsWith("@media") || head.startsWith("@supports")) rules.push(...parseRules(body, head));
    else if (!head.startsWith("@")) {
      const properties = body
        .split(";")
        .map((declaration) => declaration.split(":")[0]?.trim() ?? "")
        .filter((property) => property && property !== "composes" && !property.startsWith("--"));
      for (const selector of head.split(",")) rules.push({ selector: selector.trim(), media, properties });
    }
    at = end;
  }
  return rules;
}

function readSheet(file: string): Sheet {
  const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const composes = new Map<string, { name: string; file: string }[]>();
  for (const match of css.matchAll(/(?:^|\})\s*\.([\w-]+)\s*\{[^}]*?composes:\s*([^;]+);/g)) {
    const [, owner = "", value = ""] = match;
    const [names = "", from] = value.split(/\s+from\s+/);
    const source = from ? resolve(dirname(file), from.trim().replace(/^["']|["']$/g, "")) : file;
    const list = composes.get(owner) ?? [];
    for (const name of names.trim().split(/\s+/)) list.push({ name, file: source });
    composes.set(owner, list);
  }
  return { file, rules: parseRules(css), composes };
}

/** The physical longhands a property sets, so that `margin` and `margin-block-end` are seen to overlap. */
function longhands(property: string): string[] {
  const sides = ["top", "right", "bottom", "left"];
  const logical: Record<string, string[]> = {
    block: ["top", "bottom"],
    inline: ["left", "right"],
    "block-start": ["top"],
    "block-end": ["bottom"],
    "inline-start": ["left"],
    "inline-end": ["right"],
  };
  for (const box of ["margin", "padding", "inset", "scroll-margin"]) {
    const prefix = box === "inset" ? "" : `${box}-`;
    if (property === box) return sides.map((side) => `${prefix}${side}`);
    const rest = property.slice(box.length + 1);
    if (property.startsWith(`${box}-`) && logical[rest]) return logical[rest].map((side) => `${prefix}${side}`);
  }
  const border = property.match(
    /^border(?:-(top|right|bottom|left|block|inline|block-start|block-end|inline-start|inline-end))?(?:-(width|style|color))?$/,
  );
  if (border) {
    const [, side, part] = border;
    const onSides = side ? (logical[side] ?? [side]) : sides;
    const parts = part ? [part] : ["width", "style", "color"];
    return onSides.flatMap((s) => parts.map((p) => `border-${s}-${p}`));
  }
  if (property === "border-radius")
    return ["top-left", "top-right", "bottom-right", "bottom-left"].map((c) => `border-${c}-radius`);
  const groups: Record<string, string[]> = {
    gap: ["row-gap", "column-gap"],
    "grid-template": ["grid-template-columns", "grid-template-rows", "grid-template-areas"],
    grid: [
      "grid-template-columns",
      "grid-template-rows",
      "grid-template-areas",
      "grid-auto-flow",
      "grid-auto-rows",
      "grid-auto-columns",
    ],
    flex: ["flex-grow", "flex-shrink", "flex-basis"],
    "flex-flow": ["flex-direction", "flex-wrap"],
    "place-items": ["align-items", "justify-items"],
    "place-content": ["align-content", "justify-content"],
    "place-self": ["align-self", "justify-self"],
    overflow: ["overflow-x", "overflow-y"],
    background: ["background-color", "background-image", "background-position", "background-size", "background-repeat"],
    font: ["font-style", "font-weight", "font-size", "line-height", "font-family"],
    "text-decoration": ["text-decoration-line", "text-decoration-color", "text-decoration-style"],
    outline: ["outline-color", "outline-style", "outline-width"],
    "list-style": ["list-style-type", "list-style-position", "list-style-image"],
    transition: ["transition-property", "transition-duration", "transition-timing-function", "transition-delay"],
  };
  return groups[property] ?? [property];
}

/** Specificity as one number (ids, classes, elements in base 100); `:where()` weighs nothing. */
function specificity(selector: string): number {
  const plain = selector.replace(/:where\([^)]*\)/g, "").replace(/::[\w-]+/g, " x");
  const ids = (plain.match(/#[\w-]+/g) ?? []).length;
  const classes = (plain.match(/\.[\w-]+|\[[^\]]*\]|:(?!is\(|not\(|has\()[\w-]+/g) ?? []).length;
  const elements = (plain.match(/(?:^|[\s>+~(])[a-z][\w-]*/g) ?? []).length;
  return ids * 10_000 + classes * 100 + elements;
}

/** The element a rule styles is its selector's last compound; does it carry the class `name`? */
function targets(selector: string, name: string): boolean {
  const subject = selector.split(/\s*[\s>+~]\s*(?![^(]*\))/).pop() ?? "";
  const own = subject.replace(/::[\w-]+$/, "").replace(/:(?:has|not|is|where)\([^)]*\)/g, "");
  return new RegExp(`\\.${name}(?![\\w-])`).test(own);
}

/** Every (file, class) a class is composed of, following `composes` from file to file. */
function composedOf(sheets: Map<string, Sheet>, file: string, name: string, seen = new Set<string>()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const own = sheets.get(file)?.composes.get(name) ?? [];
  const out: { file: string; name: string }[] = [];
  for (const part of own) out.push(part, ...composedOf(sheets, part.file, part.name, seen));
  return out;
}

describe("CSS Modules composition", () => {
  const sheets = new Map([...moduleFiles(APP)].map((file) => [file, readSheet(file)]));

  it("finds the composing modules (the check is not vacuous)", () => {
    const composing = [...sheets.values()].filter((sheet) => sheet.composes.size > 0);
    expect(composing.length).toBeGreaterThan(5);
  });

  it("never sets again, at the same specificity, a property of a class it composes", () => {
    const clashes: string[] = [];
    for (const sheet of sheets.values()) {
      for (const owner of sheet.composes.keys()) {
        for (const part of composedOf(sheets, sheet.file, owner)) {
          const composed = sheets.get(part.file);
          if (!composed) {
            clashes.push(`${relative(APP, sheet.file)} .${owner}: no such file ${relative(APP, part.file)}`);
            continue;
          }
          for (const mine of sheet.rules.filter((rule) => targets(rule.selector, owner))) {
            for (const theirs of composed.rules.filter((rule) => targets(rule.selector, part.name))) {
              if (specificity(mine.selector) !== specificity(theirs.selector)) continue;
              const set = new Set(theirs.properties.flatMap(longhands));
              const both = mine.properties.filter((property) => longhands(property).some((l) => set.has(l)));
              if (both.length > 0) {
                clashes.push(
                  `${relative(APP, sheet.file)} "${mine.selector}"${mine.media ? ` (${mine.media})` : ""} sets ${both.join(", ")} of ${relative(APP, part.file)} "${theirs.selector}"`,
                );
              }
            }
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
