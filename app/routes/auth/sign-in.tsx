import { redirect } from "react-router";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { landingAfterSignIn, safeNext } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { SignInForm } from "../../features/account/sign-in-form";
import type { Route } from "./+types/sign-in";

export function meta() {
  return [
    { title: "Вход в личный кабинет — Лизинг-Авто" },
    { name: "description", content: "Вход в личный кабинет клиента Лизинг-Авто: договоры, платежи, документы." },
    { name: "robots", content: "noindex" },
  ];
}

/** The answer depends on the session cookie: never from a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Someone already signed in goes straight on, into their own area; everyone else gets the form. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const next = safeNext(url.searchParams.get("next"));
  const { auth, env } = context.get(servicesContext);
  const session = await auth.session(readSessionToken(request, env.NODE_ENV));
  if (session) throw redirect(landingAfterSignIn(session.user.role, next));
  return { next };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <AuthScreen title="Вход в личный кабинет" lead="Войдите с e-mail и паролем, которые вы получили от менеджера.">
      <SignInForm next={loaderData.next} />
      <p>
        Нет доступа? Кабинет открывает менеджер Лизинг-Авто: после подписания договора на вашу почту придёт письмо со
        ссылкой для входа.
      </p>
    </AuthScreen>
  );
}
