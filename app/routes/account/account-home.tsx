import { AccountHomeView } from "../../features/account/account-home-view";

export function meta() {
  return [{ title: "Личный кабинет — Лизинг-Авто" }, { name: "robots", content: "noindex" }];
}

/** The account home: its data comes through RTK Query (GET /apilk/account/check/). */
export default function AccountHome() {
  return <AccountHomeView />;
}
