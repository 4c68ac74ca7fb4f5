import { endDecal, type OutlinePoint, type Scene, sideDecal } from "./vehicle-image-3d.ts";
import { gloss, matte, PLASTIC, REEFER_WHITE, STEEL, shade, TARP } from "./vehicle-image-palette.ts";
import { edgeDecal, lampPair, pathOf, rect, wheel } from "./vehicle-image-parts.ts";

/**
 * Trucks by what they carry: a cab-over cab in the vehicle's colour on a frame, and behind it a box (insulated),
 * a box with a cooling unit (reefer), a tarpaulin over side boards (tent), a flat bed with boards (platform),
 * a tipper body (dump), nothing but the frame (chassis) or a fifth wheel (tractor). Centimetres, x from the tail.
 */

const f = (n: number) => (Math.round(n * 10) / 10).toString();

type Load = "box" | "reefer" | "tent" | "platform" | "dump" | "frame" | "fifth-wheel";

export const TRUCK_LOADS: Record<string, Load> = {
  isothermal: "box",
  refrigerator: "reefer",
  tent: "tent",
  platform: "platform",
  "dump-body": "dump",
  "chassis-cab": "frame",
  "tractor-unit": "fifth-wheel",
};

const HW = 124;
const R = 50;

/** The cab over the front axle, its nose at x = nose; high roofed for a tractor. */
function cab(scene: Scene, nose: number, color: string, high: boolean): number {
  const paint = gloss(color);
  const back = nose - 200;
  const top = high ? 360 : 300;
  const outline: OutlinePoint[] = [
    [back, 104],
    [nose - 4, 104],
    [nose + 4, 120],
    [nose + 6, 196],
    [nose - 6, 282],
    [nose - 26, top],
    [back, top],
  ];
  const part = scene.prism(outline, -HW, HW, paint, { edges: { 3: matte("#1c2530") }, layer: 2 });
  const trim = shade(color, -0.5);
  sideDecal(
    part,
    -HW - 0.4,
    [
      `${pathOf([
        [nose - 110, 200],
        [nose - 14, 200],
        [nose - 12, 268],
        [nose - 110, 268],
      ]).replace(/^/, '<path d="')}" fill="url(#sideglass)"/>`,
      `<path d="M${f(nose - 118)},120V276M${f(nose - 8)},120L${f(nose - 10)},200" stroke="${trim}" stroke-width="1.2"/>`,
      rect(nose - 112, 180, 16, 4, trim, 1),
      rect(nose - 96, 106, 70, 12, "#2a2e34", 2),
      rect(nose - 96, 126, 70, 8, "#2a2e34", 2),
      high ? rect(back + 20, 300, 40, 40, shade(color, -0.12), 3) : "",
    ].join(""),
  );
  edgeDecal(
    part,
    outline,
    2,
    [
      rect(-HW * 0.55, 24, HW * 1.1, 46, "#20252c", 4),
      ...[30, 38, 46, 54, 62].map((t) => rect(-HW * 0.52, t, HW * 1.04, 3, shade(color, -0.25), 1)),
      lampPair(HW * 0.62, 8, HW * 0.3, 14, "#eef4fb", 3),
      rect(-HW * 0.98, 0, HW * 1.96, 6, "#1d2026", 2),
    ].join(""),
  );
  // Mirrors on arms at both doors.
  scene.box(nose - 10, nose - 4, 200, 260, -HW - 22, -HW - 14, PLASTIC, { layer: 3 });
  scene.box(nose - 10, nose - 4, 200, 260, HW + 14, HW + 22, PLASTIC, { layer: 0 });
  if (high) scene.box(back + 4, nose - 60, top, top + 36, -HW + 8, HW - 8, paint, { layer: 2.2 });
  return back;
}

/**
 * A closed load box from x0 to x1: an insulated box shows its corrugated panels, a reefer's smooth sandwich
 * panels carry `ribs` (its stripe and snowflake) instead.
 */
