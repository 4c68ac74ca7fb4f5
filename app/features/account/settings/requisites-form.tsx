import { type FormEvent, useId, useRef, useState } from "react";
import type { Profile } from "../../../../contract/account.ts";
import {
  type Requisites,
  type RequisitesResponse,
  type RequisitesUpdateRequest,
  requisitesSchemaFor,
} from "../../../../contract/lk-settings.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Text } from "../../../ui/text";
import { formatMoment } from "../lk/lk-format";
import { ogrnLabel } from "../profile-labels";
import styles from "./settings.module.css";
import { useSaveCompanyRequisitesMutation } from "./settings-api";

type ProfileType = Profile["type"];
type Values = Record<keyof Requisites, string>;
type Errors = Partial<Record<keyof Requisites, string>>;

interface FieldSpec {
  name: keyof Requisites;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  autoComplete?: string;
  wide?: boolean;
  readOnly?: boolean;
}

function fieldsFor(type: ProfileType): { legend: string; fields: FieldSpec[] }[] {
  const company: FieldSpec[] = [
    { name: "title", label: "Полное наименование", wide: true, autoComplete: "organization" },
    { name: "shortTitle", label: "Краткое наименование" },
    { name: "director", label: type === "legal" ? "Руководитель" : "ФИО", autoComplete: "name" },
    {
      name: "inn",
      label: "ИНН",
      inputMode: "numeric",
      readOnly: true,
      hint: "ИНН профиля изменить нельзя: для этого обратитесь к менеджеру",
    },
  ];
  if (type === "legal") company.push({ name: "kpp", label: "КПП", inputMode: "numeric", hint: "9 символов" });
  if (type !== "person") {
    company.push({
      name: "ogrn",
      label: ogrnLabel(type),
      inputMode: "numeric",
      hint: type === "legal" ? "13 цифр" : "15 цифр",
    });
  }
  return [
    { legend: type === "legal" ? "Организация" : "Клиент", fields: company },
    {
      legend: "Адреса",
      fields: [
        { name: "legalAddress", label: type === "legal" ? "Юридический адрес" : "Адрес регистрации", wide: true },
        { name: "postalAddress", label: "Почтовый адрес", wide: true },
      ],
    },
    {
      legend: "Банк",
      fields: [
        { name: "bik", label: "БИК", inputMode: "numeric", hint: "9 цифр, начинается с 04" },
        { name: "bankName", label: "Банк" },
        { name: "settlementAccount", label: "Расчётный счёт", inputMode: "numeric", hint: "20 цифр" },
        {
          name: "correspondentAccount",
          label: "Корреспондентский счёт",
          inputMode: "numeric",
          hint: "20 цифр, начинается с 301",
        },
      ],
    },
    {
      legend: "Контакты",
      fields: [
        { name: "phone", label: "Телефон", inputMode: "tel", autoComplete: "tel" },
        { name: "email", label: "E-mail для документов", inputMode: "email", autoComplete: "email" },
      ],
    },
  ];
}

function toValues(r: Requisites): Values {
  return { ...r, kpp: r.kpp ?? "", ogrn: r.ogrn ?? "" };
}

function toRequest(v: Values): RequisitesUpdateRequest {
  return { ...v, kpp: v.kpp.trim() || null, ogrn: v.ogrn.trim() || null };
}

/** The same rules as the server (`requisitesSchemaFor`, core/requisites.ts): formats, then check digits. */
function validate(values: Values, type: ProfileType): Errors {
  const result = requisitesSchemaFor(type).safeParse(toRequest(values));
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Requisites | undefined;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The company's requisites (`settings/requisites/` GET and POST): checked as the person types (on leaving a
 * field) and before sending, with the Russian messages of the contract; the server's answer has the last word.
 */
export function RequisitesForm({ data }: { data: RequisitesResponse }) {
  const type = data.profileType;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = toValues(data.requisites);
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Requisites, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [save, { isLoading, isSuccess, error, reset }] = useSaveCompanyRequisitesMutation();
  const errors = validate(values, type);
  const changed = (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== initial[k]);

  const errorOf = (name: keyof Requisites) =>
    serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined);

  function update(name: keyof Requisites, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
    if (isSuccess || error) reset();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (isLoading) return;
    const first = Object.keys(errors)[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const saved = await save(toRequest(values)).unwrap();
      setValues(toValues(saved.requisites));
      setTouched({});
      setSubmitted(false);
    } catch (e) {
      const fields = apiFieldErrors(e) as Errors;
      setServerErrors(fields);
      const firstServer = Object.keys(fields)[0];
      if (firstServer) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstServer}"]`)?.focus();
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`}>
      <Text as="p" id={`${id}-note`} muted small>
        Реквизиты попадут в счета, акты и УПД. ИНН, КПП, ОГРН, БИК и счета проверяются по контрольным цифрам.
        {data.updatedAt ? ` Последнее изменение: ${formatMoment(data.updatedAt)}.` : ""}
      </Text>
      {fieldsFor(type).map((group) => (
        <fieldset key={group.legend} className={styles.fieldset}>
          <legend className={styles.legend}>{group.legend}</legend>
          <div className={styles.fields}>
            {group.fields.map((f) => (
              <Field
                key={f.name}
                className={f.wide ? styles.wide : undefined}
                label={f.label}
                name={f.name}
                value={values[f.name] ?? ""}
                hint={f.hint}
                error={errorOf(f.name)}
                inputMode={f.inputMode === "text" ? undefined : f.inputMode}
                type={f.name === "email" ? "email" : f.name === "phone" ? "tel" : "text"}
                autoComplete={f.autoComplete ?? "off"}
                readOnly={f.readOnly}
                required={!f.readOnly}
                onChange={(e) => update(f.name, e.currentTarget.value)}
                onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <Alert tone="error" title="Реквизиты не сохранены">
          <p>{apiErrorMessage(error)}</p>
        </Alert>
      ) : isSuccess && !changed ? (
        <Alert tone="success">
          <p>Реквизиты сохранены.</p>
        </Alert>
      ) : submitted && Object.keys(errors).length > 0 ? (
        <Alert tone="error" title="Проверьте поля">
          <p>Исправьте отмеченные поля — подсказка под каждым.</p>
        </Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" aria-disabled={isLoading || undefined}>
          {isLoading ? "Сохраняем…" : "Сохранить"}
        </Button>
        {changed ? (
          <Button
            variant="ghost"
            onClick={() => {
              setValues(initial);
              setTouched({});
              setSubmitted(false);
              setServerErrors({});
              reset();
            }}
          >
            Отменить изменения
          </Button>
        ) : null}
      </div>
    </form>
  );
}
