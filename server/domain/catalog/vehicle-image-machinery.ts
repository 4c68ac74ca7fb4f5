import type { Scene } from "./vehicle-image-3d.ts";
import { EARTHMOVERS } from "./vehicle-image-earthmovers.ts";
import { ROAD_MACHINES } from "./vehicle-image-road-machines.ts";

/** Special machinery by its type slug (seam 1 of issue 14): the drawing of each type. */
const MACHINES = { ...EARTHMOVERS, ...ROAD_MACHINES };

export const MACHINE_TYPES = Object.keys(MACHINES);

export function drawMachine(scene: Scene, body: string, color: string): boolean {
  const draw = MACHINES[body];
  if (!draw) return false;
  draw(scene, color);
  return true;
}
