import { type FormEvent, useId, useRef, useState } from "react";
import { STAFF_ROLE_TITLES, STAFF_ROLES, type StaffRole } from "../../../contract/staff.ts";
import type { StaffEmployee, StaffEmployeeInvite } from "../../../contract/staff-admin.ts";
import { formatMoment } from "../../features/account/lk/lk-format";
import {
  useInviteEmployeeMutation,
  useResetEmployeeMfaMutation,
  useRevokeStaffInviteMutation,
  useSetEmployeeActiveMutation,
  useSetEmployeeRolesMutation,
  useStaffEmployeesQuery,
} from "../../features/staff/staff-admin-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import { Text } from "../../ui/text";
import type { Route } from "./+types/employees";
import styles from "./employees.module.css";
import { ConfirmDecision } from "./staff-decision";

export function meta() {
  return staffMeta("Сотрудники");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, ["admin"]);
  return null;
}

const rolesText = (roles: readonly StaffRole[]) => roles.map((r) => STAFF_ROLE_TITLES[r]).join(", ");

/** What the administrator is doing in a dialog: inviting, changing someone's roles, or confirming a deactivation. */
type Dialog =
  | { kind: "invite" }
  | { kind: "roles"; employee: StaffEmployee }
  | { kind: "deactivate"; employee: StaffEmployee }
  | { kind: "mfa"; employee: StaffEmployee }
  | { kind: "revoke"; invite: StaffEmployeeInvite };

/**
 * `/staff/employees` (administrator): the lessor's employees with their roles, whether they may sign in, the second
 * factor and the last sign-in; invitations by e-mail, roles, deactivation (every session ends at once) and
 * activation. The invitations not accepted yet are listed under the table.
 */
