import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import {
  TICKET_MAX_FILES,
  TICKET_STATUS_TITLES,
  TICKET_TEXT_MAX,
  type TicketStatusCode,
} from "../../../contract/lk-tickets.ts";
import {
  type StaffTicketDetail,
  type StaffTicketMessage,
  StaffTicketResponseSchema,
} from "../../../contract/staff-tickets.ts";
import { FileField, useFileSelection } from "../../features/account/lk/file-field";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useUploadWithProgress } from "../../features/account/lk/upload-with-progress";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import { TICKET_STATUS_TONES } from "../../features/account/tickets/ticket-meta";
import ticketStyles from "../../features/account/tickets/tickets.module.css";
import { staffMeta } from "../../features/staff/staff-meta";
import { mayUse } from "../../features/staff/staff-sections";
import { requireStaffRoles, useStaffSession } from "../../features/staff/staff-session";
import {
  useStaffTicketAssigneesQuery,
  useStaffTicketAssignMutation,
  useStaffTicketQuery,
  useStaffTicketStatusMutation,
} from "../../features/staff/tickets-api";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { formatFileSize } from "../../lib/quantity-format";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Columns } from "../../ui/columns";
import { EmptyState } from "../../ui/empty-state";
import { Facts } from "../../ui/facts";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Text } from "../../ui/text";
import type { Route } from "./+types/ticket";
import styles from "./staff-screens.module.css";
import { TICKET_ROLES } from "./tickets";

export function meta() {
  return staffMeta("Обращение");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, TICKET_ROLES);
  return null;
}

/** Who may answer, change the status and assign: client service (the server refuses the rest). */
const WORKER_ROLES = ["service"] as const;

const STATUS_OPTIONS = Object.entries(TICKET_STATUS_TITLES).map(([value, label]) => ({ value, label }));
const back = <Link to="/staff/tickets">← Все обращения</Link>;

/**
 * `/staff/tickets/:code`: the thread with the client's and the lessor's messages and their files; the client,
 * the contract and the deadline; the reply with files and the status after it, the status and the assignee on
 * their own; the history of what employees did with the ticket.
 */
export default function StaffTicket({ params }: Route.ComponentProps) {
  const query = useStaffTicketQuery({ code: params.code });
  const { roles } = useStaffSession();
  const works = mayUse(roles, WORKER_ROLES);
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
          <EmptyState title="Такого обращения нет" action={<ButtonLink to="/staff/tickets">К обращениям</ButtonLink>}>
            <p>Проверьте ссылку: обращение с кодом {params.code} не найдено.</p>
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
              <p className={ticketStyles.headLead}>
                <Badge tone={TICKET_STATUS_TONES[ticket.status]}>{ticket.statusTitle}</Badge>
                <span>
                  № {ticket.number} · {ticket.categoryTitle} · {ticket.client.title}
                </span>
                {ticket.overdue ? <Badge tone="danger">Просрочен срок ответа</Badge> : null}
              </p>
            }
          />
          <Columns layout="aside">
            <Stack>
              <Thread ticket={ticket} />
              {works ? (
                <ReplyForm key={ticket.code} ticket={ticket} />
              ) : (
                <Alert tone="info" title="Только чтение">
                  <p>Отвечать клиенту, менять статус и исполнителя могут сотрудники клиентского сервиса.</p>
                </Alert>
              )}
            </Stack>
            <Stack gap={5}>
              <TicketFacts ticket={ticket} />
              {works ? <WorkCard ticket={ticket} /> : null}
              <History ticket={ticket} />
            </Stack>
          </Columns>
        </Stack>
      )}
    </QueryState>
  );
}

function TicketFacts({ ticket }: { ticket: StaffTicketDetail }) {
  const { client, contract } = ticket;
  const open = ticket.status !== "done" && ticket.status !== "closed";
  return (
    <Card title="Клиент и обращение" titleId="staff-ticket-facts">
      <Facts
        columns={1}
        items={[
          [
            "Клиент",
            <>
              {client.title}
              <br />
              <Text small muted>
                ИНН {client.inn}
                {client.kpp ? `, КПП ${client.kpp}` : ""}
              </Text>
            </>,
          ],
          [
            "Автор",
            client.author ? (
              <>
                {client.author.name}
                <br />
                <a href={`mailto:${client.author.email}`}>{client.author.email}</a>
                {client.author.phone ? (
                  <>
                    {", "}
                    <a href={`tel:${client.author.phone}`}>{client.author.phone}</a>
                  </>
                ) : null}
              </>
            ) : (
              "—"
            ),
          ],
          [
            "Договор",
            contract ? (
              <>
                № {contract.number}
                <br />
                <Text small muted>
                  {contract.vehicleTitle}
                </Text>
              </>
            ) : (
              "—"
            ),
          ],
          ["Создано", formatMoment(ticket.createdAt)],
          open
            ? [
                "Ответить до",
                <span key="due" className={ticket.overdue ? styles.danger : undefined}>
                  {formatMoment(ticket.dueAt)}
                  {ticket.overdue ? " — просрочено" : ""}
                </span>,
              ]
            : ["Последнее сообщение", formatMoment(ticket.lastMessageAt)],
          ...(ticket.closedAt ? [["Закрыто", formatMoment(ticket.closedAt)] as const] : []),
          ["Исполнитель", ticket.assignee ? ticket.assignee.name : "не назначен"],
        ]}
      />
    </Card>
  );
}

