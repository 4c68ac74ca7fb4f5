import { redirect, useNavigate } from "react-router";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { MfaEnrolment } from "../../features/account/mfa/mfa-enrolment";
import { landingAfterSignIn, safeNext, signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { useCsrfToken } from "../../features/account/use-csrf-token";
import type { Route } from "./+types/mfa-setup";

export function meta() {
  return [{ title: "Двухфакторная аутентификация — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * `/login/mfa-setup`: an employee signed in without a second factor is sent here by the back office before anything
 * else (ADR 030); once it is on, on to `next`. Signed out — to sign-in and back.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  const { auth, env } = context.get(servicesContext);
  const session = await auth.session(readSessionToken(request, env.NODE_ENV));
  if (!session) throw redirect(signInPath(url.pathname + url.search));
  if (session.mfaEnabled) throw redirect(landingAfterSignIn(session.user.role, next));
  return {
    landing: landingAfterSignIn(session.user.role, next),
    email: session.user.email,
    csrfToken: session.csrfToken,
  };
}

export default function MfaSetup({ loaderData }: Route.ComponentProps) {
  const { landing, email, csrfToken } = loaderData;
  useCsrfToken(csrfToken);
  const navigate = useNavigate();
  return (
    <AuthScreen
      title="Подключите двухфакторную аутентификацию"
      lead="Сотрудникам лизинговой компании вход без второго фактора закрыт: кроме пароля, нужен код из приложения на телефоне."
    >
      <MfaEnrolment email={email} onDone={() => void navigate(landing, { replace: true })} />
    </AuthScreen>
  );
}
