import { DocumentsList } from "../../features/account/documents/documents-list";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Документы");
}

/** `/account/documents?kind=&contractCode=&dateFrom=&dateTo=&currentPage=`. */
export default function Documents() {
  return <DocumentsList />;
}
