import { accountMeta } from "../../features/account/lk/account-meta";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { SETTINGS_TABS, SettingsView } from "../../features/account/settings/settings-view";
import type { Route } from "./+types/settings";

export function meta() {
  return accountMeta("Настройки");
}

/** `/account/settings` (staff), `…/profiles`, `…/requisites`, `…/password`, `…/security`, `…/sessions`; nothing else. */
export function loader({ params }: Route.LoaderArgs) {
  return { tab: tabFromPath(params.tab, SETTINGS_TABS) };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsView tab={loaderData.tab} />;
}
