import { data } from "react-router";
import { staffMeta } from "../../features/staff/staff-meta";
import { StaffRefusal } from "../../features/staff/staff-refusal";

export function meta() {
  return staffMeta("Страница не найдена");
}

/** Any `/staff/…` address no other back office route takes: a 404 status, and the page inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <StaffRefusal status={404} />;
}

export default function StaffNotFound() {
  return <StaffRefusal status={404} />;
}
