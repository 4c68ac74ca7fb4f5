import { describe, expect, it } from "vitest";
import { isApiPath } from "../http/site-app.ts";

describe("which /media/ addresses the API answers", () => {
  it("only a rendition's exact address; the publications' pages under /media/ stay pages", () => {
    expect(isApiPath("/media/AbCdEfGh12345678/640.jpg")).toBe(true);
    expect(isApiPath("/media/AbCdEfGh12345678/320.avif")).toBe(true);
    expect(isApiPath("/media/")).toBe(false);
    expect(isApiPath("/media/intervyu-generalnogo-direktora/")).toBe(false);
    expect(isApiPath("/media/intervyu-generalnogo-direktora")).toBe(false);
    expect(isApiPath("/media/AbCdEfGh12345678/640.png")).toBe(false);
  });
});
