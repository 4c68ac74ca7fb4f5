import { SecurityEventsPanel } from "../../features/account/sessions/security-events-panel";
import { SessionsPanel } from "../../features/account/sessions/sessions-panel";
import { staffMeta } from "../../features/staff/staff-meta";
import { PageHeader } from "../../ui/page-header";
import { Stack } from "../../ui/stack";

export function meta() {
  return staffMeta("Мои сеансы");
}

/**
 * `/staff/me` (every employee): where the employee is signed in to the back office, ending a forgotten session,
 * and the account's own sign-ins and failures — the same panels as a client's settings, on the staff's calls.
 */
export default function MySessions() {
  return (
    <Stack>
      <PageHeader title="Мои сеансы" lead={<p>Где вы вошли в бэк-офис и что происходило с вашей учётной записью.</p>} />
      <SessionsPanel area="staff" />
      <SecurityEventsPanel area="staff" />
    </Stack>
  );
}
