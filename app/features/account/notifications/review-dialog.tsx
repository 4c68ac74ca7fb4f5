import { type FormEvent, useId, useState } from "react";
import { ReviewRequestSchema } from "../../../../contract/lk-notifications.ts";
import { apiErrorMessage } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import fieldStyles from "../../../ui/field.module.css";
import { Modal } from "../../../ui/modal";
import { Text } from "../../../ui/text";
import styles from "./notifications.module.css";
import { useReviewNotificationMutation } from "./notifications-api";

const LABELS = ["Очень плохо", "Плохо", "Нормально", "Хорошо", "Отлично"];

/** Rate a service (1–5) with a comment: `POST reviews/{id}/`, checked by the contract's schema first. */
export function ReviewDialog({
  open,
  onClose,
  notificationId,
  title,
}: {
  open: boolean;
  onClose: () => void;
  notificationId: number;
  title: string;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [review, { isLoading, error, reset }] = useReviewNotificationMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const parsed = ReviewRequestSchema.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Поставьте оценку от 1 до 5");
      return;
    }
    setFieldError(null);
    try {
      await review({ id: notificationId, ...parsed.data }).unwrap();
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        reset();
        setFieldError(null);
        onClose();
      }}
      title="Оцените обслуживание"
    >
      <form className={styles.reviewForm} onSubmit={onSubmit} noValidate>
        <Text as="p" muted>
          {title}
        </Text>
        <fieldset className={styles.rating} aria-describedby={fieldError ? `${id}-error` : undefined}>
          <legend className={styles.ratingLegend}>Ваша оценка</legend>
          <div className={styles.ratingOptions}>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={styles.ratingOption} data-on={rating !== null && value <= rating}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {value} — {LABELS[value - 1]}
                </span>
              </label>
            ))}
          </div>
          <p className={styles.ratingText} aria-hidden="true">
            {rating ? LABELS[rating - 1] : "Выберите от 1 до 5 звёзд"}
          </p>
          {fieldError ? (
            <p id={`${id}-error`} className={styles.fieldError}>
              {fieldError}
            </p>
          ) : null}
        </fieldset>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-comment`} className={fieldStyles.label}>
            Комментарий
          </label>
          <textarea
            id={`${id}-comment`}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={comment}
            maxLength={2000}
            rows={4}
            onChange={(e) => setComment(e.currentTarget.value)}
            placeholder="Что понравилось, что можно сделать лучше"
          />
        </div>
        {error ? (
          <Alert tone="error">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
        <div className={styles.reviewActions}>
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading ? "Отправляем…" : "Отправить оценку"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
