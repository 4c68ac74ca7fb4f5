import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { type StaffOffice, StaffOfficeSaveRequestSchema } from "../../../contract/staff-site.ts";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import {
  useStaffSiteCitiesQuery,
  useStaffSiteOfficeQuery,
  useStaffSiteOfficeRemoveMutation,
  useStaffSiteOfficeSaveMutation,
} from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/site-office";
import styles from "./site.module.css";
import { type Errors, editTarget, errorsOf, focusFirstError, SaveFooter, SITE_ROLES } from "./site-parts";

export function meta() {
  return staffMeta("Офис");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, SITE_ROLES);
  return null;
}

type Values = {
  cityId: string;
  title: string;
  address: string;
  phones: string;
  email: string;
  hours: { days: string; time: string }[];
  lat: string;
  lon: string;
  isMain: boolean;
  note: string;
  sort: string;
};

function valuesOf(o: StaffOffice): Values {
  return {
    cityId: String(o.cityId),
    title: o.title,
    address: o.address,
    phones: o.phones.join("\n"),
    email: o.email,
    hours: o.hours.map((h) => ({ ...h })),
    lat: String(o.lat),
    lon: String(o.lon),
    isMain: o.isMain,
    note: o.note,
    sort: String(o.sort),
  };
}

const cityPath = (cityId: string | number) => `/staff/site/cities/${cityId}`;

/**
 * `/staff/site/offices/:id` (`new?cityId=` to add): an office of a city — address, phones, e-mail, hours, the map
 * point, the main office mark, how to get there — shown on the public contacts of its city at once.
 */
export default function StaffSiteOffice({ params }: Route.ComponentProps) {
  const target = editTarget(params.id);
  const [search] = useSearchParams();
  const query = useStaffSiteOfficeQuery(
    { id: typeof target === "number" ? target : 0 },
    { skip: typeof target !== "number", refetchOnMountOrArgChange: true },
  );
  const back = <Link to="/staff/site/cities">← Все города</Link>;
  const missing = (
    <Stack>
      <PageHeader title="Офис не найден" back={back} />
      <EmptyState title="Такого офиса нет" action={<ButtonLink to="/staff/site/cities">К городам</ButtonLink>}>
        <p>Проверьте ссылку: офис {params.id} не найден.</p>
      </EmptyState>
    </Stack>
  );
  if (target === null) return missing;
  if (target === "new") return <OfficeEditor office={null} cityId={search.get("cityId") ?? ""} />;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить офис"
      loading={
        <Stack>
          <PageHeader title="Офис" back={back} />
          <BlockSkeleton label="Загружаем офис…" lines={8} />
        </Stack>
      }
      notFound={missing}
    >
      {({ office }) => <OfficeEditor key={office.id} office={office} cityId={String(office.cityId)} />}
    </QueryState>
  );
}

