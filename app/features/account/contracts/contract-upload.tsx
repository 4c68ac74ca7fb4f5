import { type FormEvent, useId, useState } from "react";
import { ContractUploadResponseSchema, UPLOAD_MAX_FILES } from "../../../../contract/lk-contracts.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Text } from "../../../ui/text";
import { FileField, useFileSelection } from "../lk/file-field";
import { checkUploadFiles } from "../lk/upload-rules";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import styles from "./contracts.module.css";

type Outcome = { tone: "error"; messages: string[] } | { tone: "success"; text: string } | null;

/**
 * Attaches the client's documents to a contract (`POST contracts/upload/`). The rules of SPEC.md §5 are checked
 * here first; when the server refuses anyway, its Russian message is shown as it is. The send shows its progress
 * (lk/upload-with-progress.ts) and then refreshes the contract's documents.
 */
export function ContractUpload({ contractCode, contractNumber }: { contractCode: string; contractNumber: string }) {
  const titleId = useId();
  const selection = useFileSelection({ maxFiles: UPLOAD_MAX_FILES });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [checking, setChecking] = useState(false);
  const upload = useUploadWithProgress();
  const busy = checking || selection.checking || upload.uploading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    const problems = await checkUploadFiles(selection.files);
    setChecking(false);
    if (problems.length > 0) {
      setOutcome({ tone: "error", messages: problems });
      return;
    }
    const body = new FormData();
    body.set("contractCode", contractCode);
    for (const file of selection.files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: "apilk/contracts/upload/",
      body,
      schema: ContractUploadResponseSchema,
      invalidates: [{ type: "Account", id: `contract-${contractCode}` }],
    });
    if (result.data) {
      const { documents } = result.data;
      setOutcome({ tone: "success", text: `Загружено: ${countOf(documents.length, ["файл", "файла", "файлов"])}.` });
      selection.clear();
      return;
    }
    const fieldMessage = apiFieldErrors(result.error)["files[]"];
    const detail = apiErrorMessage(result.error);
    setOutcome({
      tone: "error",
      messages: fieldMessage && fieldMessage !== detail ? [detail, fieldMessage] : [detail],
    });
  }

  return (
    <form className={styles.upload} onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.uploadTitle}>
        Загрузить документы
      </h3>
      <Text as="p" muted small>
        Например, копию полиса ОСАГО или диагностическую карту к договору № {contractNumber}.
      </Text>
      <FileField
        selection={selection}
        legend="Файлы к договору"
        legendHidden
        label="Выбрать файлы"
        progress={upload.progress}
        disabled={upload.uploading}
        hint={`PDF, JPEG, TIFF или BMP, каждый файл не больше 1 МБ, до ${UPLOAD_MAX_FILES} файлов за раз.`}
      />
      <div>
        <Button type="submit" aria-disabled={busy || selection.files.length === 0 || undefined}>
          {upload.uploading ? "Загружаем…" : "Загрузить"}
        </Button>
      </div>
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
