import { type OutlinePoint, type Scene, sideDecal } from "./vehicle-image-3d.ts";
import { CAR_SPECS, type CarSpec } from "./vehicle-image-car-specs.ts";
import { GLASS, gloss, luminance, PLASTIC, shade } from "./vehicle-image-palette.ts";
import {
  arch,
  cabinGlass,
  cladding,
  edgeDecal,
  inset,
  lampPair,
  mirror,
  type P2,
  rect,
  wheel,
  windows,
} from "./vehicle-image-parts.ts";

/**
 * Passenger bodies and light commercial vans: a lower body and a cabin (the greenhouse) whose sides lean in,
 * glass split by pillars, lamps and a grille on the nose, lamps and a plate on the tail, wheels with rims.
 * The shapes themselves are in vehicle-image-car-specs.ts.
 */

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** The half-width at x: the nose and the tail round off in plan view. */
const taper = (spec: CarSpec, x: number, xmin: number, xmax: number) =>
  spec.hw - 9 * Math.max(0, 1 - Math.min(x - xmin, xmax - x) / 30);

export function drawCar(scene: Scene, body: string, color: string): boolean {
  const spec = CAR_SPECS[body];
  if (!spec) return false;
  const paint = gloss(color);
  const trim = luminance(color) > 0.55 ? shade(color, -0.45) : shade(color, -0.55);
  const xs = spec.lower.map((p) => p[0]);
  const xmin = Math.min(...xs);
  const xmax = Math.max(...xs);
  const lower: OutlinePoint[] = spec.lower.map(([x, z]) => [x, z, taper(spec, x, xmin, xmax)]);
  const lowerPart = scene.prism(lower, 0, 0, paint, {
    edges: { [spec.front]: paint, [spec.rear]: paint },
  });
  const zs = spec.cabin.map((p) => p[1]);
  const belt = Math.min(...zs);
  const roof = Math.max(...zs);
  const hwAt = (z: number) => spec.hw - 3 - ((spec.hw - 3 - spec.roofHw) * (z - belt)) / (roof - belt);
  const cabin: OutlinePoint[] = spec.cabin.map(([x, z]) => [x, z, hwAt(z)]);
  const edges = Object.fromEntries(spec.glass.map((i) => [i, GLASS]));
  const cabinPart = scene.prism(cabin, 0, 0, paint, { edges, layer: 2 });

  // Side glass and pillars.
  const dlo = spec.dlo ?? inset(spec.cabin, 4.5).map(([x, z]): P2 => [x, Math.max(z, belt + 2.5)]);
  cabinGlass(cabinPart, windows(dlo, spec.gaps), belt, hwAt(belt), roof, spec.roofHw);

  // The near side: wheel openings, door lines, handles, cladding, lamp corners.
  const doors = spec.doors ?? spec.gaps.map(([a, b]) => (a + b) / 2);
  const doorLines = doors
    .map(
      (x) => `<path d="M${f(x)},${f(spec.sill + 6)}L${f(x + 1)},${f(belt - 1)}" stroke="${trim}" stroke-width="0.7"/>`,
    )
    .join("");
  const handles = doors.map((x) => rect(x - 18, belt - 14, 11, 2.6, shade(color, -0.3), 1.2)).join("");
  const frontX = xmax;
  const bottom = Math.min(...spec.lower.map((p) => p[1]));
  const rearX = xmin;
  const side = [
    spec.clad ? cladding(xmin + 8, xmax - 8, spec.sill - 2, spec.sill + 8) : "",
    ...(spec.clad ? spec.wheels.map((x) => arch(x, spec.r, bottom, 1.32, PLASTIC.color)) : []),
    ...spec.wheels.map((x) => arch(x, spec.r, bottom, 1.16)),
    doorLines,
    handles,
    rect(frontX - 16, spec.lampZ, 13, 7, "#e9eef5", 3),
    rect(rearX + 2, spec.tailZ, 10, 8, "#b51d28", 2),
    `<path d="M${f(xmin + 14)},${f(spec.sill + 14)}L${f(xmax - 14)},${f(spec.sill + 14)}" stroke="${shade(color, 0.25)}" stroke-width="1" opacity="0.6"/>`,
  ].join("");
  sideDecal(lowerPart, -spec.hw - 0.4, side);
  mirror(scene, spec.mirrorX, belt + 2, hwAt(belt), paint);

  // The nose: grille, headlamps, intake, plate; the tail: lamps and plate.
  const fr = spec.lower[spec.front] as P2;
  const frNext = spec.lower[(spec.front + 1) % spec.lower.length] as P2;
  const fl = Math.hypot(frNext[0] - fr[0], frNext[1] - fr[1]);
  const hw = spec.hw - 9;
  edgeDecal(
    lowerPart,
    lower,
    spec.front,
    [
      rect(-hw * 0.5, fl * 0.32, hw, fl * 0.36, "#16191e", 4),
      `<path d="M${f(-hw * 0.48)},${f(fl * 0.5)}H${f(hw * 0.48)}" stroke="#3b4048" stroke-width="1.2"/>`,
      rect(-hw * 0.62, fl * 0.04, hw * 1.24, fl * 0.16, "#1b1e23", 3),
      rect(-13, fl * 0.22, 26, 7, "#f4f6f8", 1),
      lampPair(hw * 0.56, fl * 0.7, hw * 0.42, Math.min(9, fl * 0.22), "#f3f8ff", 3),
      lampPair(hw * 0.6, fl * 0.7 + 1.5, hw * 0.12, 4, "#ffffff", 2),
    ].join(""),
  );
  const rr = spec.lower[spec.rear] as P2;
  const rrNext = spec.lower[(spec.rear + 1) % spec.lower.length] as P2;
  const rl = Math.hypot(rrNext[0] - rr[0], rrNext[1] - rr[1]);
  const low = rr[1] < rrNext[1];
  const t = (k: number) => (low ? rl * k : rl * (1 - k));
  edgeDecal(
    lowerPart,
    lower,
    spec.rear,
    [
      lampPair(hw * 0.45, t(0.78) - 5, hw * 0.5, 9, "#c0202c", 2),
      lampPair(hw * 0.5, t(0.78) - 2, hw * 0.18, 3, "#ff6a5f", 1),
      rect(-15, t(0.38) - 5, 30, 10, "#f4f6f8", 1),
      rect(-hw * 0.9, t(0.08) - 2, hw * 1.8, 4, "#1b1e23", 2),
    ].join(""),
  );
  for (const x of spec.wheels) wheel(scene, x, spec.r, spec.hw - 2, { rim: spec.rim });
  if (spec.rails) {
    const top = spec.cabin.filter((p) => p[1] > roof - 4).map((p) => p[0]);
    const [r0, r1] = [Math.min(...top) + 6, Math.max(...top) - 6];
    for (const y of [-(spec.roofHw - 6), spec.roofHw - 8]) {
      scene.box(r0, r1, roof, roof + 4, y, y + 3, PLASTIC, { layer: 2.5 });
    }
  }
  spec.extra?.(scene, paint, color, { lower: lowerPart, cabin: cabinPart, cabinOutline: cabin });
  return true;
}
