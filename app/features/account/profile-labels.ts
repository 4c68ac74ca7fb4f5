import type { Profile } from "../../../contract/account.ts";

export const PROFILE_TYPE_LABELS: Record<Profile["type"], string> = {
  legal: "Юридическое лицо",
  entrepreneur: "Индивидуальный предприниматель",
  person: "Физическое лицо",
};

/** ОГРН for a company, ОГРНИП for an individual entrepreneur. */
export function ogrnLabel(type: Profile["type"]): string {
  return type === "entrepreneur" ? "ОГРНИП" : "ОГРН";
}
