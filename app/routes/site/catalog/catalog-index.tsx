import { redirect } from "react-router";

/** `/catalog` has no page of its own: the new cars are the catalogue's front door. */
export function loader() {
  throw redirect("/catalog/cars", 301);
}

export default function CatalogIndex() {
  return null;
}
