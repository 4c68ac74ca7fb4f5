import type { ParticipantType } from "../../../../contract/lk-cession.ts";
import { PeopleList } from "./people-list";
import { Section } from "./questionnaire-fields";

/** The beneficial owners (115-ФЗ: over 25 % or control); a person or entrepreneur is its own unless listed. */
export function BeneficialOwnersSection({ type }: { type: ParticipantType }) {
  return (
    <Section
      legend="Бенефициарные владельцы"
      note={
        type === "legal" ? (
          <p>
            Физические лица, которые прямо или косвенно владеют более чем 25 % капитала или контролируют организацию.
          </p>
        ) : (
          <p>Если никого не указать, бенефициарным владельцем считаетесь вы сами.</p>
        )
      }
    >
      <PeopleList
        path="beneficialOwners"
        legend="Список бенефициарных владельцев"
        addLabel="Добавить бенефициарного владельца"
        kind="beneficiary"
        max={20}
      />
    </Section>
  );
}
