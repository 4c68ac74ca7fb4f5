import { data } from "react-router";
import { STAFF_ADMIN_MESSAGES, StaffInviteQuerySchema } from "../../../contract/staff-admin.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { StaffInviteForm, StaffInviteSummary } from "../../features/staff/staff-invite-form";
import type { Route } from "./+types/staff-invite";

export function meta() {
  return [{ title: "Приглашение в бэк-офис — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: out of caches and of Referer headers to other sites, as on /login/invite. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/staff-invite?key=…`, the administrator's e-mailed invitation of a new employee (issue 15). Opening it
 * spends nothing (mail scanners fetch links first); the key is spent by the form once the account is made.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = StaffInviteQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ state: "broken" as const }, { status: 400 });
  const info = await context.get(servicesContext).staffAdminInvites.info(query.data.key);
  if (!info) return data({ state: "gone" as const }, { status: 410 });
  return { state: "ready" as const, inviteKey: query.data.key, info };
}

export default function StaffInvite({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "broken") {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа приглашения или он обрезан. Скопируйте ссылку из письма целиком или попросите
          администратора пригласить вас снова.
        </p>
      </AuthScreen>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <AuthScreen title="Приглашение недействительно">
        <p role="alert">{STAFF_ADMIN_MESSAGES.gone}</p>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title="Приглашение в бэк-офис" lead={<StaffInviteSummary info={loaderData.info} />}>
      <StaffInviteForm inviteKey={loaderData.inviteKey} info={loaderData.info} />
    </AuthScreen>
  );
}
