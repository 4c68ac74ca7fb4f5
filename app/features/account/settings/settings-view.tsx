import { useNavigate } from "react-router";
import { Table } from "../../../ui/table";
import { Tabs } from "../../../ui/tabs";
import { useAccountSession } from "../account-session";
import { Badge, BlockSkeleton, Card, EmptyState, PageHeader, QueryError, TableSkeleton } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import { formatPhone, phoneHref } from "../person-format";
import { ContactsCard, NoProfileCard, ProfilesSection } from "../profiles-section";
import { RequisitesForm } from "./requisites-form";
import styles from "./settings.module.css";
import { useCompanyRequisitesQuery, useStaffQuery } from "./settings-api";

export type SettingsTab = "staff" | "profiles" | "requisites";

const PATHS: Record<SettingsTab, string> = {
  staff: "/account/settings",
  profiles: "/account/settings/profiles",
  requisites: "/account/settings/requisites",
};

/** Settings: staff and their rights, the profiles of the account, the company's requisites — a tab each. */
export function SettingsView({ tab }: { tab: SettingsTab }) {
  const navigate = useNavigate();
  const session = useAccountSession();
  return (
    <div className={ui.page}>
      <PageHeader title="Настройки" lead={<p>Сотрудники с доступом к кабинету, профили и реквизиты компании.</p>} />
      <Tabs
        label="Разделы настроек"
        selectedId={tab}
        onSelect={(id) => navigate(PATHS[id as SettingsTab] ?? PATHS.staff, { preventScrollReset: true })}
        items={[
          { id: "staff", label: "Сотрудники", panel: tab === "staff" ? <Staff /> : null },
          {
            id: "profiles",
            label: "Профили",
            panel:
              tab === "profiles" && session ? (
                <div className={styles.profiles}>
                  {session.profiles.length > 0 ? (
                    <ProfilesSection profiles={session.profiles} activeId={session.profile?.id ?? null} />
                  ) : (
                    <NoProfileCard user={session.user} />
                  )}
                  <ContactsCard user={session.user} />
                </div>
              ) : null,
          },
          { id: "requisites", label: "Реквизиты компании", panel: tab === "requisites" ? <CompanyRequisites /> : null },
        ]}
      />
    </div>
  );
}

function Staff() {
  const { data, error, isFetching, refetch } = useStaffQuery();
  if (!data) {
    if (error) {
      return (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить сотрудников" />
      );
    }
    return <TableSkeleton label="Загружаем сотрудников…" rows={3} />;
  }
  if (data.items.length === 0) {
    return (
      <EmptyState title="У вас пока нет сотрудников с доступом">
        <p>Чтобы дать доступ бухгалтеру или водителю, напишите вашему менеджеру.</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.staff}>
      <div className={ui.tableCard}>
        <Table
          caption="Сотрудники с доступом к профилю"
          captionHidden
          columns={[
            {
              key: "name",
              header: "Сотрудник",
              cell: (m) => (
                <div className={ui.cell}>
                  <span className={ui.cellMain}>
                    {m.name} {m.isYou ? <Badge tone="info">это вы</Badge> : null}
                  </span>
                  <span className={ui.cellSub}>{m.position}</span>
                </div>
              ),
            },
            {
              key: "contacts",
              header: "Контакты",
              cell: (m) => (
                <div className={ui.cell}>
                  {m.email ? (
                    <a href={`mailto:${m.email}`} className={ui.cellMain}>
                      {m.email}
                    </a>
                  ) : null}
                  {m.phone ? (
                    <a href={phoneHref(m.phone)} className={ui.cellSub}>
                      {formatPhone(m.phone)}
                    </a>
                  ) : null}
                </div>
              ),
            },
            {
              key: "access",
              header: "Вход в кабинет",
              cell: (m) =>
                m.hasAccount ? <Badge tone="success">Есть</Badge> : <Badge tone="neutral">Только контакт</Badge>,
            },
            {
              key: "rights",
              header: "Права",
              cell: (m) => (
                <ul className={styles.rights} aria-label={`Права: ${m.name}`}>
                  {m.rights.map((code) => (
                    <li key={code}>{data.rights[code] ?? code}</li>
                  ))}
                </ul>
              ),
            },
          ]}
          rows={data.items}
          rowKey={(m) => String(m.id)}
        />
      </div>
      <p className={`${ui.small} ${ui.muted}`}>
        Чтобы добавить сотрудника или изменить его права, напишите вашему менеджеру: права меняются по доверенности
        руководителя.
      </p>
    </div>
  );
}

function CompanyRequisites() {
  const { data, error, isFetching, refetch } = useCompanyRequisitesQuery();
  if (!data) {
    if (error) {
      return (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить реквизиты" />
      );
    }
    return (
      <Card>
        <BlockSkeleton label="Загружаем реквизиты…" lines={8} />
      </Card>
    );
  }
  return (
    <Card>
      <RequisitesForm key={`${data.profileType}-${data.requisites.inn}`} data={data} />
    </Card>
  );
}
