import { endDecal, type OutlinePoint, type Scene } from "./vehicle-image-3d.ts";
import { type Paint, PLASTIC, RUBBER, shade } from "./vehicle-image-palette.ts";
import { edgeDecal, type P2, pickupBedDecal, rect } from "./vehicle-image-parts.ts";

/**
 * The shapes of passenger bodies and vans, in centimetres: the lower body's side outline (x forward from the
 * tail, z up), which of its edges are the nose and the tail, the cabin's outline and its glass edges, pillars
 * as gaps in the side glass, wheel positions and radius. Each is drawn to read as its type at thumbnail size:
 * a sedan's boot, a coupe's low two-door roof, a hatchback's cut tail, a liftback's long sloping glass, a wagon's long roof, a crossover's
 * raised coupe roof over black cladding, an SUV's box with a spare wheel, a minivan's one-box with a long
 * windscreen, a pickup's cab and bed, a van's blind sides and a minibus's row of windows.
 */

export interface CarParts {
  lower: ReturnType<Scene["prism"]>;
  cabin: ReturnType<Scene["prism"]>;
  cabinOutline: OutlinePoint[];
}

export interface CarSpec {
  lower: P2[];
  /** Edge indices (point i → i+1) of the nose fascia and the tail. */
  front: number;
  rear: number;
  cabin: P2[];
  glass: number[];
  hw: number;
  roofHw: number;
  /** Pillars: x ranges taken out of the side glass. */
  gaps: [number, number][];
  /** The side glass when it is not the cabin outline inset (a van's door window only). */
  dlo?: P2[];
  doors?: number[];
  wheels: number[];
  r: number;
  rim?: string;
  sill: number;
  lampZ: number;
  tailZ: number;
  mirrorX: number;
  clad?: boolean;
  rails?: boolean;
  extra?: (scene: Scene, paint: Paint, color: string, parts: CarParts) => void;
}

/** A van's rear doors: the split, lamps standing up the corners, the handle. */
function rearDoors(_scene: Scene, _paint: Paint, color: string, parts: CarParts, windowsToo: boolean) {
  const edge = parts.cabinOutline.length - 1;
  const p = parts.cabinOutline[edge] as OutlinePoint;
  const q = parts.cabinOutline[0] as OutlinePoint;
  const len = Math.abs(p[1] - q[1]);
  const w = 86;
  edgeDecal(
    parts.cabin,
    parts.cabinOutline,
    edge,
    [
      `<path d="M0,0V${len}" stroke="${shade(color, -0.5)}" stroke-width="0.8"/>`,
      windowsToo ? rect(-w * 0.85, len * 0.35, w * 0.8, len * 0.45, "#25303c", 3) : "",
      windowsToo ? rect(w * 0.05, len * 0.35, w * 0.8, len * 0.45, "#25303c", 3) : "",
      rect(-w, len * 0.02, 7, len * 0.3, "#b51d28", 2),
      rect(w - 7, len * 0.02, 7, len * 0.3, "#b51d28", 2),
      rect(-14, len * 0.3, 10, 2.5, shade(color, -0.35), 1),
    ].join(""),
  );
}

