import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatedPicture, generatedRasterUrl, parseGeneratedRaster } from "../../../contract/vehicle-image.ts";
import { OPTION_SEEDS } from "../../db/seed/catalog-data/options.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { BODY_TYPES, hasShape, IMAGE_VIEWS, type ImageView, vehicleSvg } from "./vehicle-image.ts";
import { createVehicleImageRasters } from "./vehicle-image-raster.ts";

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

describe("raster renditions of the generated pictures", () => {
  const svgUrl = "/api/catalog/image/crossover_red_2.svg";

  it("addresses AVIF, WebP and JPEG in three widths, with the intrinsic size", () => {
    const picture = generatedPicture(svgUrl);
    expect(picture?.src).toBe(generatedRasterUrl(svgUrl, 640, "jpeg"));
    expect(picture?.src).toMatch(/^\/api\/catalog\/image\/crossover_red_2\.v\d+\.640\.jpg$/);
    expect(picture?.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(picture?.sources[1]?.srcset.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "1280w"]);
    expect([picture?.width, picture?.height]).toEqual([1280, 800]);
    // A photograph's address is not a generated picture.
    expect(generatedPicture("/media/abc/640.jpg")).toBeNull();
    const file = (picture?.sources[0]?.srcset.split(" ")[0] ?? "").split("/").pop() ?? "";
    expect(parseGeneratedRaster(file)).toEqual({
      svgName: "crossover_red_2.svg",
      width: 320,
      height: 200,
      format: "avif",
    });
    for (const bad of ["crossover_red_2.v1.640.jpg", "crossover_red_2.v3.500.jpg", "crossover_red_2.v3.640.png"]) {
      expect(parseGeneratedRaster(bad)).toBeNull();
    }
  });

  it("renders each rendition once, keeps it in the file store and serves it from there", async () => {
    const stored = new Map<string, Uint8Array>();
    let puts = 0;
    const files: FileStore = {
      put: async (key, bytes) => {
        puts++;
        stored.set(key, bytes);
      },
      get: async (key) => stored.get(key) ?? null,
      remove: async (keys) => {
        for (const key of keys) stored.delete(key);
      },
    };
    const rasters = createVehicleImageRasters({
      files,
      svg: async (name) => (name === "crossover_red_2.svg" ? vehicleSvg("crossover", "#c0392b", 2, "") : null),
    });
    const name = (w: 320 | 640, f: "webp" | "jpeg") => generatedRasterUrl(svgUrl, w, f).split("/").pop() ?? "";
    const [a, b] = await Promise.all([rasters.file(name(640, "webp")), rasters.file(name(640, "webp"))]);
    expect(puts).toBe(1);
    expect(a?.mime).toBe("image/webp");
    expect(b?.bytes).toEqual(a?.bytes);
    const meta = await sharp(a?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 400]);
    expect((await rasters.file(name(640, "webp")))?.bytes).toEqual(a?.bytes);
    expect(puts).toBe(1);
    const jpeg = await rasters.file(name(320, "jpeg"));
    const small = await sharp(jpeg?.bytes).metadata();
    expect([jpeg?.mime, small.format, small.width, small.height]).toEqual(["image/jpeg", "jpeg", 320, 200]);
    expect(puts).toBe(2);
    // The drawing's colour is in the pixels: the middle of the car is red.
    const { data, info } = await sharp(a?.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const reds = Array.from({ length: info.width * info.height }, (_, i) => i * 3).filter(
      (i) =>
        (data[i] ?? 0) > 90 && (data[i] ?? 0) > 1.8 * (data[i + 1] ?? 0) && (data[i] ?? 0) > 1.8 * (data[i + 2] ?? 0),
    );
    expect(reds.length / (info.width * info.height)).toBeGreaterThan(0.1);
    expect(await rasters.file(name(640, "webp").replace("crossover_red", "crossover_pink"))).toBeNull();
    expect(await rasters.file("crossover_red_2.svg")).toBeNull();
  });
});
