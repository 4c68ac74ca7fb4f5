import type { StaffRole } from "../../../contract/staff.ts";
import { STAFF_HOME } from "../../lib/area-homes";

/**
 * The sections of the back office, in the order of its navigation, each with the roles that open it (the
 * administrator opens every one). The server checks the same roles on each /staff/api call; this list only decides
 * what a person is shown and which pages answer 403. A new section (leads, clients, content…) adds one line.
 */
export interface StaffSection {
  title: string;
  path: string;
  /** Empty: everyone on the staff. */
  roles: readonly StaffRole[];
}

export const STAFF_SECTIONS: readonly StaffSection[] = [
  { title: "Обзор", path: STAFF_HOME, roles: [] },
  { title: "Обращения", path: "/staff/tickets", roles: ["service", "risk"] },
  { title: "Реструктуризация", path: "/staff/rescheduling", roles: ["service", "risk"] },
  { title: "Цессии", path: "/staff/cessions", roles: ["risk"] },
  { title: "Клиенты", path: "/staff/clients", roles: ["service"] },
  { title: "Заявки", path: "/staff/leads", roles: ["sales"] },
  { title: "Кандидаты", path: "/staff/candidates", roles: ["hr"] },
  { title: "Публикации", path: "/staff/content", roles: ["content"] },
  { title: "Вакансии", path: "/staff/content/vacancies", roles: ["content", "hr"] },
  { title: "Каталог", path: "/staff/vehicles", roles: ["content"] },
  { title: "Сайт", path: "/staff/site", roles: ["content"] },
  { title: "Сотрудники", path: "/staff/employees", roles: ["admin"] },
  { title: "Журнал действий", path: "/staff/audit", roles: ["admin"] },
  { title: "Журнал безопасности", path: "/staff/security", roles: ["admin"] },
  { title: "Мои сеансы", path: "/staff/me", roles: [] },
];

/** Whether someone holding `held` may use something open to `roles` (empty: everyone; admin: always). */
export function mayUse(held: readonly StaffRole[], roles: readonly StaffRole[]): boolean {
  return roles.length === 0 || held.includes("admin") || roles.some((role) => held.includes(role));
}

/** The sections a person's roles open, in order. */
export function sectionsFor(held: readonly StaffRole[]): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => mayUse(held, section.roles));
}

/** The section a back office address belongs to (the longest matching path). */
export function sectionOf(pathname: string): StaffSection | undefined {
  return STAFF_SECTIONS.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
