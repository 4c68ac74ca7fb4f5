import { pictureFromUrl } from "../../../contract/media.ts";
import { MediaPicture } from "../../ui/media-picture";
import styles from "./content-image.module.css";

/**
 * A content row's picture (a news cover, an offer's image): one uploaded by the back office, a `/media/` address,
 * goes out as `<picture>` with AVIF, WebP and JPEG in every stored width; any other address as a plain image.
 */
export function ContentImage({
  url,
  alt,
  sizes,
  className,
  loading = "lazy",
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const picture = pictureFromUrl(url);
  if (picture)
    return <MediaPicture picture={picture} alt={alt} sizes={sizes} className={className} loading={loading} />;
  return <img src={url} alt={alt} className={className} loading={loading} decoding="async" />;
}

/** The cover at the top of an article or an offer's page; decorative, the page's title says what it is. */
export function ContentCover({ url }: { url: string }) {
  return (
    <ContentImage url={url} alt="" sizes="(max-width: 960px) 100vw, 46rem" className={styles.cover} loading="eager" />
  );
}
