import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type StaffComponentApp, startStaffComponentApp } from "../../testing/staff-component";
import { VehiclePhotos } from "./vehicle-photos";

/**
 * A vehicle's photographs against the real API: several uploaded at once, moved by keyboard buttons (the focus
 * stays with the photograph), one made the cover, one removed after a confirmation, a refused file named; the
 * server's order is what the grid shows.
 */

let app: StaffComponentApp;
let vehicleId: number;
beforeAll(async () => {
  app = await startStaffComponentApp();
  const list = await app.services.catalogStaff.list({}, 1);
  const first = list.items[0];
  if (!first) throw new Error("no seeded vehicle");
  vehicleId = first.id;
}, 60_000);
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const jpeg = async (name: string, background: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 480, height: 360, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/jpeg" },
  );

/** The server's order, as image ids. */
const stored = async () => (await app.services.media.photos.list(vehicleId))?.photos.map((p) => p.imageId) ?? [];

const shown = () =>
  within(screen.getByRole("list", { name: "Фотографии автомобиля по порядку" }))
    .getAllByRole("img")
    .map((img) => img.getAttribute("src"));

describe("a vehicle's photographs", () => {
  it("starts empty, uploads several at once, the first being the cover", async () => {
    const { user } = await app.render(<VehiclePhotos vehicleId={vehicleId} />, { as: "content@example.com" });
    expect(await screen.findByText(/Фотографий пока нет: на сайте показывается рисунок автомобиля/)).toBeTruthy();
    await user.upload(screen.getByLabelText("Добавить фотографии"), [
      await jpeg("перед.jpg", "#b00000"),
      await jpeg("бок.jpg", "#00b000"),
      await jpeg("зад.jpg", "#0000b0"),
    ]);
    expect(await screen.findByText("3 фотографии из 20. Первая — обложка в каталоге.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Загружено: 3\sфотографии\.$/);
    const items = within(screen.getByRole("list", { name: "Фотографии автомобиля по порядку" })).getAllByRole(
      "listitem",
    );
    expect(within(items[0] as HTMLElement).getByText("Обложка")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole("img", { name: "Фото 1, обложка" })).toBeTruthy();
    expect(await stored()).toHaveLength(3);
  });

  it("moves a photograph with the keyboard, keeping the focus on it, and makes another the cover", async () => {
    const { user } = await app.render(<VehiclePhotos vehicleId={vehicleId} />, { as: "content@example.com" });
    await screen.findByRole("list", { name: "Фотографии автомобиля по порядку" });
    const [a, b, c] = await stored();
    const before = shown();

    screen.getByRole("button", { name: "Правее: фото 1" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(shown()).toEqual([before[1], before[0], before[2]]));
    expect(await stored()).toEqual([b, a, c]);
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Правее: фото 2"));
    expect(screen.getByRole("status").textContent).toBe("Фото 1 теперь на месте 2.");
    expect(screen.getByRole("button", { name: "Левее: фото 1" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Сделать обложкой фото 3" }));
    await waitFor(() => expect(shown()).toEqual([before[2], before[1], before[0]]));
    expect(await stored()).toEqual([c, b, a]);
  });

  it("removes a photograph only after «Да, удалить»", async () => {
    const { user } = await app.render(<VehiclePhotos vehicleId={vehicleId} />, { as: "content@example.com" });
    await screen.findByRole("list", { name: "Фотографии автомобиля по порядку" });
    const [first, ...rest] = await stored();
    await user.click(screen.getByRole("button", { name: "Удалить фото 1" }));
    expect(screen.getByText("Удалить фото 1?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Отмена" }));
    expect(await stored()).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Удалить фото 1" }));
    await user.click(screen.getByRole("button", { name: "Да, удалить" }));
    await screen.findByText("2 фотографии из 20. Первая — обложка в каталоге.");
    expect(await stored()).toEqual(rest);
    expect(await stored()).not.toContain(first);
  });

  it("names a refused file and stores none of the batch", async () => {
    await app.render(<VehiclePhotos vehicleId={vehicleId} />, { as: "content@example.com" });
    await screen.findByRole("list", { name: "Фотографии автомобиля по порядку" });
    const text = new File([new TextEncoder().encode("просто текст")], "salon.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText("Добавить фотографии"), {
      target: { files: [await jpeg("ok.jpg", "#777777"), text] },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Файл «salon.jpg» не является изображением JPEG, PNG, WebP или AVIF");
    expect(await stored()).toHaveLength(2);
  });
});
