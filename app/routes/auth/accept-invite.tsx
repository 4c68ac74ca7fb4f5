import { data } from "react-router";
import { InviteQuerySchema } from "../../../contract/lk-settings.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { AcceptInviteForm, InviteSummary } from "../../features/account/settings/accept-invite-form";
import type { Route } from "./+types/accept-invite";

export function meta() {
  return [{ title: "Приглашение в личный кабинет — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: out of caches and of Referer headers to other sites, as on /login/reset. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/invite?key=…`, the e-mailed invitation of a colleague (ADR 031). Opening it spends nothing (mail
 * scanners fetch links first); the key is spent by the form once access is granted.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = InviteQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ state: "broken" as const }, { status: 400 });
  const info = await context.get(servicesContext).staffInvites.info(query.data.key);
  if (!info) return data({ state: "gone" as const }, { status: 410 });
  return { state: "ready" as const, inviteKey: query.data.key, info };
}

export default function AcceptInvite({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "broken") {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа приглашения или он обрезан. Скопируйте ссылку из письма целиком или попросите
          администратора профиля пригласить вас снова.
        </p>
      </AuthScreen>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <AuthScreen title="Приглашение недействительно">
        <p role="alert">
          Приглашение уже принято, отозвано или срок его действия (7 дней) истёк. Попросите администратора профиля
          пригласить вас снова.
        </p>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title="Приглашение в личный кабинет" lead={<InviteSummary info={loaderData.info} />}>
      <AcceptInviteForm inviteKey={loaderData.inviteKey} info={loaderData.info} />
    </AuthScreen>
  );
}
