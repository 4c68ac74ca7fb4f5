import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { StaffClientDetail, StaffClientProfile, StaffClientUser } from "../../../contract/staff-clients.ts";
import { formatDate } from "../../features/account/lk/lk-format";
import { ogrnLabel } from "../../features/account/profile-labels";
import {
  useStaffClientAccessRemoveMutation,
  useStaffClientInviteMutation,
  useStaffClientQuery,
} from "../../features/staff/clients-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { EmptyState } from "../../ui/empty-state";
import { Facts } from "../../ui/facts";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Text } from "../../ui/text";
import type { Route } from "./+types/client";
import { ClientOpenAccess } from "./client-open-access";
import { CLIENT_ROLES } from "./clients";
import own from "./clients.module.css";
import { ConfirmDecision } from "./staff-decision";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Клиент");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CLIENT_ROLES);
  return null;
}

const back = <Link to="/staff/clients">← Поиск клиентов</Link>;

/** What a change said, shown above the page until the next one. */
type Outcome = { tone: "success" | "error"; text: string } | null;

/**
 * `/staff/clients/:id`: a client — the profile and the others its people act for, with the requisites; the people
 * with access (invited or active), whose invitation goes again or whose access closes; the contracts.
 */
export default function StaffClient({ params }: Route.ComponentProps) {
  // Another client's page starts afresh: no outcome of the previous one stays on screen.
  return <ClientPage key={params.id} id={Number(params.id)} />;
}

function ClientPage({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useStaffClientQuery({ id }, { skip: !valid, refetchOnMountOrArgChange: true });
  // A new client or profile arrives here with what the form's change said.
  const arrived = (useLocation().state as { message?: unknown } | null)?.message;
  const [outcome, setOutcome] = useState<Outcome>(
    typeof arrived === "string" ? { tone: "success", text: arrived } : null,
  );
  const notFound = (
    <Stack>
      <PageHeader title="Клиент не найден" back={back} />
      <EmptyState title="Такого клиента нет" action={<ButtonLink to="/staff/clients">К поиску</ButtonLink>}>
        <p>Проверьте ссылку или найдите клиента по ИНН, названию или e-mail.</p>
      </EmptyState>
    </Stack>
  );
  if (!valid) return notFound;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить клиента"
      loading={
        <Stack>
          <PageHeader title="Клиент" back={back} />
          <BlockSkeleton label="Загружаем клиента…" lines={8} />
        </Stack>
      }
      notFound={notFound}
    >
      {({ client }) => (
        <Stack>
          <PageHeader
            title={client.profiles[0]?.title ?? "Клиент"}
            back={back}
            lead={<p>{client.profiles[0] ? `${client.profiles[0].typeTitle}, ИНН ${client.profiles[0].inn}` : ""}</p>}
          />
          {outcome ? (
            <Alert tone={outcome.tone}>
              <p>{outcome.text}</p>
            </Alert>
          ) : null}
          <Users
            client={client}
            onOutcome={(o) => {
              setOutcome(o);
              void query.refetch();
            }}
          />
          {client.users.length === 0 ? (
            <ClientOpenAccess
              client={client}
              onOpened={(message) => {
                setOutcome({ tone: "success", text: message });
                void query.refetch();
              }}
            />
          ) : null}
          <section aria-labelledby="staff-client-profiles" className={styles.history}>
            <h2 id="staff-client-profiles" className="visually-hidden">
              Профили
            </h2>
            {client.profiles.map((p) => (
              <ProfileCard key={p.id} profile={p} current={p.id === client.id} />
            ))}
          </section>
          <Contracts client={client} />
        </Stack>
      )}
    </QueryState>
  );
}

function ProfileCard({ profile: p, current }: { profile: StaffClientProfile; current: boolean }) {
  const r = p.requisites;
  const title = current ? p.title : <Link to={`/staff/clients/${p.id}`}>{p.title}</Link>;
  return (
    <Card title={title} titleId={`staff-client-profile-${p.id}`} accent={current ? "brand" : undefined}>
      <Facts
        columns={3}
        items={[
          ["Тип", p.typeTitle],
          ["ИНН", p.inn],
          ...(p.kpp ? ([["КПП", p.kpp]] as const) : []),
          ...(p.ogrn ? ([[ogrnLabel(p.type), p.ogrn]] as const) : []),
          ["Менеджер", p.manager ?? "не назначен"],
          ...(r
            ? ([
                ["Полное наименование", r.title || "—"],
                ["Руководитель", r.director || "—"],
                ["Юридический адрес", r.legalAddress || "—"],
                ["Почтовый адрес", r.postalAddress || "—"],
                ["Банк", r.bankName ? `${r.bankName}, БИК ${r.bik}` : "—"],
                ["Расчётный счёт", r.settlementAccount || "—"],
                ["Корреспондентский счёт", r.correspondentAccount || "—"],
                ["Телефон", r.phone || "—"],
                ["E-mail для документов", r.email || "—"],
              ] as const)
            : ([["Реквизиты", "не заполнены"]] as const)),
        ]}
      />
    </Card>
  );
}

