import { Link } from "react-router";
import { CITIZENSHIPS, MAX_LIST_ROWS } from "../../../contract/candidate.ts";
import type { CandidateChanges, CandidateRecord, CandidateState } from "../../store/slices/candidate-slice";
import { AddressField } from "../../ui/address-field";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Icon } from "../../ui/icon";
import { Select } from "../../ui/select";
import { Text } from "../../ui/text";
import styles from "./candidate-form.module.css";
import { TextInput, YearInput } from "./candidate-inputs";
import {
  type CityOption,
  type FieldErrors,
  FREE_CITY_KEY,
  fieldId,
  flag,
  newRowId,
  text,
  type VacancyOption,
} from "./candidate-values";

export interface StepProps {
  draft: CandidateState;
  errors: FieldErrors;
  /** Applies a change to the draft and clears the errors of the given field paths. */
  change: (changes: CandidateChanges, paths: string[]) => void;
  /** Forgets the errors of a list's rows (a row was removed, the indexes moved). */
  clearList: (listPath: string) => void;
}

// ——— 1. City and vacancy ———

export function VacancyStep({
  draft,
  errors,
  change,
  cities,
  vacancies,
}: StepProps & { cities: readonly CityOption[]; vacancies: readonly VacancyOption[] }) {
  const inCity = draft.city === null ? vacancies : vacancies.filter((v) => v.cityId === draft.city);
  const chosen = vacancies.find((v) => v.code === draft.vacancy);
  // A vacancy chosen earlier stays in the list even if the city changed since (the server checks it is open).
  const options = chosen && !inCity.includes(chosen) ? [chosen, ...inCity] : inCity;
  const cityName = cities.find((c) => c.id === draft.city)?.name;
  return (
    <div className={styles.fields}>
      {cities.length > 0 ? (
        <Select
          id={fieldId("city")}
          label="Город, в котором хотите работать"
          required
          placeholder="Выберите город"
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
          value={draft.city === null ? "" : String(draft.city)}
          error={errors.city}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ city: value === "" ? null : Number(value) }, ["city"]);
          }}
        />
      ) : (
        <AddressField
          id={fieldId("city")}
          label="Город, в котором хотите работать"
          required
          bound="city"
          value={text(draft.personal, FREE_CITY_KEY)}
          error={errors.city}
          onChange={(value) => change({ personal: { [FREE_CITY_KEY]: value } }, ["city"])}
        />
      )}
      <Select
        id={fieldId("vacancy")}
        label="Вакансия"
        placeholder="Любая подходящая вакансия"
        options={options.map((v) => ({
          value: v.code,
          label: draft.city === null || v.cityId !== draft.city ? `${v.title} (${v.city})` : v.title,
        }))}
        value={draft.vacancy ?? ""}
        error={errors.vacancy}
        hint={
          draft.city !== null && inCity.length === 0
            ? `В городе ${cityName ?? ""} сейчас нет открытых вакансий — мы сохраним анкету в кадровом резерве.`
            : "Не нашли подходящую — оставьте «Любая подходящая вакансия»: мы предложим варианты."
        }
        onChange={(event) => change({ vacancy: event.currentTarget.value || null }, ["vacancy"])}
      />
    </div>
  );
}

// ——— 2. Personal data ———

