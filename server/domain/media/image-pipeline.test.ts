import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { FileStore } from "../../infra/file-store.ts";
import { type RenderedImage, renderImage, storeRenditions } from "./image-pipeline.ts";

/**
 * The image pipeline on real pictures made by sharp here: what is stored carries no metadata of the original,
 * stands upright, comes in three formats at widths not above the original; what is not a usable picture is refused
 * with a sentence naming the file.
 */

const RED = { r: 230, g: 20, b: 20 };

/**
 * A 1600 × 1000 camera JPEG stored sideways (EXIF orientation 6: show it turned 90° clockwise), with GPS and the
 * camera's name. A red block sits in the stored top-left corner, which is the top-right once upright.
 */
async function cameraJpeg(): Promise<Uint8Array> {
  const block = await sharp({ create: { width: 200, height: 200, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2050c0" } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "37/1 37/1 0/1" },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080" } });

async function rendered(bytes: Uint8Array, name: string): Promise<RenderedImage> {
  const result = await renderImage({ name, bytes });
  if (!result.ok) throw new Error(result.message);
  return result.image;
}

async function refusal(bytes: Uint8Array, name: string): Promise<string> {
  const result = await renderImage({ name, bytes });
  if (result.ok) throw new Error(`${name} was accepted`);
  return result.message;
}

function memoryStore(failOnPut = Number.POSITIVE_INFINITY) {
  const objects = new Map<string, { bytes: Uint8Array; mime: string }>();
  let puts = 0;
  const store: FileStore = {
    async put(key, bytes, mime) {
      puts += 1;
      if (puts >= failOnPut) throw new Error("disk full");
      objects.set(key, { bytes, mime });
    },
    async get(key) {
      return objects.get(key)?.bytes ?? null;
    },
    async remove(keys) {
      for (const key of keys) objects.delete(key);
    },
  };
  return { store, objects };
}

describe("a camera photograph", () => {
  it("is stored upright, without EXIF or GPS, as AVIF, WebP and JPEG at the widths not above the original", async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    // The GPS sub-directory's pointer (tag 0x8825, little-endian) is in the original's EXIF.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const image = await rendered(original, "IMG_0001.JPG");
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 1024 });
    expect(image.renditions.map((r) => `${r.format} ${r.width}×${r.height}`).sort()).toEqual([
      "avif 320×512",
      "avif 640×1024",
      "jpeg 320×512",
      "jpeg 640×1024",
      "webp 320×512",
      "webp 640×1024",
    ]);
    for (const r of image.renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect(meta.format).toBe(r.format === "avif" ? "heif" : r.format);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: r.width, height: r.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(r.bytes).includes("TestCam")).toBe(false);
    }

    // Upright: the block of the stored top-left corner is now at the top right.
    const jpeg = image.renditions.find((r) => r.format === "jpeg" && r.width === 640) as { bytes: Uint8Array };
    const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
    };
    expect(pixel(info.width - 20, 20).r).toBeGreaterThan(180);
    expect(pixel(20, 20).r).toBeLessThan(100);
  });

  it("is written to the store under keys the server makes, /media/<code>/<width>.<ext>", async () => {
    const image = await rendered(await cameraJpeg(), "../../etc/passwd.jpg");
    const { store, objects } = memoryStore();
    const stored = await storeRenditions(store, image);
    expect(stored.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect([...objects.keys()].sort()).toEqual(
      ["320.avif", "320.jpg", "320.webp", "640.avif", "640.jpg", "640.webp"].map((f) => `media/${stored.code}/${f}`),
    );
    expect(objects.get(`media/${stored.code}/640.webp`)?.mime).toBe("image/webp");
    expect(stored.variants).toHaveLength(6);
    expect(stored.variants.every((v) => v.bytes === objects.get(v.key)?.bytes.byteLength)).toBe(true);
  });

  it("leaves nothing in the store when a write fails halfway", async () => {
    const image = await rendered(await cameraJpeg(), "photo.jpg");
    const { store, objects } = memoryStore(4);
    await expect(storeRenditions(store, image)).rejects.toThrow("disk full");
    expect(objects.size).toBe(0);
  });
});

