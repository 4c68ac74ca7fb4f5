import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { mfaApi } from "../../features/account/mfa/mfa-api";
import { securityEventsApi } from "../../features/account/sessions/security-events-api";
import { sessionsApi } from "../../features/account/sessions/sessions-api";
import { settingsApi } from "../../features/account/settings/settings-api";
import { SETTINGS_TABS, type SettingsTab, SettingsView } from "../../features/account/settings/settings-view";
import { staffApi } from "../../features/account/settings/staff-api";
import { loadOnClient } from "../../store/client-queries";
import { type PlannedQuery, plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/settings";

export function meta() {
  return accountMeta("Настройки");
}

/**
 * What the tab's panels ask for (settings-view.tsx). The security events are fetched again on every mount by
 * design (they must be fresh); the primed answer only spares the first paint its loading state.
 */
function settingsQueries(tab: SettingsTab): PlannedQuery[] {
  switch (tab) {
    case "staff":
      return [
        plannedQuery(settingsApi.endpoints.staff, undefined, "settings"),
        plannedQuery(staffApi.endpoints.staffInvites, undefined, "settings"),
      ];
    case "requisites":
      return [plannedQuery(settingsApi.endpoints.companyRequisites, undefined, "settings")];
    case "security":
      return [plannedQuery(mfaApi.endpoints.mfaStatus, undefined)];
    case "sessions":
      return [
        plannedQuery(sessionsApi.endpoints.sessions, "client"),
        plannedQuery(securityEventsApi.endpoints.securityEvents, "client"),
      ];
    default:
      // «Профили» shows the layout's session; «Пароль» asks for the key only when sent.
      return [];
  }
}

/** `/account/settings` (staff), `…/profiles`, `…/requisites`, `…/password`, `…/security`, `…/sessions`; nothing else. */
export async function loader(args: Route.LoaderArgs) {
  const tab = tabFromPath(args.params.tab, SETTINGS_TABS);
  return { tab, queries: await loadAccountQueries(args, settingsQueries(tab)) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const tab = tabFromPath(params.tab, SETTINGS_TABS);
  return loadOnClient(settingsQueries(tab), serverLoader, () => ({ tab, queries: [] }));
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsView tab={loaderData.tab} />;
}
