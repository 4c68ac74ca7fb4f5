import { endDecal, type Scene, sideDecal } from "./vehicle-image-3d.ts";
import { band, glazedCab, ram, tracks } from "./vehicle-image-machine-parts.ts";
import { gloss, matte, PLASTIC, STEEL, shade } from "./vehicle-image-palette.ts";
import { type P2, rect, wheel } from "./vehicle-image-parts.ts";

/**
 * Earth-moving machines (x forward, centimetres): an excavator on tracks with boom, arm and bucket; a bulldozer
 * on tracks behind its blade; a wheel loader with a bucket on lift arms; a backhoe loader with a loader bucket
 * in front and a digging arm behind.
 */

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A bucket with teeth, its mouth facing forward (+1) or back (−1), hinged at (x, z). */
function bucket(scene: Scene, x: number, z: number, size: number, hw: number, color: string, dir: 1 | -1) {
  const p = (dx: number, dz: number): P2 => [x + dx * size * dir, z + dz * size];
  const outline = [p(-0.1, 0.2), p(0.45, 0.1), p(0.75, -0.55), p(0.6, -0.95), p(0.05, -0.85), p(-0.25, -0.35)];
  const end = dir === 1 ? (x > 0 ? 1 : -1) : 1;
  const part = scene.prism(outline, -hw, hw, gloss(color), { layer: 2.4, end });
  sideDecal(
    part,
    -hw - 0.4,
    `<path d="M${outline.map(([a, b]) => `${f(a)},${f(b)}`).join("L")}Z" fill="none" stroke="${shade(color, -0.45)}" stroke-width="2"/>`,
  );
  const teeth = [-0.75, -0.37, 0, 0.37, 0.75].map((k) => k * hw);
  for (const y of teeth) {
    const [tx, tz] = p(0.6, -0.95);
    scene.box(tx, tx + 10 * dir, tz - 2, tz + 4, y - 4, y + 4, STEEL, { layer: 2.5, end });
  }
}

function excavator(scene: Scene, color: string) {
  const paint = gloss(color);
  tracks(scene, 0, 460, 42, 150, 62);
  scene.box(70, 390, 40, 84, -90, 90, matte("#2b2e33"));
  scene.box(160, 300, 84, 108, -70, 70, matte("#30343a"), { layer: 1.2 });
  const house = scene.prism(
    [
      [-40, 112],
      [320, 112],
      [320, 214],
      [40, 214],
      [-40, 200],
      [-48, 150],
    ],
    -146,
    146,
    paint,
    { layer: 1.5 },
  );
  sideDecal(
    house,
    -146.4,
    `${rect(40, 130, 130, 60, shade(color, -0.25), 4)}${[0, 1, 2, 3, 4].map((i) => rect(50 + i * 24, 140, 14, 40, "#23272d", 2)).join("")}${rect(-46, 118, 60, 10, "#2b2e33", 2)}`,
  );
  glazedCab(scene, 200, 320, 214, 330, -146, -50, paint);
  const boom: P2[] = [
    [300, 190],
    [450, 380],
    [560, 360],
  ];
  scene.prism(band(boom, 20), -20, 24, paint, { layer: 1.8, end: 1 });
  const arm: P2[] = [
    [545, 380],
    [600, 140],
  ];
  scene.prism(band(arm, 13), -16, 20, paint, { layer: 1.85, end: 1 });
  ram(scene, [310, 150], [420, 320], -40, -26, 1.9, 1);
  ram(scene, [470, 400], [560, 400], -14, 0, 1.9, 1);
  bucket(scene, 600, 140, 110, 50, color, -1);
}

