import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import {
  type StaffVehiclePhoto,
  type StaffVehiclePhotosResponse,
  VEHICLE_PHOTOS_PER_UPLOAD,
} from "../../../contract/staff-media.ts";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { countOf } from "../../lib/quantity-format";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import buttonStyles from "../../ui/button.module.css";
import fieldStyles from "../../ui/field.module.css";
import { MediaPicture } from "../../ui/media-picture";
import { QueryState } from "../../ui/query-state";
import { Skeleton } from "../../ui/skeleton";
import { IMAGE_RULES } from "./image-field";
import {
  useStaffVehiclePhotoRemoveMutation,
  useStaffVehiclePhotosOrderMutation,
  useStaffVehiclePhotosQuery,
  useStaffVehiclePhotosUploadMutation,
} from "./media-api";
import styles from "./vehicle-photos.module.css";

const MAX_BYTES = 15 * 1024 * 1024;
const PHOTOS: readonly [string, string, string] = ["фотография", "фотографии", "фотографий"];

type Action = "left" | "right" | "cover" | "remove";

/**
 * A vehicle's photographs in the back office: the grid in the site's order (the first is the catalogue's cover),
 * several added at once, each moved left or right or made the cover with buttons (a keyboard reorders as well as
 * a mouse), removed after a confirmation. Every change goes to the server at once and the catalogue shows it.
 */
export function VehiclePhotos({ vehicleId }: { vehicleId: number }) {
  const titleId = useId();
  const query = useStaffVehiclePhotosQuery({ vehicleId });
  return (
    <section className={styles.photos} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Фотографии
      </h2>
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить фотографии"
        loading={
          <div aria-busy="true">
            <Skeleton height="9rem" />
          </div>
        }
      >
        {(data) => <Gallery data={data} />}
      </QueryState>
    </section>
  );
}

