/**
 * Vehicle pictures drawn locally: a side silhouette per body type, painted in the vehicle's colour, on one of
 * three backgrounds (studio, street, mirrored dark studio). Deterministic SVG text; nothing is fetched.
 */

export const IMAGE_VIEWS = [1, 2, 3] as const;

type Shape =
  | { kind: "car"; profile: Profile; wheelR: number; axles: [number, number]; sideWindows?: boolean }
  | { kind: "truck"; load: "box" | "reefer" | "tent" | "platform" | "dump" | "frame" | "fifth-wheel"; axles: number[] };

/** A passenger profile facing right: points of the upper outline from the tail to the nose (sill at y=285). */
type Profile = [number, number][];

const SILL = 285;

const PROFILES: Record<string, Profile> = {
  sedan: [
    [70, 238],
    [80, 226],
    [178, 220],
    [240, 165],
    [390, 160],
    [468, 214],
    [555, 228],
    [570, 250],
  ],
  hatchback: [
    [108, 240],
    [112, 202],
    [170, 162],
    [380, 158],
    [458, 216],
    [548, 228],
    [562, 250],
  ],
  liftback: [
    [72, 240],
    [84, 226],
    [262, 160],
    [392, 158],
    [470, 214],
    [556, 228],
    [570, 250],
  ],
  wagon: [
    [72, 240],
    [76, 196],
    [100, 162],
    [390, 158],
    [468, 214],
    [555, 228],
    [570, 250],
  ],
  crossover: [
    [82, 236],
    [86, 190],
    [116, 146],
    [392, 140],
    [472, 200],
    [556, 214],
    [568, 242],
  ],
  suv: [
    [80, 240],
    [80, 138],
    [92, 124],
    [404, 124],
    [470, 198],
    [562, 206],
    [568, 246],
  ],
  minivan: [
    [78, 240],
    [80, 150],
    [100, 124],
    [420, 122],
    [528, 200],
    [562, 214],
    [570, 246],
  ],
  pickup: [
    [66, 238],
    [68, 198],
    [282, 198],
    [290, 120],
    [300, 112],
    [414, 112],
    [472, 194],
    [560, 208],
    [570, 246],
  ],
  "cargo-van": [
    [60, 262],
    [60, 108],
    [76, 94],
    [428, 94],
    [504, 186],
    [566, 210],
    [576, 250],
  ],
  minibus: [
    [60, 262],
    [60, 108],
    [76, 94],
    [428, 94],
    [504, 186],
    [566, 210],
    [576, 250],
  ],
};

const SHAPES: Record<string, Shape> = {
  sedan: { kind: "car", profile: PROFILES.sedan as Profile, wheelR: 34, axles: [168, 474] },
  hatchback: { kind: "car", profile: PROFILES.hatchback as Profile, wheelR: 33, axles: [180, 470] },
  liftback: { kind: "car", profile: PROFILES.liftback as Profile, wheelR: 34, axles: [168, 474] },
  wagon: { kind: "car", profile: PROFILES.wagon as Profile, wheelR: 34, axles: [168, 474] },
  crossover: { kind: "car", profile: PROFILES.crossover as Profile, wheelR: 38, axles: [172, 476] },
  suv: { kind: "car", profile: PROFILES.suv as Profile, wheelR: 40, axles: [170, 480] },
  minivan: { kind: "car", profile: PROFILES.minivan as Profile, wheelR: 36, axles: [170, 482] },
  pickup: { kind: "car", profile: PROFILES.pickup as Profile, wheelR: 39, axles: [160, 480] },
  "cargo-van": { kind: "car", profile: PROFILES["cargo-van"] as Profile, wheelR: 34, axles: [150, 480] },
  minibus: { kind: "car", profile: PROFILES.minibus as Profile, wheelR: 34, axles: [150, 480], sideWindows: true },
  platform: { kind: "truck", load: "platform", axles: [150, 500] },
  tent: { kind: "truck", load: "tent", axles: [150, 500] },
  isothermal: { kind: "truck", load: "box", axles: [150, 500] },
  refrigerator: { kind: "truck", load: "reefer", axles: [150, 500] },
  "dump-body": { kind: "truck", load: "dump", axles: [130, 205, 500] },
  "chassis-cab": { kind: "truck", load: "frame", axles: [150, 500] },
  "tractor-unit": { kind: "truck", load: "fifth-wheel", axles: [190, 265, 500] },
};

