import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OPTION_SEEDS } from "../../db/seed/catalog-data/options.ts";
import { BODY_TYPES, hasShape, IMAGE_VIEWS, type ImageView, vehicleSvg } from "./vehicle-image.ts";

/** A picture as small grey pixels: what a glance at a catalogue card takes in. */
async function glance(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(160, 100).greyscale().raw().toBuffer();
}

/** The share of pixels two glances disagree on by more than a tenth of the grey scale. */
function difference(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 24) differing++;
  return differing / a.length;
}

/** Hue (degrees) and saturation of #rrggbb: lighting a paint darker or lighter keeps its hue. */
function hueOf(hex: string): [number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return [0, 0];
  const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return [(h * 60 + 360) % 360, span / max];
}

/** Fills of the picture in the paint's hue (within 4°), lit darker or lighter: the painted panels. */
function paintShades(svg: string, hex: string): number {
  const [hue, saturation] = hueOf(hex);
  return [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].filter((m) => {
    const [h, s] = hueOf(m[1] ?? "");
    const apart = Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue));
    return apart <= 4 && s >= saturation * 0.3;
  }).length;
}

describe("generated vehicle pictures", () => {
  it("draws every body of the catalogue and every special machinery type", () => {
    const seedBodies = (OPTION_SEEDS.body ?? []).map(([slug]) => slug);
    expect(seedBodies.length).toBeGreaterThan(20);
    for (const body of seedBodies) expect(hasShape(body), body).toBe(true);
    for (const type of [
      "excavator",
      "wheel-loader",
      "backhoe-loader",
      "truck-crane",
      "bulldozer",
      "road-roller",
      "forklift",
      "municipal",
    ]) {
      expect(BODY_TYPES).toContain(type);
    }
  });

  it("gives no two body types a look-alike picture in any view, and three different views of each", async () => {
    const glances = new Map<string, Buffer>();
    for (const view of IMAGE_VIEWS) {
      for (const body of BODY_TYPES)
        glances.set(`${body}/${view}`, await glance(vehicleSvg(body, "#c0392b", view, "")));
    }
    const alike: string[] = [];
    for (const view of IMAGE_VIEWS) {
      for (const [i, a] of BODY_TYPES.entries()) {
        for (const b of BODY_TYPES.slice(i + 1)) {
          const d = difference(glances.get(`${a}/${view}`) as Buffer, glances.get(`${b}/${view}`) as Buffer);
          // A crossover against a minivan, a sedan against a liftback: at least 4 % of the picture must differ.
          if (d < 0.04) alike.push(`${a} ~ ${b} (view ${view}): ${(d * 100).toFixed(1)} %`);
        }
      }
    }
    expect(alike).toEqual([]);
    for (const body of BODY_TYPES) {
      const [side, front, rear] = IMAGE_VIEWS.map((v) => glances.get(`${body}/${v}`) as Buffer);
      expect(difference(side as Buffer, front as Buffer), body).toBeGreaterThan(0.1);
      expect(difference(front as Buffer, rear as Buffer), body).toBeGreaterThan(0.05);
    }
  });

  it("paints the body in the vehicle's colour", () => {
    for (const body of BODY_TYPES) {
      for (const view of IMAGE_VIEWS) {
        const red = vehicleSvg(body, "#c0392b", view, "");
        const green = vehicleSvg(body, "#2e8b57", view, "");
        expect(paintShades(red, "#c0392b"), `${body} ${view}`).toBeGreaterThanOrEqual(3);
        expect(paintShades(red, "#2e8b57"), `${body} ${view}`).toBe(0);
        expect(paintShades(green, "#2e8b57"), `${body} ${view}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("names the picture, escapes the title and falls back to a crossover for an unknown body", () => {
    const svg = vehicleSvg("crossover", "#f2f3f5", 2 as ImageView, 'Кроссовер, <белый> & "снег"');
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Кроссовер, белый {2}снег"/);
    expect(svg).toContain("<title>Кроссовер, белый  снег</title>");
    expect(vehicleSvg("hovercraft", "#f2f3f5", 2, "")).toBe(vehicleSvg("crossover", "#f2f3f5", 2, ""));
    // A malformed colour is drawn grey, never injected into the markup.
    expect(vehicleSvg("sedan", 'red"/><script>', 1, "")).toBe(vehicleSvg("sedan", "#888888", 1, ""));
  });
});
