import { type OutlinePoint, type Scene, sideDecal } from "./vehicle-image-3d.ts";
import { GLASS, matte, type Paint, PLASTIC, RUBBER, STEEL } from "./vehicle-image-palette.ts";
import { type P2, pathOf, rect } from "./vehicle-image-parts.ts";

/** Parts of special machinery: crawler tracks, booms and arms as bands, glazed cabs, hydraulic rams. */

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A crawler track on each side: a stadium from x0 to x1 of height 2r, with rollers and shoe lines drawn on. */
export function tracks(scene: Scene, x0: number, x1: number, r: number, hw: number, width: number): void {
  const outline: OutlinePoint[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = -Math.PI / 2 + (i / 8) * Math.PI;
    outline.push([x1 - r + r * Math.cos(a), r + r * Math.sin(a)]);
  }
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI / 2 + (i / 8) * Math.PI;
    outline.push([x0 + r + r * Math.cos(a), r + r * Math.sin(a)]);
  }
  scene.prism(outline, hw - width, hw, RUBBER, { layer: 0 });
  const near = scene.prism(outline, -hw, -hw + width, RUBBER, { layer: 3 });
  const count = Math.max(2, Math.round((x1 - x0 - 2 * r) / (r * 0.9))) + 1;
  const rollers = Array.from({ length: count }, (_, i) => {
    const x = x0 + r + ((x1 - x0 - 2 * r) * i) / (count - 1);
    return `<circle cx="${f(x)}" cy="${f(r * 0.55)}" r="${f(r * 0.28)}" fill="#5a6068"/>`;
  }).join("");
  const shoes = Array.from({ length: Math.round((x1 - x0) / 14) }, (_, i) => x0 + 7 + i * 14)
    .map((x) => `<path d="M${f(x)},${f(2 * r - 1)}v-5M${f(x)},1v5" stroke="#3d4148" stroke-width="2"/>`)
    .join("");
  sideDecal(
    near,
    -hw - 0.4,
    `${pathOf(inset2(outline as P2[], r * 0.22)).replace(/^/, '<path d="')}" fill="#33373d"/>${rollers}<circle cx="${f(x0 + r)}" cy="${f(r)}" r="${f(r * 0.62)}" fill="#4a4f57"/><circle cx="${f(x1 - r)}" cy="${f(r)}" r="${f(r * 0.62)}" fill="#4a4f57"/>${shoes}`,
  );
}

/** An outline shrunk towards its centre by d (good enough for a stadium). */
function inset2(points: P2[], d: number): P2[] {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cz = points.reduce((s, p) => s + p[1], 0) / points.length;
  return points.map(([x, z]) => {
    const len = Math.hypot(x - cx, z - cz) || 1;
    return [x - ((x - cx) / len) * d, z - ((z - cz) / len) * d] as P2;
  });
}

/** A band of thickness t along a polyline (a boom, an arm, a ram), as an outline. */
export function band(points: readonly P2[], t: number): OutlinePoint[] {
  const normals = points.map((_p, i) => {
    const a = points[Math.max(0, i - 1)] as P2;
    const b = points[Math.min(points.length - 1, i + 1)] as P2;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len] as P2;
  });
  const up = points.map((p, i) => [p[0] + (normals[i] as P2)[0] * t, p[1] + (normals[i] as P2)[1] * t] as P2);
  const down = points.map((p, i) => [p[0] - (normals[i] as P2)[0] * t, p[1] - (normals[i] as P2)[1] * t] as P2);
  return [...up, ...down.reverse()];
}

/** A hydraulic ram: a dark barrel and a chrome rod between two points. */
export function ram(scene: Scene, a: P2, b: P2, y0: number, y1: number, layer = 2.6, end?: 1 | -1): void {
  const mid: P2 = [a[0] + (b[0] - a[0]) * 0.55, a[1] + (b[1] - a[1]) * 0.55];
  scene.prism(band([a, mid], 6), y0, y1, PLASTIC, { layer, end });
  scene.prism(band([mid, b], 3.5), y0 + 1, y1 - 1, matte("#c5cbd2"), { layer, end });
}

/**
 * A glazed operator's cab from x0 to x1 (front at x1), z0 to z1, y0 to y1: posts in the machine's paint,
 * glass on every side.
 */
export function glazedCab(
  scene: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  paint: Paint,
) {
  const outline: OutlinePoint[] = [
    [x0, z0],
    [x1, z0],
    [x1 + 8, z1 - 12],
    [x1, z1],
    [x0, z1],
  ];
  const part = scene.prism(outline, y0, y1, paint, { edges: { 1: GLASS, 2: GLASS }, layer: 2 });
  sideDecal(
    part,
    y0 - 0.4,
    `<path d="M${f(x0 + 8)},${f(z0 + 20)}H${f(x1 - 6)}L${f(x1 + 2)},${f(z1 - 14)}L${f(x1 - 4)},${f(z1 - 8)}H${f(x0 + 8)}Z" fill="url(#sideglass)"/>${rect((x0 + x1) / 2 - 2, z0 + 20, 4, z1 - z0 - 28, paint.color, 0)}`,
  );
  scene.box(x0 - 4, x1 + 10, z1, z1 + 6, y0 - 4, y1 + 4, paint, { layer: 2.1 });
  return part;
}

export const steel = STEEL;
