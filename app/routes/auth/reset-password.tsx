import { data } from "react-router";
import { ResetPasswordQuerySchema } from "../../../contract/password.ts";
import { AuthScreen } from "../../features/account/auth-screen";
import { ResetPasswordForm } from "../../features/account/password/reset-password-form";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Новый пароль — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/**
 * The key is in the address: keep it out of caches and out of Referer headers to other sites (`same-origin`,
 * not `no-referrer`, for the reason given on /login/key).
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/reset?key=…`, the e-mailed recovery link. Opening it spends nothing (mail scanners fetch links before
 * the person does); the key is spent by «Сохранить пароль» with an accepted new password.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = ResetPasswordQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ ready: false as const }, { status: 400 });
  return { ready: true as const, resetKey: query.data.key };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ready) {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа для смены пароля или он обрезан. Скопируйте ссылку из письма целиком или запросите новую.
        </p>
        <ButtonLink to="/login/forgot" size="lg" block>
          Запросить новую ссылку
        </ButtonLink>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Новый пароль"
      lead="Придумайте новый пароль для личного кабинета. После сохранения все открытые сеансы завершатся."
    >
      <ResetPasswordForm resetKey={loaderData.resetKey} />
    </AuthScreen>
  );
}
