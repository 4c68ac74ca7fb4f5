/**
 * Addresses of Yandex Maps for a city's offices: the embeddable widget (an iframe: no script of theirs runs in our
 * page, the policy only needs `frame-src https://yandex.ru`) and the full map to open in a new tab. Markers are
 * numbered in the list's order, so «2» on the map is the second card under it.
 */

export interface OfficePoint {
  lat: number;
  lon: number;
}

const WIDGET = "https://yandex.ru/map-widget/v1/";
const MAPS = "https://yandex.ru/maps/";

/** A zoom that shows every office: the wider their spread (in degrees), the farther out. */
export function zoomFor(points: readonly OfficePoint[]): number {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lons) - Math.min(...lons));
  const steps: [number, number][] = [
    [0.01, 15],
    [0.04, 14],
    [0.08, 13],
    [0.16, 12],
    [0.32, 11],
    [0.64, 10],
  ];
  return steps.find(([limit]) => span <= limit)?.[1] ?? 9;
}

const coord = (value: number) => value.toFixed(6).replace(/\.?0+$/, "");

/** `ll` (the centre) and `pt` (the numbered markers, «pm2rdl1~pm2rdl2»: red, large, numbered). */
function mapQuery(points: readonly OfficePoint[]): string {
  const lat = (Math.min(...points.map((p) => p.lat)) + Math.max(...points.map((p) => p.lat))) / 2;
  const lon = (Math.min(...points.map((p) => p.lon)) + Math.max(...points.map((p) => p.lon))) / 2;
  const markers = points.map((p, index) => `${coord(p.lon)},${coord(p.lat)},pm2rdl${index + 1}`).join("~");
  return `ll=${coord(lon)}%2C${coord(lat)}&z=${zoomFor(points)}&pt=${encodeURIComponent(markers)}&l=map`;
}

/** The widget's address for an iframe (null without offices). */
export function officeMapWidgetUrl(points: readonly OfficePoint[]): string | null {
  return points.length > 0 ? `${WIDGET}?${mapQuery(points)}` : null;
}

/** The same map on yandex.ru/maps, for a link that works without JavaScript or when the widget cannot load. */
export function officeMapPageUrl(points: readonly OfficePoint[]): string | null {
  return points.length > 0 ? `${MAPS}?${mapQuery(points)}` : null;
}