function Thread({ ticket }: { ticket: StaffTicketDetail }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={ticketStyles.thread}>
      <h2 id={titleId} className={ticketStyles.threadTitle}>
        Переписка
      </h2>
      <ol className={ticketStyles.messages}>
        {ticket.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
    </section>
  );
}

/** The client's messages and the lessor's, told apart by place, colour and the words «Клиент» / «Лизинг-Авто». */
function MessageItem({ message }: { message: StaffTicketMessage }) {
  const headId = useId();
  const fromLessor = message.author === "staff";
  return (
    <li className={ticketStyles.message} data-author={message.author}>
      <article aria-labelledby={headId}>
        <header className={ticketStyles.messageHead}>
          <p id={headId} className={ticketStyles.messageAuthor}>
            <span className={ticketStyles.side}>{fromLessor ? "Лизинг-Авто" : "Клиент"}</span>
            <span>{message.authorName}</span>
          </p>
          <time dateTime={message.date} className={ticketStyles.messageTime}>
            {formatMoment(message.date)}
          </time>
          {fromLessor ? (
            <Text small muted>
              {message.readAt ? `прочитано ${formatMoment(message.readAt)}` : "не прочитано клиентом"}
            </Text>
          ) : null}
        </header>
        <p className={ticketStyles.messageText}>{message.text}</p>
        {message.attachments.length > 0 ? (
          <ul className={ticketStyles.attachments} aria-label="Вложения">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.fileName} className={ticketStyles.attachment}>
                  {file.fileName}
                </a>{" "}
                <span className={ticketStyles.attachmentSize}>{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

type Outcome = { tone: "success" | "error"; text: string } | null;

/**
 * The lessor's answer (`POST staff/api/tickets/reply/?code=`): text, files with the progress of the send, and the
 * status the ticket takes after it («Ожидает ответа клиента» unless chosen otherwise; a closed one reopens).
 */
function ReplyForm({ ticket }: { ticket: StaffTicketDetail }) {
  const titleId = useId();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<TicketStatusCode>("waiting_client");
  const [errors, setErrors] = useState<{ text?: string; files?: string; status?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const selection = useFileSelection({ maxFiles: TICKET_MAX_FILES, allowZip: true });
  const upload = useUploadWithProgress();
  const busy = upload.uploading || selection.checking;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setOutcome(null);
    if (!text.trim()) {
      setErrors({ text: "Напишите ответ" });
      form.querySelector("textarea")?.focus();
      return;
    }
    setErrors({});
    const body = new FormData();
    body.set("text", text.trim());
    body.set("status", status);
    for (const file of selection.files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: `staff/api/tickets/reply/?code=${encodeURIComponent(ticket.code)}`,
      body,
      schema: StaffTicketResponseSchema,
      invalidates: ["Tickets"],
    });
    if (result.data) {
      setText("");
      setStatus("waiting_client");
      selection.clear();
      setOutcome({ tone: "success", text: "Ответ отправлен: клиент получит уведомление и письмо." });
      return;
    }
    if (result.aborted) return;
    const fields = apiFieldErrors(result.error);
    if (fields.text || fields["files[]"] || fields.status) {
      setErrors({ text: fields.text, files: fields["files[]"], status: fields.status });
      if (fields.text) form.querySelector("textarea")?.focus();
      setOutcome({ tone: "error", text: "Ответ не отправлен: проверьте отмеченные поля." });
      return;
    }
    setOutcome({ tone: "error", text: apiErrorMessage(result.error) });
  }

  return (
    <Card title="Ответить клиенту" titleId={titleId}>
      <form className={ticketStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        {ticket.status === "closed" ? (
          <Alert tone="info">
            <p>Обращение закрыто: ответ откроет его снова.</p>
          </Alert>
        ) : null}
        <TextAreaField
          label="Ответ"
          name="text"
          required
          rows={6}
          value={text}
          maxLength={TICKET_TEXT_MAX}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (outcome?.tone === "success") setOutcome(null);
          }}
          error={errors.text}
        />
        <FileField selection={selection} progress={upload.progress} disabled={upload.uploading} error={errors.files} />
        <Select
          label="Статус после ответа"
          name="status"
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as TicketStatusCode)}
          options={STATUS_OPTIONS}
          error={errors.status}
        />
        {outcome ? (
          <Alert tone={outcome.tone} title={outcome.tone === "error" ? "Не удалось отправить ответ" : undefined}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
        <div className={ticketStyles.formActions}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {upload.uploading ? "Отправляем…" : "Отправить ответ"}
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

/** The status on its own (`status/`) and the assignee (`assign/`), each applied by its button. */
function WorkCard({ ticket }: { ticket: StaffTicketDetail }) {
  const { user } = useStaffSession();
  const assignees = useStaffTicketAssigneesQuery();
  const [setStatus, statusCall] = useStaffTicketStatusMutation();
  const [assign, assignCall] = useStaffTicketAssignMutation();
  const [status, setStatusValue] = useState<TicketStatusCode>(ticket.status);
  const [assignee, setAssignee] = useState(ticket.assignee ? String(ticket.assignee.id) : "");
  const [done, setDone] = useState<string | null>(null);
  // A reply or another employee's change moves the ticket on: the selects follow what the server now says.
  useEffect(() => setStatusValue(ticket.status), [ticket.status]);
  useEffect(() => setAssignee(ticket.assignee ? String(ticket.assignee.id) : ""), [ticket.assignee]);

  const people = assignees.data?.items ?? (ticket.assignee ? [ticket.assignee] : []);
  const mine = ticket.assignee?.id === user.id;
  const canTake = !mine && people.some((p) => p.id === user.id);

  async function applyStatus(event: FormEvent) {
    event.preventDefault();
    if (statusCall.isLoading || status === ticket.status) return;
    setDone(null);
    const result = await setStatus({ code: ticket.code, status });
    if ("data" in result) setDone(`Статус: ${TICKET_STATUS_TITLES[status]}.`);
  }

  async function applyAssignee(id: number | null) {
    if (assignCall.isLoading) return;
    setDone(null);
    const result = await assign({ code: ticket.code, assigneeId: id });
    if ("data" in result) {
      setAssignee(id === null ? "" : String(id));
      setDone(
        id === null ? "Исполнитель снят." : `Исполнитель: ${people.find((p) => p.id === id)?.name ?? "назначен"}.`,
      );
    }
  }

  const error = statusCall.error ?? assignCall.error;
  return (
    <Card title="Работа с обращением" titleId="staff-ticket-work">
      <Stack gap={4}>
        <form className={styles.inlineForm} onSubmit={applyStatus}>
          <Select
            label="Статус"
            name="status"
            value={status}
            onChange={(e) => setStatusValue(e.currentTarget.value as TicketStatusCode)}
            options={STATUS_OPTIONS}
          />
          <Button
            type="submit"
            variant="secondary"
            aria-disabled={statusCall.isLoading || status === ticket.status || undefined}
          >
            {statusCall.isLoading ? "Меняем…" : "Сменить статус"}
          </Button>
        </form>
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            void applyAssignee(assignee === "" ? null : Number(assignee));
          }}
        >
          <Select
            label="Исполнитель"
            name="assignee"
            value={assignee}
            onChange={(e) => setAssignee(e.currentTarget.value)}
            placeholder="Не назначен"
            options={people.map((p) => ({ value: String(p.id), label: p.name }))}
          />
          <Button type="submit" variant="secondary" aria-disabled={assignCall.isLoading || undefined}>
            {assignCall.isLoading ? "Назначаем…" : "Назначить"}
          </Button>
        </form>
        {canTake ? (
          <Button variant="ghost" onClick={() => void applyAssignee(user.id)}>
            Взять себе
          </Button>
        ) : null}
        {done ? (
          <p role="status" className={styles.done}>
            {done}
          </p>
        ) : null}
        {error ? (
          <Alert tone="error" title="Изменение не сохранено">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** What employees did with the ticket (the audit of it), oldest first. */
function History({ ticket }: { ticket: StaffTicketDetail }) {
  return (
    <Card title="История" titleId="staff-ticket-history">
      {ticket.history.length > 0 ? (
        <ol className={styles.history}>
          {ticket.history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              <Text small muted nowrap>
                {formatMoment(entry.at)}
              </Text>{" "}
              {entry.actionTitle}
              <Text small muted>
                {" "}
                — {entry.actorEmail}
              </Text>
            </li>
          ))}
        </ol>
      ) : (
        <Text as="p" small muted>
          Сотрудники ещё ничего не меняли в этом обращении.
        </Text>
      )}
    </Card>
  );
}
