import type { ReactNode } from "react";
import { data, useNavigate } from "react-router";
import { Tabs } from "../../../ui/tabs";

/**
 * Account tabs are addressed by a path segment (`/account/services/bonuses`, `/account/contracts/:code/documents`):
 * a link or a reload opens the tab, Back returns to the one before. The first tab is the screen's own address,
 * without a segment.
 */

/** The tab a route's `:tab?` names; its own name for the first tab, or any unknown one, is not a page (404). */
export function tabFromPath<T extends string>(segment: string | undefined, tabs: readonly [T, ...T[]]): T {
  if (segment === undefined) return tabs[0];
  const tab = tabs.find((t) => t === segment);
  if (tab === undefined || tab === tabs[0]) throw data(null, { status: 404 });
  return tab;
}

/** The address of a tab under the screen's `base` address. */
export function tabPath(base: string, tabs: readonly string[], tab: string): string {
  return tab === tabs[0] ? base : `${base}/${tab}`;
}

/** WAI-ARIA tabs whose selection is the address; only the selected tab's panel is rendered. */
export function PathTabs<T extends string>({
  label,
  base,
  selected,
  items,
}: {
  label: string;
  base: string;
  selected: T;
  items: readonly { id: T; label: ReactNode; panel: () => ReactNode }[];
}) {
  const navigate = useNavigate();
  const ids = items.map((item) => item.id);
  return (
    <Tabs
      label={label}
      selectedId={selected}
      onSelect={(id) => navigate(tabPath(base, ids, id), { preventScrollReset: true })}
      items={items.map((item) => ({
        id: item.id,
        label: item.label,
        panel: item.id === selected ? item.panel() : null,
      }))}
    />
  );
}