export function hasShape(body: string): boolean {
  return body in SHAPES;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v + (amount < 0 ? v : 255 - v) * amount)));
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function smoothPath(points: Profile): string {
  const [first, ...rest] = points;
  if (!first) return "";
  const last = points[points.length - 1] as [number, number];
  let d = `M${first[0]},${SILL} L${first[0]},${first[1]}`;
  rest.forEach(([x, y], i) => {
    const [px, py] = (points[i] as [number, number]) ?? first;
    d += ` Q${px},${py} ${(px + x) / 2},${(py + y) / 2}`;
  });
  d += ` L${last[0]},${last[1]} L${last[0]},${SILL} Z`;
  return d;
}

function wheel(cx: number, r: number): string {
  return `<circle cx="${cx}" cy="${SILL + 4 - r * 0.15}" r="${r}" fill="#1b1d21"/><circle cx="${cx}" cy="${SILL + 4 - r * 0.15}" r="${r * 0.55}" fill="#9aa1ab"/><circle cx="${cx}" cy="${SILL + 4 - r * 0.15}" r="${r * 0.18}" fill="#5d636c"/>`;
}

function carBody(shape: Extract<Shape, { kind: "car" }>, color: string): string {
  const dark = shade(color, -0.35);
  const light = shade(color, 0.35);
  const p = shape.profile;
  const roof = p.filter(([, y]) => y < 190);
  let glass = "";
  if (roof.length >= 2) {
    const left = roof[0] as [number, number];
    const right = roof[roof.length - 1] as [number, number];
    const belt = Math.max(left[1], right[1]) + 40;
    const top = Math.min(...roof.map(([, y]) => y)) + 8;
    const isVan = shape.profile === PROFILES["cargo-van"];
    const from = isVan && !shape.sideWindows ? right[0] - 90 : left[0] + 14;
    glass = `<path d="M${from},${Math.min(belt, 214)} L${from + 6},${top} L${right[0] - 14},${top} L${right[0] + 40},${Math.min(belt, 214)} Z" fill="#27313d" opacity="0.85"/>`;
    if (shape.sideWindows) {
      for (let x = from + 40; x < right[0] - 60; x += 70) {
        glass += `<line x1="${x}" y1="${top}" x2="${x}" y2="${Math.min(belt, 214)}" stroke="${color}" stroke-width="8"/>`;
      }
    }
  }
  const axles = shape.axles
    .map((x) => `<circle cx="${x}" cy="${SILL}" r="${shape.wheelR + 6}" fill="${dark}"/>`)
    .join("");
  return `<path d="${smoothPath(p)}" fill="${color}" stroke="${dark}" stroke-width="3"/>${glass}<path d="M${(p[0] as [number, number])[0] + 10},246 L${(p[p.length - 1] as [number, number])[0] - 10},246" stroke="${light}" stroke-width="4" opacity="0.6"/>${axles}${shape.axles.map((x) => wheel(x, shape.wheelR)).join("")}<rect x="${(p[p.length - 1] as [number, number])[0] - 16}" y="232" width="14" height="8" rx="3" fill="#ffe9a8"/>`;
}

