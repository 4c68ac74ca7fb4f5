import { redirect } from "react-router";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { MfaCodeForm } from "../../features/account/mfa/mfa-code-form";
import { hasPendingSignIn } from "../../features/account/mfa/mfa-cookies";
import { landingAfterSignIn, safeNext, signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/mfa-code";

export function meta() {
  return [{ title: "Код подтверждения — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * `/login/code`: the second step of a sign-in (ADR 030). Someone signed in goes on; a browser without a pending
 * sign-in (it ran out, or the page was opened directly) is told to start from the password.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  const { auth, env } = context.get(servicesContext);
  const session = await auth.session(readSessionToken(request, env.NODE_ENV));
  if (session) throw redirect(landingAfterSignIn(session.user.role, next));
  return { next, pending: hasPendingSignIn(request, env.NODE_ENV) };
}

export default function MfaCode({ loaderData }: Route.ComponentProps) {
  const { next, pending } = loaderData;
  if (!pending) {
    return (
      <AuthScreen title="Время на ввод кода истекло">
        <p role="alert">Код подтверждения вводят в течение 5 минут после пароля. Войдите с паролем ещё раз.</p>
        <ButtonLink to={signInPath(next)} size="lg" block>
          Войти
        </ButtonLink>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Подтвердите вход"
      lead="Введите код из приложения-аутентификатора на телефоне. Если телефона нет под рукой — один из резервных кодов."
    >
      <MfaCodeForm next={next} />
    </AuthScreen>
  );
}