export function PersonalStep({ draft, errors, change }: StepProps) {
  const set = (key: string) => (value: string) => change({ personal: { [key]: value } }, [`personal.${key}`]);
  const value = (key: string) => text(draft.personal, key);
  return (
    <div className={styles.fields}>
      <div className={styles.row3}>
        <TextInput
          path="personal.lastName"
          label="Фамилия"
          required
          autoComplete="family-name"
          value={value("lastName")}
          errors={errors}
          onValue={set("lastName")}
        />
        <TextInput
          path="personal.firstName"
          label="Имя"
          required
          autoComplete="given-name"
          value={value("firstName")}
          errors={errors}
          onValue={set("firstName")}
        />
        <TextInput
          path="personal.middleName"
          label="Отчество"
          hint="Если есть"
          autoComplete="additional-name"
          value={value("middleName")}
          errors={errors}
          onValue={set("middleName")}
        />
      </div>
      <div className={styles.row2}>
        <TextInput
          path="personal.birthDate"
          label="Дата рождения"
          required
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          value={value("birthDate")}
          errors={errors}
          onValue={set("birthDate")}
        />
        <TextInput
          path="personal.citizenship"
          label="Гражданство"
          required
          placeholder="Например, Российская Федерация"
          list="candidate-citizenships"
          value={value("citizenship")}
          errors={errors}
          onValue={set("citizenship")}
        />
        <datalist id="candidate-citizenships">
          {CITIZENSHIPS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div className={styles.row2}>
        <TextInput
          path="personal.phone"
          label="Мобильный телефон"
          required
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          value={value("phone")}
          errors={errors}
          onValue={set("phone")}
        />
        <TextInput
          path="personal.email"
          label="Электронная почта"
          required
          type="email"
          autoComplete="email"
          placeholder="name@mail.ru"
          value={value("email")}
          errors={errors}
          onValue={set("email")}
        />
      </div>
    </div>
  );
}

// ——— 3. Family ———

type Single = "father" | "mother" | "spouse";
type List = "brothers" | "children";

const SINGLE_TITLES: Record<Single, string> = { father: "Отец", mother: "Мать", spouse: "Супруг или супруга" };

function RelativeFields({
  path,
  record,
  errors,
  onField,
}: {
  path: string;
  record: CandidateRecord | null;
  errors: FieldErrors;
  onField: (key: string, value: string) => void;
}) {
  return (
    <div className={styles.relative}>
      <TextInput
        path={`${path}.name`}
        label="ФИО"
        autoComplete="off"
        value={text(record, "name")}
        errors={errors}
        onValue={(v) => onField("name", v)}
      />
      <YearInput
        path={`${path}.birthYear`}
        label="Год рождения"
        value={text(record, "birthYear")}
        errors={errors}
        onValue={(v) => onField("birthYear", v)}
      />
      <TextInput
        path={`${path}.occupation`}
        label="Работа или учёба"
        placeholder="Организация, должность"
        autoComplete="off"
        value={text(record, "occupation")}
        errors={errors}
        onValue={(v) => onField("occupation", v)}
      />
    </div>
  );
}

function RelativeList({
  list,
  title,
  addLabel,
  rowLabel,
  draft,
  errors,
  change,
  clearList,
}: StepProps & { list: List; title: string; addLabel: string; rowLabel: string }) {
  const rows = draft.family[list];
  const path = `family.${list}`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{title}</legend>
      {rows.length === 0 ? (
        <Text as="p" muted>
          Не указаны.
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <div key={text(row, "id") || index} className={styles.listRow}>
          <div className={styles.listRowHead}>
            <Text muted small className={styles.listRowTitle}>
              {rowLabel} {index + 1}
            </Text>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Удалить: ${rowLabel.toLowerCase()} ${index + 1}`}
              onClick={() => {
                clearList(path);
                change({ family: { [list]: rows.filter((_, k) => k !== index) } }, []);
              }}
            >
              <Icon name="close" size={18} />
              Удалить
            </Button>
          </div>
          <RelativeFields
            path={`${path}.${index}`}
            record={row}
            errors={errors}
            onField={(key, value) =>
              change({ family: { [list]: rows.map((r, k) => (k === index ? { ...r, [key]: value } : r)) } }, [
                `${path}.${index}.${key}`,
              ])
            }
          />
        </div>
      ))}
      {rows.length < MAX_LIST_ROWS ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => change({ family: { [list]: [...rows, { id: newRowId() }] } }, [])}
        >
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function FamilyStep(props: StepProps) {
  const { draft, errors, change } = props;
  return (
    <div className={styles.fields}>
      <Text as="p" muted>
        Заполните то, что считаете нужным: пустые блоки не отправляются.
      </Text>
      {(["father", "mother", "spouse"] as const).map((who) => (
        <fieldset key={who} className={styles.group}>
          <legend className={styles.groupTitle}>{SINGLE_TITLES[who]}</legend>
          <RelativeFields
            path={`family.${who}`}
            record={draft.family[who]}
            errors={errors}
            onField={(key, value) =>
              change({ family: { [who]: { ...(draft.family[who] ?? {}), [key]: value } } }, [`family.${who}.${key}`])
            }
          />
        </fieldset>
      ))}
      <RelativeList
        {...props}
        list="brothers"
        title="Братья и сёстры"
        addLabel="Добавить брата или сестру"
        rowLabel="Брат или сестра"
      />
      <RelativeList {...props} list="children" title="Дети" addLabel="Добавить ребёнка" rowLabel="Ребёнок" />
    </div>
  );
}

// ——— 4. Education ———

/** An empty list shows one empty row: nobody should have to press «Добавить» before typing the first school. */
export function educationRows(draft: CandidateState): CandidateRecord[] {
  return draft.education.length > 0 ? draft.education : [{ id: "first" }];
}

export function EducationStep({ draft, errors, change, clearList }: StepProps) {
  const rows = educationRows(draft);
  const setRow = (index: number, key: string, value: string) =>
    change({ education: rows.map((r, k) => (k === index ? { ...r, [key]: value } : r)) }, [
      `education.${index}.${key}`,
      "education",
    ]);
  return (
    <div className={styles.fields}>
      <Text as="p" muted>
        Начните с последнего: вуз, колледж или школа, курсы повышения квалификации.
      </Text>
      {errors.education ? (
        <p className={styles.listError} id={fieldId("education")}>
          {errors.education}
        </p>
      ) : null}
      {rows.map((row, index) => (
        <fieldset key={text(row, "id") || index} className={styles.group}>
          <legend className={styles.groupTitle}>Место учёбы {rows.length > 1 ? index + 1 : ""}</legend>
          {rows.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              aria-label={`Удалить: место учёбы ${index + 1}`}
              onClick={() => {
                clearList("education");
                change({ education: rows.filter((_, k) => k !== index) }, []);
              }}
            >
              <Icon name="close" size={18} />
              Удалить
            </Button>
          ) : null}
          <div className={styles.fields}>
            <TextInput
              path={`education.${index}.institution`}
              label="Учебное заведение"
              required
              autoComplete="off"
              value={text(row, "institution")}
              errors={errors}
              onValue={(v) => setRow(index, "institution", v)}
            />
            <TextInput
              path={`education.${index}.speciality`}
              label="Специальность"
              autoComplete="off"
              value={text(row, "speciality")}
              errors={errors}
              onValue={(v) => setRow(index, "speciality", v)}
            />
            <div className={styles.row2}>
              <YearInput
                path={`education.${index}.yearFrom`}
                label="Год поступления"
                required
                value={text(row, "yearFrom")}
                errors={errors}
                onValue={(v) => setRow(index, "yearFrom", v)}
              />
              <YearInput
                path={`education.${index}.yearTo`}
                label="Год окончания"
                hint="Пусто — учусь сейчас"
                value={text(row, "yearTo")}
                errors={errors}
                onValue={(v) => setRow(index, "yearTo", v)}
              />
            </div>
          </div>
        </fieldset>
      ))}
      {rows.length < MAX_LIST_ROWS ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => change({ education: [...rows, { id: newRowId() }] }, [])}
        >
          Добавить место учёбы
        </Button>
      ) : null}
    </div>
  );
}

// ——— 5. Last job ———

export function LastJobStep({ draft, errors, change }: StepProps) {
  const job = draft.lastjob;
  const set = (key: string) => (value: string) => change({ lastjob: { [key]: value } }, [`lastjob.${key}`]);
  const none = flag(job, "noExperience");
  return (
    <div className={styles.fields}>
      <Checkbox
        id={fieldId("lastjob.noExperience")}
        label="Нет опыта работы"
        hint="Например, если вы только окончили учёбу"
        checked={none}
        onChange={(event) => change({ lastjob: { noExperience: event.currentTarget.checked } }, [])}
      />
      {none ? null : (
        <>
          <TextInput
            path="lastjob.company"
            label="Организация"
            required
            autoComplete="organization"
            value={text(job, "company")}
            errors={errors}
            onValue={set("company")}
          />
          <TextInput
            path="lastjob.position"
            label="Должность"
            required
            autoComplete="organization-title"
            value={text(job, "position")}
            errors={errors}
            onValue={set("position")}
          />
          <div className={styles.row2}>
            <TextInput
              path="lastjob.periodFrom"
              label="Начало работы"
              required
              type="month"
              hint="Месяц и год, например 09.2019"
              value={text(job, "periodFrom")}
              errors={errors}
              onValue={set("periodFrom")}
            />
            <TextInput
              path="lastjob.periodTo"
              label="Окончание работы"
              type="month"
              hint="Пусто — работаю сейчас"
              value={text(job, "periodTo")}
              errors={errors}
              onValue={set("periodTo")}
            />
          </div>
          <TextInput
            path="lastjob.reason"
            label="Причина ухода"
            autoComplete="off"
            value={text(job, "reason")}
            errors={errors}
            onValue={set("reason")}
          />
        </>
      )}
    </div>
  );
}

// ——— 6. Address and consent ———

export function AddressStep({
  draft,
  errors,
  change,
  consent,
  onConsent,
}: StepProps & { consent: boolean; onConsent: (value: boolean) => void }) {
  const same = flag(draft.address, "sameAsRegistration");
  return (
    <div className={styles.fields}>
      <AddressField
        id={fieldId("address.registration")}
        label="Адрес регистрации"
        required
        hint="Начните вводить город и улицу и выберите подсказку"
        autoComplete="street-address"
        value={text(draft.address, "registration")}
        error={errors["address.registration"]}
        onChange={(value) => change({ address: { registration: value } }, ["address.registration"])}
      />
      <Checkbox
        id={fieldId("address.sameAsRegistration")}
        label="Фактический адрес совпадает с адресом регистрации"
        checked={same}
        onChange={(event) =>
          change({ address: { sameAsRegistration: event.currentTarget.checked } }, ["address.actual"])
        }
      />
      {same ? null : (
        <AddressField
          id={fieldId("address.actual")}
          label="Фактический адрес"
          required
          value={text(draft.address, "actual")}
          error={errors["address.actual"]}
          onChange={(value) => change({ address: { actual: value } }, ["address.actual"])}
        />
      )}
      <Checkbox
        id={fieldId("consent")}
        required
        checked={consent}
        error={errors.consent}
        onChange={(event) => onConsent(event.currentTarget.checked)}
        label={
          <>
            Даю{" "}
            <Link to="/terms/candidate/" target="_blank" rel="noopener">
              согласие на обработку персональных данных
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            </Link>
          </>
        }
      />
    </div>
  );
}
