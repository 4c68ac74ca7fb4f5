import { data } from "react-router";
import { CLIENT_WELCOME_MESSAGES, ClientWelcomeQuerySchema } from "../../../contract/staff-clients.ts";
import { servicesContext } from "../../context";
import { AuthScreen } from "../../features/account/auth-screen";
import { formatMoment } from "../../features/account/lk/lk-format";
import { WelcomeForm } from "../../features/account/welcome-form";
import type { Route } from "./+types/welcome";

export function meta() {
  return [{ title: "Вход в личный кабинет: пароль — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The key is in the address: out of caches and of Referer headers to other sites, as on /login/invite. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

/**
 * `/login/welcome?key=…`, the e-mailed invitation of a client whose account the lessor's manager opened (issue 15).
 * Opening it spends nothing (mail scanners fetch links first); the key is spent when the password is set.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = ClientWelcomeQuerySchema.safeParse({ key: url.searchParams.get("key") ?? undefined });
  if (!query.success) return data({ state: "broken" as const }, { status: 400 });
  const { clientWelcome } = context.get(servicesContext);
  const info = await clientWelcome.info(query.data.key);
  if (!info) return data({ state: "gone" as const }, { status: 410 });
  return { state: "ready" as const, welcomeKey: query.data.key, info };
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "broken") {
    return (
      <AuthScreen title="Ссылка неполная">
        <p role="alert">
          В ссылке нет ключа или он обрезан. Скопируйте ссылку из письма целиком или попросите менеджера Лизинг-Авто
          прислать приглашение снова.
        </p>
      </AuthScreen>
    );
  }
  if (loaderData.state === "gone") {
    return (
      <AuthScreen title="Ссылка недействительна">
        <p role="alert">{CLIENT_WELCOME_MESSAGES.gone}</p>
      </AuthScreen>
    );
  }
  const { info } = loaderData;
  return (
    <AuthScreen
      title="Добро пожаловать в личный кабинет"
      lead={
        <>
          Кабинет <strong>{info.profileTitle}</strong> открыт. Проверьте имя и задайте пароль — с ним вы будете входить
          по адресу {info.email}. Ссылка действует до {formatMoment(info.expiresAt)}.
        </>
      }
    >
      <WelcomeForm welcomeKey={loaderData.welcomeKey} info={info} />
    </AuthScreen>
  );
}
