import { type DragEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { UPLOAD_MAX_FILES } from "../../../../contract/lk-contracts.ts";
import { formatFileSize } from "../../../lib/quantity-format";
import { Button } from "../../../ui/button";
import styles from "./file-field.module.css";
import { checkUploadFile, tooManyFilesMessage, type UploadRules, uploadAccept, uploadFormats } from "./upload-rules";
import type { UploadProgress } from "./upload-with-progress";

/**
 * The files a form will send, chosen in one or several goes: each file is checked by the rules of SPEC.md §5 as it
 * is picked (a refused file is not added, and the reason stays on screen until the next pick), a file picked twice
 * is kept once, and the list never grows past the call's limit.
 */
export interface FileSelection {
  files: readonly File[];
  /** The reasons the last pick's files were refused, in Russian. */
  problems: readonly string[];
  /** The last pick is still being read (the first bytes of each file). */
  checking: boolean;
  rules: Required<UploadRules>;
  add(picked: Iterable<File>): Promise<void>;
  remove(file: File): void;
  /** After a successful send. */
  clear(): void;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function useFileSelection({ maxFiles = UPLOAD_MAX_FILES, allowZip = false }: UploadRules = {}): FileSelection {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [checking, setChecking] = useState(false);
  // The list the next pick is added to, read without waiting for a render (two picks in a row).
  const current = useRef<readonly File[]>([]);
  const put = useCallback((next: readonly File[]) => {
    current.current = next;
    setFiles(next);
  }, []);

  const add = useCallback(
    async (picked: Iterable<File>) => {
      setChecking(true);
      const refused: string[] = [];
      const accepted: File[] = [];
      for (const file of picked) {
        if ([...current.current, ...accepted].some((f) => sameFile(f, file))) continue;
        const message = await checkUploadFile(file, { allowZip });
        if (message) refused.push(message);
        else accepted.push(file);
      }
      const room = maxFiles - current.current.length;
      if (accepted.length > room) {
        refused.push(tooManyFilesMessage(maxFiles));
        accepted.length = Math.max(0, room);
      }
      put([...current.current, ...accepted]);
      setProblems(refused);
      setChecking(false);
    },
    [allowZip, maxFiles, put],
  );

  return useMemo(
    () => ({
      files,
      problems,
      checking,
      rules: { maxFiles, allowZip },
      add,
      remove: (file: File) => {
        put(current.current.filter((f) => f !== file));
        setProblems([]);
      },
      clear: () => {
        put([]);
        setProblems([]);
      },
    }),
    [files, problems, checking, maxFiles, allowZip, add, put],
  );
}

/** A labelled `<progress>` of a send: «Отправлено 45 %», read out by screen readers as the bar moves. */
export function UploadProgressBar({
  progress,
  label = "Отправляем файлы",
}: {
  progress: UploadProgress;
  label?: string;
}) {
  const id = useId();
  const done = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>
        {done ? "Файлы отправлены, ждём ответа сервера…" : `${label}: ${progress.percent} %`}
        {progress.total > 0 ? ` (${formatFileSize(progress.loaded)} из ${formatFileSize(progress.total)})` : null}
      </label>
      <progress id={id} className={styles.progressBar} max={100} value={progress.percent}>
        {progress.percent} %
      </progress>
    </div>
  );
}

/**
 * The file picker of an account form: a button that opens the system dialog (files may be dropped on the area as
 * well), the rules in words, the chosen files with their sizes, each removable, the progress of the send, and the
 * reasons for refusals — the browser's own (`selection.problems`) and the server's (`error`, its `files[]` message).
 * The files are sent by the form (upload-with-progress.ts), not by the input: it is emptied after each pick, so
 * the same file can be picked again after it was removed.
 */
export function FileField({
  selection,
  legend = "Файлы",
  legendHidden = false,
  label = "Прикрепить файлы",
  hint,
  error,
  progress,
  disabled = false,
}: {
  selection: FileSelection;
  /** The group's name, above it (hidden where a heading already names it). */
  legend?: string;
  legendHidden?: boolean;
  /** The button that opens the system dialog; the picker's accessible name. */
  label?: string;
  /** Replaces the rules in words under the button. */
  hint?: ReactNode;
  /** The server's message about the files. */
  error?: string;
  progress?: UploadProgress | null;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { files, problems, rules } = selection;
  const messages = [...problems, ...(error && !problems.includes(error) ? [error] : [])];
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const listId = `${id}-files`;
  const full = files.length >= rules.maxFiles;
  // A removed file's button is gone: the picker takes the focus, once it is enabled again (a full list disables it).
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list, on purpose
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [files]);

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    void selection.add(Array.from(event.dataTransfer.files));
  };

  return (
    // Files may be dropped anywhere on the group.
    <fieldset
      className={styles.field}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className={legendHidden ? "visually-hidden" : styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={`visually-hidden ${styles.input}`}
          type="file"
          multiple
          accept={uploadAccept(rules)}
          disabled={disabled || full}
          aria-describedby={[hintId, files.length > 0 ? listId : null, messages.length > 0 ? errorId : null]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={messages.length > 0 || undefined}
          onChange={(event) => {
            const picked = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            void selection.add(picked);
          }}
        />
        <label htmlFor={id} className={styles.pick}>
          {label}
        </label>
        {selection.checking ? <span className={styles.hint}>Проверяем файлы…</span> : null}
      </div>
      <p id={hintId} className={styles.hint}>
        {hint ??
          `${uploadFormats(rules)}, каждый файл не больше 1 МБ, до ${rules.maxFiles} файлов. Можно перетащить файлы сюда.`}
      </p>

      {files.length > 0 ? (
        <ul id={listId} className={styles.files} aria-label="Выбранные файлы">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={`Убрать файл «${file.name}»`}
                onClick={() => {
                  refocus.current = true;
                  selection.remove(file);
                }}
              >
                Убрать
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {progress ? <UploadProgressBar progress={progress} /> : null}

      {messages.length > 0 ? (
        <ul id={errorId} className={styles.errors} role="alert">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
