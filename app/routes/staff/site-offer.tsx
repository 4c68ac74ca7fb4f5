import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isoToRuDate, ruDateToIso } from "../../../contract/forms.ts";
import {
  OFFER_CATEGORIES,
  OFFER_CATEGORY_TITLES,
  type StaffOffer,
  StaffOfferSaveRequestSchema,
} from "../../../contract/staff-site.ts";
import { formatDate } from "../../features/account/lk/lk-format";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import { ImageField } from "../../features/staff/image-field";
import { MarkdownEditor } from "../../features/staff/markdown-editor";
import {
  useStaffSiteOfferPublishMutation,
  useStaffSiteOfferQuery,
  useStaffSiteOfferSaveMutation,
} from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiFieldErrors } from "../../lib/api-error";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { RuDateField } from "../../ui/masked-fields";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/site-offer";
import styles from "./site.module.css";
import { type Errors, editTarget, errorsOf, focusFirstError, PublishCard, SaveFooter, SITE_ROLES } from "./site-parts";

export function meta() {
  return staffMeta("Спецпредложение");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, SITE_ROLES);
  return null;
}

const back = <Link to="/staff/site">← Все предложения</Link>;

type Values = {
  code: string;
  title: string;
  lead: string;
  body: string;
  badge: string;
  category: string;
  conditions: { label: string; value: string }[];
  validFrom: string;
  validTo: string;
  image: string | null;
  isFeatured: boolean;
  sort: string;
};

const EMPTY: Values = {
  code: "",
  title: "",
  lead: "",
  body: "",
  badge: "",
  category: "cars",
  conditions: [],
  validFrom: "",
  validTo: "",
  image: null,
  isFeatured: false,
  sort: "100",
};

function valuesOf(offer: StaffOffer): Values {
  return {
    code: offer.code,
    title: offer.title,
    lead: offer.lead,
    body: offer.body,
    badge: offer.badge,
    category: offer.category,
    conditions: offer.conditions.map((c) => ({ ...c })),
    validFrom: isoToRuDate(offer.validFrom),
    validTo: offer.validTo ? isoToRuDate(offer.validTo) : "",
    image: offer.image,
    isFeatured: offer.isFeatured,
    sort: String(offer.sort),
  };
}

/**
 * `/staff/site/offers/:id` (`new` to create): one special offer — its card, the Markdown body with the site's
 * preview, the conditions, the first and last day on the site, the image — and its publication.
 */
export default function StaffSiteOffer({ params }: Route.ComponentProps) {
  const target = editTarget(params.id);
  const query = useStaffSiteOfferQuery(
    { id: typeof target === "number" ? target : 0 },
    { skip: typeof target !== "number", refetchOnMountOrArgChange: true },
  );
  const missing = (
    <Stack>
      <PageHeader title="Предложение не найдено" back={back} />
      <EmptyState title="Такого предложения нет" action={<ButtonLink to="/staff/site">К предложениям</ButtonLink>}>
        <p>Проверьте ссылку: предложение {params.id} не найдено.</p>
      </EmptyState>
    </Stack>
  );
  if (target === null) return missing;
  if (target === "new") return <OfferEditor offer={null} />;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить предложение"
      loading={
        <Stack>
          <PageHeader title="Спецпредложение" back={back} />
          <BlockSkeleton label="Загружаем предложение…" lines={8} />
        </Stack>
      }
      notFound={missing}
    >
      {({ offer }) => <OfferEditor key={offer.id} offer={offer} />}
    </QueryState>
  );
}

