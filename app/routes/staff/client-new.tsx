import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RequisitesUpdateRequest } from "../../../contract/lk-settings.ts";
import {
  STAFF_CLIENT_MESSAGES,
  StaffClientCreateRequestSchema,
  StaffClientProfileAddRequestSchema,
  type StaffClientProfileType,
} from "../../../contract/staff-clients.ts";
import { ogrnLabel } from "../../features/account/profile-labels";
import { useStaffClientCreateMutation, useStaffClientProfileAddMutation } from "../../features/staff/clients-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { Segmented } from "../../ui/segmented";
import { Spinner } from "../../ui/spinner";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/client-new";
import { CLIENT_ROLES } from "./clients";
import styles from "./clients.module.css";

export function meta() {
  return staffMeta("Новый клиент");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CLIENT_ROLES);
  return null;
}

type RequisiteName = keyof RequisitesUpdateRequest;
type Requisites = Record<RequisiteName, string>;
type UserName = "email" | "name" | "phone" | "position";

interface Spec {
  name: RequisiteName;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "email" | "tel";
  wide?: boolean;
}

const EMPTY: Requisites = {
  title: "",
  shortTitle: "",
  inn: "",
  kpp: "",
  ogrn: "",
  legalAddress: "",
  postalAddress: "",
  bankName: "",
  bik: "",
  settlementAccount: "",
  correspondentAccount: "",
  director: "",
  phone: "",
  email: "",
};

