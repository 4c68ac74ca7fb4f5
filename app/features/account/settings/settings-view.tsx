import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { useAccountSession } from "../account-session";
import { TabsScreen } from "../lk/tabs-screen";
import { MfaPanel } from "../mfa/mfa-panel";
import { ChangePasswordForm } from "../password/change-password-form";
import { ContactsCard, NoProfileCard, ProfilesSection } from "../profiles-section";
import { SecurityEventsPanel } from "../sessions/security-events-panel";
import { SessionsPanel } from "../sessions/sessions-panel";
import { RequisitesForm } from "./requisites-form";
import { useCompanyRequisitesQuery } from "./settings-api";
import { NoSettingsRight, StaffPanel } from "./staff-panel";

export const SETTINGS_TABS = ["staff", "profiles", "requisites", "password", "security", "sessions"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Settings: staff and their rights, the profiles of the account, the company's requisites, the password, the
 * second factor, the sessions with the account's security events — a tab each.
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
        { id: "staff", label: "Сотрудники", panel: () => <StaffPanel /> },
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
        {
          id: "requisites",
          label: "Реквизиты компании",
          panel: () => (session.rights.includes("settings") ? <CompanyRequisites /> : <NoSettingsRight />),
        },
        { id: "password", label: "Пароль", panel: () => <ChangePasswordForm email={session.user.email} /> },
        { id: "security", label: "Вход и 2FA", panel: () => <MfaPanel email={session.user.email} /> },
        {
          id: "sessions",
          label: "Сеансы",
          panel: () => (
            <Stack gap={4}>
              <SessionsPanel />
              <SecurityEventsPanel />
            </Stack>
          ),
        },
      ]}
    />
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
