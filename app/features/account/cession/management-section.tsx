import { MANAGEMENT_BODY_TITLES, type ManagementBody } from "../../../../contract/lk-cession.ts";
import { type PeopleKind, PeopleList } from "./people-list";
import { Section } from "./questionnaire-fields";

/** Each body of `management` with how one of its entries is added. */
const BODIES: readonly { body: ManagementBody; addLabel: string; kind: PeopleKind; max: number }[] = [
  { body: "director", addLabel: "Добавить руководителя", kind: "manager", max: 1 },
  { body: "board", addLabel: "Добавить члена совета директоров", kind: "manager", max: 30 },
  { body: "executiveBoard", addLabel: "Добавить члена правления", kind: "manager", max: 30 },
  { body: "founders", addLabel: "Добавить учредителя", kind: "founder", max: 30 },
];

/** A legal entity's management bodies (lists keyed by MANAGEMENT_BODY_CODES); the boards only if it has them. */
export function ManagementSection() {
  return (
    <Section legend="Органы управления" note={<p>Совет директоров и правление — если они есть в организации.</p>}>
      {BODIES.map(({ body, addLabel, kind, max }) => (
        <PeopleList
          key={body}
          path={`management.${body}`}
          legend={MANAGEMENT_BODY_TITLES[body]}
          addLabel={addLabel}
          kind={kind}
          max={max}
        />
      ))}
    </Section>
  );
}
