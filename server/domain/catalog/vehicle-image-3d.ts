import { lit, type Paint, shade } from "./vehicle-image-palette.ts";

/**
 * A tiny 3-D renderer for the generated vehicle pictures. Every part is a prism: an outline in the side plane
 * (x forward, z up, centimetres) extruded across the vehicle (y, negative towards the viewer), optionally with a
 * half-width per outline point so noses taper and cabins lean in. The camera is orthographic, turned by a yaw
 * (0 = side, > 0 shows the front, < 0 the rear) and tilted down by a pitch; hidden faces are culled, the rest are
 * painted far to near, and flat drawings (lamps, grilles, windows, rims) are laid on a face through an affine map.
 */

export type V3 = readonly [number, number, number];
/** An outline point: x, z and optionally the half-width at that point. */
export type OutlinePoint = readonly [number, number, number?];

export interface Camera {
  yaw: number;
  pitch: number;
}

/** A flat drawing on a plane: SVG in local units (s along `u`, t along `v`, t up), seen when `normal` faces us. */
export interface Decal {
  origin: V3;
  u: V3;
  v: V3;
  normal: V3;
  svg: string;
}

interface Face {
  points: V3[];
  normal: V3;
  paint: Paint;
  /** A side panel gets a soft vertical gradient instead of one flat colour. */
  panel: boolean;
}

interface Part {
  layer: number;
  end?: 1 | -1;
  centre: V3;
  faces: Face[];
  decals: Decal[];
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const mean = (ps: V3[]): V3 => {
  const s = ps.reduce<V3>((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0]);
  return [s[0] / ps.length, s[1] / ps.length, s[2] / ps.length];
};

/** Newell's normal of a polygon, turned to point away from `inside`. */
function normalOf(points: V3[], inside: V3): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as V3;
    x += (p[1] - q[1]) * (p[2] + q[2]);
    y += (p[2] - q[2]) * (p[0] + q[0]);
    z += (p[0] - q[0]) * (p[1] + q[1]);
  });
  const len = Math.hypot(x, y, z) || 1;
  const n: V3 = [x / len, y / len, z / len];
  return dot(n, sub(mean(points), inside)) < 0 ? [-n[0], -n[1], -n[2]] : n;
}

export interface PrismOptions {
  /** Paint of the edge from outline point i to i+1 (a windscreen, a bumper). */
  edges?: Record<number, Paint>;
  /** Paint of the two end faces (the sides), when it differs. */
  sides?: Paint;
  /** Later layers are painted over earlier ones: 0 far wheels, 1 body, 2 cabin, 3 near wheels and fittings. */
  layer?: number;
  along?: "x" | "y";
  /** An attachment at the front (1) or the rear (−1) end: drawn first when the camera sees the other end. */
  end?: 1 | -1;
}

export class Scene {
  readonly parts: Part[] = [];

  /** An outline extruded from y0 to y1 (or ± the point's half-width when given). Returns the part for decals. */
  prism(outline: readonly OutlinePoint[], y0: number, y1: number, paint: Paint, options: PrismOptions = {}): Part {
    const area = outline.reduce((s, p, i) => {
      const q = outline[(i + 1) % outline.length] as OutlinePoint;
      return s + p[0] * q[1] - q[0] * p[1];
    }, 0);
    const pts = area < 0 ? [...outline].reverse() : [...outline];
    const edgeOf = (i: number) => (area < 0 ? outline.length - 2 - i : i);
    // Across the vehicle by default; along it (outline in y/z, extruded from x0 to x1) for a part facing back.
    const at = (a: number, b: number, c: number): V3 => (options.along === "x" ? [c, a, b] : [a, c, b]);
    const near = pts.map((p) => at(p[0], p[1], p[2] === undefined ? y0 : -p[2]));
    const far = pts.map((p) => at(p[0], p[1], p[2] === undefined ? y1 : p[2]));
    const centre = mean([...near, ...far]);
    const sidePaint = options.sides ?? paint;
    const faces: Face[] = [
      { points: near, normal: normalOf(near, centre), paint: sidePaint, panel: true },
      { points: [...far].reverse(), normal: normalOf(far, centre), paint: sidePaint, panel: true },
    ];
    pts.forEach((_, i) => {
      const j = (i + 1) % pts.length;
      const quad = [near[i], near[j], far[j], far[i]] as V3[];
      const edge = options.edges?.[(edgeOf(i) + outline.length) % outline.length];
      faces.push({ points: quad, normal: normalOf(quad, centre), paint: edge ?? paint, panel: false });
    });
    const part: Part = { layer: options.layer ?? 1, end: options.end, centre, faces, decals: [] };
    this.parts.push(part);
    return part;
  }

  /** A box from corner to corner. */
  box(x0: number, x1: number, z0: number, z1: number, y0: number, y1: number, paint: Paint, options?: PrismOptions) {
    return this.prism(
      [
        [x0, z0],
        [x1, z0],
        [x1, z1],
        [x0, z1],
      ],
      y0,
      y1,
      paint,
      options,
    );
  }

