import { CompareView } from "../../../features/catalog/compare-view";

/** `/compare`: personal (localStorage), so not for search engines. */
export function meta() {
  return [{ title: "Сравнение автомобилей — Лизинг-Авто" }, { name: "robots", content: "noindex, follow" }];
}

export default function Compare() {
  return <CompareView />;
}
