import { type Camera, renderScene, Scene } from "./vehicle-image-3d.ts";
import { CAR_SPECS } from "./vehicle-image-car-specs.ts";
import { drawCar } from "./vehicle-image-cars.ts";
import { drawMachine, MACHINE_TYPES } from "./vehicle-image-machinery.ts";
import { drawTruck, TRUCK_LOADS } from "./vehicle-image-trucks.ts";

/**
 * Vehicle pictures drawn locally until photographs are uploaded: a 3-D drawing per body type (passenger bodies,
 * vans, trucks by load, special machinery by type) in the vehicle's colour, from three angles — 1 the side,
 * 2 the front three-quarter, 3 the rear three-quarter. Deterministic SVG text; nothing is fetched. A change to a
 * drawing bumps GENERATED_IMAGE_VERSION (contract/vehicle-image.ts), which browsers' cached rasters are keyed by.
 */

export const IMAGE_VIEWS = [1, 2, 3] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

export const WIDTH = 640;
export const HEIGHT = 400;

const CAMERAS: Record<ImageView, Camera> = {
  1: { yaw: 0, pitch: 0.09 },
  2: { yaw: 0.66, pitch: 0.2 },
  3: { yaw: -0.66, pitch: 0.2 },
};

/** Every body type that has a drawing. */
export const BODY_TYPES: readonly string[] = [...Object.keys(CAR_SPECS), ...Object.keys(TRUCK_LOADS), ...MACHINE_TYPES];

export function hasShape(body: string): boolean {
  return BODY_TYPES.includes(body);
}

/** A studio: a wall fading into a floor, a little darker for the three-quarter views so the colour stands out. */
function studio(view: ImageView, floorY: number): string {
  const top = view === 1 ? "#f4f6f9" : "#eef1f5";
  const wall = view === 1 ? "#dfe4eb" : "#d6dce4";
  const floor = view === 1 ? "#c9d0d9" : "#c3cad4";
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${wall}"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${floor}"/></linearGradient><linearGradient id="sideglass" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#3d4f63"/><stop offset="1" stop-color="#18212b"/></linearGradient><filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/><rect y="${Math.round(floorY - 40)}" width="${WIDTH}" height="${Math.round(HEIGHT - floorY + 40)}" fill="url(#floor)"/>`;
}

/** The picture of a body type in a colour (#rrggbb) and view 1–3, as SVG text. Unknown bodies draw a crossover. */
export function vehicleSvg(body: string, hex: string, view: ImageView, title: string): string {
  const scene = new Scene();
  const color = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : "#888888";
  if (!drawCar(scene, body, color) && !drawTruck(scene, body, color) && !drawMachine(scene, body, color)) {
    drawCar(scene, "crossover", color);
  }
  const drawing = renderScene(scene, CAMERAS[view], WIDTH, HEIGHT, 34);
  const safeTitle = title.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${safeTitle}"><title>${safeTitle}</title><defs>${drawing.defs}${studio(view, drawing.floorY)}${drawing.body}</svg>`;
}
