import { endDecal, type Scene, sideDecal } from "./vehicle-image-3d.ts";
import { band, glazedCab, ram } from "./vehicle-image-machine-parts.ts";
import { AMBER, gloss, matte, PLASTIC, STEEL, shade } from "./vehicle-image-palette.ts";
import { rect, wheel } from "./vehicle-image-parts.ts";
import { truckBase } from "./vehicle-image-trucks.ts";

/**
 * Machines for roads, cities and warehouses (x forward, centimetres): a truck crane with its telescopic boom laid
 * over the cab, a road roller behind its steel drum, a counterbalanced forklift with mast and forks, and a
 * municipal machine — a КАМАЗ-type chassis with a spreader hopper, a sweeper brush and a plough blade.
 */

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function truckCrane(scene: Scene, color: string) {
  const paint = gloss(color);
  const back = truckBase(scene, color, 900, [150, 290, 770], false);
  for (const x of [100, back - 20]) scene.box(x, x + 24, 86, 108, -150, 150, matte("#2a2d33"), { layer: 1.05 });
  scene.box(140, 280, 108, 140, -96, 96, matte("#30343a"));
  const house = scene.box(60, 300, 140, 236, -110, 110, paint, { layer: 1.5 });
  sideDecal(
    house,
    -110.4,
    `${rect(70, 150, 80, 74, shade(color, -0.25), 3)}${[0, 1, 2, 3].map((i) => rect(84 + i * 16, 160, 8, 54, "#23272d", 2)).join("")}`,
  );
  glazedCab(scene, 250, 340, 140, 262, -150, -112, paint);
  const rise = Math.tan(0.1);
  const at = (x: number) => 250 + (x - 240) * rise;
  scene.prism(
    band(
      [
        [200, at(200)],
        [700, at(700)],
      ],
      32,
    ),
    -40,
    40,
    paint,
    { layer: 2.2 },
  );
  scene.prism(
    band(
      [
        [690, at(690)],
        [880, at(880)],
      ],
      24,
    ),
    -31,
    31,
    gloss(shade(color, 0.08)),
    { layer: 2.25, end: 1 },
  );
  scene.prism(
    band(
      [
        [870, at(870)],
        [990, at(990)],
      ],
      17,
    ),
    -23,
    23,
    gloss(shade(color, 0.16)),
    { layer: 2.3, end: 1 },
  );
  ram(scene, [300, 180], [430, at(430) - 26], -30, -16, 2.4);
  // The hook block hanging under the boom's head.
  scene.box(975, 990, at(980) - 70, at(980) - 16, -4, 4, PLASTIC, { layer: 2.4, end: 1 });
  scene.box(962, 1000, at(980) - 118, at(980) - 70, -14, 14, gloss("#e2b100"), { layer: 2.4, end: 1 });
}

function roadRoller(scene: Scene, color: string) {
  const paint = gloss(color);
  const drum = scene.cylinder(380, 74, 74, -106, 106, matte("#7a818a"), { layer: 2, end: 1 });
  sideDecal(
    drum,
    -106.4,
    `<circle cx="380" cy="74" r="62" fill="${color}"/><circle cx="380" cy="74" r="20" fill="${shade(color, -0.4)}"/>`,
  );
  for (const [a, b, layer] of [
    [-124, -108, 3],
    [108, 124, 0.5],
  ] as const) {
    scene.prism(
      band(
        [
          [300, 120],
          [380, 150],
          [460, 120],
        ],
        14,
      ),
      a,
      b,
      paint,
      { layer, end: 1 },
    );
  }
  scene.box(300, 460, 150, 172, -124, 124, paint, { layer: 2.1, end: 1 });
  scene.box(230, 320, 90, 150, -50, 50, matte("#30343a"));
  const engine = scene.prism(
    [
      [-40, 64],
      [250, 64],
      [250, 180],
      [230, 200],
      [-20, 200],
      [-40, 180],
    ],
    -96,
    96,
    paint,
  );
  sideDecal(engine, -96.4, [0, 1, 2, 3].map((i) => rect(-10 + i * 22, 110, 12, 60, "#23272d", 2)).join(""));
  endDecal(
    engine,
    -40.4,
    `${rect(-60, 120, 120, 50, "#23272d", 4)}${rect(-80, 80, 18, 10, "#c0202c", 2)}${rect(62, 80, 18, 10, "#c0202c", 2)}`,
    -1,
  );
  wheel(scene, 60, 64, 110, { tyre: 56, rim: color, spokes: 6 });
  glazedCab(scene, 60, 210, 200, 350, -82, 82, paint);
}

