import { useAccountSession } from "../account-session";
import { ContractLink } from "../contracts/contract-link";

/**
 * A contract named in an accounting row: a link to its page for those who may open «Договоры», its number as text
 * for a colleague with «Бухгалтерия» alone (ADR 031), who would land on a refusal.
 */
export function ContractRef({ code, number, named = false }: { code: string; number: string; named?: boolean }) {
  const { rights } = useAccountSession();
  if (rights.includes("contracts")) return <ContractLink code={code} number={number} named={named} />;
  return (
    <>
      {named ? "Договор № " : "№ "}
      {number}
    </>
  );
}
