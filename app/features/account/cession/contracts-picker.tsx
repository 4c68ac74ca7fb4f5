import type { CessionDetail } from "../../../../contract/lk-cession.ts";
import { Checkbox } from "../../../ui/checkbox";
import { formatDate } from "../lk/lk-format";
import styles from "./cession.module.css";

type ContractRef = CessionDetail["contracts"][number];

/**
 * The contracts to assign, as checkboxes (at least one; SPEC.md §8 asks for «номер договора»): the profile's
 * assignable contracts and those already in this application. The group's error is read with each box.
 */
export function ContractsPicker({
  options,
  value,
  onChange,
  error,
  idPrefix,
}: {
  options: readonly ContractRef[];
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} data-field="contracts">
      <legend className={styles.legend}>
        Договоры для переуступки<span aria-hidden="true"> *</span>
      </legend>
      {options.length === 0 ? (
        <p className={styles.muted}>Нет договоров, которые можно переуступить.</p>
      ) : (
        <div className={styles.choices}>
          {options.map((c) => (
            <Checkbox
              key={c.code}
              id={`${idPrefix}-${c.code}`}
              name="contracts"
              value={c.code}
              checked={value.includes(c.code)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? [...value, c.code] : value.filter((code) => code !== c.code))
              }
              label={`№ ${c.number} — ${c.vehicleTitle}`}
              hint={`с ${formatDate(c.signedAt)} по ${formatDate(c.endDate)}`}
            />
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