function Gallery({ data }: { data: StaffVehiclePhotosResponse }) {
  const { vehicleId, photos, max } = data;
  const inputId = useId();
  const hintId = useId();
  const [uploadPhotos, uploading] = useStaffVehiclePhotosUploadMutation();
  const [order, ordering] = useStaffVehiclePhotosOrderMutation();
  const [remove, removing] = useStaffVehiclePhotoRemoveMutation();
  const busy = uploading.isLoading || ordering.isLoading || removing.isLoading;
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState<number | null>(null);
  // After a change the photograph's own control keeps the focus, wherever the photograph went.
  const [focusNext, setFocusNext] = useState<{ imageId: number; action: Action } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const left = max - photos.length;

  useEffect(() => {
    if (!focusNext) return;
    const { imageId, action } = focusNext;
    const order: Action[] = [action, action === "left" ? "right" : "left", "remove"];
    for (const a of order) {
      const button = grid.current?.querySelector<HTMLButtonElement>(`[data-control="${imageId}:${a}"]`);
      if (button && !button.disabled) {
        button.focus();
        break;
      }
    }
    setFocusNext(null);
  }, [focusNext]);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length === 0 || busy) return;
    const big = files.find((f) => f.size > MAX_BYTES);
    if (big) {
      setProblem(`Файл «${big.name}» больше 15 МБ: уменьшите его и загрузите снова. Ничего не загружено.`);
      return;
    }
    if (files.length > left) {
      setProblem(
        left > 0
          ? `Можно добавить ещё ${countOf(left, PHOTOS)} (всего не больше ${max}), выбрано ${files.length}. Ничего не загружено.`
          : `У автомобиля уже ${max} фотографий: удалите лишние, чтобы добавить новые.`,
      );
      return;
    }
    setProblem(null);
    let done = 0;
    // The server takes up to ten pictures a request; a larger choice goes in turns, each kept once it is stored.
    for (let i = 0; i < files.length; i += VEHICLE_PHOTOS_PER_UPLOAD) {
      const batch = files.slice(i, i + VEHICLE_PHOTOS_PER_UPLOAD);
      setStatus(`Загружаем ${countOf(files.length, PHOTOS)}…`);
      const result = await uploadPhotos({ vehicleId, files: batch });
      if ("error" in result && result.error) {
        const message = apiFieldErrors(result.error)["files[]"] ?? apiErrorMessage(result.error);
        setProblem(done > 0 ? `Загружено ${done} из ${files.length}. ${message}` : message);
        setStatus("");
        return;
      }
      done += batch.length;
    }
    setStatus(`Загружено: ${countOf(done, PHOTOS)}.`);
  }

  async function reorder(imageIds: number[], focus: { imageId: number; action: Action }, said: string) {
    if (busy) return;
    setProblem(null);
    const result = await order({ vehicleId, imageIds });
    if ("error" in result && result.error) {
      setProblem(apiErrorMessage(result.error));
      return;
    }
    setStatus(said);
    setFocusNext(focus);
  }

  function move(index: number, by: -1 | 1) {
    const ids = photos.map((p) => p.imageId);
    const target = index + by;
    const [moved] = ids.splice(index, 1);
    if (moved === undefined || target < 0 || target >= photos.length) return;
    ids.splice(target, 0, moved);
    void reorder(
      ids,
      { imageId: moved, action: by < 0 ? "left" : "right" },
      `Фото ${index + 1} теперь на месте ${target + 1}${target === 0 ? " — это обложка" : ""}.`,
    );
  }

  function makeCover(index: number) {
    const ids = photos.map((p) => p.imageId);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    void reorder([moved, ...ids], { imageId: moved, action: "right" }, `Фото ${index + 1} стало обложкой.`);
  }

  async function removeAt(index: number, photo: StaffVehiclePhoto) {
    if (busy) return;
    setProblem(null);
    const result = await remove({ vehicleId, imageId: photo.imageId });
    setConfirming(null);
    if ("error" in result && result.error) {
      setProblem(apiErrorMessage(result.error));
      return;
    }
    setStatus(`Фото ${index + 1} удалено.`);
    const neighbour = photos[index + 1] ?? photos[index - 1];
    if (neighbour) setFocusNext({ imageId: neighbour.imageId, action: "remove" });
  }

  return (
    <div className={styles.gallery} ref={grid}>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {photos.length > 0
            ? `${countOf(photos.length, PHOTOS)} из ${max}. Первая — обложка в каталоге.`
            : `Фотографий пока нет: на сайте показывается рисунок автомобиля. Добавьте до ${max} — первая станет обложкой.`}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          className={`visually-hidden ${styles.picker}`}
          onChange={add}
          disabled={busy || left <= 0}
          aria-describedby={hintId}
        />
        <label
          htmlFor={inputId}
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.md} ${styles.pick}`}
        >
          {uploading.isLoading ? "Загружаем…" : "Добавить фотографии"}
        </label>
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {IMAGE_RULES} Можно выбрать несколько файлов сразу.
      </p>
      {problem ? (
        <Alert tone="error" title="Фотографии не изменены">
          <p>{problem}</p>
        </Alert>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {photos.length > 0 ? (
        <ol className={styles.grid} aria-label="Фотографии автомобиля по порядку" aria-busy={busy || undefined}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.imageId} className={styles.item}>
                <figure className={styles.figure}>
                  <MediaPicture
                    picture={photo.picture}
                    alt={`Фото ${n}${index === 0 ? ", обложка" : ""}`}
                    sizes="(max-width: 480px) 50vw, 12rem"
                    className={styles.image}
                  />
                  <figcaption className={styles.caption}>
                    {index === 0 ? <Badge tone="info">Обложка</Badge> : <span>Фото {n}</span>}
                    <span className={styles.size}>
                      {photo.width} × {photo.height}
                    </span>
                  </figcaption>
                </figure>
                {confirming === photo.imageId ? (
                  <div className={styles.controls}>
                    <span className={styles.question}>Удалить фото {n}?</span>
                    <Button
                      size="sm"
                      variant="primary"
                      data-control={`${photo.imageId}:remove`}
                      aria-disabled={busy || undefined}
                      onClick={() => void removeAt(index, photo)}
                    >
                      Да, удалить
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setConfirming(null);
                        setFocusNext({ imageId: photo.imageId, action: "remove" });
                      }}
                    >
                      Отмена
                    </Button>
                  </div>
                ) : (
                  <div className={styles.controls}>
                    <Button
                      size="sm"
                      variant="ghost"
                      data-control={`${photo.imageId}:left`}
                      disabled={index === 0}
                      aria-disabled={busy || undefined}
                      aria-label={`Левее: фото ${n}`}
                      onClick={() => move(index, -1)}
                    >
                      ← Левее
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      data-control={`${photo.imageId}:right`}
                      disabled={index === photos.length - 1}
                      aria-disabled={busy || undefined}
                      aria-label={`Правее: фото ${n}`}
                      onClick={() => move(index, 1)}
                    >
                      Правее →
                    </Button>
                    {index > 0 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        data-control={`${photo.imageId}:cover`}
                        aria-disabled={busy || undefined}
                        aria-label={`Сделать обложкой фото ${n}`}
                        onClick={() => makeCover(index)}
                      >
                        Сделать обложкой
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      data-control={`${photo.imageId}:remove`}
                      aria-label={`Удалить фото ${n}`}
                      onClick={() => {
                        setConfirming(photo.imageId);
                        setFocusNext({ imageId: photo.imageId, action: "remove" });
                      }}
                    >
                      Удалить
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