function box(scene: Scene, x0: number, x1: number, z0: number, z1: number, color: string, ribs: string) {
  const part = scene.box(x0, x1, z0, z1, -HW - 4, HW + 4, REEFER_WHITE);
  const lines = ribs
    ? ""
    : Array.from({ length: Math.floor((x1 - x0) / 30) }, (_, i) => x0 + 15 + i * 30)
        .map((x) => `<path d="M${f(x)},${f(z0 + 4)}V${f(z1 - 4)}" stroke="#c2c9d2" stroke-width="2.2"/>`)
        .join("");
  sideDecal(
    part,
    -HW - 4.4,
    `${lines}${rect(x0, z0, x1 - x0, 10, "#aab2bc", 0)}${rect(x0 + 20, z0 + 14, x1 - x0 - 40, 10, color, 2)}${ribs}`,
  );
  endDecal(
    part,
    x0 - 0.4,
    `<path d="M0,${f(z0 + 6)}V${f(z1 - 6)}" stroke="#b3bbc5" stroke-width="1.6"/>${[-60, 60].map((s) => rect(s - 3, z0 + 40, 6, z1 - z0 - 80, "#9ca5b0", 2)).join("")}${lampPair(HW - 18, z0 - 2, 10, 10, "#c0202c", 2)}`,
    -1,
  );
  return part;
}

/**
 * A truck without its load: cab, frame, fuel tank, wheels at `axles`, wheel openings and mud flaps. Returns the
 * x of the cab's back wall.
 */
export function truckBase(scene: Scene, color: string, nose: number, axles: readonly number[], high: boolean): number {
  const back = cab(scene, nose, color, high);
  const tail = high ? Math.min(...axles) - 80 : 0;
  scene.box(tail, back + 10, 84, 108, -46, 46, matte("#2a2d33"));
  // Fuel tank on the near side, behind the cab.
  const tank = scene.box(back - 110, back - 20, 60, 100, -HW + 4, -70, STEEL, { layer: 2.5 });
  sideDecal(tank, -HW + 3.6, `<path d="M${f(back - 100)},80H${f(back - 30)}" stroke="#565c64" stroke-width="1.5"/>`);
  for (const x of axles) wheel(scene, x, R, HW - 2, { tyre: 34, rim: "#c9ced5", spokes: 8 });
  const last = Math.min(...axles);
  scene.box(last - 60, last - 56, 30, 96, -HW, -HW + 40, PLASTIC, { layer: 0.2 });
  return back;
}

