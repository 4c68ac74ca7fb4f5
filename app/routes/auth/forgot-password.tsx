import { AuthScreen } from "../../features/account/auth-screen";
import { ForgotPasswordForm } from "../../features/account/password/forgot-password-form";

export function meta() {
  return [
    { title: "Восстановление пароля — Лизинг-Авто" },
    { name: "description", content: "Восстановление пароля от личного кабинета клиента Лизинг-Авто." },
    { name: "robots", content: "noindex" },
  ];
}

/** `/login/forgot`: «Забыли пароль?» from the sign-in page (ADR 026). */
export default function ForgotPassword() {
  return (
    <AuthScreen
      title="Восстановление пароля"
      lead="Укажите e-mail личного кабинета: мы пришлём ссылку, по которой можно задать новый пароль."
    >
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
