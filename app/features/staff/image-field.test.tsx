import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type StaffComponentApp, startStaffComponentApp } from "../../testing/staff-component";
import { ImageField } from "./image-field";

/**
 * The image field of the content forms against the real API: a picture goes through the server's pipeline and the
 * field takes its /media/ address (served at once), a refused file is named, «Убрать» empties it, the keyboard
 * reaches every control.
 */

let app: StaffComponentApp;
beforeAll(async () => {
  app = await startStaffComponentApp();
}, 60_000);
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

function CoverForm({ initial = null }: { initial?: string | null }) {
  const [image, setImage] = useState<string | null>(initial);
  return (
    <form aria-label="Новость">
      <ImageField label="Обложка" name="image" value={image} onChange={setImage} />
    </form>
  );
}

const jpeg = async (width: number, height: number, name: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#2060a0" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
    {
      type: "image/jpeg",
    },
  );

const hiddenValue = () =>
  (screen.getByRole("form", { name: "Новость" }) as HTMLFormElement).elements.namedItem("image");

describe("the image field", () => {
  it("uploads a picture, shows it as <picture> and keeps its /media/ address in the form", async () => {
    const { user, api } = await app.render(<CoverForm />, { as: "content@example.com" });
    const group = screen.getByRole("group", { name: "Обложка" });
    expect(within(group).getByText("Изображение не выбрано")).toBeTruthy();
    expect(within(group).queryByRole("button", { name: "Убрать" })).toBeNull();

    await user.upload(within(group).getByLabelText("Загрузить"), await jpeg(1000, 700, "обложка.jpg"));
    const preview = await within(group).findByRole("img", { name: "Обложка: текущее изображение" });
    const url = (hiddenValue() as HTMLInputElement).value;
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{16}\/640\.jpg$/);
    expect(preview.getAttribute("src")).toBe(url);
    const sources = [...(preview.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toContain("640.avif 640w");
    expect(screen.getByRole("status").textContent).toBe("Изображение загружено.");

    const served = await api(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");

    await user.click(within(group).getByRole("button", { name: "Убрать" }));
    expect((hiddenValue() as HTMLInputElement).value).toBe("");
    expect(within(group).getByText("Изображение не выбрано")).toBeTruthy();
  });

  it("names a refused file and keeps the picture it had", async () => {
    await app.render(<CoverForm initial="/images/news/cover.jpg" />, { as: "content@example.com" });
    const group = screen.getByRole("group", { name: "Обложка" });
    // An address that is not a /media/ one is shown as a plain image.
    expect(within(group).getByRole("img", { name: "Обложка: текущее изображение" }).closest("picture")).toBeNull();
    const text = new File([new TextEncoder().encode("это не картинка, а текст")], "фото.jpg", { type: "image/jpeg" });
    // fireEvent: the picker takes image types only, and a browser lets any file through «All files» anyway.
    fireEvent.change(within(group).getByLabelText("Загрузить"), { target: { files: [text] } });
    expect(
      await within(group).findByText("Файл «фото.jpg» не является изображением JPEG, PNG, WebP или AVIF"),
    ).toBeTruthy();
    expect(within(group).getByLabelText("Загрузить").getAttribute("aria-invalid")).toBe("true");
    expect((hiddenValue() as HTMLInputElement).value).toBe("/images/news/cover.jpg");

    fireEvent.change(within(group).getByLabelText("Загрузить"), {
      target: { files: [await jpeg(150, 150, "иконка.jpg")] },
    });
    expect(await within(group).findByText(/Файл «иконка\.jpg» размером 150 × 150 пикселей/)).toBeTruthy();
  });

  it("is reached by the keyboard: the file picker, then «Убрать»", async () => {
    const { user } = await app.render(<CoverForm initial="/images/news/cover.jpg" />, { as: "content@example.com" });
    const group = screen.getByRole("group", { name: "Обложка" });
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByLabelText("Загрузить"));
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole("button", { name: "Убрать" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect((hiddenValue() as HTMLInputElement).value).toBe(""));
  });
});
