import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  PARTNER_KIND_TITLES,
  PARTNER_KINDS,
  type StaffPartner,
  StaffPartnerSaveRequestSchema,
} from "../../../contract/staff-site.ts";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import { ImageField } from "../../features/staff/image-field";
import { MarkdownEditor } from "../../features/staff/markdown-editor";
import {
  useStaffSitePartnerPublishMutation,
  useStaffSitePartnerQuery,
  useStaffSitePartnerSaveMutation,
} from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiFieldErrors } from "../../lib/api-error";
import { ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/site-partner";
import styles from "./site.module.css";
import { type Errors, editTarget, errorsOf, focusFirstError, PublishCard, SaveFooter, SITE_ROLES } from "./site-parts";

export function meta() {
  return staffMeta("Партнёр");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, SITE_ROLES);
  return null;
}

const back = <Link to="/staff/site/partners">← Все партнёры</Link>;

type Values = {
  code: string;
  kind: string;
  name: string;
  lead: string;
  body: string;
  cities: string;
  benefits: string;
  logo: string | null;
  sort: string;
};

const EMPTY: Values = {
  code: "",
  kind: "dealer",
  name: "",
  lead: "",
  body: "",
  cities: "",
  benefits: "",
  logo: null,
  sort: "100",
};

/** A list edited as lines of a textarea: one city (benefit) a line, empty lines dropped. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function valuesOf(p: StaffPartner): Values {
  return {
    code: p.code,
    kind: p.kind,
    name: p.name,
    lead: p.lead,
    body: p.body,
    cities: p.cities.join("\n"),
    benefits: p.benefits.join("\n"),
    logo: p.logo,
    sort: String(p.sort),
  };
}

/** A list field's message: its own, or its first item's (`cities.2` — a line that is too long). */
function listError(errors: Errors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/**
 * `/staff/site/partners/:id` (`new` to create): one partner — kind, name, the Markdown description with the site's
 * preview, cities, benefits, the logo — and its publication.
 */
export default function StaffSitePartner({ params }: Route.ComponentProps) {
  const target = editTarget(params.id);
  const query = useStaffSitePartnerQuery(
    { id: typeof target === "number" ? target : 0 },
    { skip: typeof target !== "number", refetchOnMountOrArgChange: true },
  );
  const missing = (
    <Stack>
      <PageHeader title="Партнёр не найден" back={back} />
      <EmptyState title="Такого партнёра нет" action={<ButtonLink to="/staff/site/partners">К партнёрам</ButtonLink>}>
        <p>Проверьте ссылку: партнёр {params.id} не найден.</p>
      </EmptyState>
    </Stack>
  );
  if (target === null) return missing;
  if (target === "new") return <PartnerEditor partner={null} />;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить партнёра"
      loading={
        <Stack>
          <PageHeader title="Партнёр" back={back} />
          <BlockSkeleton label="Загружаем партнёра…" lines={8} />
        </Stack>
      }
      notFound={missing}
    >
      {({ partner }) => <PartnerEditor key={partner.id} partner={partner} />}
    </QueryState>
  );
}

function PartnerEditor({ partner }: { partner: StaffPartner | null }) {
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => (partner ? valuesOf(partner) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(created);
  const [save, saving] = useStaffSitePartnerSaveMutation();
  const [publish, publishing] = useStaffSitePartnerPublishMutation();

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => key.split(".")[0] !== name)));
    setSaved(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    setSaved(false);
    const parsed = StaffPartnerSaveRequestSchema.safeParse({
      ...(partner ? { id: partner.id } : {}),
      code: values.code,
      kind: values.kind,
      name: values.name,
      lead: values.lead,
      body: values.body,
      cities: lines(values.cities),
      benefits: lines(values.benefits),
      logo: values.logo,
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
    if (!partner) {
      navigate(`/staff/site/partners/${result.data.partner.id}`, { replace: true, state: { created: true } });
      return;
    }
    setSaved(true);
  }

  return (
    <Stack>
      <PageHeader
        title={partner ? partner.name : "Новый партнёр"}
        back={back}
        lead={
          <p>
            {partner
              ? `${partner.kindTitle}, код ${partner.code}.`
              : "Сохраняется черновиком: на сайт попадёт после публикации."}
          </p>
        }
      />
      <div className={styles.layout}>
        <Card>
          <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Партнёр">
            <div className={styles.pair}>
              <Field
                label="Код"
                name="code"
                required
                maxLength={100}
                value={values.code}
                hint="Латинские буквы, цифры и дефисы: часть ссылки /partners/код/"
                error={errors.code}
                onChange={(e) => set("code", e.currentTarget.value)}
              />
              <Select
                label="Вид партнёра"
                name="kind"
                required
                value={values.kind}
                onChange={(e) => set("kind", e.currentTarget.value)}
                options={PARTNER_KINDS.map((k) => ({ value: k, label: PARTNER_KIND_TITLES[k] }))}
                error={errors.kind}
              />
            </div>
            <Field
              label="Название"
              name="name"
              required
              maxLength={200}
              value={values.name}
              error={errors.name}
              onChange={(e) => set("name", e.currentTarget.value)}
            />
            <TextAreaField
              label="Анонс"
              name="lead"
              required
              rows={3}
              maxLength={1000}
              value={values.lead}
              error={errors.lead}
              onChange={(e) => set("lead", e.currentTarget.value)}
            />
            <MarkdownEditor
              label="Описание"
              name="body"
              required
              value={values.body}
              error={errors.body}
              onChange={(value) => set("body", value)}
            />
            <div className={styles.pair}>
              <TextAreaField
                label="Города"
                name="cities"
                rows={4}
                maxLength={5000}
                hint="Один город в строке"
                value={values.cities}
                error={listError(errors, "cities")}
                onChange={(e) => set("cities", e.currentTarget.value)}
              />
              <TextAreaField
                label="Преимущества"
                name="benefits"
                rows={4}
                maxLength={6000}
                hint="Одно преимущество в строке"
                value={values.benefits}
                error={listError(errors, "benefits")}
                onChange={(e) => set("benefits", e.currentTarget.value)}
              />
            </div>
            <ImageField
              label="Логотип"
              name="logo"
              value={values.logo}
              error={errors.logo}
              onChange={(url) => set("logo", url)}
            />
            <Field
              label="Порядок"
              name="sort"
              inputMode="numeric"
              value={values.sort}
              hint="Меньше — выше в списке"
              error={errors.sort}
              onChange={(e) => set("sort", e.currentTarget.value)}
            />
            <SaveFooter errors={errors} saving={saving} saved={saved} />
          </form>
        </Card>
        {partner ? (
          <div className={styles.aside}>
            <PublishCard
              published={partner.isPublished}
              state={partner.isPublished ? "Партнёр на сайте." : "Черновик: на сайте его нет."}
              url={partner.url}
              busy={publishing.isLoading}
              error={publishing.error}
              onToggle={(next) => void publish({ id: partner.id, published: next })}
            />
          </div>
        ) : null}
      </div>
    </Stack>
  );
}