function bulldozer(scene: Scene, color: string) {
  const paint = gloss(color);
  tracks(scene, 0, 400, 48, 150, 62);
  const hood = scene.prism(
    [
      [60, 96],
      [430, 96],
      [430, 200],
      [400, 214],
      [180, 220],
      [60, 220],
    ],
    -88,
    88,
    paint,
  );
  sideDecal(hood, -88.4, [0, 1, 2, 3, 4, 5].map((i) => rect(250 + i * 26, 130, 14, 60, "#23272d", 2)).join(""));
  endDecal(hood, 430.4, [0, 1, 2, 3, 4].map((i) => rect(-70, 110 + i * 18, 140, 8, "#23272d", 2)).join(""), 1);
  scene.box(20, 60, 96, 200, -120, 120, paint, { layer: 1.1 });
  scene.box(370, 384, 220, 280, -30, -16, PLASTIC, { layer: 2.2 });
  glazedCab(scene, 50, 200, 220, 340, -88, 88, paint);
  // The blade on push arms, wider than the tracks.
  const blade = scene.prism(
    [
      [500, 2],
      [530, 0],
      [528, 40],
      [512, 120],
      [530, 170],
      [508, 178],
      [488, 130],
      [492, 40],
    ],
    -180,
    180,
    paint,
    { layer: 2.5, end: 1 },
  );
  endDecal(blade, 531, rect(-176, 0, 352, 8, "#6d747d", 2), 1);
  for (const y of [-164, 150])
    scene.prism(
      band(
        [
          [250, 60],
          [500, 50],
        ],
        10,
      ),
      y,
      y + 14,
      paint,
      { layer: y < 0 ? 3.1 : 0.5 },
    );
  ram(scene, [360, 200], [500, 140], -140, -124, 3.2);
  // The ripper behind.
  scene.prism(
    band(
      [
        [20, 120],
        [-40, 90],
        [-60, 10],
      ],
      8,
    ),
    -10,
    10,
    matte("#2b2e33"),
    { layer: 1 },
  );
}

function wheelLoader(scene: Scene, color: string) {
  const paint = gloss(color);
  const engine = scene.prism(
    [
      [0, 70],
      [250, 70],
      [250, 200],
      [40, 200],
      [0, 170],
    ],
    -100,
    100,
    paint,
  );
  endDecal(engine, -0.4, [0, 1, 2, 3, 4].map((i) => rect(-60, 90 + i * 16, 120, 8, "#23272d", 2)).join(""), -1);
  scene.box(240, 430, 70, 150, -70, 70, paint, { layer: 1.1 });
  glazedCab(scene, 180, 300, 200, 350, -78, 78, paint);
  for (const x of [100, 380]) wheel(scene, x, 78, 128, { tyre: 56, rim: color, spokes: 6 });
  for (const y of [-96, 80])
    scene.prism(
      band(
        [
          [300, 170],
          [420, 150],
          [520, 110],
        ],
        12,
      ),
      y,
      y + 16,
      paint,
      { layer: y < 0 ? 3.1 : 0.5 },
    );
  ram(scene, [330, 110], [440, 170], -60, -46, 2.6);
  bucket(scene, 520, 130, 120, 136, color, 1);
}

function backhoeLoader(scene: Scene, color: string) {
  const paint = gloss(color);
  scene.prism(
    [
      [40, 80],
      [470, 80],
      [470, 180],
      [320, 196],
      [100, 180],
      [40, 150],
    ],
    -96,
    96,
    paint,
  );
  glazedCab(scene, 110, 300, 186, 350, -90, 90, paint);
  wheel(scene, 150, 72, 118, { tyre: 50, rim: color, spokes: 6 });
  wheel(scene, 420, 50, 110, { tyre: 36, rim: color, spokes: 6 });
  for (const y of [-110, 94])
    scene.prism(
      band(
        [
          [260, 150],
          [420, 200],
          [540, 110],
        ],
        10,
      ),
      y,
      y + 14,
      paint,
      { layer: y < 0 ? 3.1 : 0.5 },
    );
  bucket(scene, 540, 120, 96, 124, color, 1);
  // The digging end behind: stabilisers, boom, dipper, bucket.
  for (const y of [-110, 92])
    scene.prism(
      band(
        [
          [40, 110],
          [0, 20],
        ],
        8,
      ),
      y,
      y + 18,
      matte("#2b2e33"),
      { layer: y < 0 ? 3 : 0.4 },
    );
  scene.prism(
    band(
      [
        [40, 150],
        [-40, 330],
        [-120, 300],
      ],
      14,
    ),
    -14,
    14,
    paint,
    { layer: 2.3, end: -1 },
  );
  scene.prism(
    band(
      [
        [-110, 320],
        [-170, 120],
      ],
      10,
    ),
    -11,
    11,
    paint,
    { layer: 2.35, end: -1 },
  );
  ram(scene, [30, 190], [-30, 300], -28, -18, 2.36, -1);
  bucket(scene, -170, 120, 70, 30, color, 1);
}

export const EARTHMOVERS: Record<string, (scene: Scene, color: string) => void> = {
  excavator,
  bulldozer,
  "wheel-loader": wheelLoader,
  "backhoe-loader": backhoeLoader,
};
