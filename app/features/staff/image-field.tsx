import { type ChangeEvent, useId, useState } from "react";
import { pictureFromUrl } from "../../../contract/media.ts";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Button } from "../../ui/button";
import buttonStyles from "../../ui/button.module.css";
import fieldStyles from "../../ui/field.module.css";
import { MediaPicture } from "../../ui/media-picture";
import styles from "./image-field.module.css";
import { useStaffMediaUploadMutation } from "./media-api";

type ImageFieldProps = {
  label: string;
  /** The form field's name: a hidden input carries the URL (empty without a picture). */
  name: string;
  /** The picture's URL: `/media/<code>/<width>.jpg` once uploaded here, or an older address of the site. */
  value: string | null;
  onChange(url: string | null): void;
  /** A message about this field from the form's own save. */
  error?: string;
};

/** What the pipeline takes (server/domain/media/image-pipeline.ts), said before a file is chosen. */
export const IMAGE_RULES = "JPEG, PNG, WebP или AVIF, до 15 МБ, не меньше 200 пикселей по каждой стороне.";
const MAX_BYTES = 15 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * A picture of a content row (a news cover, an offer's image, a partner's logo): the preview, «Загрузить» (the file
 * goes through the server's pipeline and the field takes the URL it answers) and «Убрать». The file input itself is
 * the control — Enter or Space opens the picker — dressed as a button by its label.
 */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [upload, { isLoading }] = useStaffMediaUploadMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const shownError = problem ?? error;
  const picture = pictureFromUrl(value);
  const alt = `${label}: текущее изображение`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = "";
    if (!file || isLoading) return;
    if (file.size > MAX_BYTES) {
      setProblem(`Файл «${file.name}» больше 15 МБ: уменьшите его и загрузите снова.`);
      return;
    }
    setProblem(null);
    setStatus("Загружаем изображение…");
    const result = await upload(file);
    if ("data" in result && result.data) {
      onChange(result.data.image.url);
      setStatus("Изображение загружено.");
      return;
    }
    setStatus("");
    setProblem(apiFieldErrors(result.error).file ?? apiErrorMessage(result.error));
  }

  function clear() {
    setProblem(null);
    setStatus("Изображение убрано.");
    onChange(null);
  }

  return (
    <fieldset className={styles.field} aria-describedby={[hintId, shownError ? errorId : ""].join(" ").trim()}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
      <input type="hidden" name={name} value={value ?? ""} />
      <div className={styles.preview}>
        {picture ? (
          <MediaPicture picture={picture} alt={alt} sizes="20rem" className={styles.image} />
        ) : value ? (
          <img src={value} alt={alt} className={styles.image} loading="lazy" />
        ) : (
          <p className={styles.empty}>Изображение не выбрано</p>
        )}
      </div>
      <div className={styles.actions}>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className={`visually-hidden ${styles.picker}`}
          onChange={choose}
          disabled={isLoading}
          aria-describedby={hintId}
          aria-invalid={shownError ? true : undefined}
        />
        <label
          htmlFor={inputId}
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.md} ${styles.pick}`}
        >
          {isLoading ? "Загружаем…" : "Загрузить"}
        </label>
        {value ? (
          <Button variant="ghost" onClick={clear} disabled={isLoading}>
            Убрать
          </Button>
        ) : null}
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {IMAGE_RULES}
      </p>
      {shownError ? (
        <p id={errorId} className={fieldStyles.error}>
          {shownError}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </fieldset>
  );
}