  /** A cylinder across the vehicle (a wheel, a drum, a roller) as a 20-sided prism. */
  cylinder(cx: number, cz: number, r: number, y0: number, y1: number, paint: Paint, options?: PrismOptions) {
    const outline: OutlinePoint[] = Array.from({ length: 20 }, (_, i) => {
      const a = (i / 20) * Math.PI * 2;
      return [cx + r * Math.cos(a), cz + r * Math.sin(a)];
    });
    return this.prism(outline, y0, y1, paint, options);
  }
}

/** A flat drawing on the near (y = const, facing −y) side of a part, in x/z coordinates. */
export function sideDecal(part: Part, y: number, svg: string, facing: -1 | 1 = -1): void {
  part.decals.push({ origin: [0, y, 0], u: [1, 0, 0], v: [0, 0, 1], normal: [0, facing, 0], svg });
}

/** A flat drawing on a plane x = const facing forward (+1) or back (−1), in y/z coordinates (y to the right). */
export function endDecal(part: Part, x: number, svg: string, facing: 1 | -1): void {
  part.decals.push({ origin: [x, 0, 0], u: [0, facing, 0], v: [0, 0, 1], normal: [facing, 0, 0], svg });
}

/** A drawing on an arbitrary plane through `origin`. */
export function planeDecal(part: Part, decal: Decal): void {
  part.decals.push(decal);
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Renders the scene fitted into a width × height box (with a margin), returns SVG elements and the gradients. */
export function renderScene(scene: Scene, camera: Camera, width: number, height: number, margin: number) {
  const ca = Math.cos(camera.yaw);
  const sa = Math.sin(camera.yaw);
  const cb = Math.cos(camera.pitch);
  const sb = Math.sin(camera.pitch);
  const project = (p: V3): [number, number, number] => {
    const u = p[0] * ca + p[1] * sa;
    const v = -p[0] * sa + p[1] * ca;
    return [u, -(p[2] * cb + v * sb), v * cb - p[2] * sb];
  };
  /** The normal in camera space: right, up, towards the viewer. */
  const facing = (n: V3): V3 => {
    const [u, down, depth] = project(n);
    return [u, -down, -depth];
  };

  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const part of scene.parts) {
    for (const face of part.faces) {
      for (const p of face.points) {
        const [x, y] = project(p);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  const scale = Math.min((width - 2 * margin) / (maxX - minX), (height - 2 * margin) / (maxY - minY));
  const tx = width / 2 - ((minX + maxX) / 2) * scale;
  const ty = height - margin * 1.25 - maxY * scale;

  const gradients = new Map<string, string>();
  const fill = (face: Face, n: V3) => {
    const color = lit(face.paint, n);
    if (!face.panel || face.paint.finish === "glass" || Math.abs(n[1]) > 0.6) return color;
    const id = `g${color.slice(1)}`;
    if (!gradients.has(id)) {
      gradients.set(
        id,
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.18)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.28)}"/></linearGradient>`,
      );
    }
    return `url(#${id})`;
  };

  const depthOf = (p: V3) => project(p)[2];
  const layerOf = (part: Part) =>
    part.end !== undefined && part.end * camera.yaw < 0 ? 0.1 + part.layer / 100 : part.layer;
  const ordered = [...scene.parts].sort((a, b) => layerOf(a) - layerOf(b) || depthOf(b.centre) - depthOf(a.centre));
  const out: string[] = [];
  for (const part of ordered) {
    const visible = part.faces
      .map((face) => ({ face, n: facing(face.normal) }))
      .filter(({ n }) => n[2] > 1e-3)
      .sort((a, b) => depthOf(mean(b.face.points)) - depthOf(mean(a.face.points)));
    for (const { face, n } of visible) {
      const d = face.points.map((p) => project(p)).map(([x, y]) => `${f(x)},${f(y)}`);
      out.push(
        `<path d="M${d.join("L")}Z" fill="${fill(face, n)}" stroke="${lit(face.paint, n)}" stroke-width="0.6"/>`,
      );
    }
    for (const decal of part.decals) {
      if (facing(decal.normal)[2] <= 1e-3) continue;
      const [ox, oy] = project(decal.origin);
      const [ux, uy] = project(decal.u);
      const [vx, vy] = project(decal.v);
      out.push(
        `<g transform="matrix(${[ux, uy, vx, vy, ox, oy].map((n) => (Math.round(n * 1000) / 1000).toString()).join(" ")})">${decal.svg}</g>`,
      );
    }
  }

  // The shadow under the vehicle: its footprint on the ground, softened.
  const ground: [number, number][] = [];
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const part of scene.parts) {
    for (const face of part.faces) {
      for (const p of face.points) {
        x0 = Math.min(x0, p[0]);
        x1 = Math.max(x1, p[0]);
        y0 = Math.min(y0, p[1]);
        y1 = Math.max(y1, p[1]);
      }
    }
  }
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ] as const) {
    const [sx, sy] = project([x, y, 0]);
    ground.push([sx, sy]);
  }
  const shadow = `<path d="M${ground.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}Z" fill="#0b0f16" opacity="0.34" stroke="#0b0f16" stroke-width="${f(24 / scale)}" stroke-linejoin="round" filter="url(#soft)"/>`;
  return {
    defs: [...gradients.values()].join(""),
    body: `<g transform="translate(${f(tx)},${f(ty)}) scale(${(Math.round(scale * 10000) / 10000).toString()})">${shadow}${out.join("")}</g>`,
    floorY: ty + maxY * scale,
  };
}