function forklift(scene: Scene, color: string) {
  const paint = gloss(color);
  const dark = matte("#3a3f46");
  scene.prism(
    [
      [-20, 30],
      [200, 30],
      [204, 100],
      [180, 116],
      [20, 116],
      [-20, 96],
    ],
    -62,
    62,
    paint,
  );
  const weight = scene.prism(
    [
      [-44, 24],
      [20, 24],
      [20, 150],
      [-30, 150],
      [-48, 110],
    ],
    -64,
    64,
    matte(shade(color, -0.55)),
    { layer: 1.2 },
  );
  endDecal(
    weight,
    -48.4,
    `${rect(-40, 90, 80, 8, "#15171a", 2)}${rect(-56, 120, 12, 10, "#c0202c", 2)}${rect(44, 120, 12, 10, "#c0202c", 2)}`,
    -1,
  );
  wheel(scene, 160, 32, 60, { tyre: 26, rim: "#d5d9de", spokes: 6 });
  wheel(scene, 10, 26, 56, { tyre: 22, rim: "#d5d9de", spokes: 6 });
  scene.box(60, 110, 116, 170, -30, 30, PLASTIC, { layer: 1.4 });
  scene.box(60, 74, 150, 214, -30, 30, PLASTIC, { layer: 1.45 });
  // The overhead guard: four posts and a grid roof.
  for (const x of [34, 176]) {
    scene.box(x, x + 6, 116, 232, -60, -54, dark, { layer: 2.6 });
    scene.box(x, x + 6, 116, 232, 54, 60, dark, { layer: 1.3 });
  }
  scene.box(30, 186, 232, 238, -62, 62, dark, { layer: 2.7 });
  // The mast, the carriage and the forks.
  for (const [a, b] of [
    [-46, -34],
    [34, 46],
  ] as const) {
    scene.box(206, 216, 8, 256, a, b, dark, { layer: 2.8, end: 1 });
  }
  scene.box(206, 216, 248, 256, -46, 46, dark, { layer: 2.8, end: 1 });
  scene.box(216, 224, 20, 84, -50, 50, matte("#2b2e33"), { layer: 2.85, end: 1 });
  for (const y of [-34, 24]) {
    scene.box(224, 230, 6, 76, y, y + 10, STEEL, { layer: 2.9, end: 1 });
    scene.box(224, 340, 6, 12, y, y + 10, STEEL, { layer: 2.9, end: 1 });
  }
}

function municipal(scene: Scene, color: string) {
  const paint = gloss(color);
  const back = truckBase(scene, color, 720, [170, 590], false);
  const hopper = scene.prism(
    [
      [-70, 112],
      [70, 112],
      [122, 290],
      [-122, 290],
    ],
    20,
    back - 14,
    paint,
    { along: "x" },
  );
  const stripes = Array.from({ length: 8 }, (_, i) => 40 + i * ((back - 80) / 8))
    .map((x) => `<path d="M${f(x)},250l30,0l-20,24l-30,0Z" fill="#ffffff" opacity="0.9"/>`)
    .join("");
  sideDecal(hopper, -112, `${rect(30, 246, back - 60, 30, "#d22b2b", 2)}${stripes}`);
  // The spinner behind the hopper, the sweeper brush between the axles, the plough in front, the beacon.
  scene.box(-16, 20, 60, 112, -30, 30, PLASTIC, { layer: 1.1, end: -1 });
  scene.cylinder(-2, 56, 26, -40, 40, matte("#494f57"), { layer: 1.15, end: -1 });
  const brush = scene.cylinder(380, 30, 30, -110, 110, matte("#c59a1c"), { layer: 2.4 });
  sideDecal(
    brush,
    -110.4,
    `<circle cx="380" cy="30" r="26" fill="#9c7a12"/><circle cx="380" cy="30" r="8" fill="#3a3f46"/>`,
  );
  scene.prism(
    [
      [760, 8],
      [790, 4],
      [788, 40],
      [774, 110],
      [790, 140],
      [768, 146],
      [752, 110],
      [756, 40],
    ],
    -160,
    160,
    matte(AMBER),
    { layer: 2.6, end: 1 },
  );
  for (const y of [-80, 60]) scene.box(718, 760, 60, 80, y, y + 20, PLASTIC, { layer: 2.5, end: 1 });
  scene.box(640, 660, 300, 318, -50, -20, { color: AMBER, finish: "lamp" }, { layer: 2.3 });
  scene.box(640, 660, 300, 318, 20, 50, { color: AMBER, finish: "lamp" }, { layer: 2.3 });
}

export const ROAD_MACHINES: Record<string, (scene: Scene, color: string) => void> = {
  "truck-crane": truckCrane,
  "road-roller": roadRoller,
  forklift,
  municipal,
};