function OfficeEditor({ office, cityId }: { office: StaffOffice | null; cityId: string }) {
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const cities = useStaffSiteCitiesQuery("", { refetchOnMountOrArgChange: true });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() =>
    office
      ? valuesOf(office)
      : {
          cityId,
          title: "",
          address: "",
          phones: "",
          email: "",
          hours: [{ days: "Пн–Пт", time: "9:00–19:00" }],
          lat: "",
          lon: "",
          isMain: false,
          note: "",
          sort: "100",
        },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(created);
  const [save, saving] = useStaffSiteOfficeSaveMutation();
  const [remove, removing] = useStaffSiteOfficeRemoveMutation();
  const cityName = cities.data?.items.find((c) => String(c.id) === values.cityId)?.name;
  const back = <Link to={values.cityId ? cityPath(values.cityId) : "/staff/site/cities"}>← {cityName ?? "Город"}</Link>;

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => key.split(".")[0] !== name)));
    setSaved(false);
  }

  const listError = (name: string) =>
    errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    setSaved(false);
    const parsed = StaffOfficeSaveRequestSchema.safeParse({
      ...(office ? { id: office.id } : {}),
      cityId: values.cityId,
      title: values.title,
      address: values.address,
      phones: values.phones
        .split("\n")
        .map((p) => p.trim())
        .filter(Boolean),
      email: values.email.trim(),
      hours: values.hours,
      lat: values.lat.replace(",", "."),
      lon: values.lon.replace(",", "."),
      isMain: values.isMain,
      note: values.note,
      sort: values.sort,
    });
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setErrors({});
    const result = await save(parsed.data);
    if ("error" in result) {
      const found = apiFieldErrors(result.error);
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    if (!office) {
      navigate(`/staff/site/offices/${result.data.office.id}`, { replace: true, state: { created: true } });
      return;
    }
    setSaved(true);
  }

  async function removeOffice() {
    if (!office || removing.isLoading) return;
    const result = await remove({ id: office.id });
    if ("data" in result) navigate(cityPath(office.cityId), { replace: true });
  }

  return (
    <Stack>
      <PageHeader
        title={office ? office.title : "Новый офис"}
        back={back}
        lead={<p>Офис показывается на странице контактов своего города сразу после сохранения.</p>}
      />
      <div className={styles.layout}>
        <Card>
          <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Офис">
            <div className={styles.pair}>
              <Select
                label="Город"
                name="cityId"
                required
                value={values.cityId}
                placeholder={cities.data ? "Выберите город" : "Загружаем города…"}
                onChange={(e) => set("cityId", e.currentTarget.value)}
                options={(cities.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                error={errors.cityId}
              />
              <Field
                label="Название"
                name="title"
                required
                maxLength={200}
                value={values.title}
                error={errors.title}
                onChange={(e) => set("title", e.currentTarget.value)}
              />
            </div>
            <Field
              label="Адрес"
              name="address"
              required
              maxLength={500}
              value={values.address}
              error={errors.address}
              onChange={(e) => set("address", e.currentTarget.value)}
            />
            <div className={styles.pair}>
              <TextAreaField
                label="Телефоны"
                name="phones"
                required
                rows={3}
                maxLength={200}
                hint="Один номер в строке, например +7 495 777-35-35"
                value={values.phones}
                error={listError("phones")}
                onChange={(e) => set("phones", e.currentTarget.value)}
              />
              <Field
                label="E-mail"
                name="email"
                type="email"
                required
                maxLength={254}
                value={values.email}
                error={errors.email}
                onChange={(e) => set("email", e.currentTarget.value)}
              />
            </div>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Часы работы</legend>
              {values.hours.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the row
                <div key={i} className={styles.row}>
                  <Field
                    label={`Дни, строка ${i + 1}`}
                    name={`hours.${i}.days`}
                    value={h.days}
                    maxLength={60}
                    error={errors[`hours.${i}.days`]}
                    onChange={(e) => {
                      const days = e.currentTarget.value;
                      set(
                        "hours",
                        values.hours.map((x, k) => (k === i ? { ...x, days } : x)),
                      );
                    }}
                  />
                  <Field
                    label={`Часы, строка ${i + 1}`}
                    name={`hours.${i}.time`}
                    value={h.time}
                    maxLength={60}
                    error={errors[`hours.${i}.time`]}
                    onChange={(e) => {
                      const time = e.currentTarget.value;
                      set(
                        "hours",
                        values.hours.map((x, k) => (k === i ? { ...x, time } : x)),
                      );
                    }}
                  />
                  <div>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        set(
                          "hours",
                          values.hours.filter((_, k) => k !== i),
                        )
                      }
                    >
                      Убрать<span className="visually-hidden"> строку часов {i + 1}</span>
                    </Button>
                  </div>
                </div>
              ))}
              {errors.hours ? <p role="alert">{errors.hours}</p> : null}
              <div>
                <Button
                  variant="secondary"
                  aria-disabled={values.hours.length >= 7 || undefined}
                  onClick={() => {
                    if (values.hours.length < 7) set("hours", [...values.hours, { days: "", time: "" }]);
                  }}
                >
                  Добавить строку часов
                </Button>
              </div>
            </fieldset>
            <div className={styles.pair}>
              <Field
                label="Широта"
                name="lat"
                required
                inputMode="decimal"
                hint="Например, 55.7365"
                value={values.lat}
                error={errors.lat}
                onChange={(e) => set("lat", e.currentTarget.value)}
              />
              <Field
                label="Долгота"
                name="lon"
                required
                inputMode="decimal"
                hint="Например, 37.6133"
                value={values.lon}
                error={errors.lon}
                onChange={(e) => set("lon", e.currentTarget.value)}
              />
              <Field
                label="Порядок"
                name="sort"
                inputMode="numeric"
                hint="Меньше — выше в списке"
                value={values.sort}
                error={errors.sort}
                onChange={(e) => set("sort", e.currentTarget.value)}
              />
            </div>
            <TextAreaField
              label="Как добраться"
              name="note"
              rows={3}
              maxLength={1000}
              value={values.note}
              error={errors.note}
              onChange={(e) => set("note", e.currentTarget.value)}
            />
            <Checkbox
              label="Главный офис города"
              name="isMain"
              checked={values.isMain}
              hint="Главный офис один: отметка переходит к этому офису"
              onChange={(e) => set("isMain", e.currentTarget.checked)}
            />
            <SaveFooter errors={errors} saving={saving} saved={saved} />
          </form>
        </Card>
        {office ? (
          <div className={styles.aside}>
            <Card title="Удаление" titleId="site-office-remove">
              <Stack gap={3}>
                <p>Офис пропадёт со страницы контактов сразу.</p>
                <div>
                  <Button variant="secondary" aria-disabled={removing.isLoading || undefined} onClick={removeOffice}>
                    Удалить офис
                  </Button>
                </div>
                {removing.error ? (
                  <Alert tone="error" title="Офис не удалён">
                    <p>{apiErrorMessage(removing.error)}</p>
                  </Alert>
                ) : null}
              </Stack>
            </Card>
          </div>
        ) : null}
      </div>
    </Stack>
  );
}
