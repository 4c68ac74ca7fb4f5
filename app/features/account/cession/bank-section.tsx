import { PathField, Section } from "./questionnaire-fields";

/** The settlement account's requisites (checked against the BIK as typed, core/cession-rules.ts). */
export function BankSection({ optional }: { optional: boolean }) {
  return (
    <Section
      legend="Банковские реквизиты"
      note={optional ? <p>Для физического лица необязательны: платить можно с любого счёта.</p> : undefined}
    >
      <PathField path="bank.bik" label="БИК" inputMode="numeric" maxLength={9} />
      <PathField path="bank.bankName" label="Банк" />
      <PathField path="bank.settlementAccount" label="Расчётный счёт" inputMode="numeric" maxLength={20} />
      <PathField path="bank.correspondentAccount" label="Корреспондентский счёт" inputMode="numeric" maxLength={20} />
    </Section>
  );
}
