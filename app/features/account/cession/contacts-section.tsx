import { PathField, Section } from "./questionnaire-fields";

/** How the lessor reaches the assignee. */
export function ContactsSection() {
  return (
    <Section legend="Контакты">
      <PathField
        path="contacts.phone"
        label="Телефон"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Например, +7 916 123-45-67"
      />
      <PathField path="contacts.email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" />
      <PathField path="contacts.website" label="Сайт" type="url" inputMode="url" wide />
    </Section>
  );
}