export default function Employees() {
  const query = useStaffEmployeesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [setActive, activeState] = useSetEmployeeActiveMutation();

  async function activate(employee: StaffEmployee) {
    setDone(null);
    const result = await setActive({ id: employee.id, active: true });
    if ("data" in result) setDone(`${employee.name} снова может входить в бэк-офис.`);
  }

  return (
    <Stack>
      <PageHeader
        title="Сотрудники"
        lead={<p>Кто работает в бэк-офисе, с какими ролями и может ли войти. Каждое изменение попадает в журнал.</p>}
        actions={
          <Button
            onClick={() => {
              setDone(null);
              setDialog({ kind: "invite" });
            }}
          >
            Пригласить сотрудника
          </Button>
        }
      />

      <div role="status">{done ? <Alert tone="success">{done}</Alert> : null}</div>
      {activeState.error && !dialog ? (
        <Alert tone="error" title="Не удалось изменить доступ">
          <p>{apiErrorMessage(activeState.error)}</p>
        </Alert>
      ) : null}

      <QueryState
        query={query}
        errorTitle="Не удалось загрузить сотрудников"
        loading={<TableSkeleton label="Загружаем сотрудников…" />}
      >
        {(list) => (
          <>
            <Table
              framed
              caption="Сотрудники"
              captionHidden
              columns={[
                {
                  key: "person",
                  header: "Сотрудник",
                  cell: (e) => <Cell main={e.isSelf ? `${e.name} (вы)` : e.name} sub={e.email} />,
                },
                { key: "roles", header: "Роли", cell: (e) => rolesText(e.roles) },
                {
                  key: "state",
                  header: "Состояние",
                  cell: (e) => (
                    <span className={styles.badges}>
                      {e.isActive ? <Badge tone="success">Активен</Badge> : <Badge tone="danger">Отключён</Badge>}
                      {e.mfaEnabled ? (
                        <Badge tone="info">2FA подключена</Badge>
                      ) : (
                        <Badge tone="warning">2FA не подключена</Badge>
                      )}
                    </span>
                  ),
                },
                {
                  key: "signIn",
                  header: "Последний вход",
                  cell: (e) => <Text nowrap>{e.lastSignInAt ? formatMoment(e.lastSignInAt) : "Ещё не входил(а)"}</Text>,
                },
                {
                  key: "actions",
                  header: "Действия",
                  cell: (e) =>
                    e.isSelf ? (
                      <Text muted small>
                        Свою учётную запись меняет другой администратор
                      </Text>
                    ) : (
                      <span className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Роли: ${e.name}`}
                          onClick={() => {
                            setDone(null);
                            setDialog({ kind: "roles", employee: e });
                          }}
                        >
                          Роли
                        </Button>
                        {e.mfaEnabled ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Сбросить 2FA: ${e.name}`}
                            onClick={() => {
                              setDone(null);
                              setDialog({ kind: "mfa", employee: e });
                            }}
                          >
                            Сбросить 2FA
                          </Button>
                        ) : null}
                        {e.isActive ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Отключить: ${e.name}`}
                            onClick={() => {
                              setDone(null);
                              setDialog({ kind: "deactivate", employee: e });
                            }}
                          >
                            Отключить
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Включить: ${e.name}`}
                            aria-disabled={activeState.isLoading || undefined}
                            onClick={() => {
                              if (!activeState.isLoading) void activate(e);
                            }}
                          >
                            Включить
                          </Button>
                        )}
                      </span>
                    ),
                },
              ]}
              rows={list.items}
              rowKey={(e) => String(e.id)}
            />

            <Card title="Приглашения" titleId="staff-invites-title">
              {list.invites.length === 0 ? (
                <EmptyState title="Приглашений, ожидающих ответа, нет">
                  <p>Новый сотрудник получает письмо со ссылкой, задаёт имя и пароль и подключает 2FA.</p>
                </EmptyState>
              ) : (
                <ul className={styles.invites} aria-labelledby="staff-invites-title">
                  {list.invites.map((invite) => (
                    <li key={invite.id} className={styles.invite}>
                      <Cell
                        main={`${invite.name} · ${invite.email}`}
                        sub={
                          <>
                            {rolesText(invite.roles)}.{" "}
                            {invite.expired ? (
                              <Badge tone="danger">Ссылка истекла</Badge>
                            ) : (
                              `Ссылка действует до ${formatMoment(invite.expiresAt)}`
                            )}
                          </>
                        }
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Отозвать приглашение: ${invite.email}`}
                        onClick={() => {
                          setDone(null);
                          setDialog({ kind: "revoke", invite });
                        }}
                      >
                        Отозвать
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </QueryState>

      {dialog?.kind === "invite" ? (
        <InviteDialog
          onClose={() => setDialog(null)}
          onDone={(email) => {
            setDialog(null);
            setDone(`Приглашение отправлено на ${email}. Ссылка действует 72 часа.`);
          }}
        />
      ) : null}
      {dialog?.kind === "roles" ? (
        <RolesDialog
          employee={dialog.employee}
          onClose={() => setDialog(null)}
          onDone={(name) => {
            setDialog(null);
            setDone(`Роли сотрудника ${name} изменены.`);
          }}
        />
      ) : null}
      {dialog?.kind === "deactivate" ? (
        <DeactivateDialog
          employee={dialog.employee}
          onClose={() => setDialog(null)}
          onDone={(name) => {
            setDialog(null);
            setDone(`${name} отключён(а): все сеансы завершены, вход закрыт.`);
          }}
        />
      ) : null}
      {dialog?.kind === "mfa" ? (
        <ResetMfaDialog
          employee={dialog.employee}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setDone(message);
          }}
        />
      ) : null}
      {dialog?.kind === "revoke" ? (
        <RevokeDialog
          invite={dialog.invite}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setDone(message);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** A lost phone (issue 17): the employee's second factor goes and is enrolled again at the next sign-in. */
function ResetMfaDialog({
  employee,
  onClose,
  onDone,
}: {
  employee: StaffEmployee;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [reset, state] = useResetEmployeeMfaMutation();

  async function confirm() {
    if (state.isLoading) return;
    const result = await reset({ id: employee.id });
    if ("data" in result && result.data) onDone(`${result.data.message} (${employee.name}).`);
  }

  return (
    <ConfirmDecision
      open
      onClose={onClose}
      title="Сбросить 2FA?"
      confirm="Да, сбросить 2FA"
      confirming="Сбрасываем…"
      failureTitle="Не удалось сбросить 2FA"
      pending={state.isLoading}
      busy={state.isLoading}
      error={state.error}
      onConfirm={() => void confirm()}
    >
      <p>
        У {employee.name} ({employee.email}) перестанут действовать приложение-аутентификатор и коды восстановления, все
        открытые сеансы завершатся. При следующем входе сотрудник подключит 2FA заново; письмо об этом придёт на его
        адрес. Сбрасывайте, только убедившись, что просит сам сотрудник.
      </p>
    </ConfirmDecision>
  );
}

/** An invitation withdrawn: its link stops working, the e-mail may be invited again. */
function RevokeDialog({
  invite,
  onClose,
  onDone,
}: {
  invite: StaffEmployeeInvite;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [revoke, state] = useRevokeStaffInviteMutation();

  async function confirm() {
    if (state.isLoading) return;
    const result = await revoke({ id: invite.id });
    if ("data" in result && result.data) onDone(`${result.data.message} (${invite.email}).`);
  }

  return (
    <ConfirmDecision
      open
      onClose={onClose}
      title="Отозвать приглашение?"
      confirm="Да, отозвать"
      confirming="Отзываем…"
      failureTitle="Не удалось отозвать приглашение"
      pending={state.isLoading}
      busy={state.isLoading}
      error={state.error}
      onConfirm={() => void confirm()}
    >
      <p>
        Ссылка из письма для {invite.name} ({invite.email}) перестанет работать. Пригласить этот адрес можно будет
        снова.
      </p>
    </ConfirmDecision>
  );
}

/** The role checkboxes of a form, with the server's or the form's message under them. */
function RolesFieldset({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.roles} aria-describedby={error ? errorId : undefined}>
      <legend>Роли</legend>
      {STAFF_ROLES.map((role) => (
        <Checkbox
          key={role}
          name="roles"
          value={role}
          label={STAFF_ROLE_TITLES[role]}
          checked={chosen.includes(role)}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? STAFF_ROLES.filter((r) => r === role || chosen.includes(r))
                : chosen.filter((r) => r !== role),
            )
          }
        />
      ))}
      {error ? (
        <p id={errorId} className={styles.rolesError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: (email: string) => void }) {
  const [invite, state] = useInviteEmployeeMutation();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => {
    const control = formRef.current?.elements.namedItem(field);
    (control instanceof RadioNodeList
      ? (control[0] as HTMLInputElement | undefined)
      : (control as HTMLInputElement | null)
    )?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.isLoading) return;
    setFailure(null);
    const found: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) found.email = "Укажите корректный e-mail";
    if (name.trim() === "") found.name = "Укажите имя сотрудника";
    if (roles.length === 0) found.roles = "Выберите хотя бы одну роль";
    setErrors(found);
    const first = ["email", "name", "roles"].find((f) => found[f]);
    if (first) {
      focus(first);
      return;
    }
    const result = await invite({ email: email.trim(), name: name.trim(), roles });
    if ("data" in result && result.data) {
      onDone(result.data.invite.email);
      return;
    }
    const fields = apiFieldErrors(result.error);
    const shown = { email: fields.email, name: fields.name, roles: fields.roles ?? fields["roles.0"] };
    if (shown.email || shown.name || shown.roles) {
      setErrors(Object.fromEntries(Object.entries(shown).filter(([, v]) => v)) as Record<string, string>);
      focus(shown.email ? "email" : shown.name ? "name" : "roles");
    } else {
      setFailure(apiErrorMessage(result.error));
    }
  }

  return (
    <Modal open onClose={onClose} title="Пригласить сотрудника">
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Field
          label="Имя"
          name="name"
          required
          maxLength={200}
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <RolesFieldset chosen={roles} onChange={setRoles} error={errors.roles} />
        <Text muted small>
          Сотрудник получит письмо со ссылкой на 72 часа: задаст имя и пароль, затем подключит 2FA.
        </Text>
        {failure ? (
          <Alert tone="error" title="Не удалось отправить приглашение">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <span className={styles.actions}>
          <Button type="submit" aria-disabled={state.isLoading || undefined}>
            {state.isLoading ? "Отправляем…" : "Отправить приглашение"}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Отмена
          </Button>
        </span>
      </form>
    </Modal>
  );
}

function RolesDialog({
  employee,
  onClose,
  onDone,
}: {
  employee: StaffEmployee;
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const [save, state] = useSetEmployeeRolesMutation();
  const [roles, setRoles] = useState<StaffRole[]>(employee.roles);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.isLoading) return;
    setFailure(null);
    if (roles.length === 0) {
      setError("Выберите хотя бы одну роль");
      return;
    }
    setError(undefined);
    const result = await save({ id: employee.id, roles });
    if ("data" in result) {
      onDone(employee.name);
      return;
    }
    const field = apiFieldErrors(result.error).roles;
    if (field) setError(field);
    else setFailure(apiErrorMessage(result.error));
  }

  return (
    <Modal open onClose={onClose} title={`Роли: ${employee.name}`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <RolesFieldset chosen={roles} onChange={setRoles} error={error} />
        {failure ? (
          <Alert tone="error" title="Не удалось изменить роли">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <span className={styles.actions}>
          <Button type="submit" aria-disabled={state.isLoading || undefined}>
            {state.isLoading ? "Сохраняем…" : "Сохранить роли"}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Отмена
          </Button>
        </span>
      </form>
    </Modal>
  );
}

function DeactivateDialog({
  employee,
  onClose,
  onDone,
}: {
  employee: StaffEmployee;
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const [setActive, state] = useSetEmployeeActiveMutation();

  async function confirm() {
    if (state.isLoading) return;
    const result = await setActive({ id: employee.id, active: false });
    if ("data" in result) onDone(employee.name);
  }

  return (
    <ConfirmDecision
      open
      onClose={onClose}
      title="Отключить сотрудника?"
      confirm="Да, отключить"
      confirming="Отключаем…"
      failureTitle="Не удалось отключить"
      pending={state.isLoading}
      busy={state.isLoading}
      error={state.error}
      onConfirm={() => void confirm()}
    >
      <p>
        {employee.name} ({employee.email}) сразу потеряет доступ: все открытые сеансы завершатся, войти снова не
        получится, пока вы не включите учётную запись.
      </p>
    </ConfirmDecision>
  );
}
