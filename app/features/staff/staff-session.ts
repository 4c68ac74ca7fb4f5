import { createContext, data, type RouterContextProvider, useOutletContext } from "react-router";
import type { User } from "../../../contract/account.ts";
import type { StaffRole } from "../../../contract/staff.ts";
import { mayUse } from "./staff-sections";

/** The employee as the screens know them. */
export interface StaffSessionData {
  user: User;
  roles: StaffRole[];
}

/** The employee of the request, set by the back office layout's middleware for the loaders below it. */
export const staffSessionContext = createContext<StaffSessionData & { csrfToken: string }>();

/**
 * For a section's loader: the page answers 403 (inside the back office's shell) to an employee whose roles do not
 * open it; the API refuses the same roles on its own.
 */
export function requireStaffRoles(context: Readonly<RouterContextProvider>, roles: readonly StaffRole[]): void {
  if (!mayUse(context.get(staffSessionContext).roles, roles)) throw data(null, { status: 403 });
}

/**
 * The signed-in employee in the browser, from one source: what the back office layout's loader read on the server,
 * handed to every screen through its `<Outlet context>`.
 */
export function useStaffSession(): StaffSessionData {
  return useOutletContext<StaffSessionData>();
}
