/** The `<title>` of a back office screen; the back office is never indexed. */
export function staffMeta(title: string) {
  return [{ title: `${title} — Бэк-офис — Лизинг-Авто` }, { name: "robots", content: "noindex" }];
}
