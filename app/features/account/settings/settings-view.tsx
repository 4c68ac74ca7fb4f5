import type { StaffResponse } from "../../../../contract/lk-settings.ts";
import { Badge } from "../../../ui/badge";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton, TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { TabsScreen } from "../lk/tabs-screen";
import { ChangePasswordForm } from "../password/change-password-form";
import { formatPhone, phoneHref } from "../person-format";
import { ContactsCard, NoProfileCard, ProfilesSection } from "../profiles-section";
import { SessionsPanel } from "../sessions/sessions-panel";
import { RequisitesForm } from "./requisites-form";
import styles from "./settings.module.css";
import { useCompanyRequisitesQuery, useStaffQuery } from "./settings-api";

export const SETTINGS_TABS = ["staff", "profiles", "requisites", "password", "sessions"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Settings: staff and their rights, the profiles of the account, the company's requisites, the password, the
 * sessions — a tab each.
 */
export function SettingsView({ tab }: { tab: SettingsTab }) {
  const session = useAccountSession();
  return (
    <TabsScreen
      title="Настройки"
      lead={<p>Сотрудники с доступом к кабинету, профили, реквизиты компании, пароль и сеансы.</p>}
      label="Разделы настроек"
      base="/account/settings"
      selected={tab}
      items={[
        { id: "staff", label: "Сотрудники", panel: () => <Staff /> },
        {
          id: "profiles",
          label: "Профили",
          panel: () => (
            <Stack gap={4}>
              {session.profiles.length > 0 ? (
                <ProfilesSection profiles={session.profiles} activeId={session.profile?.id ?? null} />
              ) : (
                <NoProfileCard user={session.user} />
              )}
              <ContactsCard user={session.user} />
            </Stack>
          ),
        },
        { id: "requisites", label: "Реквизиты компании", panel: () => <CompanyRequisites /> },
        { id: "password", label: "Пароль", panel: () => <ChangePasswordForm email={session.user.email} /> },
        { id: "sessions", label: "Сеансы", panel: () => <SessionsPanel /> },
      ]}
    />
  );
}

function Staff() {
  return (
    <QueryState
      query={useStaffQuery()}
      errorTitle="Не удалось загрузить сотрудников"
      loading={<TableSkeleton label="Загружаем сотрудников…" rows={3} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState title="У вас пока нет сотрудников с доступом">
          <p>Чтобы дать доступ бухгалтеру или водителю, напишите вашему менеджеру.</p>
        </EmptyState>
      }
    >
      {(data) => <StaffTable data={data} />}
    </QueryState>
  );
}

function StaffTable({ data }: { data: StaffResponse }) {
  return (
    <Stack gap={4}>
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
      <Text as="p" small muted>
        Чтобы добавить сотрудника или изменить его права, напишите вашему менеджеру: права меняются по доверенности
        руководителя.
      </Text>
    </Stack>
  );
}

function CompanyRequisites() {
  return (
    <Card>
      <QueryState
        query={useCompanyRequisitesQuery()}
        errorTitle="Не удалось загрузить реквизиты"
        loading={<BlockSkeleton label="Загружаем реквизиты…" lines={8} />}
      >
        {(data) => <RequisitesForm key={`${data.profileType}-${data.requisites.inn}`} data={data} />}
      </QueryState>
    </Card>
  );
}
