import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  TICKET_MAX_FILES,
  TICKET_TEXT_MAX,
  type TicketDetail,
  type TicketMessage,
  TicketMessageResponseSchema,
} from "../../../../contract/lk-tickets.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { formatFileSize } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button, ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Icon } from "../../../ui/icon";
import { Modal } from "../../../ui/modal";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { ContractLink } from "../contracts/contract-link";
import { FileField, useFileSelection } from "../lk/file-field";
import { formatMoment } from "../lk/lk-format";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import { TextAreaField } from "./text-area-field";
import { TICKET_STATUS_TONES } from "./ticket-meta";
import styles from "./tickets.module.css";
import { TICKET_SENT_TAGS, useFulfilTicketMutation, useTicketDetailQuery } from "./tickets-api";

const back = (
  <Link to="/account/tickets">
    <Icon name="chevron-left" size={18} /> Все обращения
  </Link>
);

/**
 * A ticket (`tickets/detail/?code=`): its facts and status, the thread oldest first — the client's side and the
 * lessor's told apart by place, colour and words — with attachments to download, the reply form with files, and
 * «Вопрос решён» (`POST tickets/fulfil/`) after a confirmation. A closed ticket takes no messages and says why.
 */
export function TicketView({ code }: { code: string }) {
  const query = useTicketDetailQuery({ code });
  const location = useLocation();
  const created = (location.state as { created?: string } | null)?.created;

  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить обращение"
      loading={
        <Stack>
          <PageHeader title="Обращение" back={back} />
          <BlockSkeleton label="Загружаем обращение…" lines={8} />
        </Stack>
      }
      notFound={
        <Stack>
          <PageHeader title="Обращение не найдено" back={back} />
          <EmptyState
            title="Такого обращения нет среди обращений выбранного профиля"
            action={<ButtonLink to="/account/tickets">К списку обращений</ButtonLink>}
          >
            <p>Возможно, оно создано в другом профиле: переключите профиль в шапке кабинета.</p>
          </EmptyState>
        </Stack>
      }
    >
      {({ ticket }) => (
        <Stack>
          <PageHeader
            title={ticket.subject}
            back={back}
            lead={
              <p className={styles.headLead}>
                <Badge tone={TICKET_STATUS_TONES[ticket.status]}>{ticket.statusTitle}</Badge>
                <span>
                  № {ticket.number} · {ticket.categoryTitle}
                </span>
              </p>
            }
            actions={ticket.canFulfil ? <FulfilButton code={ticket.code} number={ticket.number} /> : null}
          />
          {created ? (
            <Alert tone="success" title={`Обращение № ${created} отправлено`}>
              <p>Ответим до {formatMoment(ticket.dueAt)}. Ответ придёт сюда, на почту и в уведомления.</p>
            </Alert>
          ) : null}
          <TicketFacts ticket={ticket} />
          <Thread ticket={ticket} />
          {ticket.canReply ? <ReplyForm code={ticket.code} onStale={query.refetch} /> : <ClosedNote ticket={ticket} />}
        </Stack>
      )}
    </QueryState>
  );
}

function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const open = ticket.status !== "done" && ticket.status !== "closed";
  return (
    <Card>
      <Facts
        columns={3}
        items={[
          ["Номер", ticket.number],
          ["Тема", ticket.categoryTitle],
          [
            "Договор",
            ticket.contract ? (
              <ContractLink key="contract" code={ticket.contract.code} number={ticket.contract.number} />
            ) : (
              "—"
            ),
          ],
          ["Создано", formatMoment(ticket.createdAt)],
          open
            ? ["Ответим до", formatMoment(ticket.dueAt)]
            : ["Последнее сообщение", formatMoment(ticket.lastMessageAt)],
          ...(ticket.closedAt ? [["Закрыто", formatMoment(ticket.closedAt)] as const] : []),
        ]}
      />
    </Card>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.thread}>
      <h2 id={titleId} className={styles.threadTitle}>
        Переписка
      </h2>
      <ol className={styles.messages}>
        {ticket.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
    </section>
  );
}

