import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  TICKET_MAX_FILES,
  TICKET_SUBJECT_MAX,
  TICKET_TEXT_MAX,
  TicketNewResponseSchema,
} from "../../../../contract/lk-tickets.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Field } from "../../../ui/field";
import { Icon } from "../../../ui/icon";
import { PageHeader } from "../../../ui/page-header";
import { Select } from "../../../ui/select";
import { Stack } from "../../../ui/stack";
import { FileField, useFileSelection } from "../lk/file-field";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import { TextAreaField } from "./text-area-field";
import { DEFAULT_TICKET_CATEGORIES, readTicketCategory } from "./ticket-meta";
import styles from "./tickets.module.css";
import { TICKET_SENT_TAGS, useTicketCategoriesQuery, useTicketContractOptionsQuery } from "./tickets-api";

type FieldName = "category" | "subject" | "text" | "contractCode" | "files";
type Errors = Partial<Record<FieldName, string>>;

/** What the server calls the fields of `ticket` (its JSON) and the files, and where the form shows them. */
const SERVER_FIELDS: Record<string, FieldName> = {
  "ticket.category": "category",
  "ticket.subject": "subject",
  "ticket.text": "text",
  "ticket.contractCode": "contractCode",
  ticket: "text",
  "files[]": "files",
};

const ORDER: FieldName[] = ["category", "subject", "text", "contractCode", "files"];

/**
 * A new ticket (`POST tickets/new/`): the category (`?category=` of a link preselects it), the subject and the text
 * with their limits counted, the contract it is about (`?contractCode=`), files with a progress bar. The browser
 * checks what it can; the server's messages are shown at their fields. On success the ticket's thread opens.
 */
export function TicketNewForm() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const categories = useTicketCategoriesQuery();
  const contracts = useTicketContractOptionsQuery();
  const [category, setCategory] = useState<string>(readTicketCategory(search.get("category")) ?? "");
  const [contractCode, setContractCode] = useState(search.get("contractCode") ?? "");
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const selection = useFileSelection({ maxFiles: TICKET_MAX_FILES, allowZip: true });
  const upload = useUploadWithProgress();
  const form = useRef<HTMLFormElement>(null);
  const busy = upload.uploading || selection.checking;

  const contractOptions = contracts.data ?? [];
  // A contract named by the link but not (or not yet) among the profile's: kept as chosen, so it is not lost.
  const contractKnown = contractCode === "" || contractOptions.some((o) => o.code === contractCode);

  function showErrors(next: Errors) {
    setErrors(next);
    const first = ORDER.find((name) => next[name]);
    if (!first) return;
    // The first wrong field takes the focus, as the other account forms do.
    const selector = first === "files" ? 'input[type="file"]' : `[data-field="${first}"]`;
    const control = form.current?.querySelector<HTMLElement>(selector);
    control?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const local: Errors = {};
    if (!category) local.category = "Выберите тему обращения из списка";
    if (!subject.trim()) local.subject = "Укажите тему обращения";
    if (!text.trim()) local.text = "Напишите текст обращения";
    if (Object.keys(local).length > 0) {
      showErrors(local);
      return;
    }
    setErrors({});
    const body = new FormData();
    body.set(
      "ticket",
      JSON.stringify({ category, subject: subject.trim(), text: text.trim(), contractCode: contractCode || null }),
    );
    for (const file of selection.files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: "apilk/tickets/new/",
      body,
      schema: TicketNewResponseSchema,
      invalidates: TICKET_SENT_TAGS,
    });
    if (result.data) {
      const { code, number } = result.data.ticket;
      navigate(`/account/tickets/${encodeURIComponent(code)}`, { state: { created: number } });
      return;
    }
    if (result.aborted) return;
    const server: Errors = {};
    for (const [field, message] of Object.entries(apiFieldErrors(result.error))) {
      const name = SERVER_FIELDS[field];
      if (name && !server[name]) server[name] = message;
    }
    if (Object.keys(server).length > 0) {
      setFailure("Обращение не отправлено: проверьте отмеченные поля.");
      showErrors(server);
    } else {
      setFailure(apiErrorMessage(result.error));
    }
  }

  return (
    <Stack>
      <PageHeader
        title="Новое обращение"
        back={
          <Link to="/account/tickets">
            <Icon name="chevron-left" size={18} /> Все обращения
          </Link>
        }
        lead={<p>Ответ придёт в течение двух рабочих дней: сюда, на почту и в уведомления.</p>}
      />
      <Card>
        <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Новое обращение">
          <div className={styles.formRow}>
            <Select
              label="Тема обращения"
              name="category"
              required
              data-field="category"
              placeholder="Выберите тему"
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value)}
              options={(categories.data?.items ?? DEFAULT_TICKET_CATEGORIES).map((o) => ({
                value: o.code,
                label: o.title,
              }))}
              error={errors.category}
            />
            <Select
              label="Договор"
              name="contractCode"
              data-field="contractCode"
              placeholder="Не относится к договору"
              value={contractCode}
              onChange={(e) => setContractCode(e.currentTarget.value)}
              options={[
                ...contractOptions.map((o) => ({ value: o.code, label: o.title })),
                ...(contractKnown ? [] : [{ value: contractCode, label: contractCode }]),
              ]}
              hint={
                contracts.isError ? "Список договоров не загрузился: обращение можно отправить и без него." : undefined
              }
              error={errors.contractCode}
            />
          </div>
          <Field
            label="Кратко о чём"
            name="subject"
            required
            data-field="subject"
            value={subject}
            maxLength={TICKET_SUBJECT_MAX}
            onChange={(e) => setSubject(e.currentTarget.value)}
            placeholder="Например, платёж за март не отражён в кабинете"
            hint={`${subject.length} из ${TICKET_SUBJECT_MAX}`}
            error={errors.subject}
          />
          <TextAreaField
            label="Текст обращения"
            name="text"
            required
            data-field="text"
            rows={8}
            value={text}
            maxLength={TICKET_TEXT_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            hint="Номера платёжных поручений, даты и суммы помогут ответить быстрее."
            error={errors.text}
          />
          <FileField
            selection={selection}
            legend="Документы и фото"
            progress={upload.progress}
            disabled={upload.uploading}
            error={errors.files}
          />
          {failure ? (
            <Alert tone="error" title="Не удалось отправить обращение">
              <p>{failure}</p>
            </Alert>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" aria-disabled={busy || undefined}>
              {upload.uploading ? "Отправляем…" : "Отправить обращение"}
            </Button>
            {upload.uploading ? (
              <Button variant="ghost" onClick={upload.abort}>
                Отменить отправку
              </Button>
            ) : (
              <Link to="/account/tickets">Отмена</Link>
            )}
          </div>
        </form>
      </Card>
    </Stack>
  );
}
