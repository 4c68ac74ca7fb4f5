import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import {
  LEAD_COMMENT_MAX,
  LEAD_STATUS_TITLES,
  type LeadStatus,
  type StaffLeadDetail,
  type StaffLeadFact,
} from "../../../contract/staff-leads.ts";
import { formatRussianPhone } from "../../../core/phone.ts";
import { formatMoment } from "../../features/account/lk/lk-format";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import {
  useStaffLeadAssigneesQuery,
  useStaffLeadAssignMutation,
  useStaffLeadCommentMutation,
  useStaffLeadQuery,
  useStaffLeadStatusMutation,
  useStaffLeadTakeMutation,
} from "../../features/staff/leads-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles, useStaffSession } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
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
import type { Route } from "./+types/lead";
import { LEAD_ROLES, LEAD_STATUS_TONES, pathOf } from "./leads";
import styles from "./leads.module.css";
import screens from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Заявка");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, LEAD_ROLES);
  return null;
}

const STATUS_OPTIONS = Object.entries(LEAD_STATUS_TITLES).map(([value, label]) => ({ value, label }));
const back = <Link to="/staff/leads">← Все заявки</Link>;

/**
 * `/staff/leads/:id`: what the visitor sent, labelled as the form had it, with the calculator's estimate and the
 * source; «Взять в работу», the status with a comment, a comment alone, another manager; the history; the other
 * leads from the same phone or e-mail.
 */
export default function StaffLead({ params }: Route.ComponentProps) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const query = useStaffLeadQuery({ id }, { skip: id === 0 });
  const missing = (
    <Stack>
      <PageHeader title="Заявка не найдена" back={back} />
      <EmptyState title="Такой заявки нет" action={<ButtonLink to="/staff/leads">К заявкам</ButtonLink>}>
        <p>Проверьте ссылку: заявка № {params.id} не найдена.</p>
      </EmptyState>
    </Stack>
  );
  if (id === 0) return missing;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить заявку"
      loading={
        <Stack>
          <PageHeader title="Заявка" back={back} />
          <BlockSkeleton label="Загружаем заявку…" lines={8} />
        </Stack>
      }
      notFound={missing}
    >
      {({ lead }) => (
        <Stack>
          <PageHeader
            title={`Заявка ${lead.reference ?? `№ ${lead.id}`}`}
            back={back}
            lead={
              <p className={styles.headLead}>
                <Badge tone={LEAD_STATUS_TONES[lead.status]}>{lead.statusTitle}</Badge>
                <span>
                  {lead.kindTitle} · получена {formatMoment(lead.createdAt)}
                </span>
                {lead.duplicates > 0 ? <Badge tone="danger">Возможный дубль</Badge> : null}
              </p>
            }
          />
          <Columns layout="aside">
            <Stack>
              <Card title="Данные клиента" titleId="staff-lead-facts">
                <FactList facts={lead.facts} empty="Форма не содержит данных клиента." />
              </Card>
              {lead.client ? (
                <Card title="Клиент личного кабинета" titleId="staff-lead-client">
                  <FactList facts={lead.client} empty="" />
                </Card>
              ) : null}
              {lead.terms ? (
                <Card title="Условия из калькулятора" titleId="staff-lead-terms">
                  <FactList facts={lead.terms} empty="" />
                </Card>
              ) : null}
              <History lead={lead} />
              <CommentForm key={`comment-${lead.id}`} lead={lead} />
            </Stack>
            <Stack gap={5}>
              <WorkCard lead={lead} />
              <SourceCard lead={lead} />
              <Duplicates lead={lead} />
            </Stack>
          </Columns>
        </Stack>
      )}
    </QueryState>
  );
}

/** A phone and an e-mail become links a manager calls or writes from. */
function FactList({ facts, empty }: { facts: StaffLeadFact[]; empty: string }) {
  if (facts.length === 0) {
    return (
      <Text as="p" small muted>
        {empty}
      </Text>
    );
  }
  return (
    <Facts
      columns={1}
      items={facts.map((f) => [
        f.label,
        f.label === "Телефон" ? (
          <a key="tel" href={`tel:${f.value.replace(/[^\d+]/g, "")}`}>
            {f.value}
          </a>
        ) : f.label === "E-mail" ? (
          <a key="mail" href={`mailto:${f.value}`}>
            {f.value}
          </a>
        ) : (
          <span key="text" className={styles.multiline}>
            {f.value}
          </span>
        ),
      ])}
    />
  );
}

