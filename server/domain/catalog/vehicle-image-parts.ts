import { type OutlinePoint, planeDecal, type Scene, sideDecal, type V3 } from "./vehicle-image-3d.ts";
import { type Paint, PLASTIC, RUBBER, shade } from "./vehicle-image-palette.ts";

/**
 * Parts every family shares: wheels with rims and arches, glass laid on a cabin side, lamps, and the outline
 * helpers (inset, split by pillars, rounded corners) the body drawings are written with.
 */

export type P2 = readonly [number, number];
type Part = ReturnType<Scene["prism"]>;

const f = (n: number) => (Math.round(n * 10) / 10).toString();
export const pathOf = (points: readonly P2[]) => `M${points.map(([x, z]) => `${f(x)},${f(z)}`).join("L")}Z`;

/** A wheel at x on both sides: tyre, rim with five spokes and a hub, on the near side in full. */
export function wheel(
  scene: Scene,
  cx: number,
  r: number,
  halfTrack: number,
  options: { tyre?: number; rim?: string; spokes?: number; dual?: boolean } = {},
): void {
  const tyre = options.tyre ?? r * 0.62;
  const cz = r;
  scene.cylinder(cx, cz, r, halfTrack - tyre, halfTrack, RUBBER, { layer: 0 });
  const near = scene.cylinder(cx, cz, r, -halfTrack, -halfTrack + tyre, RUBBER, { layer: 3 });
  const rim = options.rim ?? "#c3c9d1";
  const spokes = options.spokes ?? 5;
  const holes = Array.from({ length: spokes }, (_, k) => {
    const a0 = (k / spokes) * Math.PI * 2 + 0.25;
    const a1 = a0 + (Math.PI * 2) / spokes - 0.5;
    const p = (a: number, rr: number): P2 => [cx + rr * Math.cos(a), cz + rr * Math.sin(a)];
    return pathOf([p(a0, r * 0.22), p(a0, r * 0.54), p((a0 + a1) / 2, r * 0.57), p(a1, r * 0.54), p(a1, r * 0.22)]);
  }).join("");
  sideDecal(
    near,
    -halfTrack - 0.1,
    `<circle cx="${f(cx)}" cy="${f(cz)}" r="${f(r * 0.97)}" fill="#22252a"/><circle cx="${f(cx)}" cy="${f(cz)}" r="${f(r * 0.86)}" fill="none" stroke="#34383e" stroke-width="${f(r * 0.05)}"/><circle cx="${f(cx)}" cy="${f(cz)}" r="${f(r * 0.64)}" fill="${rim}" stroke="${shade(rim, -0.35)}" stroke-width="${f(r * 0.04)}"/><path d="${holes}" fill="#2a2e35"/><circle cx="${f(cx)}" cy="${f(cz)}" r="${f(r * 0.15)}" fill="${shade(rim, -0.2)}"/><circle cx="${f(cx)}" cy="${f(cz)}" r="${f(r * 0.06)}" fill="#4b5058"/>`,
  );
}

/** The opening around a wheel on a body side, cut off at the body's bottom edge (drawn under the near wheel). */
export function arch(cx: number, r: number, bottom: number, gap = 1.16, fill = "#121418"): string {
  const R = r * gap;
  const dz = Math.max(-R + 0.1, Math.min(R - 0.1, bottom - r));
  const dx = Math.sqrt(R * R - dz * dz);
  return `<path d="M${f(cx - dx)},${f(bottom)}A${f(R)} ${f(R)} 0 ${dz < 0 ? 1 : 0} 0 ${f(cx + dx)},${f(bottom)}Z" fill="${fill}"/>`;
}

/** A convex outline moved inwards by d (counter-clockwise or not). */
export function inset(points: readonly P2[], d: number): P2[] {
  const area = points.reduce((s, p, i) => {
    const q = points[(i + 1) % points.length] as P2;
    return s + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const sign = area < 0 ? -1 : 1;
  const lines = points.map((p, i) => {
    const q = points[(i + 1) % points.length] as P2;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const n: P2 = [(-(q[1] - p[1]) / len) * sign, ((q[0] - p[0]) / len) * sign];
    return { p: [p[0] + n[0] * d, p[1] + n[1] * d] as P2, dir: [q[0] - p[0], q[1] - p[1]] as P2 };
  });
  return lines.map((b, i) => {
    const a = lines[(i - 1 + lines.length) % lines.length] as (typeof lines)[number];
    const den = a.dir[0] * b.dir[1] - a.dir[1] * b.dir[0];
    if (Math.abs(den) < 1e-9) return b.p;
    const t = ((b.p[0] - a.p[0]) * b.dir[1] - (b.p[1] - a.p[1]) * b.dir[0]) / den;
    return [a.p[0] + a.dir[0] * t, a.p[1] + a.dir[1] * t] as P2;
  });
}

/** The part of an outline on one side of x = at (keep > at when `above`). */
function clipX(points: readonly P2[], at: number, above: boolean): P2[] {
  const inside = (p: P2) => (above ? p[0] >= at : p[0] <= at);
  const out: P2[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P2;
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      const t = (at - p[0]) / (q[0] - p[0]);
      out.push([at, p[1] + (q[1] - p[1]) * t]);
    }
  });
  return out;
}

