import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { MediaPictureSources } from "../../../contract/media.ts";
import { generatedPicture } from "../../../contract/vehicle-image.ts";
import { Icon } from "../../ui/icon";
import { MediaPicture } from "../../ui/media-picture";
import styles from "./vehicle-gallery.module.css";

/** A photograph (`picture`: its renditions) or the generated illustration (`url`). */
export type GalleryPicture = { url: string; alt: string; picture?: MediaPictureSources };

/** The renditions shown: the photograph's, or the generated illustration's rasters (AVIF, WebP, JPEG). */
const rendered = (item: GalleryPicture): MediaPictureSources | null => item.picture ?? generatedPicture(item.url);

/**
 * The vehicle's pictures: one large, thumbnails under it. Keyboard: Tab reaches the thumbnails as one group
 * (roving tabindex), ←/→ and Home/End move between pictures; the arrows beside the picture do the same for a
 * pointer. The current picture is announced («Фото 2 из 3»).
 */
export function VehicleGallery({ pictures, title }: { pictures: readonly GalleryPicture[]; title: string }) {
  const id = useId();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = pictures.length;
  const picture = pictures[current] ?? pictures[0];
  if (!picture) return null;
  const main = rendered(picture);

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <section className={styles.gallery} aria-roledescription="галерея" aria-label={`Фотографии: ${title}`}>
      <div className={styles.stage}>
        <div id={`${id}-image`} className={styles.frame}>
          {main ? (
            <MediaPicture
              picture={main}
              alt={picture.alt}
              sizes="(max-width: 1023px) 100vw, 760px"
              loading="eager"
              fetchPriority="high"
              className={styles.image}
            />
          ) : (
            <img
              src={picture.url}
              alt={picture.alt}
              width={640}
              height={400}
              className={styles.image}
              fetchPriority="high"
            />
          )}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.step} ${styles.prev}`} onClick={() => show(current - 1)}>
              <Icon name="chevron-left" />
              <span className="visually-hidden">Предыдущее фото</span>
            </button>
            <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => show(current + 1)}>
              <Icon name="chevron-right" />
              <span className="visually-hidden">Следующее фото</span>
            </button>
            <p className={styles.counter} aria-live="polite">
              Фото {current + 1} из {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <fieldset className={styles.thumbs} onKeyDown={onKeyDown}>
          <legend className="visually-hidden">Выбор фото</legend>
          {pictures.map((item, index) => (
            <button
              key={item.url}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === current}
              aria-controls={`${id}-image`}
              tabIndex={index === current ? 0 : -1}
              onClick={() => show(index)}
            >
              <ThumbImage item={item} />
              <span className="visually-hidden">
                Фото {index + 1} из {count}
              </span>
            </button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

/** A thumbnail under the picture: lazy, at the 128 px it is shown. */
function ThumbImage({ item }: { item: GalleryPicture }) {
  const picture = rendered(item);
  return picture ? (
    <MediaPicture picture={picture} alt="" sizes="128px" />
  ) : (
    <img src={item.url} alt="" width={128} height={80} loading="lazy" />
  );
}
