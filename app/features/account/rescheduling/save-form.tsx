import { type FormEvent, useId, useRef, useState } from "react";
import {
  RESCHEDULING_LIMITS,
  type ReschedulingChoice,
  ReschedulingJustificationSchema,
  type ReschedulingSaveResponse,
  ReschedulingSaveResponseSchema,
} from "../../../../contract/lk-rescheduling.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { RequiredMark, useDescribedControl } from "../../../ui/field";
import fieldStyles from "../../../ui/field.module.css";
import { Text } from "../../../ui/text";
import { FileField, useFileSelection } from "../lk/file-field";
import { uploadFormats } from "../lk/upload-rules";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import styles from "./rescheduling.module.css";
import { SAVE_INVALIDATES, SAVE_URL } from "./rescheduling-api";

const { min: MIN, max: MAX } = RESCHEDULING_LIMITS.justification;

/**
 * The request for the calculated schedule (`POST rescheduling/save/`, multipart `request` JSON + `files[]`): why the
 * client asks (the counter shows how much is written of what is needed and allowed) and the documents that support it
 * (PDF, JPEG, TIFF, BMP or ZIP, checked as they are picked), sent with a progress bar. The server's messages land
 * under the field they name; anything else above the button.
 */
export function SaveForm({
  choice,
  contractNumber,
  onSaved,
}: {
  choice: ReschedulingChoice;
  contractNumber: string;
  onSaved: (request: ReschedulingSaveResponse["request"]) => void;
}) {
  const titleId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const selection = useFileSelection({ allowZip: true });
  const upload = useUploadWithProgress();
  const busy = upload.uploading || selection.checking;
  const length = text.trim().length;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setFilesError(undefined);
    const justification = ReschedulingJustificationSchema.safeParse(text);
    if (!justification.success) {
      setTextError(justification.error.issues[0]?.message ?? "Опишите причину");
      textArea.current?.focus();
      return;
    }
    const body = new FormData();
    body.set("request", JSON.stringify({ ...choice, justification: justification.data }));
    for (const file of selection.files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: SAVE_URL,
      body,
      schema: ReschedulingSaveResponseSchema,
      invalidates: SAVE_INVALIDATES,
    });
    if (result.data) {
      selection.clear();
      onSaved(result.data.request);
      return;
    }
    if (result.aborted) return;
    const byField = apiFieldErrors(result.error);
    const about = (name: string) => byField[name] ?? byField[`request.${name}`];
    const forText = about("justification");
    const forFiles = byField["files[]"];
    if (forText) {
      setTextError(forText);
      textArea.current?.focus();
    }
    if (forFiles) setFilesError(forFiles);
    const detail = apiErrorMessage(result.error);
    if (!forText && !forFiles) setFailure(detail);
  }

  const field = useDescribedControl({
    id: `${titleId}-text`,
    hint: (
      <>
        Что случилось и когда вы сможете платить по графику: от {MIN} до {MAX} символов.{" "}
        <span className={length > MAX ? styles.counterOver : undefined}>
          Написано {length} из {MAX}
        </span>
      </>
    ),
    error: textError ?? undefined,
  });

  return (
    <form className={styles.saveForm} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        Заявка на изменение графика по договору № {contractNumber}
      </h3>
      <Text as="p" small muted>
        Заявка станет обращением «Реструктуризация»: менеджер рассмотрит расчёт и документы и ответит в нём. Новый
        график начнёт действовать после одобрения и подписания дополнительного соглашения.
      </Text>
      <div className={fieldStyles.field}>
        <label htmlFor={field.id} className={fieldStyles.label}>
          Причина изменения графика
          <RequiredMark />
        </label>
        <textarea
          ref={textArea}
          className={`${fieldStyles.input} ${styles.textarea}`}
          name="justification"
          rows={5}
          required
          maxLength={MAX + 200}
          value={text}
          disabled={upload.uploading}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTextError(null);
          }}
          {...field.control}
        />
        {field.messages}
      </div>
      <FileField
        selection={selection}
        label="Приложить документы"
        hint={`Подтверждение причины, если есть: справка, письмо заказчика, выписка. ${uploadFormats(selection.rules)}, каждый файл не больше 1 МБ, до ${selection.rules.maxFiles} файлов. Можно перетащить файлы сюда.`}
        error={filesError}
        progress={upload.progress}
        disabled={upload.uploading}
      />
      {failure ? (
        <Alert tone="error" title="Заявка не отправлена">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" aria-disabled={busy || undefined}>
          {upload.uploading ? "Отправляем…" : "Отправить заявку"}
        </Button>
        {upload.uploading ? (
          <Button variant="ghost" onClick={upload.abort}>
            Отменить отправку
          </Button>
        ) : null}
      </div>
    </form>
  );
}
