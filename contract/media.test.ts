import { describe, expect, it } from "vitest";
import { mediaPicture, mediaUrl, mediaWidths, parseMediaUrl, pictureFromUrl } from "./media.ts";

const variants = (widths: number[], ratio: number) =>
  (["avif", "webp", "jpeg"] as const).flatMap((format) =>
    widths.map((width) => ({ format, width, height: Math.round(width * ratio) })),
  );

describe("media addresses", () => {
  it("names a rendition by code, width and extension", () => {
    expect(mediaUrl("abcDEF12_-", 640, "jpeg")).toBe("/media/abcDEF12_-/640.jpg");
    expect(mediaUrl("abcDEF12_-", 320, "avif")).toBe("/media/abcDEF12_-/320.avif");
  });

  it("renders no width above the original, and the original when narrower than 320", () => {
    expect(mediaWidths(4000)).toEqual([320, 640, 1280]);
    expect(mediaWidths(1000)).toEqual([320, 640]);
    expect(mediaWidths(250)).toEqual([250]);
  });

  it("builds a picture with a source per format, a 640 px JPEG fallback and the widest size", () => {
    const picture = mediaPicture({ code: "code1234", variants: variants([320, 640, 1280], 0.75) });
    expect(picture).toEqual({
      src: "/media/code1234/640.jpg",
      width: 1280,
      height: 960,
      sources: [
        {
          type: "image/avif",
          srcset: "/media/code1234/320.avif 320w, /media/code1234/640.avif 640w, /media/code1234/1280.avif 1280w",
        },
        {
          type: "image/webp",
          srcset: "/media/code1234/320.webp 320w, /media/code1234/640.webp 640w, /media/code1234/1280.webp 1280w",
        },
        {
          type: "image/jpeg",
          srcset: "/media/code1234/320.jpg 320w, /media/code1234/640.jpg 640w, /media/code1234/1280.jpg 1280w",
        },
      ],
    });
  });

  it("reads a stored /media/ URL back into the same picture, and nothing else", () => {
    const fromRow = mediaPicture({ code: "code1234", variants: variants([320, 640], 1.5) });
    expect(pictureFromUrl("/media/code1234/640.jpg")).toEqual({ src: fromRow.src, sources: fromRow.sources });
    expect(pictureFromUrl("/media/code1234/250.jpg")?.src).toBe("/media/code1234/250.jpg");
    expect(pictureFromUrl("/images/news/cover.jpg")).toBeNull();
    expect(pictureFromUrl("https://example.com/media/code1234/640.jpg")).toBeNull();
    expect(pictureFromUrl(null)).toBeNull();
    expect(parseMediaUrl("/media/../etc/640.jpg")).toBeNull();
  });
});
