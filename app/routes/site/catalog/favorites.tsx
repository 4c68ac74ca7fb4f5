import { FavoritesView } from "../../../features/catalog/favorites-view";

/** `/favorites`: personal (localStorage), so not for search engines. */
export function meta() {
  return [{ title: "Избранное — Лизинг-Авто" }, { name: "robots", content: "noindex, follow" }];
}

export default function Favorites() {
  return <FavoritesView />;
}