export const CAR_SPECS: Record<string, CarSpec> = {
  sedan: {
    lower: [
      [2, 30],
      [12, 20],
      [456, 20],
      [470, 30],
      [472, 62],
      [455, 76],
      [335, 86],
      [120, 90],
      [40, 88],
      [2, 76],
    ],
    front: 3,
    rear: 9,
    cabin: [
      [118, 88],
      [345, 86],
      [268, 138],
      [178, 140],
    ],
    glass: [1, 3],
    hw: 90,
    roofHw: 70,
    gaps: [
      [236, 244],
      [156, 164],
    ],
    wheels: [95, 375],
    r: 32,
    sill: 22,
    lampZ: 56,
    tailZ: 70,
    mirrorX: 338,
  },
  coupe: {
    // Low and long-nosed: one long door, a small quarter window, the roof sweeping down onto a short boot.
    lower: [
      [2, 30],
      [12, 18],
      [446, 18],
      [460, 28],
      [462, 54],
      [446, 68],
      [312, 80],
      [90, 84],
      [20, 82],
      [2, 72],
    ],
    front: 3,
    rear: 9,
    cabin: [
      [70, 84],
      [320, 80],
      [240, 124],
      [170, 127],
    ],
    glass: [1, 3],
    hw: 92,
    roofHw: 68,
    gaps: [[142, 154]],
    doors: [300],
    wheels: [88, 362],
    r: 33,
    rim: "#d3d8de",
    sill: 20,
    lampZ: 50,
    tailZ: 66,
    mirrorX: 312,
  },
  hatchback: {
    // Short: small overhangs, the tailgate raked behind a thick C-pillar with no quarter glass, a roof spoiler.
    lower: [
      [2, 34],
      [12, 22],
      [372, 22],
      [384, 32],
      [386, 62],
      [370, 76],
      [274, 86],
      [30, 92],
      [2, 90],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [4, 90],
      [280, 86],
      [208, 142],
      [52, 146],
      [12, 116],
    ],
    glass: [1, 3],
    hw: 87,
    roofHw: 70,
    gaps: [
      [170, 180],
      [0, 74],
    ],
    wheels: [68, 318],
    r: 32,
    sill: 24,
    lampZ: 56,
    tailZ: 76,
    mirrorX: 272,
    extra: (scene, paint) => {
      scene.box(46, 62, 140, 148, -64, 64, paint, { layer: 2.6 });
    },
  },
  liftback: {
    lower: [
      [2, 34],
      [12, 20],
      [460, 20],
      [474, 30],
      [476, 62],
      [459, 76],
      [338, 86],
      [60, 92],
      [2, 88],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [4, 88],
      [346, 86],
      [270, 136],
      [206, 139],
      [14, 96],
    ],
    glass: [1, 3],
    hw: 90,
    roofHw: 70,
    gaps: [
      [240, 248],
      [128, 138],
    ],
    wheels: [95, 380],
    r: 32,
    sill: 22,
    lampZ: 56,
    tailZ: 74,
    mirrorX: 340,
  },
  wagon: {
    lower: [
      [2, 32],
      [12, 20],
      [464, 20],
      [478, 30],
      [480, 62],
      [463, 76],
      [342, 86],
      [40, 90],
      [2, 90],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [2, 88],
      [350, 86],
      [274, 138],
      [30, 140],
      [8, 128],
    ],
    glass: [1, 4],
    hw: 90,
    roofHw: 70,
    gaps: [
      [244, 252],
      [134, 142],
      [50, 60],
    ],
    wheels: [95, 382],
    r: 32,
    sill: 22,
    lampZ: 56,
    tailZ: 76,
    mirrorX: 344,
    rails: true,
  },
  crossover: {
    // Raised: high ground clearance and big wheels under black cladding, a tall cabin whose roof falls towards a
    // raked tailgate (a coupe line, not a minivan's box), short overhangs.
    lower: [
      [6, 54],
      [18, 42],
      [420, 42],
      [434, 54],
      [438, 88],
      [422, 104],
      [316, 112],
      [36, 116],
      [4, 110],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [8, 112],
      [322, 112],
      [256, 164],
      [120, 168],
      [60, 160],
      [22, 130],
    ],
    glass: [1, 4],
    hw: 92,
    roofHw: 68,
    gaps: [
      [214, 222],
      [0, 96],
    ],
    wheels: [84, 346],
    r: 40,
    rim: "#aeb5bf",
    sill: 38,
    lampZ: 78,
    tailZ: 94,
    mirrorX: 316,
    clad: true,
  },
  suv: {
    lower: [
      [2, 46],
      [12, 34],
      [464, 34],
      [476, 46],
      [478, 92],
      [470, 106],
      [350, 112],
      [10, 114],
      [2, 110],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [2, 112],
      [352, 110],
      [306, 172],
      [16, 174],
      [4, 164],
    ],
    glass: [1, 4],
    hw: 96,
    roofHw: 84,
    gaps: [
      [256, 264],
      [128, 138],
      [40, 50],
    ],
    wheels: [96, 380],
    r: 39,
    rim: "#8d949d",
    sill: 38,
    lampZ: 82,
    tailZ: 94,
    mirrorX: 346,
    clad: true,
    rails: true,
    extra: (scene) => {
      // The spare wheel on the tailgate.
      const spare = scene.cylinder(0, 100, 31, -16, -2, RUBBER, { layer: 2, along: "x" });
      endDecal(
        spare,
        -16.3,
        `<circle cx="0" cy="100" r="24" fill="${PLASTIC.color}"/><circle cx="0" cy="100" r="19" fill="#3a3f46"/><circle cx="0" cy="100" r="6" fill="#8d949d"/>`,
        -1,
      );
    },
  },
  minivan: {
    lower: [
      [2, 34],
      [12, 24],
      [486, 24],
      [498, 36],
      [502, 66],
      [488, 84],
      [420, 96],
      [20, 102],
      [2, 100],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [2, 100],
      [432, 94],
      [332, 170],
      [40, 178],
      [6, 166],
    ],
    glass: [1, 4],
    hw: 93,
    roofHw: 78,
    gaps: [
      [334, 344],
      [196, 206],
      [82, 92],
    ],
    doors: [338, 200],
    wheels: [92, 398],
    r: 33,
    sill: 24,
    lampZ: 66,
    tailZ: 88,
    mirrorX: 424,
  },
  pickup: {
    lower: [
      [2, 46],
      [10, 36],
      [514, 36],
      [528, 48],
      [530, 98],
      [520, 110],
      [392, 116],
      [190, 118],
      [4, 118],
    ],
    front: 3,
    rear: 8,
    cabin: [
      [194, 116],
      [402, 114],
      [352, 170],
      [214, 173],
      [198, 162],
    ],
    glass: [1, 4],
    hw: 94,
    roofHw: 80,
    gaps: [[300, 308]],
    doors: [304, 200],
    wheels: [100, 428],
    r: 39,
    rim: "#9ca3ac",
    sill: 38,
    lampZ: 88,
    tailZ: 96,
    mirrorX: 396,
    extra: (scene) => pickupBedDecal(scene, 6, 190, 118, 90),
  },
  "cargo-van": {
    lower: [
      [2, 40],
      [12, 30],
      [546, 30],
      [558, 42],
      [562, 76],
      [548, 94],
      [470, 104],
      [2, 110],
    ],
    front: 3,
    rear: 7,
    cabin: [
      [2, 108],
      [474, 104],
      [412, 196],
      [396, 212],
      [16, 214],
      [2, 204],
    ],
    glass: [1],
    hw: 100,
    roofHw: 94,
    gaps: [],
    dlo: [
      [372, 116],
      [452, 116],
      [402, 186],
      [372, 186],
    ],
    doors: [368, 250],
    wheels: [104, 440],
    r: 34,
    rim: "#7f8690",
    sill: 30,
    lampZ: 70,
    tailZ: 80,
    mirrorX: 470,
    extra: (scene, paint, color, parts) => rearDoors(scene, paint, color, parts, false),
  },
  minibus: {
    lower: [
      [2, 40],
      [12, 30],
      [576, 30],
      [588, 42],
      [592, 76],
      [578, 94],
      [500, 104],
      [2, 110],
    ],
    front: 3,
    rear: 7,
    cabin: [
      [2, 108],
      [504, 104],
      [442, 198],
      [424, 226],
      [16, 228],
      [2, 218],
    ],
    glass: [1],
    hw: 100,
    roofHw: 92,
    gaps: [
      [396, 404],
      [312, 318],
      [232, 238],
      [150, 156],
      [74, 80],
    ],
    dlo: [
      [18, 120],
      [482, 120],
      [436, 190],
      [422, 212],
      [18, 212],
    ],
    doors: [400, 240],
    wheels: [110, 470],
    r: 34,
    rim: "#9aa1aa",
    sill: 30,
    lampZ: 70,
    tailZ: 80,
    mirrorX: 500,
    extra: (scene, paint, color, parts) => rearDoors(scene, paint, color, parts, true),
  },
};