function truckBody(shape: Extract<Shape, { kind: "truck" }>, color: string): string {
  const dark = shade(color, -0.35);
  const cabX = shape.load === "fifth-wheel" ? 430 : 452;
  const cab = `<path d="M${cabX},270 L${cabX},112 Q${cabX},100 ${cabX + 14},100 L560,100 Q578,102 582,130 L588,270 Z" fill="${color}" stroke="${dark}" stroke-width="3"/><path d="M${cabX + 80},112 L566,112 Q574,114 576,136 L578,180 L${cabX + 80},180 Z" fill="#27313d" opacity="0.85"/><rect x="${cabX + 12}" y="120" width="56" height="52" rx="4" fill="#27313d" opacity="0.8"/><rect x="574" y="236" width="12" height="10" rx="3" fill="#ffe9a8"/>`;
  const frame = `<rect x="70" y="262" width="${cabX - 60}" height="14" fill="#3a3f47"/>`;
  let load = "";
  switch (shape.load) {
    case "box":
      load = `<rect x="60" y="92" width="${cabX - 70}" height="168" rx="4" fill="#eef1f5" stroke="#b9c0ca" stroke-width="3"/>`;
      break;
    case "reefer":
      load = `<rect x="60" y="92" width="${cabX - 70}" height="168" rx="4" fill="#f4f7fb" stroke="#b9c0ca" stroke-width="3"/><rect x="${cabX - 40}" y="104" width="28" height="60" rx="3" fill="#9aa6b4"/><path d="M80,130 L${cabX - 60},130" stroke="#5ab0e6" stroke-width="6"/>`;
      break;
    case "tent":
      load = `<path d="M60,258 L60,112 Q60,96 80,96 L${cabX - 30},96 Q${cabX - 10},96 ${cabX - 10},112 L${cabX - 10},258 Z" fill="#8d949e" stroke="#676d76" stroke-width="3"/>${[120, 200, 280, 360].map((x) => `<line x1="${x}" y1="100" x2="${x}" y2="256" stroke="#767d87" stroke-width="3"/>`).join("")}`;
      break;
    case "platform":
      load = `<rect x="60" y="224" width="${cabX - 70}" height="36" fill="${color}" stroke="${dark}" stroke-width="3"/>${[140, 230, 320].map((x) => `<line x1="${x}" y1="226" x2="${x}" y2="258" stroke="${dark}" stroke-width="2"/>`).join("")}`;
      break;
    case "dump":
      load = `<path d="M70,256 L84,150 L${cabX - 14},150 L${cabX - 14},256 Z" fill="${color}" stroke="${dark}" stroke-width="3"/>${[150, 240, 330].map((x) => `<line x1="${x}" y1="156" x2="${x}" y2="250" stroke="${dark}" stroke-width="4"/>`).join("")}`;
      break;
    case "frame":
      load = "";
      break;
    case "fifth-wheel":
      load = `<rect x="180" y="248" width="110" height="14" rx="4" fill="#2b2f35"/><rect x="150" y="236" width="170" height="12" rx="4" fill="#4a5059"/>`;
      break;
  }
  const start = shape.load === "fifth-wheel" ? 120 : 70;
  const frameFixed = shape.load === "fifth-wheel" ? frame.replace('x="70"', `x="${start}"`) : frame;
  return `${frameFixed}${load}${cab}${shape.axles.map((x) => wheel(x, 32)).join("")}`;
}

const BACKGROUNDS: Record<(typeof IMAGE_VIEWS)[number], string> = {
  1: `<defs><linearGradient id="bg1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8fb"/><stop offset="1" stop-color="#dfe5ed"/></linearGradient></defs><rect width="640" height="400" fill="url(#bg1)"/>`,
  2: `<defs><linearGradient id="bg2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe2f6"/><stop offset="0.72" stop-color="#f3f7fc"/></linearGradient></defs><rect width="640" height="400" fill="url(#bg2)"/><path d="M0,250 L120,214 L230,238 L360,206 L480,232 L640,210 L640,300 L0,300 Z" fill="#c4d3c2"/><rect y="300" width="640" height="100" fill="#9aa1ab"/><path d="M0,352 L640,352" stroke="#f1f3f5" stroke-width="6" stroke-dasharray="40 30"/>`,
  3: `<defs><linearGradient id="bg3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2f38"/><stop offset="1" stop-color="#49515d"/></linearGradient></defs><rect width="640" height="400" fill="url(#bg3)"/>`,
};

/** The picture of a body type in a colour (#rrggbb) and view 1–3, as SVG text. */
export function vehicleSvg(body: string, hex: string, view: (typeof IMAGE_VIEWS)[number], title: string): string {
  const shape = SHAPES[body] ?? (SHAPES.crossover as Shape);
  const drawing = shape.kind === "car" ? carBody(shape, hex) : truckBody(shape, hex);
  const flip = view === 3 ? ` transform="translate(640,0) scale(-1,1)"` : "";
  const safeTitle = title.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${safeTitle}"><title>${safeTitle}</title>${BACKGROUNDS[view]}<ellipse cx="320" cy="${SILL + 36}" rx="280" ry="16" fill="#000" opacity="0.18"/><g${flip}>${drawing}</g></svg>`;
}
