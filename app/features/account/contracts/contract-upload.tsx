import { type FormEvent, useId, useRef, useState } from "react";
import { UPLOAD_MAX_FILES } from "../../../../contract/lk-contracts.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { countOf, formatFileSize } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Text } from "../../../ui/text";
import styles from "./contracts.module.css";
import { useUploadContractFilesMutation } from "./contracts-api";
import { checkUploadFiles, UPLOAD_ACCEPT } from "./upload-rules";

type Outcome = { tone: "error"; messages: string[] } | { tone: "success"; text: string } | null;

/**
 * Attaches the client's documents to a contract (`POST contracts/upload/`). The rules of SPEC.md §5 are checked
 * here first; when the server refuses anyway, its Russian message is shown as it is.
 */
export function ContractUpload({ contractCode, contractNumber }: { contractCode: string; contractNumber: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [checking, setChecking] = useState(false);
  const [upload, { isLoading }] = useUploadContractFilesMutation();
  const busy = checking || isLoading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    const problems = await checkUploadFiles(files);
    setChecking(false);
    if (problems.length > 0) {
      setOutcome({ tone: "error", messages: problems });
      return;
    }
    try {
      const { documents } = await upload({ contractCode, files }).unwrap();
      setOutcome({ tone: "success", text: `Загружено: ${countOf(documents.length, ["файл", "файла", "файлов"])}.` });
      setFiles([]);
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      const fieldMessage = apiFieldErrors(error)["files[]"];
      const detail = apiErrorMessage(error);
      setOutcome({
        tone: "error",
        messages: fieldMessage && fieldMessage !== detail ? [detail, fieldMessage] : [detail],
      });
    }
  }

  return (
    <form className={styles.upload} onSubmit={onSubmit} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.uploadTitle}>
        Загрузить документы
      </h3>
      <Text as="p" id={hintId} muted small>
        Например, копию полиса ОСАГО или диагностическую карту к договору № {contractNumber}. PDF, JPEG, TIFF или BMP,
        каждый файл не больше 1 МБ, до {UPLOAD_MAX_FILES} файлов за раз.
      </Text>
      <div className={styles.uploadRow}>
        <label htmlFor={inputId} className="visually-hidden">
          Файлы для загрузки
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.fileInput}
          type="file"
          name="files[]"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-describedby={hintId}
          onChange={(e) => {
            setFiles(Array.from(e.currentTarget.files ?? []));
            setOutcome(null);
          }}
        />
        <Button type="submit" aria-disabled={busy || files.length === 0 || undefined}>
          {isLoading ? "Загружаем…" : "Загрузить"}
        </Button>
      </div>
      {files.length > 0 ? (
        <ul className={styles.fileList}>
          {files.map((f) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              {f.name} <Text muted>{formatFileSize(f.size)}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      {outcome?.tone === "error" ? (
        <Alert tone="error" title="Файлы не загружены">
          {outcome.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </Alert>
      ) : outcome?.tone === "success" ? (
        <Alert tone="success">
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </form>
  );
}
