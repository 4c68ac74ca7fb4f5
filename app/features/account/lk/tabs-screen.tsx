import type { ComponentProps, ReactNode } from "react";
import { PageHeader } from "../../../ui/page-header";
import { Stack } from "../../../ui/stack";
import { PathTabs } from "./path-tabs";

/** An account screen made of address tabs (`/account/settings`, `/account/services`): its header, then the tabs. */
export function TabsScreen<T extends string>({
  title,
  lead,
  ...tabs
}: { title: string; lead: ReactNode } & ComponentProps<typeof PathTabs<T>>) {
  return (
    <Stack>
      <PageHeader title={title} lead={lead} />
      <PathTabs {...tabs} />
    </Stack>
  );
}