function Users({ client, onOutcome }: { client: StaffClientDetail; onOutcome: (o: Outcome) => void }) {
  const [invite, invited] = useStaffClientInviteMutation();
  const [remove, removed] = useStaffClientAccessRemoveMutation();
  const [closing, setClosing] = useState<{ user: StaffClientUser; profileId: number; title: string } | null>(null);

  async function resend(user: StaffClientUser) {
    if (invited.isLoading) return;
    const profileId = user.access.some((a) => a.profileId === client.id) ? client.id : user.access[0]?.profileId;
    if (profileId === undefined) return;
    const result = await invite({ userId: user.id, profileId });
    onOutcome(
      "error" in result
        ? { tone: "error", text: apiErrorMessage(result.error) }
        : { tone: "success", text: result.data.message },
    );
  }

  async function closeAccess() {
    if (!closing || removed.isLoading) return;
    const result = await remove({ userId: closing.user.id, profileId: closing.profileId });
    if ("error" in result) return;
    setClosing(null);
    onOutcome({ tone: "success", text: `${result.data.message}: ${closing.user.email} — «${closing.title}»` });
  }

  return (
    <Card title="Доступ к кабинету" titleId="staff-client-users">
      {client.users.length === 0 ? (
        <p>Ни у кого нет доступа к этому профилю.</p>
      ) : (
        <ul className={own.people} aria-label="Пользователи клиента">
          {client.users.map((u) => (
            <li key={u.id}>
              <strong>{u.name}</strong>{" "}
              <Badge tone={u.status === "invited" ? "warning" : "success"}>{u.statusTitle}</Badge>
              <br />
              <Text small muted>
                {[u.email, u.phone].filter(Boolean).join(" · ")}
              </Text>
              <ul className={own.access} aria-label={`Профили пользователя ${u.email}`}>
                {u.access.map((a) => (
                  <li key={a.profileId}>
                    <span>
                      {a.title}
                      {a.position ? `, ${a.position}` : ""}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Закрыть доступ к «${a.title}»`}
                      onClick={() => setClosing({ user: u, profileId: a.profileId, title: a.title })}
                    >
                      Закрыть доступ
                    </Button>
                  </li>
                ))}
              </ul>
              <div className={own.actions}>
                {u.status === "invited" ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => resend(u)}
                    aria-disabled={invited.isLoading || undefined}
                  >
                    Отправить приглашение снова
                  </Button>
                ) : null}
                <ButtonLink size="sm" variant="ghost" to={`/staff/clients/new?email=${encodeURIComponent(u.email)}`}>
                  Добавить профиль
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDecision
        open={closing !== null}
        onClose={() => {
          setClosing(null);
          removed.reset();
        }}
        title="Закрыть доступ?"
        confirm="Да, закрыть"
        confirming="Закрываем…"
        failureTitle="Не удалось закрыть доступ"
        pending={removed.isLoading}
        busy={removed.isLoading}
        error={removed.error}
        onConfirm={closeAccess}
      >
        {closing ? (
          <p>
            {closing.user.name} ({closing.user.email}) больше не сможет действовать от имени «{closing.title}».
            {closing.user.access.length === 1
              ? " Это его последний профиль: все его сеансы завершатся."
              : " Открытые сеансы перейдут на другой его профиль."}
          </p>
        ) : null}
      </ConfirmDecision>
    </Card>
  );
}

function Contracts({ client }: { client: StaffClientDetail }) {
  return (
    <Card title="Договоры" titleId="staff-client-contracts">
      {client.contracts.length === 0 ? (
        <p>Договоров пока нет.</p>
      ) : (
        <ul className={styles.history} aria-label="Договоры клиента">
          {client.contracts.map((k) => (
            <li key={k.code}>
              <strong>Договор № {k.number}</strong>, {k.vehicleTitle}{" "}
              <Badge tone={k.status === "active" ? "info" : "neutral"}>{k.statusTitle}</Badge>
              <br />
              <Text small muted>
                {k.profileTitle}, подписан {formatDate(k.signedAt)}
              </Text>
              <br />
              <Link to={`/staff/tickets?search=${encodeURIComponent(k.number)}`}>Обращения по договору</Link>
              {" · "}
              <Link to={`/staff/rescheduling?search=${encodeURIComponent(k.number)}`}>Заявки на реструктуризацию</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
