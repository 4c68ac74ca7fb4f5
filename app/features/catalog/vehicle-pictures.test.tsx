import { render, screen, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogDetail } from "../../../contract/catalog.ts";
import { GENERATED_IMAGE_VERSION } from "../../../contract/vehicle-image.ts";
import { makeStore } from "../../store/make-store";
import { type AccountApp, startAccountApp } from "../../testing/account-page";
import { VehicleCard } from "./vehicle-card";
import { VehicleView } from "./vehicle-view";

/**
 * Seam 5 of issue 15 on the public pages: a vehicle with photographs shows its cover on the card and every photo in
 * the gallery as <picture> (AVIF, WebP, JPEG renditions), and its special offer's link; a vehicle without photos
 * shows the generated picture's rasters the same way. The data is the catalogue service's own answer over the demo stock.
 */

let app: AccountApp;
let withPhotos: CatalogDetail;
let without: CatalogDetail;
let offer: { code: string; title: string };

function variants(code: string) {
  return [320, 640, 1280].flatMap((width) =>
    (["avif", "webp", "jpeg"] as const).map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      key: `media/${code}/${width}.${format}`,
      bytes: 1000,
    })),
  );
}

beforeAll(async () => {
  app = await startAccountApp();
  const { db } = app.services.database;
  const [first, second] = (await app.services.catalog.used({})).items;
  if (!first || !second) throw new Error("the demo has no used vehicles");
  const published = (
    await db.execute<{ id: number; code: string; title: string }>(
      sql`select id, code, title from offers where is_published order by id limit 1`,
    )
  ).rows[0];
  if (!published) throw new Error("the demo has no published offer");
  offer = published;
  // Two stored images as the pipeline records them (the files are not needed to build the addresses).
  await db.transaction(async (tx) => {
    for (const [position, [code, alt]] of [
      ["front-view-0001", "Вид спереди"],
      ["salon-view-0002", ""],
    ].entries()) {
      await tx.execute(sql`
        with image as (
          insert into media_images (code, width, height, variants, alt)
          values (${code}, 1280, 960, ${JSON.stringify(variants(code as string))}::jsonb, ${alt})
          returning id
        )
        insert into catalog_vehicle_photos (vehicle_id, image_id, position)
        select v.id, image.id, ${position} from catalog_vehicles v, image where v.key = ${first.key}`);
    }
    await tx.execute(sql`update catalog_vehicles set offer_id = ${published.id} where key = ${first.key}`);
    await tx.execute(sql`select pg_notify('catalog_changed', '')`);
  });
  await app.services.catalog.reload();
  withPhotos = (await app.services.catalog.detail(first.key)) as CatalogDetail;
  without = (await app.services.catalog.detail(second.key)) as CatalogDetail;
});
afterAll(() => app?.close());

function show(node: React.ReactNode) {
  return render(
    <Provider store={makeStore({ persist: false })}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

const LIMITS = { advance: { min: 0, max: 49 }, term: { min: 12, max: 60 } };

describe("photographs on the public catalogue", () => {
  it("the card shows the cover photograph in every format", () => {
    const { container } = show(<VehicleCard item={withPhotos.item} />);
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      "/media/front-view-0001/320.avif 320w, /media/front-view-0001/640.avif 640w, /media/front-view-0001/1280.avif 1280w",
    );
    expect(container.querySelector("picture img")?.getAttribute("src")).toBe("/media/front-view-0001/640.jpg");
    expect(container.querySelector("picture img")?.getAttribute("srcset")).toBe(
      "/media/front-view-0001/320.jpg 320w, /media/front-view-0001/640.jpg 640w, /media/front-view-0001/1280.jpg 1280w",
    );
  });

  it("a card without photographs shows the generated picture's rasters, lazily unless it is above the fold", () => {
    const { container } = show(<VehicleCard item={without.item} />);
    const base = without.item.image.replace(/\.svg$/, "");
    expect(base).toMatch(/^\/api\/catalog\/image\/[a-z-]+_[a-z-]+_1$/);
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const v = GENERATED_IMAGE_VERSION;
    expect(sources[0]?.getAttribute("srcset")).toBe(
      `${base}.v${v}.320.avif 320w, ${base}.v${v}.640.avif 640w, ${base}.v${v}.1280.avif 1280w`,
    );
    expect(sources[0]?.getAttribute("sizes")).toBe("(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 360px");
    const img = container.querySelector("picture img");
    expect(img?.getAttribute("src")).toBe(`${base}.v${v}.640.jpg`);
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1280", "800"]);
    expect(img?.getAttribute("loading")).toBe("lazy");
    const eager = show(<VehicleCard item={without.item} eager />).container.querySelector("picture img");
    expect(eager?.getAttribute("loading")).toBe("eager");
  });

  it("the vehicle page's gallery holds the photographs in order and links the special offer", () => {
    show(<VehicleView detail={withPhotos} limits={LIMITS} />);
    const gallery = screen.getByRole("region", { name: `Фотографии: ${withPhotos.item.title}` });
    const main = within(gallery).getByRole("img", { name: "Вид спереди" });
    expect(main.closest("picture")).not.toBeNull();
    expect(within(gallery).getByText("Фото 1 из 2", { selector: "p" })).toBeTruthy();
    const thumbs = within(gallery).getAllByRole("button", { name: /Фото \d из 2/ });
    expect(thumbs.map((t) => t.querySelector("img")?.getAttribute("src"))).toEqual([
      "/media/front-view-0001/640.jpg",
      "/media/salon-view-0002/640.jpg",
    ]);
    const link = screen.getByRole("link", { name: offer.title });
    expect(link.getAttribute("href")).toBe(`/offers/${offer.code}`);
  });

  it("a page without photographs shows the three generated views as rasters and no offer link", () => {
    show(<VehicleView detail={without} limits={LIMITS} />);
    const gallery = screen.getByRole("region", { name: `Фотографии: ${without.item.title}` });
    const v = GENERATED_IMAGE_VERSION;
    const main = within(gallery).getByRole("img");
    // The thumbnails are decorative (alt=""): the buttons around them are named «Фото n из 3».
    const thumbs = within(gallery)
      .getAllByRole("button", { name: /Фото \d из 3/ })
      .map((button) => button.querySelector("img") as HTMLImageElement);
    expect(main?.getAttribute("src")).toBe(without.gallery[0]?.url.replace(/\.svg$/, `.v${v}.640.jpg`));
    expect([main?.getAttribute("loading"), main?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect(main?.closest("picture")?.querySelector("source")?.getAttribute("sizes")).toBe(
      "(max-width: 1023px) 100vw, 760px",
    );
    expect(thumbs.map((t) => t.getAttribute("src"))).toEqual(
      without.gallery.map((g) => g.url.replace(/\.svg$/, `.v${v}.640.jpg`)),
    );
    expect(without.gallery.map((g) => g.url.replace(/^.*_(\d)\.svg$/, "$1"))).toEqual(["1", "2", "3"]);
    for (const thumb of thumbs) {
      expect(thumb.getAttribute("loading")).toBe("lazy");
      expect(thumb.closest("picture")?.querySelector("source")?.getAttribute("sizes")).toBe("128px");
    }
    expect(screen.queryByText(/^Спецпредложение:/)).toBeNull();
  });
});
