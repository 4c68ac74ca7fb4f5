// No zod here: pages import the list of calculator programmes into the browser bundle.
/** The calculator programmes: new cars, trucks, used vehicles, special machinery. */
export const CALC_TYPES = ["cars", "trucks", "used", "special"] as const;
export type CalcType = (typeof CALC_TYPES)[number];
