import type { MediaPictureSources } from "../../contract/media.ts";

type MediaPictureProps = {
  /** `mediaPicture()` of a stored image, or `pictureFromUrl()` of a content row's /media/ URL. */
  picture: MediaPictureSources;
  alt: string;
  /** How wide the picture is shown, so the browser picks the rendition: e.g. "(max-width: 640px) 100vw, 320px". */
  sizes: string;
  /** On the `<img>`, which is what the layout sizes (object-fit and all). */
  className?: string;
  loading?: "lazy" | "eager";
  /** "high" for the page's main picture (its largest paint). */
  fetchPriority?: "high" | "auto";
};

/**
 * A back office picture as `<picture>`: AVIF, then WebP, then JPEG (the `<img>`'s own), each in every stored width, so a browser takes
 * the smallest format it reads at the width the layout needs. The intrinsic size, when known, reserves the space
 * before the bytes arrive.
 */
export function MediaPicture({ picture, alt, sizes, className, loading = "lazy", fetchPriority }: MediaPictureProps) {
  // JPEG, which every browser reads, is the <img>'s own set rather than one more <source>: the same choice for the
  // browser, some 400 bytes less a picture on a page of two dozen cards.
  const jpeg = picture.sources.find((source) => source.type === "image/jpeg");
  return (
    <picture>
      {picture.sources
        .filter((source) => source !== jpeg)
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
      <img
        src={picture.src}
        srcSet={jpeg?.srcset}
        sizes={jpeg ? sizes : undefined}
        alt={alt}
        width={picture.width}
        height={picture.height}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
