import { ContractDetailView } from "../../features/account/contracts/contract-detail";
import { accountMeta } from "../../features/account/lk/account-meta";
import type { Route } from "./+types/contract";

export function meta() {
  return accountMeta("Договор");
}

/** `/account/contracts/:code?tab=schedule|documents|insurance`. */
export default function Contract({ params }: Route.ComponentProps) {
  return <ContractDetailView key={params.code} code={params.code} />;
}
