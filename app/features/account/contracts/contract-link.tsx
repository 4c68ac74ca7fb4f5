import { Link } from "react-router";

/**
 * A link to a contract's page, named by its number: «№ ЛА-2025/04812», or «Договор № ЛА-2025/04812» (`named`)
 * where nothing around it says what the number is.
 */
export function ContractLink({
  code,
  number,
  named = false,
  className,
}: {
  code: string;
  number: string;
  named?: boolean;
  className?: string;
}) {
  return (
    <Link to={`/account/contracts/${code}`} className={className}>
      {named ? "Договор № " : "№ "}
      {number}
    </Link>
  );
}