function SourceCard({ lead }: { lead: StaffLeadDetail }) {
  return (
    <Card title="Источник" titleId="staff-lead-source">
      <Facts
        columns={1}
        items={[
          [
            "Страница",
            lead.pageUrl ? (
              <span key="page" className={styles.breakable}>
                {pathOf(lead.pageUrl)}
              </span>
            ) : (
              "—"
            ),
          ],
          ...lead.utm.map((u) => [u.label, u.value] as const),
          ...(lead.utm.length === 0 ? [["UTM-метки", "нет"] as const] : []),
          ["Согласие на рекламу", lead.consentAdvertising ? "дано" : "нет"],
          ["Первое действие", lead.firstActionAt ? formatMoment(lead.firstActionAt) : "ещё не было"],
        ]}
      />
    </Card>
  );
}

function Duplicates({ lead }: { lead: StaffLeadDetail }) {
  if (lead.duplicateLeads.length === 0) return null;
  return (
    <Card title="Возможные дубли" titleId="staff-lead-duplicates">
      <Stack gap={3}>
        <Text as="p" small muted>
          Заявки с тем же телефоном или e-mail за 90 дней до и после этой.
        </Text>
        <ul className={screens.history}>
          {lead.duplicateLeads.map((d) => (
            <li key={d.id}>
              <Link to={`/staff/leads/${d.id}`}>{d.reference ?? `№ ${d.id}`}</Link> — {d.kindTitle},{" "}
              {formatMoment(d.createdAt)}, {d.statusTitle}
              <Text small muted>
                {" "}
                (совпадает {d.matchedBy.map((m) => (m === "phone" ? "телефон" : "e-mail")).join(" и ")}
                {d.name ? `; ${d.name}` : ""})
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/** What was done with the lead, oldest first: statuses, comments, assignments. */
function History({ lead }: { lead: StaffLeadDetail }) {
  return (
    <Card title="История" titleId="staff-lead-history">
      {lead.events.length > 0 ? (
        <ol className={styles.events}>
          {lead.events.map((e) => (
            <li key={e.id} className={styles.event}>
              <p className={styles.eventHead}>
                <time dateTime={e.at}>{formatMoment(e.at)}</time> <strong>{e.authorName}</strong>
              </p>
              {e.statusToTitle ? (
                <p>
                  Статус: {e.statusFrom ? `${LEAD_STATUS_TITLES[e.statusFrom]} → ` : ""}
                  {e.statusToTitle}
                </p>
              ) : null}
              {e.assignee ? <p>Менеджер: {e.assignee}</p> : null}
              {e.comment ? <p className={styles.multiline}>{e.comment}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Text as="p" small muted>
          С заявкой ещё ничего не делали.
        </Text>
      )}
    </Card>
  );
}

/** «Взять в работу», the status with an optional comment, another manager. */
function WorkCard({ lead }: { lead: StaffLeadDetail }) {
  const { user } = useStaffSession();
  const assignees = useStaffLeadAssigneesQuery();
  const [take, takeCall] = useStaffLeadTakeMutation();
  const [setStatus, statusCall] = useStaffLeadStatusMutation();
  const [assign, assignCall] = useStaffLeadAssignMutation();
  const [status, setStatusValue] = useState<LeadStatus>(lead.status);
  const [comment, setComment] = useState("");
  const [assignee, setAssignee] = useState(lead.assignee ? String(lead.assignee.id) : "");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Another employee's change moves the lead on: the selects follow what the server now says.
  useEffect(() => setStatusValue(lead.status), [lead.status]);
  useEffect(() => setAssignee(lead.assignee ? String(lead.assignee.id) : ""), [lead.assignee]);

  const people = assignees.data?.items ?? (lead.assignee ? [lead.assignee] : []);
  const mine = lead.assignee?.id === user.id;
  const open = lead.status === "new" || lead.status === "in_progress";
  const canTake = open && !(mine && lead.status === "in_progress");
  const busy = takeCall.isLoading || statusCall.isLoading || assignCall.isLoading;

  async function onTake() {
    if (busy) return;
    setDone(null);
    setError(null);
    const result = await take({ id: lead.id });
    if ("data" in result) setDone("Заявка у вас в работе.");
    else setError(result.error);
  }

  async function onStatus(event: FormEvent) {
    event.preventDefault();
    if (busy || status === lead.status) return;
    setDone(null);
    setError(null);
    const result = await setStatus({ id: lead.id, status, ...(comment.trim() ? { comment: comment.trim() } : {}) });
    if ("data" in result) {
      setComment("");
      setDone(`Статус: ${LEAD_STATUS_TITLES[status]}.`);
    } else setError(result.error);
  }

  async function onAssign(event: FormEvent) {
    event.preventDefault();
    if (busy || assignee === "") return;
    setDone(null);
    setError(null);
    const id = Number(assignee);
    const result = await assign({ id: lead.id, assigneeId: id });
    if ("data" in result) setDone(`Менеджер: ${people.find((p) => p.id === id)?.name ?? "назначен"}.`);
    else setError(result.error);
  }

  return (
    <Card title="Работа с заявкой" titleId="staff-lead-work">
      <Stack gap={4}>
        <Facts
          columns={1}
          items={[
            ["Менеджер", lead.assignee ? (mine ? `${lead.assignee.name} (вы)` : lead.assignee.name) : "не назначен"],
            ...(lead.phone
              ? [
                  [
                    "Позвонить",
                    <a key="tel" href={`tel:${lead.phone}`}>
                      {formatRussianPhone(lead.phone)}
                    </a>,
                  ] as const,
                ]
              : []),
          ]}
        />
        {canTake ? (
          <Button onClick={() => void onTake()} aria-disabled={busy || undefined}>
            {takeCall.isLoading ? "Берём…" : "Взять в работу"}
          </Button>
        ) : null}
        <form className={styles.stackForm} onSubmit={onStatus} aria-label="Смена статуса">
          <Select
            label="Статус"
            name="status"
            value={status}
            onChange={(e) => setStatusValue(e.currentTarget.value as LeadStatus)}
            options={STATUS_OPTIONS}
          />
          <TextAreaField
            label="Комментарий к смене статуса"
            name="statusComment"
            rows={3}
            value={comment}
            maxLength={LEAD_COMMENT_MAX}
            onChange={(e) => setComment(e.currentTarget.value)}
            hint="Необязательно."
          />
          <Button type="submit" variant="secondary" aria-disabled={busy || status === lead.status || undefined}>
            {statusCall.isLoading ? "Меняем…" : "Сменить статус"}
          </Button>
        </form>
        <form className={screens.inlineForm} onSubmit={onAssign} aria-label="Назначение менеджера">
          <Select
            label="Менеджер"
            name="assignee"
            value={assignee}
            onChange={(e) => setAssignee(e.currentTarget.value)}
            placeholder="Не назначен"
            options={people.map((p) => ({ value: String(p.id), label: p.name }))}
          />
          <Button type="submit" variant="secondary" aria-disabled={busy || assignee === "" || undefined}>
            {assignCall.isLoading ? "Назначаем…" : "Назначить"}
          </Button>
        </form>
        {done ? (
          <p role="status" className={screens.done}>
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

/** A comment alone, for the history (a call that did not get through, what was agreed). */
function CommentForm({ lead }: { lead: StaffLeadDetail }) {
  const [comment, { isLoading }] = useStaffLeadCommentMutation();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    setOutcome(null);
    if (!text.trim()) {
      setFieldError("Напишите комментарий");
      form.querySelector("textarea")?.focus();
      return;
    }
    setFieldError(undefined);
    const result = await comment({ id: lead.id, comment: text.trim() });
    if ("data" in result) {
      setText("");
      setOutcome({ tone: "success", text: "Комментарий добавлен в историю." });
      return;
    }
    const fields = apiFieldErrors(result.error);
    if (fields.comment) setFieldError(fields.comment);
    setOutcome({ tone: "error", text: apiErrorMessage(result.error) });
  }

  return (
    <Card title="Комментарий" titleId="staff-lead-comment">
      <form className={styles.stackForm} onSubmit={onSubmit} noValidate aria-labelledby="staff-lead-comment">
        <TextAreaField
          label="Комментарий"
          name="comment"
          required
          rows={3}
          value={text}
          maxLength={LEAD_COMMENT_MAX}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (outcome?.tone === "success") setOutcome(null);
          }}
          error={fieldError}
        />
        {outcome ? (
          outcome.tone === "success" ? (
            <p role="status" className={screens.done}>
              {outcome.text}
            </p>
          ) : (
            <Alert tone="error" title="Комментарий не сохранён">
              <p>{outcome.text}</p>
            </Alert>
          )
        ) : null}
        <div>
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading ? "Сохраняем…" : "Добавить комментарий"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
