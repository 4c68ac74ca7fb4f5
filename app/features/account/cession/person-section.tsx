import { PathAddressField, PathField, Section } from "./questionnaire-fields";

/** A person's or an entrepreneur's data (the questionnaire's `person`); the entrepreneur adds its OGRNIP. */
export function PersonSection({ entrepreneur }: { entrepreneur: boolean }) {
  return (
    <Section legend={entrepreneur ? "Сведения об индивидуальном предпринимателе" : "Сведения о физическом лице"}>
      <PathField path="person.lastName" label="Фамилия" autoComplete="family-name" />
      <PathField path="person.firstName" label="Имя" autoComplete="given-name" />
      <PathField path="person.middleName" label="Отчество" autoComplete="additional-name" />
      <PathField path="person.birthDate" label="Дата рождения" type="date" autoComplete="bday" />
      <PathField path="person.birthPlace" label="Место рождения" wide />
      <PathField path="person.citizenship" label="Гражданство" />
      <PathField path="person.inn" label="ИНН" inputMode="numeric" maxLength={12} />
      {entrepreneur ? <PathField path="person.ogrnip" label="ОГРНИП" inputMode="numeric" maxLength={15} /> : null}
      <PathField path="person.passportSeries" label="Серия паспорта" inputMode="numeric" maxLength={4} />
      <PathField path="person.passportNumber" label="Номер паспорта" inputMode="numeric" maxLength={6} />
      <PathField path="person.passportIssuedBy" label="Кем выдан паспорт" wide />
      <PathField path="person.passportIssuedAt" label="Дата выдачи паспорта" type="date" />
      <PathField
        path="person.passportDivisionCode"
        label="Код подразделения"
        inputMode="numeric"
        maxLength={7}
        hint="Например, 770-001"
      />
      <PathAddressField path="person.registrationAddress" label="Адрес регистрации" />
      <PathAddressField path="person.actualAddress" label="Фактический адрес проживания" />
    </Section>
  );
}
