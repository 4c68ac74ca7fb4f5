/** The `<title>` of an account screen; the account is never indexed. */
export function accountMeta(title: string) {
  return [{ title: `${title} — Личный кабинет — Лизинг-Авто` }, { name: "robots", content: "noindex" }];
}
