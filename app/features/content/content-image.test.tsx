import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { NewsCard as News } from "../../../contract/pages.ts";
import { NewsCard } from "./content-cards";
import { ContentCover } from "./content-image";

/** Content pictures on the public pages: a back office upload as <picture> in every format and width, others plain. */

const news = (image: string | null): News => ({
  id: 1,
  type: "news",
  code: "novyj-ofis",
  url: "/press/novyj-ofis/",
  date: "2026-11-20",
  title: "Новый офис в Казани",
  lead: "Открыли офис на Пушкина.",
  image,
  source: null,
});

const card = (image: string | null) =>
  render(
    <MemoryRouter>
      <ul>
        <NewsCard item={news(image)} />
      </ul>
    </MemoryRouter>,
  ).container;

describe("a news card's cover", () => {
  it("an uploaded picture: AVIF and WebP sources, the image's own JPEG set, in the widths stored, the 640 px JPEG as the fallback", () => {
    const view = card("/media/AbCdEfGh12345678/1280.jpg");
    const sources = [...view.querySelectorAll("picture source")];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset")])).toEqual([
      [
        "image/avif",
        "/media/AbCdEfGh12345678/320.avif 320w, /media/AbCdEfGh12345678/640.avif 640w, /media/AbCdEfGh12345678/1280.avif 1280w",
      ],
      [
        "image/webp",
        "/media/AbCdEfGh12345678/320.webp 320w, /media/AbCdEfGh12345678/640.webp 640w, /media/AbCdEfGh12345678/1280.webp 1280w",
      ],
    ]);
    const img = view.querySelector("picture img");
    expect(img?.getAttribute("srcset")).toBe(
      "/media/AbCdEfGh12345678/320.jpg 320w, /media/AbCdEfGh12345678/640.jpg 640w, /media/AbCdEfGh12345678/1280.jpg 1280w",
    );
    expect(img?.getAttribute("sizes")).toBe(sources[0]?.getAttribute("sizes"));
    expect(img?.getAttribute("src")).toBe("/media/AbCdEfGh12345678/640.jpg");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it("another address is a plain image; no cover, no image", () => {
    const other = card("/images/press/kazan.jpg");
    expect(other.querySelector("picture")).toBeNull();
    expect(other.querySelector("img")?.getAttribute("src")).toBe("/images/press/kazan.jpg");
    expect(card(null).querySelector("img")).toBeNull();
  });

  it("an article's cover loads at once", () => {
    const { container } = render(<ContentCover url="/media/AbCdEfGh12345678/640.jpg" />);
    const img = container.querySelector("picture img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(container.querySelectorAll("source")).toHaveLength(2);
  });
});
