import { describe, expect, it } from "vitest";
import { officeMapPageUrl, officeMapWidgetUrl, zoomFor } from "./office-map-url";

const central = { lat: 55.7365, lon: 37.6133 };
const north = { lat: 55.7905, lon: 37.5455 };

describe("office map addresses", () => {
  it("centre the map between the offices and number their markers in the list's order", () => {
    const url = new URL(officeMapWidgetUrl([central, north]) ?? "");
    expect(url.origin + url.pathname).toBe("https://yandex.ru/map-widget/v1/");
    expect(url.searchParams.get("ll")).toBe("37.5794,55.7635");
    expect(url.searchParams.get("pt")).toBe("37.6133,55.7365,pm2rdl1~37.5455,55.7905,pm2rdl2");
    expect(url.searchParams.get("l")).toBe("map");
  });

  it("open the same map on yandex.ru/maps for the link", () => {
    const page = new URL(officeMapPageUrl([central]) ?? "");
    expect(page.origin + page.pathname).toBe("https://yandex.ru/maps/");
    expect(page.searchParams.get("pt")).toBe("37.6133,55.7365,pm2rdl1");
    expect(page.searchParams.get("z")).toBe("15");
  });

  it("zoom out as the offices spread, and give no map without offices", () => {
    expect(zoomFor([central])).toBe(15);
    expect(zoomFor([central, north])).toBe(13);
    expect(zoomFor([central, { lat: 56.2, lon: 37.6 }])).toBe(10);
    expect(zoomFor([central, { lat: 59.9, lon: 30.3 }])).toBe(9);
    expect(officeMapWidgetUrl([])).toBeNull();
    expect(officeMapPageUrl([])).toBeNull();
  });
});
