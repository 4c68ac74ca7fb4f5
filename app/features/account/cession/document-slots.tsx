import { useCallback, useMemo, useState } from "react";
import type { DocumentSlot, DocumentSlotInput } from "../../../../contract/lk-cession.ts";
import { formatFileSize } from "../../../lib/quantity-format";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { checkUploadFile, uploadAccept, uploadFormats } from "../lk/upload-rules";
import styles from "./cession.module.css";

/**
 * What a form will change in its document slots at the next save, by slot code: a File fills (or replaces) the
 * slot, null removes the stored file; a slot not named stays as it is.
 */
export type PendingSlots = Record<string, File | null>;

/** Cession documents may be archives (SPEC.md §5, second list). */
const RULES = { allowZip: true } as const;

/**
 * The document slots of a cession form (the assignor's assignment documents, the assignee's documents): each
 * slot's title, «обязательный» for the required ones, the stored file as a download link, a picker that checks the
 * file in the browser (≤ 1 MiB, PDF/JPEG/TIFF/BMP/ZIP by content) before it is taken, and what will change at the
 * next save. `onPick(code, file)` takes a checked file; `onPick(code, null)` forgets the slot's pending change
 * (a picked file or a removal); `onRemove(code)` asks to delete the stored file at the next save (no button
 * without it). The form sends what `slotsPayload(pending)` makes of `pending`.
 */
export function DocumentSlots({
  slots,
  pending,
  onPick,
  onRemove,
  disabled = false,
  idPrefix,
}: {
  slots: DocumentSlot[];
  pending: Record<string, File | null>;
  onPick(code: string, file: File | null): void;
  onRemove?(code: string): void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState<string | null>(null);

  async function pick(code: string, file: File | undefined) {
    if (!file) return;
    setChecking(code);
    const problem = await checkUploadFile(file, RULES);
    setChecking(null);
    setProblems((current) => {
      const next = { ...current };
      if (problem) next[code] = problem;
      else delete next[code];
      return next;
    });
    if (!problem) onPick(code, file);
  }

  return (
    <div className={styles.slots}>
      <p className={styles.hint} id={`${idPrefix}-rules`}>
        {uploadFormats(RULES)}, каждый файл не больше 1 МБ. Файлы уходят на сервер при сохранении.
      </p>
      <ul className={styles.slotList}>
        {slots.map((slot) => {
          const inputId = `${idPrefix}-${slot.code}`;
          const titleId = `${inputId}-title`;
          const stateId = `${inputId}-state`;
          const errorId = `${inputId}-error`;
          const change = pending[slot.code];
          const problem = problems[slot.code];
          const willRemove = change === null && slot.file !== null;
          return (
            <li key={slot.code} className={styles.slot} data-loaded={slot.isLoaded || change instanceof File}>
              <div className={styles.slotHead}>
                <span id={titleId} className={styles.slotTitle}>
                  {slot.title}
                </span>
                {slot.required ? <Badge tone="warning">обязательный</Badge> : null}
              </div>
              <div id={stateId} className={styles.slotState}>
                {slot.file && !willRemove ? (
                  <span>
                    Загружен:{" "}
                    <a href={slot.file.url} download={slot.file.name}>
                      {slot.file.name}
                    </a>{" "}
                    <span className={styles.muted}>({formatFileSize(slot.file.size)})</span>
                  </span>
                ) : null}
                {willRemove ? <span>Файл «{slot.file?.name}» будет удалён при сохранении</span> : null}
                {change instanceof File ? (
                  <span>
                    {slot.file ? "Заменить на" : "Выбран"}: {change.name}{" "}
                    <span className={styles.muted}>({formatFileSize(change.size)}), будет загружен при сохранении</span>
                  </span>
                ) : null}
                {!slot.file && change === undefined ? <span className={styles.muted}>Не загружен</span> : null}
                {checking === slot.code ? <span className={styles.muted}>Проверяем файл…</span> : null}
              </div>
              {disabled ? null : (
                <div className={styles.slotActions}>
                  <input
                    id={inputId}
                    className={`visually-hidden ${styles.fileInput}`}
                    type="file"
                    accept={uploadAccept(RULES)}
                    aria-describedby={[stateId, `${idPrefix}-rules`, problem ? errorId : null]
                      .filter(Boolean)
                      .join(" ")}
                    aria-invalid={problem ? true : undefined}
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0];
                      // Emptied, so the same file can be picked again after it was dropped.
                      event.currentTarget.value = "";
                      void pick(slot.code, file);
                    }}
                  />
                  <label htmlFor={inputId} className={styles.pick}>
                    {slot.file || change instanceof File ? "Выбрать другой файл" : "Выбрать файл"}
                    <span className="visually-hidden">: {slot.title}</span>
                  </label>
                  {change !== undefined ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${willRemove ? "Оставить файл" : "Не загружать выбранный файл"}: ${slot.title}`}
                      onClick={() => onPick(slot.code, null)}
                    >
                      {willRemove ? "Оставить файл" : "Отменить выбор"}
                    </Button>
                  ) : null}
                  {onRemove && slot.file && change === undefined ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Удалить файл: ${slot.title}`}
                      onClick={() => onRemove(slot.code)}
                    >
                      Удалить файл
                    </Button>
                  ) : null}
                </div>
              )}
              {problem ? (
                <p id={errorId} className={styles.error} role="alert">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The `files` of a save (DocumentSlotInput[], `file` = index in the multipart `files[]`) and the files to append
 * as `files[]`, in that order, from the pending changes.
 */
export function slotsPayload(pending: Record<string, File | null>): { inputs: DocumentSlotInput[]; files: File[] } {
  const inputs: DocumentSlotInput[] = [];
  const files: File[] = [];
  for (const [code, change] of Object.entries(pending)) {
    if (change === null) {
      inputs.push({ code, remove: true });
    } else {
      inputs.push({ code, file: files.length });
      files.push(change);
    }
  }
  return { inputs, files };
}

/**
 * The pending changes of a DocumentSlots, with the handlers it takes: `onPick` / `onRemove` for its props and
 * `reset()` after a successful save.
 */
export function usePendingSlots() {
  const [pending, setPending] = useState<PendingSlots>({});
  const onPick = useCallback((code: string, file: File | null) => {
    setPending((current) => {
      const next = { ...current };
      if (file) next[code] = file;
      else delete next[code];
      return next;
    });
  }, []);
  const onRemove = useCallback((code: string) => setPending((current) => ({ ...current, [code]: null })), []);
  const reset = useCallback(() => setPending({}), []);
  return useMemo(() => ({ pending, onPick, onRemove, reset }), [pending, onPick, onRemove, reset]);
}
