import { FaqView } from "../../features/account/faq/faq-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Вопросы и ответы");
}

export default function Faq() {
  return <FaqView />;
}
