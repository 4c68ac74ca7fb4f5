import { CessionList } from "../../features/account/cession/cession-list";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Цессия");
}

/** `/account/cession`: the profile's cessions and «Новая заявка на переуступку». */
export default function Cession() {
  return <CessionList />;
}