/** A glass area split into windows by pillars: each gap is [from x, to x]. */
export function windows(dlo: readonly P2[], gaps: readonly (readonly [number, number])[]): P2[][] {
  const cuts = [...gaps].sort((a, b) => a[0] - b[0]);
  const result: P2[][] = [];
  let rest: P2[] = [...dlo];
  for (const [from, to] of cuts) {
    result.push(clipX(rest, from, false));
    rest = clipX(rest, to, true);
  }
  result.push(rest);
  return result.filter((w) => w.length >= 3);
}

/** Glass on a cabin side that leans in from half-width `belt` at z0 to `roof` at z1 (plane through both). */
export function cabinGlass(part: Part, panes: readonly P2[][], z0: number, belt: number, z1: number, roof: number) {
  const k = (belt - roof) / (z1 - z0);
  const origin: V3 = [0, -belt - z0 * k - 0.3, 0];
  const svg = panes.map((pane) => `<path d="${pathOf(pane)}" fill="url(#sideglass)"/>`).join("");
  planeDecal(part, { origin, u: [1, 0, 0], v: [0, k, 1], normal: [0, -1, 0], svg });
}

/** A decal on the face of outline edge i → i+1: s across the vehicle (y), t along the edge from point i. */
export function edgeDecal(part: Part, outline: readonly OutlinePoint[], i: number, svg: string, lift = 0.4): void {
  const p = outline[i] as OutlinePoint;
  const q = outline[(i + 1) % outline.length] as OutlinePoint;
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  const v: V3 = [(q[0] - p[0]) / len, 0, (q[1] - p[1]) / len];
  // Outward: the edge's normal away from the part's centre.
  let n: V3 = [v[2], 0, -v[0]];
  const mid: V3 = [(p[0] + q[0]) / 2, 0, (p[1] + q[1]) / 2];
  if ((mid[0] - part.centre[0]) * n[0] + (mid[2] - part.centre[2]) * n[2] < 0) n = [-n[0], 0, -n[2]];
  const origin: V3 = [p[0] + n[0] * lift, 0, p[1] + n[2] * lift];
  planeDecal(part, { origin, u: [0, n[0] >= 0 ? 1 : -1, 0], v, normal: n, svg });
}

/** A rounded rectangle in decal units. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 2, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra}/>`;

/** A pair of lamps mirrored across the centre line (s = ±), `at` is the inner edge. */
export const lampPair = (at: number, t: number, w: number, h: number, fill: string, r = 3) =>
  rect(at, t, w, h, fill, r) + rect(-at - w, t, w, h, fill, r);

/** A side mirror on the near side at (x, z). */
export function mirror(scene: Scene, x: number, z: number, hw: number, paint: Paint): void {
  scene.box(x - 10, x, z, z + 10, -hw - 14, -hw + 2, paint, { layer: 3 });
  scene.box(x - 10, x, z, z + 10, hw - 2, hw + 14, paint, { layer: 0 });
}

/** A dark lower cladding strip along a side. */
export const cladding = (x0: number, x1: number, z0: number, z1: number) =>
  `<path d="${pathOf([
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ])}" fill="${PLASTIC.color}"/>`;

/** The open load bed of a pickup, seen from above as a dark well inside the walls. */
export function pickupBedDecal(scene: Scene, x0: number, x1: number, z: number, hw: number): void {
  const floor = scene.box(x0, x1, z - 0.5, z, -hw, hw, PLASTIC, { layer: 1.5 });
  planeDecal(floor, {
    origin: [0, 0, z + 0.3],
    u: [1, 0, 0],
    v: [0, 1, 0],
    normal: [0, 0, 1],
    svg: `<path d="${pathOf([
      [x0 + 5, -hw + 5],
      [x1 - 3, -hw + 5],
      [x1 - 3, hw - 5],
      [x0 + 5, hw - 5],
    ])}" fill="#141619"/>${[-0.5, 0, 0.5].map((k) => `<path d="M${f(x0 + 8)},${f(k * hw)}H${f(x1 - 6)}" stroke="#24272c" stroke-width="2"/>`).join("")}`,
  });
}
