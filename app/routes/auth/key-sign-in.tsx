import { data, redirect } from "react-router";
import { KEY_SIGN_IN_GONE_MESSAGE, KeySignInQuerySchema } from "../../../contract/account.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { KEY_FIELD, KeySignInForm } from "../../features/account/key-sign-in-form";
import { challengeSetCookies, deviceSetCookie, readDeviceToken } from "../../features/account/mfa/mfa-cookies";
import { mfaCodePath, safeNext } from "../../features/account/safe-next";
import { readSessionToken, sessionSetCookie } from "../../features/account/session-token";
import { postedForm } from "../../lib/posted-form";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/key-sign-in";

export function meta() {
  return [{ title: "Вход по ссылке — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/**
 * The key is in the address: keep it out of caches and out of Referer headers to other sites. Not
 * `no-referrer`: under it the browser sends `Origin: null` with the page's own form post, and React Router
 * (rightly) refuses a post whose origin is not ours; `same-origin` keeps the origin for our own requests.
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

const INCOMPLETE = {
  title: "Ссылка для входа неполная",
  detail: "В ссылке нет ключа входа или он обрезан. Скопируйте ссылку из письма целиком или войдите с паролем.",
};

/**
 * The page of an e-mailed sign-in link (`/login/key?KEY=…&next=…`). Loading it changes nothing: mail
 * scanners and link previews fetch links before the person clicks, and a loader that spent the key would
 * leave them a used link. The key is spent by «Войти» (KeySignInForm), here only its shape is checked.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = KeySignInQuerySchema.safeParse({ KEY: url.searchParams.get("KEY") ?? undefined });
  if (!query.success) return data({ ready: false as const, ...INCOMPLETE }, { status: 400 });
  return { ready: true as const, signInKey: query.data.KEY, next: safeNext(url.searchParams.get("next")) };
}

/**
 * «Войти» posted without JavaScript: the same service as GET /api/account/check/, then into the account
 * with the session cookie, or the API's 410 message. React Router refuses posts from other origins
 * before this runs, so another site cannot sign a visitor in to someone else's account with a form.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const query = KeySignInQuerySchema.safeParse({ KEY: form?.get(KEY_FIELD) ?? undefined });
  if (!query.success) return data({ failure: INCOMPLETE.detail }, { status: 400 });
  const { auth, env } = context.get(servicesContext);
  // The way on is settled before the key is spent: nothing after the sign-in may fail and leave a used link.
  const next = safeNext(url.searchParams.get("next"));
  // The session this browser held, if any, ends with the new one.
  const result = await auth.signInWithKey(query.data.KEY, readSessionToken(request, env.NODE_ENV), {
    userAgent: request.headers.get("user-agent"),
    deviceToken: readDeviceToken(request, env.NODE_ENV),
  });
  // The link proves the mailbox only: with the second factor on, its code comes next (ADR 030).
  if (!result.ok && result.reason === "mfa") {
    const headers = new Headers();
    for (const line of challengeSetCookies(result, env.NODE_ENV)) headers.append("Set-Cookie", line);
    throw redirect(mfaCodePath(next), { headers });
  }
  if (!result.ok) return data({ failure: KEY_SIGN_IN_GONE_MESSAGE }, { status: 410 });
  const headers = new Headers({ "Set-Cookie": sessionSetCookie(result.token, env.NODE_ENV) });
  for (const line of deviceSetCookie(result.deviceToken, env.NODE_ENV)) headers.append("Set-Cookie", line);
  throw redirect(next, { headers });
}

export default function KeySignIn({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.ready) {
    return (
      <AuthScreen title={loaderData.title}>
        <p role="alert">{loaderData.detail}</p>
        <ButtonLink to="/login" size="lg" block>
          Войти с паролем
        </ButtonLink>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Вход по ссылке"
      lead="Нажмите «Войти», чтобы открыть личный кабинет. Ссылка одноразовая: после входа она перестанет действовать."
    >
      <KeySignInForm
        signInKey={loaderData.signInKey}
        next={loaderData.next}
        serverFailure={actionData?.failure ?? null}
      />
    </AuthScreen>
  );
}