function OfferEditor({ offer }: { offer: StaffOffer | null }) {
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => (offer ? valuesOf(offer) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(created);
  const [save, saving] = useStaffSiteOfferSaveMutation();
  const [publish, publishing] = useStaffSiteOfferPublishMutation();

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => key.split(".")[0] !== name)));
    setSaved(false);
  }

  const request = () => ({
    ...(offer ? { id: offer.id } : {}),
    code: values.code,
    title: values.title,
    lead: values.lead,
    body: values.body,
    badge: values.badge,
    category: values.category,
    conditions: values.conditions,
    validFrom: ruDateToIso(values.validFrom),
    validTo: values.validTo.trim() === "" ? null : ruDateToIso(values.validTo),
    image: values.image,
    isFeatured: values.isFeatured,
    sort: values.sort,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    setSaved(false);
    const parsed = StaffOfferSaveRequestSchema.safeParse(request());
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
    if (!offer) {
      navigate(`/staff/site/offers/${result.data.offer.id}`, { replace: true, state: { created: true } });
      return;
    }
    setSaved(true);
  }

  const conditionError = (i: number, part: "label" | "value") => errors[`conditions.${i}.${part}`];

  return (
    <Stack>
      <PageHeader
        title={offer ? offer.title : "Новое спецпредложение"}
        back={back}
        lead={
          <p>
            {offer
              ? `Код ${offer.code}, изменено ${formatDate(offer.updatedAt.slice(0, 10))}.`
              : "Сохраняется черновиком: на сайт попадёт после публикации, с первого по последний день."}
          </p>
        }
      />
      <div className={styles.layout}>
        <Card>
          <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Спецпредложение">
            <div className={styles.pair}>
              <Field
                label="Код"
                name="code"
                required
                value={values.code}
                maxLength={100}
                hint="Латинские буквы, цифры и дефисы: часть ссылки /offers/код/"
                error={errors.code}
                onChange={(e) => set("code", e.currentTarget.value)}
              />
              <Select
                label="Техника"
                name="category"
                required
                value={values.category}
                onChange={(e) => set("category", e.currentTarget.value)}
                options={OFFER_CATEGORIES.map((c) => ({ value: c, label: OFFER_CATEGORY_TITLES[c] }))}
                error={errors.category}
              />
            </div>
            <Field
              label="Заголовок"
              name="title"
              required
              maxLength={200}
              value={values.title}
              error={errors.title}
              onChange={(e) => set("title", e.currentTarget.value)}
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
            <Field
              label="Плашка"
              name="badge"
              required
              maxLength={60}
              hint="Коротко на карточке, например «Аванс от 5 %»"
              value={values.badge}
              error={errors.badge}
              onChange={(e) => set("badge", e.currentTarget.value)}
            />
            <MarkdownEditor
              label="Текст"
              name="body"
              required
              value={values.body}
              error={errors.body}
              onChange={(value) => set("body", value)}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Условия</legend>
              {values.conditions.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the row
                <div key={i} className={styles.row}>
                  <Field
                    label={`Условие ${i + 1}`}
                    name={`conditions.${i}.label`}
                    value={c.label}
                    maxLength={100}
                    error={conditionError(i, "label")}
                    onChange={(e) => {
                      const label = e.currentTarget.value;
                      set(
                        "conditions",
                        values.conditions.map((x, k) => (k === i ? { ...x, label } : x)),
                      );
                    }}
                  />
                  <Field
                    label={`Значение условия ${i + 1}`}
                    name={`conditions.${i}.value`}
                    value={c.value}
                    maxLength={300}
                    error={conditionError(i, "value")}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      set(
                        "conditions",
                        values.conditions.map((x, k) => (k === i ? { ...x, value } : x)),
                      );
                    }}
                  />
                  <div>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        set(
                          "conditions",
                          values.conditions.filter((_, k) => k !== i),
                        )
                      }
                    >
                      Убрать<span className="visually-hidden"> условие {i + 1}</span>
                    </Button>
                  </div>
                </div>
              ))}
              {errors.conditions ? <p role="alert">{errors.conditions}</p> : null}
              <div>
                <Button
                  variant="secondary"
                  aria-disabled={values.conditions.length >= 12 || undefined}
                  onClick={() => {
                    if (values.conditions.length < 12)
                      set("conditions", [...values.conditions, { label: "", value: "" }]);
                  }}
                >
                  Добавить условие
                </Button>
              </div>
            </fieldset>
            <div className={styles.pair}>
              <RuDateField
                label="Первый день"
                name="validFrom"
                required
                value={values.validFrom}
                error={errors.validFrom}
                onValueChange={(v) => set("validFrom", v)}
              />
              <RuDateField
                label="Последний день"
                name="validTo"
                value={values.validTo}
                hint="Формат ДД.ММ.ГГГГ; пусто — без срока"
                error={errors.validTo}
                onValueChange={(v) => set("validTo", v)}
              />
            </div>
            <ImageField
              label="Изображение"
              name="image"
              value={values.image}
              error={errors.image}
              onChange={(url) => set("image", url)}
            />
            <div className={styles.pair}>
              <Field
                label="Порядок"
                name="sort"
                inputMode="numeric"
                value={values.sort}
                hint="Меньше — выше в списке"
                error={errors.sort}
                onChange={(e) => set("sort", e.currentTarget.value)}
              />
              <Checkbox
                label="Главное предложение (в блоке наверху страницы)"
                name="isFeatured"
                checked={values.isFeatured}
                onChange={(e) => set("isFeatured", e.currentTarget.checked)}
              />
            </div>
            <SaveFooter errors={errors} saving={saving} saved={saved} />
          </form>
        </Card>
        {offer ? (
          <div className={styles.aside}>
            <PublishCard
              published={offer.isPublished}
              state={`Состояние: ${offer.stateTitle}.`}
              url={offer.url}
              busy={publishing.isLoading}
              error={publishing.error}
              onToggle={(next) => void publish({ id: offer.id, published: next })}
            />
          </div>
        ) : null}
      </div>
    </Stack>
  );
}
