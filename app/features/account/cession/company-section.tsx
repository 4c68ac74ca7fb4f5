import { PathAddressField, PathField, Section } from "./questionnaire-fields";

/** A legal entity's registration data (the questionnaire's `company`). */
export function CompanySection() {
  return (
    <Section legend="Сведения об организации">
      <PathField path="company.fullName" label="Полное наименование" wide autoComplete="organization" />
      <PathField path="company.shortName" label="Сокращённое наименование" wide />
      <PathField path="company.inn" label="ИНН" inputMode="numeric" maxLength={10} />
      <PathField path="company.kpp" label="КПП" inputMode="numeric" maxLength={9} />
      <PathField path="company.ogrn" label="ОГРН" inputMode="numeric" maxLength={13} />
      <PathField path="company.registrationDate" label="Дата регистрации" type="date" />
      <PathField path="company.okved" label="Основной вид деятельности (ОКВЭД)" wide />
      <PathAddressField path="company.legalAddress" label="Юридический адрес" />
      <PathAddressField path="company.actualAddress" label="Фактический адрес" />
      <PathAddressField path="company.postalAddress" label="Почтовый адрес" />
    </Section>
  );
}