export function drawTruck(scene: Scene, body: string, color: string): boolean {
  const load = TRUCK_LOADS[body];
  if (!load) return false;
  const tractor = load === "fifth-wheel";
  const dump = load === "dump";
  const nose = tractor ? 600 : 760;
  const axles = tractor ? [110, 250, nose - 130] : dump ? [120, 250, nose - 130] : [170, nose - 130];
  const back = truckBase(scene, color, nose, axles, tractor);
  const floor = 112;
  const x0 = 0;
  const x1 = back - 14;
  if (load === "box") box(scene, x0, x1, floor, 370, color, "");
  if (load === "reefer") {
    const mid = (x0 + x1) / 2;
    // A snowflake: three crossed bars in the blue of the cold chain, under a wide blue stripe.
    const flake = [0, 60, 120]
      .map(
        (a) =>
          `<path d="M${f(mid - 46 * Math.cos((a * Math.PI) / 180))},${f(250 - 46 * Math.sin((a * Math.PI) / 180))}L${f(mid + 46 * Math.cos((a * Math.PI) / 180))},${f(250 + 46 * Math.sin((a * Math.PI) / 180))}" stroke="#2f7fc4" stroke-width="9" stroke-linecap="round"/>`,
      )
      .join("");
    box(scene, x0, x1, floor, 390, color, rect(x0 + 12, 320, x1 - x0 - 24, 26, "#2f7fc4", 3) + flake);
    // The cooling unit high on the box's front wall, overhanging the cab roof.
    const unit = scene.box(x1 - 6, x1 + 60, 304, 384, -96, 96, matte("#d7dce2"), { layer: 2.6 });
    endDecal(unit, x1 + 60.4, rect(-80, 314, 160, 60, "#3c434c", 6) + rect(-70, 322, 140, 6, "#59616b", 2), 1);
    sideDecal(unit, -96.4, rect(x1 + 4, 316, 46, 56, "#3c434c", 4));
  }
  if (load === "tent") {
    scene.box(x0, x1, floor, floor + 36, -HW - 4, HW + 4, gloss(shade(color, -0.05)));
    const tarp = scene.prism(
      [
        [x0, floor + 36],
        [x1, floor + 36],
        [x1, 350],
        [x1 - 8, 364],
        [x0 + 8, 364],
        [x0, 350],
      ],
      -HW - 3,
      HW + 3,
      TARP,
    );
    const straps = Array.from({ length: Math.floor((x1 - x0) / 70) }, (_, i) => x0 + 35 + i * 70)
      .map(
        (x) => `${rect(x - 2, floor + 40, 4, 320 - floor, "#6e757e", 1)}${rect(x - 4, floor + 40, 8, 8, "#c8ccd1", 1)}`,
      )
      .join("");
    sideDecal(tarp, -HW - 3.4, straps + rect(x0, floor + 36, x1 - x0, 4, "#70777f", 0));
  }
  if (load === "platform") {
    scene.box(x0, x1, floor, floor + 14, -HW - 4, HW + 4, matte("#5b4a3a"));
    for (const [a, b] of [
      [-HW - 4, -HW + 2],
      [HW - 2, HW + 4],
    ] as const) {
      const board = scene.box(x0, x1, floor + 14, floor + 64, a, b, gloss(color));
      if (a < 0) {
        sideDecal(
          board,
          a - 0.4,
          Array.from({ length: 3 }, (_, i) => x0 + ((x1 - x0) * (i + 1)) / 4)
            .map(
              (x) =>
                `<path d="M${f(x)},${floor + 16}V${floor + 62}" stroke="${shade(color, -0.4)}" stroke-width="1.5"/>`,
            )
            .join(""),
        );
      }
    }
    scene.box(x0, x0 + 6, floor + 14, floor + 64, -HW + 2, HW - 2, gloss(color));
    // The headboard that protects the cab: a frame with bars.
    const head = scene.box(x1 - 8, x1, floor + 14, 300, -HW, HW, STEEL);
    endDecal(
      head,
      x1 - 8.4,
      [-80, -40, 0, 40, 80].map((s) => rect(s - 4, floor + 20, 8, 300 - floor - 30, "#4e545c", 1)).join(""),
      -1,
    );
  }
  if (dump) {
    const tipper = scene.prism(
      [
        [x0 - 10, floor + 10],
        [x1, floor + 10],
        [x1 + 4, 290],
        [x0 + 4, 270],
      ],
      -HW + 2,
      HW - 2,
      gloss(color),
    );
    const ribs = [0.2, 0.4, 0.6, 0.8]
      .map((k) => x0 + (x1 - x0) * k)
      .map((x) => rect(x - 5, floor + 14, 10, 150, shade(color, -0.3), 2))
      .join("");
    sideDecal(tipper, -HW + 1.6, ribs + rect(x0, floor + 10, x1 - x0, 10, shade(color, -0.35), 0));
    scene.box(x1 - 20, x1 + 30, 296, 304, -HW + 4, HW - 4, gloss(color), { layer: 2.5 });
  }
  if (load === "frame") {
    for (const x of [40, 150]) scene.box(x - 5, x + 5, 108, 118, -46, 46, STEEL);
  }
  if (tractor) {
    const plate = scene.box(120, 240, 108, 124, -70, 70, matte("#30343a"));
    sideDecal(plate, -70.4, rect(130, 110, 100, 12, "#1b1d21", 3));
    scene.box(30, 130, 108, 150, -HW, -HW + 6, matte("#2a2d33"), { layer: 2.5 });
  }
  return true;
}
