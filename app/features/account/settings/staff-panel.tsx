import { type FormEvent, useId, useRef, useState } from "react";
import {
  CLIENT_RIGHT_TITLES,
  CLIENT_RIGHTS,
  type ClientRight,
  noRightMessage,
} from "../../../../contract/lk-rights.ts";
import type { StaffInvite, StaffMember, StaffResponse } from "../../../../contract/lk-settings.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Checkbox } from "../../../ui/checkbox";
import { EmptyState } from "../../../ui/empty-state";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { QueryState } from "../../../ui/query-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { formatMoment } from "../lk/lk-format";
import { formatPhone, phoneHref } from "../person-format";
import styles from "./settings.module.css";
import { useStaffQuery } from "./settings-api";
import {
  useChangeStaffRightsMutation,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useRevokeStaffInviteMutation,
  useStaffInvitesQuery,
} from "./staff-api";

/** What a person without «Настройки и сотрудники» sees instead of a settings tab that needs it (ADR 031). */
export function NoSettingsRight() {
  return (
    <Alert tone="info" title="Раздел недоступен">
      <p>{noRightMessage("settings")}.</p>
    </Alert>
  );
}

/**
 * «Сотрудники»: the people acting for the profile and their rights, changed and removed here; colleagues invited
 * by e-mail; the invitations not accepted yet. Needs the «settings» right; nobody grants more than they hold.
 */
export function StaffPanel() {
  const { rights } = useAccountSession();
  return rights.includes("settings") ? <StaffManagement own={rights} /> : <NoSettingsRight />;
}

function StaffManagement({ own: rights }: { own: readonly ClientRight[] }) {
  return (
    <Stack gap={5}>
      <QueryState
        query={useStaffQuery()}
        errorTitle="Не удалось загрузить сотрудников"
        loading={<TableSkeleton label="Загружаем сотрудников…" rows={3} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="У вас пока нет сотрудников с доступом">
            <p>Пригласите бухгалтера или юриста по e-mail в форме ниже.</p>
          </EmptyState>
        }
      >
        {(data) => <StaffTable data={data} own={rights} />}
      </QueryState>
      <InviteForm own={rights} />
      <PendingInvites />
    </Stack>
  );
}

function RightsList({ codes, owner }: { codes: readonly string[]; owner: string }) {
  return (
    <ul className={styles.rights} aria-label={`Права: ${owner}`}>
      {codes.map((code) => (
        <li key={code}>{CLIENT_RIGHT_TITLES[code as ClientRight] ?? code}</li>
      ))}
    </ul>
  );
}

type Dialog = { kind: "rights" | "remove"; member: StaffMember } | null;