function groups(type: StaffClientProfileType): { legend: string; fields: Spec[] }[] {
  const legal = type === "legal";
  return [
    {
      legend: legal ? "Организация" : "Предприниматель",
      fields: [
        {
          name: "title",
          label: "Полное наименование",
          wide: true,
          hint: legal ? "Как в ЕГРЮЛ" : "Индивидуальный предприниматель Фамилия Имя Отчество",
        },
        { name: "shortTitle", label: "Краткое наименование", hint: "Так профиль называется в кабинете" },
        { name: "director", label: legal ? "Руководитель" : "ФИО" },
        { name: "inn", label: "ИНН", inputMode: "numeric", hint: legal ? "10 цифр" : "12 цифр" },
        ...(legal ? [{ name: "kpp", label: "КПП", inputMode: "numeric", hint: "9 символов" } as const] : []),
        { name: "ogrn", label: ogrnLabel(type), inputMode: "numeric", hint: legal ? "13 цифр" : "15 цифр" },
      ],
    },
    {
      legend: "Адреса",
      fields: [
        { name: "legalAddress", label: legal ? "Юридический адрес" : "Адрес регистрации", wide: true },
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
      legend: "Контакты компании",
      fields: [
        { name: "phone", label: "Телефон", inputMode: "tel" },
        { name: "email", label: "E-mail для документов", inputMode: "email" },
      ],
    },
  ];
}

const TYPE_OPTIONS = [
  ["legal", "Организация"],
  ["entrepreneur", "ИП"],
] as const;

/**
 * `/staff/clients/new`: a company's or an entrepreneur's account — the profile's requisites (the rules of the
 * client's own settings, check digits included) and the first user, who gets the e-mail with the link that sets
 * the password. With `?email=` the same profile form adds a profile to that existing client user instead.
 */
export default function StaffClientNew() {
  const [params] = useSearchParams();
  const existingEmail = params.get("email");
  const addMode = existingEmail !== null;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<StaffClientProfileType>("legal");
  const [requisites, setRequisites] = useState<Requisites>(EMPTY);
  const [user, setUser] = useState<Record<UserName, string>>({
    email: existingEmail ?? "",
    name: "",
    phone: "",
    position: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, created] = useStaffClientCreateMutation();
  const [addProfile, added] = useStaffClientProfileAddMutation();
  const busy = created.isLoading || added.isLoading;
  const failure = created.error ?? added.error;

  const profile = {
    type,
    requisites: {
      ...requisites,
      kpp: type === "legal" ? requisites.kpp.trim() || null : null,
      ogrn: requisites.ogrn.trim() || null,
    },
  };
  const body = addMode
    ? { email: user.email, position: user.position, profile }
    : { profile, user: { email: user.email, name: user.name, phone: user.phone, position: user.position } };

  /** The contract's own rules, so the form says what the server would, field by field. */
  function check(): Record<string, string> {
    const parsed = (addMode ? StaffClientProfileAddRequestSchema : StaffClientCreateRequestSchema).safeParse(body);
    const found: Record<string, string> = {};
    if (parsed.success) return found;
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      if (!(key in found)) found[key] = issue.message;
    }
    return found;
  }

  const userKey = (name: UserName) => (addMode ? name : `user.${name}`);
  const requisiteKey = (name: RequisiteName) => `profile.requisites.${name}`;

  function focusFirst(found: Record<string, string>) {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    created.reset();
    added.reset();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const result = addMode
      ? await addProfile(body as Parameters<typeof addProfile>[0])
      : await create(body as Parameters<typeof create>[0]);
    if ("error" in result) {
      const fields = apiFieldErrors(result.error);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    navigate(`/staff/clients/${result.data.client.id}`, { state: { message: result.data.message } });
  }

  const clear = (key: string) => setErrors((e) => (key in e ? { ...e, [key]: "" } : e));

  return (
    <Stack>
      <PageHeader
        title={addMode ? "Новый профиль клиента" : "Открыть кабинет"}
        back={<Link to="/staff/clients">← Поиск клиентов</Link>}
        lead={
          <p>
            {addMode
              ? "Профиль появится в кабинете пользователя рядом с его профилями."
              : "Клиент получит письмо со ссылкой: по ней он задаст пароль и войдёт в кабинет. Ссылка действует 7 дней."}
          </p>
        }
      />
      <Card>
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Новый клиент">
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{addMode ? "Пользователь" : "Первый пользователь"}</legend>
            <div className={styles.fields}>
              <Field
                label="E-mail"
                name={userKey("email")}
                type="email"
                required
                value={user.email}
                error={errors[userKey("email")] || undefined}
                hint={addMode ? "Пользователь, у которого уже есть кабинет" : "На него придёт ссылка для входа"}
                onChange={(e) => {
                  setUser({ ...user, email: e.currentTarget.value });
                  clear(userKey("email"));
                }}
              />
              {addMode ? null : (
                <>
                  <Field
                    label="Имя"
                    name="user.name"
                    required
                    value={user.name}
                    error={errors["user.name"] || undefined}
                    onChange={(e) => {
                      setUser({ ...user, name: e.currentTarget.value });
                      clear("user.name");
                    }}
                  />
                  <Field
                    label="Телефон"
                    name="user.phone"
                    type="tel"
                    inputMode="tel"
                    value={user.phone}
                    error={errors["user.phone"] || undefined}
                    onChange={(e) => {
                      setUser({ ...user, phone: e.currentTarget.value });
                      clear("user.phone");
                    }}
                  />
                </>
              )}
              <Field
                label="Должность"
                name={userKey("position")}
                value={user.position}
                error={errors[userKey("position")] || undefined}
                onChange={(e) => {
                  setUser({ ...user, position: e.currentTarget.value });
                  clear(userKey("position"));
                }}
              />
            </div>
          </fieldset>

          <Segmented legend="Тип клиента" name="type" value={type} options={TYPE_OPTIONS} onChange={setType} />

          {groups(type).map((group) => (
            <fieldset key={group.legend} className={styles.fieldset}>
              <legend className={styles.legend}>{group.legend}</legend>
              <div className={styles.fields}>
                {group.fields.map((f) => (
                  <Field
                    key={f.name}
                    className={f.wide ? styles.wide : undefined}
                    label={f.label}
                    name={requisiteKey(f.name)}
                    required
                    inputMode={f.inputMode}
                    hint={f.hint}
                    value={requisites[f.name]}
                    error={errors[requisiteKey(f.name)] || undefined}
                    onChange={(e) => {
                      setRequisites({ ...requisites, [f.name]: e.currentTarget.value });
                      clear(requisiteKey(f.name));
                    }}
                  />
                ))}
              </div>
            </fieldset>
          ))}

          {errors["profile.requisites.inn"] === STAFF_CLIENT_MESSAGES.innWithoutAccount ? (
            // A lessee from the books: its access opens on its own page, with the contracts under this INN.
            <Alert tone="info" title="Этот клиент уже есть в учёте">
              <p>
                У него есть договоры, но нет личного кабинета. Откройте доступ на странице клиента и привяжите договоры.
              </p>
              <ButtonLink to={`/staff/clients?q=${encodeURIComponent(requisites.inn.trim())}`} variant="secondary">
                Найти клиента по ИНН
              </ButtonLink>
            </Alert>
          ) : null}
          {failure && Object.keys(apiFieldErrors(failure)).length === 0 ? (
            <Alert tone="error" title={addMode ? "Не удалось добавить профиль" : "Не удалось открыть кабинет"}>
              <p>{apiErrorMessage(failure)}</p>
            </Alert>
          ) : null}
          {Object.values(errors).some(Boolean) ? (
            <Alert tone="error" title="Проверьте поля">
              <p>Исправьте отмеченные поля и отправьте форму снова.</p>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" size="lg" className={styles.submit} aria-disabled={busy || undefined}>
              {busy ? (
                <>
                  <Spinner />
                  Сохраняем…
                </>
              ) : addMode ? (
                "Добавить профиль"
              ) : (
                "Открыть кабинет и отправить приглашение"
              )}
            </Button>
          </div>
        </form>
      </Card>
    </Stack>
  );
}