describe("widths", () => {
  it("never enlarges: a 250 px picture is kept at 250, a 2000 px one goes up to 1280", async () => {
    const narrow = await rendered(new Uint8Array(await solid(250, 300).png().toBuffer()), "narrow.png");
    expect(narrow.renditions.map((r) => r.width)).toEqual([250, 250, 250]);
    const wide = await rendered(new Uint8Array(await solid(2000, 1000).webp().toBuffer()), "wide.webp");
    expect([...new Set(wide.renditions.map((r) => r.width))]).toEqual([320, 640, 1280]);
    expect(wide.renditions.find((r) => r.width === 1280)?.height).toBe(640);
  });

  it("reads AVIF and a transparent PNG (flattened on white for JPEG only)", async () => {
    const avif = await rendered(new Uint8Array(await solid(400, 400).avif().toBuffer()), "a.avif");
    expect(avif.renditions).toHaveLength(3);
    const clear = sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    });
    const png = await rendered(new Uint8Array(await clear.png().toBuffer()), "clear.png");
    const jpeg = png.renditions.find((r) => r.format === "jpeg") as { bytes: Uint8Array };
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    const webp = png.renditions.find((r) => r.format === "webp") as { bytes: Uint8Array };
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
  });
});

describe("refusals", () => {
  it("a picture under 200 px a side", async () => {
    const message = await refusal(new Uint8Array(await solid(150, 150).png().toBuffer()), "icon.png");
    expect(message).toBe("Файл «icon.png» размером 150 × 150 пикселей: нужно не меньше 200 пикселей по каждой стороне");
  });

  it("text named .jpg, an SVG, a PDF: the name does not make a picture", async () => {
    const text = new TextEncoder().encode("Это не картинка, а просто текст в файле с расширением jpg.");
    expect(await refusal(text, "photo.jpg")).toBe("Файл «photo.jpg» не является изображением JPEG, PNG, WebP или AVIF");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"></svg>');
    expect(await refusal(svg, "logo.svg")).toContain("не является изображением");
    expect(await refusal(new TextEncoder().encode("%PDF-1.4 and some more bytes"), "scan.png")).toContain(
      "не является изображением",
    );
  });

  it("a JPEG cut short, and HEIC (which this build cannot decode)", async () => {
    const whole = new Uint8Array(await solid(800, 600).jpeg().toBuffer());
    expect(await refusal(whole.subarray(0, 400), "broken.jpg")).toContain("повреждён");
    const heic = new Uint8Array(64);
    heic.set(new TextEncoder().encode("\0\0\0\x18ftypheic"), 0);
    expect(await refusal(heic, "IMG_0002.HEIC")).toContain("в формате HEIC");
  });

  it("a 10 000 × 10 000 picture (a decompression bomb's shape) is refused before it is decoded", async () => {
    const bomb = new Uint8Array(await solid(10_000, 10_000).jpeg({ quality: 20 }).toBuffer());
    expect(bomb.byteLength).toBeLessThan(15 * 1024 * 1024);
    expect(await refusal(bomb, "huge.jpg")).toBe(
      "Файл «huge.jpg» размером 10 000 × 10 000 пикселей: можно не больше 40 мегапикселей — уменьшите его",
    );
  });

  it("an empty file and one over 15 MB", async () => {
    expect(await refusal(new Uint8Array(), "empty.jpg")).toBe("Файл «empty.jpg» пустой");
    const big = new Uint8Array(16.5 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big, "big.jpg")).toBe(
      "Файл «big.jpg» весит 16,5 МБ: можно загрузить изображение не больше 15 МБ",
    );
  });
});
