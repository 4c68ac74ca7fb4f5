/**
 * Colours of the generated vehicle pictures: the vehicle's paint lit per face (so a flat polygon reads as a
 * curved panel), and the fixed materials every vehicle shares — glass, rubber, chrome, lamps, plastics.
 */

export type Rgb = readonly [number, number, number];

/** A surface: its colour and how it takes the light (gloss paint and glass get a highlight, rubber does not). */
export interface Paint {
  color: string;
  finish: "gloss" | "matte" | "glass" | "lamp";
}

export const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace("#", "").padEnd(6, "0").slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const hexOf = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black) by a fraction. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return hexOf(rgbOf(hex).map((c) => c + (target - c) * Math.abs(amount)) as unknown as Rgb);
}

/** How light a colour looks, 0–1: a white car gets dark trim lines, a black one light reflections. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const gloss = (color: string): Paint => ({ color, finish: "gloss" });
export const matte = (color: string): Paint => ({ color, finish: "matte" });

export const GLASS: Paint = { color: "#1e2935", finish: "glass" };
export const RUBBER = matte("#1d1f23");
export const PLASTIC = matte("#2b2e33");
export const STEEL = matte("#6d747d");
export const AMBER = "#f2a33a";
export const TARP = matte("#8a9199");
export const REEFER_WHITE = gloss("#eef1f4");

/**
 * A face's colour under a light from the upper left, in front of the picture: `facing` is the normal in camera
 * space (right, up, towards the viewer). Matte surfaces are Lambertian; gloss adds a sheen towards the light.
 */
export function lit(paint: Paint, facing: readonly [number, number, number]): string {
  const [r, u, d] = facing;
  const len = Math.hypot(-0.4, 0.75, 0.52);
  const diffuse = Math.max(0, (-0.4 * r + 0.75 * u + 0.52 * d) / len);
  if (paint.finish === "lamp") return shade(paint.color, 0.1 * diffuse);
  if (paint.finish === "glass") {
    // Glass mirrors the sky: upward-facing panes are lighter and bluer.
    return shade(paint.color, Math.max(-0.15, 0.3 * u - 0.04));
  }
  const base = 0.62 + 0.38 * diffuse;
  const dark = shade(paint.color, -(1 - base));
  if (paint.finish === "matte") return dark;
  const sheen = Math.max(0, u) ** 2 * 0.28;
  return shade(dark, sheen);
}
