import { data } from "react-router";
import { CESSION_INVITE_MESSAGES, CessionInviteQuerySchema } from "../../../contract/lk-cession.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import {
  AcceptCessionInviteForm,
  CessionInviteSummary,
  type CessionInviteViewer,
} from "../../features/account/cession/accept-cession-invite-form";
import { signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import type { Route } from "./+types/accept-cession-invite";

export function meta() {
  return [{ title: "Приглашение в заявку на переуступку — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: out of caches and of Referer headers to other sites, as on /login/invite. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/cession?key=…`, the e-mailed invitation of a cession's assignee or guarantor (issue 12). Opening it spends
 * nothing (mail scanners fetch links first); the key is spent by the form once the part is bound. An address that
 * already has an account signs in first and is sent back here (`next`).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const query = CessionInviteQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ state: "broken" as const }, { status: 400 });
  const { cessionInvites, auth, env } = context.get(servicesContext);
  const info = await cessionInvites.info(query.data.key);
  if (!info) return data({ state: "gone" as const }, { status: 410 });
  const session = await auth.session(readSessionToken(request, env.NODE_ENV));
  const signInHref = signInPath(url.pathname + url.search);
  let viewer: CessionInviteViewer = { kind: "new" };
  if (info.hasAccount) {
    if (!session) viewer = { kind: "signIn", signInHref };
    else if (session.user.email.toLowerCase() === info.email.toLowerCase()) {
      viewer = { kind: "self", csrfToken: session.csrfToken };
    } else viewer = { kind: "other", signInHref, signedInAs: session.user.email, csrfToken: session.csrfToken };
  }
  return { state: "ready" as const, inviteKey: query.data.key, info, viewer };
}

export default function AcceptCessionInvite({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "broken") {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа приглашения или он обрезан. Скопируйте ссылку из письма целиком или попросите цедента
          пригласить вас снова.
        </p>
      </AuthScreen>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <AuthScreen title="Приглашение недействительно">
        <p role="alert">{CESSION_INVITE_MESSAGES.gone}</p>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title="Приглашение в заявку на переуступку" lead={<CessionInviteSummary info={loaderData.info} />}>
      <AcceptCessionInviteForm inviteKey={loaderData.inviteKey} info={loaderData.info} viewer={loaderData.viewer} />
    </AuthScreen>
  );
}