function MessageItem({ message }: { message: TicketMessage }) {
  const fromLessor = message.author === "staff";
  const headId = useId();
  return (
    <li className={styles.message} data-author={message.author}>
      <article aria-labelledby={headId}>
        <header className={styles.messageHead}>
          <p id={headId} className={styles.messageAuthor}>
            <span className={styles.side}>{fromLessor ? "Лизинг-Авто" : "Вы"}</span>
            <span>{message.authorName}</span>
          </p>
          <time dateTime={message.date} className={styles.messageTime}>
            {formatMoment(message.date)}
          </time>
          {message.isNew ? <Badge tone="info">Новое</Badge> : null}
        </header>
        <p className={styles.messageText}>{message.text}</p>
        {message.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label="Вложения">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.fileName} className={styles.attachment}>
                  {file.fileName}
                </a>{" "}
                <span className={styles.attachmentSize}>{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

function ClosedNote({ ticket }: { ticket: TicketDetail }) {
  return (
    <Alert tone="info" title="Обращение закрыто">
      <p>
        {ticket.closedAt ? `Закрыто ${formatMoment(ticket.closedAt)}. ` : null}
        Новые сообщения в нём не принимаются. Если специалист Лизинг-Авто напишет в нём снова, обращение откроется и вы
        сможете ответить.
      </p>
      <p>
        <Link to={`/account/tickets/new?category=${encodeURIComponent(ticket.category)}`}>Создать новое обращение</Link>{" "}
        — если вопрос остался или появился новый.
      </p>
    </Alert>
  );
}

/** «Вопрос решён» with a confirmation: the ticket closes and only the lessor can reopen it. */
function FulfilButton({ code, number }: { code: string; number: string }) {
  const [open, setOpen] = useState(false);
  const [fulfil, { isLoading, error, reset }] = useFulfilTicketMutation();

  async function confirm() {
    if (isLoading) return;
    try {
      await fulfil({ code }).unwrap();
      setOpen(false);
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Вопрос решён
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Закрыть обращение?"
        footer={
          <>
            <Button onClick={confirm} aria-disabled={isLoading || undefined}>
              {isLoading ? "Закрываем…" : "Да, вопрос решён"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Не закрывать
            </Button>
          </>
        }
      >
        <p>
          Обращение № {number} будет закрыто, написать в нём больше не получится. Если вопрос снова возникнет, создайте
          новое обращение.
        </p>
        {error ? (
          <Alert tone="error" title="Обращение не закрыто">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
      </Modal>
    </>
  );
}

type ReplyOutcome = { tone: "success" | "error"; text: string } | null;

/** The client's message (`POST tickets/message/?code=`): text and files, with the progress of the send. */
function ReplyForm({ code, onStale }: { code: string; onStale: () => unknown }) {
  const titleId = useId();
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ text?: string; files?: string }>({});
  const [outcome, setOutcome] = useState<ReplyOutcome>(null);
  const selection = useFileSelection({ maxFiles: TICKET_MAX_FILES, allowZip: true });
  const upload = useUploadWithProgress();
  const textarea = useRef<HTMLFormElement>(null);
  const busy = upload.uploading || selection.checking;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!text.trim()) {
      setErrors({ text: "Напишите сообщение" });
      textarea.current?.querySelector("textarea")?.focus();
      return;
    }
    setErrors({});
    const body = new FormData();
    body.set("text", text.trim());
    for (const file of selection.files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: `apilk/tickets/message/?code=${encodeURIComponent(code)}`,
      body,
      schema: TicketMessageResponseSchema,
      invalidates: TICKET_SENT_TAGS,
    });
    if (result.data) {
      setText("");
      selection.clear();
      setOutcome({ tone: "success", text: "Сообщение отправлено." });
      return;
    }
    if (result.aborted) return;
    const fields = apiFieldErrors(result.error);
    if (fields.text || fields["files[]"]) {
      setErrors({ text: fields.text, files: fields["files[]"] });
      if (fields.text) textarea.current?.querySelector("textarea")?.focus();
      setOutcome({ tone: "error", text: "Сообщение не отправлено: проверьте отмеченные поля." });
      return;
    }
    setOutcome({ tone: "error", text: apiErrorMessage(result.error) });
    // A 409: the ticket was closed meanwhile; the thread loads again and shows it closed.
    if (apiErrorStatus(result.error) === 409) onStale();
  }

  return (
    <Card title="Ответить" titleId={titleId}>
      <form ref={textarea} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <TextAreaField
          label="Ваше сообщение"
          name="text"
          required
          rows={5}
          value={text}
          maxLength={TICKET_TEXT_MAX}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (outcome?.tone === "success") setOutcome(null);
          }}
          error={errors.text}
        />
        <FileField selection={selection} progress={upload.progress} disabled={upload.uploading} error={errors.files} />
        {outcome ? (
          <Alert tone={outcome.tone} title={outcome.tone === "error" ? "Не удалось отправить сообщение" : undefined}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {upload.uploading ? "Отправляем…" : "Отправить"}
          </Button>
          {upload.uploading ? (
            <Button variant="ghost" onClick={upload.abort}>
              Отменить отправку
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
