import { data, redirect } from "react-router";
import { KeySignInQuerySchema } from "../../../contract/account.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { safeNext } from "../../features/account/safe-next";
import { sessionSetCookie } from "../../features/account/session-token";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/key-sign-in";

export function meta() {
  return [{ title: "Вход по ссылке — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: keep it out of caches and Referer headers. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/**
 * Sign-in by a one-time key from an e-mailed link (`/login/key?KEY=…`): the same rule as
 * GET /api/account/check/, run in the loader so that the session cookie comes with the redirect
 * into the account. A used or expired key gets a Russian explanation and a way to sign in.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = KeySignInQuerySchema.safeParse({ KEY: url.searchParams.get("KEY") ?? undefined });
  if (!query.success) {
    return data(
      {
        title: "Ссылка для входа неполная",
        detail: "В ссылке нет ключа входа или он обрезан. Скопируйте ссылку из письма целиком или войдите с паролем.",
      },
      { status: 400 },
    );
  }
  const { auth, env } = context.get(servicesContext);
  const result = await auth.signInWithKey(query.data.KEY);
  if (!result.ok) {
    return data(
      {
        title: "Ссылка для входа недействительна",
        detail:
          "Она уже использована или срок её действия истёк. Войдите с e-mail и паролем или попросите менеджера прислать новую ссылку.",
      },
      { status: 410 },
    );
  }
  throw redirect(safeNext(url.searchParams.get("next")), {
    headers: { "Set-Cookie": sessionSetCookie(result.token, env.NODE_ENV === "production") },
  });
}

export default function KeySignIn({ loaderData }: Route.ComponentProps) {
  return (
    <AuthScreen title={loaderData.title}>
      <p role="alert">{loaderData.detail}</p>
      <ButtonLink to="/login" size="lg" block>
        Войти с паролем
      </ButtonLink>
    </AuthScreen>
  );
}
