import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type StaffCity, StaffCitySaveRequestSchema } from "../../../contract/staff-site.ts";
import {
  useStaffSiteCityQuery,
  useStaffSiteCityRemoveMutation,
  useStaffSiteCitySaveMutation,
} from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/site-city";
import styles from "./site.module.css";
import { type Errors, editTarget, errorsOf, focusFirstError, SITE_ROLES } from "./site-parts";

export function meta() {
  return staffMeta("Город");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, SITE_ROLES);
  return null;
}

const back = <Link to="/staff/site/cities">← Все города</Link>;

type Values = { name: string; region: string; regionId: string; isDefault: boolean };

/**
 * `/staff/site/cities/:id` (`new` to add): a city — its name, region and region code, whether it is the default —
 * with its offices (each opens its own page), and its removal while no office or vacancy names it.
 */
export default function StaffSiteCity({ params }: Route.ComponentProps) {
  const target = editTarget(params.id);
  const query = useStaffSiteCityQuery(
    { id: typeof target === "number" ? target : 0 },
    { skip: typeof target !== "number", refetchOnMountOrArgChange: true },
  );
  const missing = (
    <Stack>
      <PageHeader title="Город не найден" back={back} />
      <EmptyState title="Такого города нет" action={<ButtonLink to="/staff/site/cities">К городам</ButtonLink>}>
        <p>Проверьте ссылку: город {params.id} не найден.</p>
      </EmptyState>
    </Stack>
  );
  if (target === null) return missing;
  if (target === "new") return <CityEditor city={null} />;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить город"
      loading={
        <Stack>
          <PageHeader title="Город" back={back} />
          <BlockSkeleton label="Загружаем город…" lines={6} />
        </Stack>
      }
      notFound={missing}
    >
      {({ city }) => <CityEditor key={city.id} city={city} />}
    </QueryState>
  );
}

function CityEditor({ city }: { city: StaffCity | null }) {
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() =>
    city
      ? { name: city.name, region: city.region, regionId: String(city.regionId), isDefault: city.isDefault }
      : { name: "", region: "", regionId: "", isDefault: false },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(created);
  const [save, saving] = useStaffSiteCitySaveMutation();
  const [remove, removing] = useStaffSiteCityRemoveMutation();

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => key !== name)));
    setSaved(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    setSaved(false);
    const parsed = StaffCitySaveRequestSchema.safeParse({ ...(city ? { id: city.id } : {}), ...values });
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
    if (!city) {
      navigate(`/staff/site/cities/${result.data.city.id}`, { replace: true, state: { created: true } });
      return;
    }
    setSaved(true);
  }

  async function removeCity() {
    if (!city || removing.isLoading) return;
    const result = await remove({ id: city.id });
    if ("data" in result) navigate("/staff/site/cities", { replace: true });
  }

  return (
    <Stack>
      <PageHeader
        title={city ? city.name : "Новый город"}
        back={back}
        lead={
          <p>
            {city
              ? `${city.region}, код региона ${city.regionId}.`
              : "Город появится в переключателе города на сайте сразу после сохранения."}
          </p>
        }
      />
      <div className={styles.layout}>
        <Stack>
          <Card title="Город" titleId="site-city-form">
            <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Город">
              <div className={styles.pair}>
                <Field
                  label="Название"
                  name="name"
                  required
                  maxLength={100}
                  value={values.name}
                  error={errors.name}
                  onChange={(e) => set("name", e.currentTarget.value)}
                />
                <Field
                  label="Регион"
                  name="region"
                  required
                  maxLength={200}
                  value={values.region}
                  error={errors.region}
                  onChange={(e) => set("region", e.currentTarget.value)}
                />
                <Field
                  label="Код региона"
                  name="regionId"
                  required
                  inputMode="numeric"
                  maxLength={2}
                  hint="Например, 77 — Москва"
                  value={values.regionId}
                  error={errors.regionId}
                  onChange={(e) => set("regionId", e.currentTarget.value)}
                />
              </div>
              <Checkbox
                label="Основной город (его видит посетитель, пока не выбрал свой)"
                name="isDefault"
                checked={values.isDefault}
                hint="Основной город один: отметка переходит к этому городу от прежнего"
                error={errors.isDefault}
                onChange={(e) => set("isDefault", e.currentTarget.checked)}
              />
              {saving.error && Object.keys(apiFieldErrors(saving.error)).length === 0 ? (
                <Alert tone="error" title="Не удалось сохранить">
                  <p>{apiErrorMessage(saving.error)}</p>
                </Alert>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit" variant="primary" aria-disabled={saving.isLoading || undefined}>
                  {saving.isLoading ? "Сохраняем…" : "Сохранить"}
                </Button>
                {saved ? (
                  <p role="status" className={styles.done}>
                    Сохранено.
                  </p>
                ) : null}
              </div>
            </form>
          </Card>
          {city ? <Offices city={city} /> : null}
        </Stack>
        {city ? (
          <div className={styles.aside}>
            <Card title="Удаление" titleId="site-city-remove">
              <Stack gap={3}>
                <p>
                  Удалить можно город без офисов и вакансий, кроме основного. Сейчас офисов: {city.offices}, вакансий:{" "}
                  {city.vacancies}.
                </p>
                <div>
                  <Button variant="secondary" aria-disabled={removing.isLoading || undefined} onClick={removeCity}>
                    Удалить город
                  </Button>
                </div>
                {removing.error ? (
                  <Alert tone="error" title="Город не удалён">
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

function Offices({ city }: { city: StaffCity }) {
  const add = (
    <ButtonLink to={`/staff/site/offices/new?cityId=${city.id}`} variant="secondary">
      Добавить офис
    </ButtonLink>
  );
  return (
    <Card title="Офисы" titleId="site-city-offices">
      <Stack gap={4}>
        {city.officeList.length === 0 ? (
          <EmptyState title="В городе пока нет офисов" action={add}>
            <p>Офисы города показываются на странице контактов.</p>
          </EmptyState>
        ) : (
          <>
            <Table
              caption={`Офисы: ${city.name}`}
              captionHidden
              columns={[
                {
                  key: "title",
                  header: "Офис",
                  cell: (o) => (
                    <Cell main={<Link to={`/staff/site/offices/${o.id}`}>{o.title}</Link>} sub={o.address} />
                  ),
                },
                { key: "phones", header: "Телефоны", cell: (o) => o.phones.join(", ") },
                {
                  key: "main",
                  header: "Главный",
                  cell: (o) => (o.isMain ? <Badge tone="info">Главный офис</Badge> : "—"),
                },
              ]}
              rows={city.officeList}
              rowKey={(o) => String(o.id)}
            />
            <div>{add}</div>
          </>
        )}
      </Stack>
    </Card>
  );
}
