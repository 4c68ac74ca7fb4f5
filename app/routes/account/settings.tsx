import { data } from "react-router";
import { accountMeta } from "../../features/account/lk/account-meta";
import { type SettingsTab, SettingsView } from "../../features/account/settings/settings-view";
import type { Route } from "./+types/settings";

const TABS = new Set<SettingsTab>(["profiles", "requisites"]);

export function meta() {
  return accountMeta("Настройки");
}

/** `/account/settings` (staff), `/account/settings/profiles`, `/account/settings/requisites`. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.tab !== undefined && !TABS.has(params.tab as SettingsTab)) throw data(null, { status: 404 });
  return null;
}

export default function Settings({ params }: Route.ComponentProps) {
  const tab = TABS.has(params.tab as SettingsTab) ? (params.tab as SettingsTab) : "staff";
  return <SettingsView tab={tab} />;
}