function StaffTable({ data, own }: { data: StaffResponse; own: readonly ClientRight[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // A person holding a right the actor lacks is changed by someone who holds it (the server refuses it too).
  const changeable = (m: StaffMember) => !m.isYou && m.rights.every((r) => own.includes(r as ClientRight));
  return (
    <>
      <Table
        framed
        caption="Сотрудники с доступом к профилю"
        captionHidden
        columns={[
          {
            key: "name",
            header: "Сотрудник",
            cell: (m) => (
              <Cell
                main={
                  <>
                    {m.name} {m.isYou ? <Badge tone="info">это вы</Badge> : null}
                  </>
                }
                sub={m.position}
              />
            ),
          },
          {
            key: "contacts",
            header: "Контакты",
            cell: (m) => (
              <Cell
                main={m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : null}
                sub={m.phone ? <a href={phoneHref(m.phone)}>{formatPhone(m.phone)}</a> : null}
              />
            ),
          },
          {
            key: "access",
            header: "Вход в кабинет",
            cell: (m) =>
              m.hasAccount ? <Badge tone="success">Есть</Badge> : <Badge tone="neutral">Только контакт</Badge>,
          },
          { key: "rights", header: "Права", cell: (m) => <RightsList codes={m.rights} owner={m.name} /> },
          {
            key: "actions",
            header: "Действия",
            cell: (m) =>
              changeable(m) ? (
                <div className={styles.formActions}>
                  {/* The names start with the visible words (WCAG 2.5.3); the person is said to screen readers. */}
                  <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: "rights", member: m })}>
                    Права<span className="visually-hidden"> сотрудника: {m.name}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: "remove", member: m })}>
                    Убрать<span className="visually-hidden"> сотрудника: {m.name}</span>
                  </Button>
                </div>
              ) : null,
          },
        ]}
        rows={data.items}
        rowKey={(m) => String(m.id)}
      />
      {dialog?.kind === "rights" ? (
        <RightsDialog member={dialog.member} own={own} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "remove" ? <RemoveDialog member={dialog.member} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** The rights as checkboxes; those the actor lacks cannot be given, so they are shown disabled. */
function RightsFields({
  value,
  onChange,
  own,
  error,
  idPrefix,
}: {
  value: readonly ClientRight[];
  onChange: (rights: ClientRight[]) => void;
  own: readonly ClientRight[];
  error?: string;
  idPrefix: string;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className={styles.legendSmall}>Права</legend>
      <div className={styles.rightsGrid}>
        {CLIENT_RIGHTS.map((right) => (
          <Checkbox
            key={right}
            id={`${idPrefix}-${right}`}
            label={CLIENT_RIGHT_TITLES[right]}
            checked={value.includes(right)}
            disabled={!own.includes(right)}
            hint={own.includes(right) ? undefined : "Этого права нет у вас"}
            onChange={(event) =>
              onChange(CLIENT_RIGHTS.filter((r) => (r === right ? event.currentTarget.checked : value.includes(r))))
            }
          />
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RightsDialog({
  member,
  own,
  onClose,
}: {
  member: StaffMember;
  own: readonly ClientRight[];
  onClose: () => void;
}) {
  const id = useId();
  const [rights, setRights] = useState<ClientRight[]>(
    member.rights.filter((r): r is ClientRight => r in CLIENT_RIGHT_TITLES),
  );
  const [change, state] = useChangeStaffRightsMutation();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rights.length === 0) {
      setError("Выберите хотя бы одно право или уберите сотрудника");
      return;
    }
    setError(null);
    try {
      await change({ id: member.id, rights }).unwrap();
      onClose();
    } catch (failure) {
      setError(apiFieldErrors(failure).rights ?? apiErrorMessage(failure));
    }
  }

  return (
    <Modal open onClose={onClose} title={`Права: ${member.name}`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Text as="p" small muted>
          Новые права действуют сразу, со следующего действия сотрудника в кабинете.
        </Text>
        <RightsFields value={rights} onChange={setRights} own={own} error={error ?? undefined} idPrefix={id} />
        <div className={styles.formActions}>
          <Button type="submit" aria-disabled={state.isLoading || undefined}>
            Сохранить права
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function RemoveDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const [remove, state] = useRemoveStaffMutation();
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    try {
      await remove({ id: member.id }).unwrap();
      onClose();
    } catch (failure) {
      setError(apiFieldErrors(failure).id ?? apiErrorMessage(failure));
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title="Убрать сотрудника?"
      footer={
        <div className={styles.formActions}>
          <Button onClick={confirm} aria-disabled={state.isLoading || undefined}>
            Убрать
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      }
    >
      <Stack gap={3}>
        <p>
          {member.name}{" "}
          {member.hasAccount ? "больше не сможет работать с этим профилем в кабинете" : "исчезнет из списка"}. Другие
          профили и сеансы сотрудника это не затронет.
        </p>
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}

type InviteErrors = Partial<Record<"email" | "name" | "position" | "rights", string>>;

function InviteForm({ own }: { own: readonly ClientRight[] }) {
  const id = useId();
  const [invite, state] = useInviteStaffMutation();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [position, setPosition] = useState("");
  const [rights, setRights] = useState<ClientRight[]>([]);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const found: InviteErrors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = "Укажите корректный e-mail";
    if (name.trim() === "") found.name = "Укажите имя сотрудника";
    if (rights.length === 0) found.rights = "Выберите хотя бы одно право";
    setErrors(found);
    const first = (["email", "name"] as const).find((f) => found[f]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    if (Object.keys(found).length > 0) return;
    try {
      const created = await invite({
        email: email.trim(),
        name: name.trim(),
        position: position.trim(),
        rights,
      }).unwrap();
      setSent(created.email);
      setEmail("");
      setName("");
      setPosition("");
      setRights([]);
    } catch (error) {
      const fields = apiFieldErrors(error);
      const rightsError = Object.entries(fields).find(([field]) => field.startsWith("rights"))?.[1];
      const next: InviteErrors = {
        email: fields.email,
        name: fields.name,
        position: fields.position,
        rights: rightsError,
      };
      setErrors(next);
      if (!Object.values(next).some(Boolean)) setFailure(apiErrorMessage(error));
    }
  }

  return (
    <Card title="Пригласить сотрудника" titleId={`${id}-title`}>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <Text as="p" small muted>
          Сотрудник получит письмо со ссылкой: по ней он задаст пароль и войдёт в кабинет с выбранными правами. Ссылка
          действует 7 дней. Выдать можно только те права, которые есть у вас.
        </Text>
        {sent ? (
          <Alert tone="success" title="Приглашение отправлено">
            <p>Письмо со ссылкой ушло на {sent}.</p>
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div className={styles.fields}>
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Field
            label="Имя"
            name="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Field
            label="Должность"
            name="position"
            value={position}
            error={errors.position}
            onChange={(e) => setPosition(e.currentTarget.value)}
          />
        </div>
        <RightsFields value={rights} onChange={setRights} own={own} error={errors.rights} idPrefix={`${id}-right`} />
        <div className={styles.formActions}>
          <Button type="submit" aria-disabled={state.isLoading || undefined}>
            Отправить приглашение
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PendingInvites() {
  return (
    <Card title="Приглашения">
      <QueryState
        query={useStaffInvitesQuery()}
        errorTitle="Не удалось загрузить приглашения"
        loading={<TableSkeleton label="Загружаем приглашения…" rows={2} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text as="p" muted>
            Неотвеченных приглашений нет.
          </Text>
        }
      >
        {(data) => <InvitesTable items={data.items} />}
      </QueryState>
    </Card>
  );
}

function InvitesTable({ items }: { items: StaffInvite[] }) {
  const [revoke] = useRevokeStaffInviteMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={3}>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <Table
        caption="Приглашения, которые ещё не приняты"
        captionHidden
        columns={[
          { key: "who", header: "Кому", cell: (i) => <Cell main={i.name} sub={i.email} /> },
          { key: "rights", header: "Права", cell: (i) => <RightsList codes={i.rights} owner={i.name} /> },
          {
            key: "until",
            header: "Ссылка",
            cell: (i) =>
              i.expired ? (
                <Badge tone="neutral">Истекла</Badge>
              ) : (
                <Cell
                  main={`до ${formatMoment(i.expiresAt)}`}
                  sub={i.invitedBy ? `пригласил(а) ${i.invitedBy}` : null}
                />
              ),
          },
          {
            key: "actions",
            header: "Действия",
            cell: (i) => (
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  setError(null);
                  try {
                    await revoke({ id: i.id }).unwrap();
                  } catch (failure) {
                    setError(apiErrorMessage(failure));
                  }
                }}
              >
                Отозвать<span className="visually-hidden"> приглашение: {i.email}</span>
              </Button>
            ),
          },
        ]}
        rows={items}
        rowKey={(i) => String(i.id)}
      />
    </Stack>
  );
}
