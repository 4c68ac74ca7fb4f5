import { type FormEvent, useState } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { isoToRuDate, ruDateToIso } from "../../../contract/forms.ts";
import {
  isPublishableKind,
  STAFF_CONTENT_CREATABLE,
  STAFF_CONTENT_KIND_TITLES,
  STAFF_CONTENT_KINDS,
  type StaffContentChoices,
  type StaffContentItem,
  type StaffContentKind,
  type StaffContentSaveRequest,
  StaffContentSaveRequestSchema,
} from "../../../contract/staff-content.ts";
import { formatMoment } from "../../features/account/lk/lk-format";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import {
  useStaffContentChoicesQuery,
  useStaffContentPublishMutation,
  useStaffContentQuery,
  useStaffContentSaveMutation,
} from "../../features/staff/content-api";
import { ImageField } from "../../features/staff/image-field";
import { MarkdownEditor } from "../../features/staff/markdown-editor";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/field";
import { RuDateField } from "../../ui/masked-fields";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/content-edit";
import { contentListPath, contentRoles } from "./content";
import styles from "./content.module.css";

/** The kind and the item of the address: `new` for a kind an editor creates, else the item's id; anything else 404. */
function target(params: { kind?: string; id?: string }): { kind: StaffContentKind; id: number | null } {
  const kind = STAFF_CONTENT_KINDS.find((k) => k === params.kind);
  if (!kind) throw data(null, { status: 404 });
  if (params.id === "new" && STAFF_CONTENT_CREATABLE.includes(kind)) return { kind, id: null };
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id < 1) throw data(null, { status: 404 });
  return { kind, id };
}

export function meta({ params }: Route.MetaArgs) {
  const kind = STAFF_CONTENT_KINDS.find((k) => k === params.kind) ?? "news";
  return staffMeta(`${params.id === "new" ? "Новый материал" : "Материал"}: ${STAFF_CONTENT_KIND_TITLES[kind]}`);
}

export function loader({ context, params }: Route.LoaderArgs) {
  const { kind } = target(params);
  requireStaffRoles(context, contentRoles(kind));
  return null;
}

/** Every field of every kind as the form keeps it: text as typed (dates as ДД.ММ.ГГГГ), the related terms a list. */
type FormValues = Record<string, string> & { related?: string };
type Errors = Record<string, string>;

const EMPTY: Record<StaffContentKind, FormValues> = {
  news: { code: "", date: "", title: "", lead: "", body: "", image: "" },
  publications: { code: "", date: "", title: "", lead: "", body: "", image: "", source: "" },
  guides: { code: "", category: "", date: "", title: "", lead: "", body: "", sort: "0" },
  pages: { title: "", description: "", lead: "", body: "" },
  terms: { code: "", title: "", short: "", body: "", related: "" },
  vacancies: {
    code: "",
    title: "",
    cityId: "",
    department: "",
    employment: "",
    experience: "",
    salaryFrom: "",
    salaryTo: "",
    date: "",
    lead: "",
    body: "",
  },
};

/** The saved item's fields as the form shows them. */
function valuesOf(item: StaffContentItem): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(item.fields)) {
    if (key === "slug") continue;
    if (key === "date") out[key] = isoToRuDate(String(value));
    else if (key === "related") out[key] = (value as string[]).join(",");
    else out[key] = value === null ? "" : String(value);
  }
  return out;
}

/** The form's values as the API takes them: dates to ISO, numbers to numbers, an empty optional to null. */
function requestOf(kind: StaffContentKind, id: number | null, v: FormValues): unknown {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (key === "date") fields[key] = ruDateToIso(value);
    else if (key === "image") fields[key] = value.trim() === "" ? null : value;
    else if (key === "sort") fields[key] = value.trim() === "" ? Number.NaN : Number(value);
    else if (key === "cityId") fields[key] = value === "" ? undefined : Number(value);
    else if (key === "salaryFrom" || key === "salaryTo") {
      fields[key] = value.trim() === "" ? null : Number(value.replace(/\s/g, ""));
    } else if (key === "related") fields[key] = value === "" ? [] : value.split(",");
    else fields[key] = value;
  }
  return { kind, ...(id === null ? {} : { id }), fields };
}

function savedMessage(item: StaffContentItem): string {
  return item.published === false ? "Черновик сохранён." : "Изменения уже на сайте.";
}

/** The contract's messages by form field (`fields.title` → `title`), the first per field. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const [head, name] = issue.path;
    const key = head === "fields" && typeof name === "string" ? name : String(head ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * `/staff/content/:kind/:id` (`new` to create): one item's form — the fields of its kind, the body in the Markdown
 * editor with the site's preview — and, for kinds with drafts, its state with «Опубликовать» / «Снять с сайта».
 */
export default function StaffContentEdit({ params }: Route.ComponentProps) {
  const { kind, id } = target(params);
  const listPath = contentListPath(kind);
  const back = <Link to={listPath}>← {STAFF_CONTENT_KIND_TITLES[kind]}</Link>;
  const item = useStaffContentQuery({ kind, id: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: true });
  const choices = useStaffContentChoicesQuery(undefined, { skip: id !== null, refetchOnMountOrArgChange: true });

  if (id === null) {
    return (
      <Stack>
        <PageHeader back={back} title={`Новый материал: ${STAFF_CONTENT_KIND_TITLES[kind]}`} />
        <QueryState
          query={choices}
          errorTitle="Не удалось открыть форму"
          loading={<BlockSkeleton label="Загружаем форму…" />}
        >
          {(loaded) => <ContentForm key="new" kind={kind} item={null} choices={loaded} />}
        </QueryState>
      </Stack>
    );
  }
  return (
    <QueryState
      query={item}
      errorTitle="Не удалось загрузить материал"
      loading={
        <Stack>
          <PageHeader back={back} title={STAFF_CONTENT_KIND_TITLES[kind]} />
          <BlockSkeleton label="Загружаем материал…" />
        </Stack>
      }
      notFound={
        <Stack>
          <PageHeader back={back} title="Материал не найден" />
          <p>Возможно, адрес набран с ошибкой. Вернитесь к списку и выберите материал там.</p>
        </Stack>
      }
    >
      {(loaded) => (
        <Stack>
          <PageHeader back={back} title={loaded.item.fields.title} lead={<p>{STAFF_CONTENT_KIND_TITLES[kind]}</p>} />
          <ContentForm key={`${kind}:${loaded.item.id}`} kind={kind} item={loaded.item} choices={loaded} />
        </Stack>
      )}
    </QueryState>
  );
}

function ContentForm({
  kind,
  item,
  choices,
}: {
  kind: StaffContentKind;
  item: StaffContentItem | null;
  choices: StaffContentChoices;
}) {
  const navigate = useNavigate();
  // A new item's first save moves to its own address; the message comes along in the history entry's state.
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [values, setValues] = useState<FormValues>(() => (item ? valuesOf(item) : { ...EMPTY[kind] }));
  const [errors, setErrors] = useState<Errors>({});
  // What the last save did, said as it was then (a later publish or unpublish does not rewrite it).
  const [saved, setSaved] = useState<string | null>(created && item ? savedMessage(item) : null);
  const [save, saving] = useStaffContentSaveMutation();
  const id = item?.id ?? null;

  const set = (name: string) => (value: string) => {
    setValues((was) => ({ ...was, [name]: value }));
    // A corrected field stops being marked; the summary of the last attempt stays until the next one.
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    setSaved(null);
  };
  const text = (name: string, label: string, options: { maxLength: number; hint?: string; required?: boolean }) => (
    <Field
      label={label}
      name={name}
      value={values[name] ?? ""}
      onChange={(event) => set(name)(event.currentTarget.value)}
      maxLength={options.maxLength}
      hint={options.hint}
      required={options.required ?? true}
      error={errors[name]}
    />
  );
  const area = (name: string, label: string, maxLength: number, required = true) => (
    <TextAreaField
      label={label}
      name={name}
      value={values[name] ?? ""}
      onChange={(event) => set(name)(event.currentTarget.value)}
      maxLength={maxLength}
      rows={3}
      required={required}
      error={errors[name]}
    />
  );
  const code = text("code", "Адрес на сайте", {
    maxLength: 100,
    hint: "Латинские буквы, цифры и дефисы, например novyy-ofis. Это часть ссылки на материал.",
  });
  const date = (
    <RuDateField
      label="Дата"
      name="date"
      value={values.date ?? ""}
      onValueChange={set("date")}
      required
      error={errors.date}
    />
  );
  const body = (
    <MarkdownEditor
      label="Текст"
      name="body"
      value={values.body ?? ""}
      onChange={set("body")}
      error={errors.body}
      required={kind !== "pages"}
    />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isLoading) return;
    setSaved(null);
    const request = StaffContentSaveRequestSchema.safeParse(requestOf(kind, id, values));
    // The API takes ISO dates; the person typed ДД.ММ.ГГГГ, so a malformed one is explained in that format.
    const dateTyped = values.date === undefined || /^\d{2}\.\d{2}\.\d{4}$/.test(values.date.trim());
    if (!request.success || !dateTyped) {
      const found = request.success ? {} : errorsOf(request.error.issues);
      setErrors(dateTyped ? found : { ...found, date: "Дата: укажите в формате ДД.ММ.ГГГГ" });
      return;
    }
    setErrors({});
    const result = await save(request.data as StaffContentSaveRequest);
    if ("error" in result) {
      const byField = apiFieldErrors(result.error);
      setErrors(
        Object.keys(byField).length > 0
          ? Object.fromEntries(Object.entries(byField).map(([k, v]) => [k.replace(/^fields\./, ""), v]))
          : { form: apiErrorMessage(result.error) },
      );
      return;
    }
    setSaved(savedMessage(result.data.item));
    if (id === null)
      navigate(`/staff/content/${kind}/${result.data.item.id}`, { replace: true, state: { created: true } });
  }

  const fieldErrors = Object.entries(errors).filter(([key]) => key !== "form");

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Материал">
        {errors.form ? (
          <Alert tone="error" title="Не сохранено">
            <p>{errors.form}</p>
          </Alert>
        ) : fieldErrors.length > 0 ? (
          <Alert tone="error" title="Не сохранено: проверьте поля">
            <ul>
              {fieldErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" title="Сохранено">
            <p>{saved}</p>
          </Alert>
        ) : null}

        {kind === "pages" ? (
          <p className={styles.note}>Здесь — тексты страницы; её блоки (цифры, карточки, списки) остаются как есть.</p>
        ) : (
          <div className={styles.pair}>
            {code}
            {kind === "terms" ? null : date}
          </div>
        )}
        {text("title", kind === "terms" ? "Термин" : kind === "vacancies" ? "Должность" : "Заголовок", {
          maxLength: 200,
        })}
        {kind === "publications" ? text("source", "Издание", { maxLength: 200 }) : null}
        {kind === "news" || kind === "publications" ? (
          <ImageField
            label="Обложка"
            name="image"
            value={values.image ? values.image : null}
            onChange={(url) => set("image")(url ?? "")}
            error={errors.image}
          />
        ) : null}
        {kind === "guides" ? (
          <div className={styles.pair}>
            <Select
              label="Рубрика"
              name="category"
              value={values.category ?? ""}
              onChange={(event) => set("category")(event.currentTarget.value)}
              placeholder="Выберите рубрику"
              options={choices.guideCategories.map((c) => ({ value: c.code, label: c.title }))}
              required
              error={errors.category}
            />
            <Field
              label="Порядок в гиде"
              name="sort"
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000}
              value={values.sort ?? ""}
              onChange={(event) => set("sort")(event.currentTarget.value)}
              hint="Меньше — выше в списке"
              error={errors.sort}
            />
          </div>
        ) : null}
        {kind === "vacancies" ? <VacancyFields values={values} set={set} errors={errors} choices={choices} /> : null}
        {kind === "pages" ? area("description", "Описание для поисковиков", 300, false) : null}
        {kind === "terms"
          ? area("short", "Кратко", 500)
          : kind === "pages"
            ? area("lead", "Вступление", 2000, false)
            : area("lead", "Анонс", 1000)}
        {kind === "terms" ? (
          <RelatedTerms
            value={values.related ?? ""}
            onChange={set("related")}
            terms={choices.terms.filter((t) => t.code !== values.code)}
            error={errors.related}
          />
        ) : null}
        {body}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={saving.isLoading || undefined}>
            {saving.isLoading ? "Сохраняем…" : id === null ? "Сохранить черновик" : "Сохранить"}
          </Button>
          <Link to={contentListPath(kind)}>К списку</Link>
        </div>
      </form>
      <aside className={styles.aside} aria-label="Публикация">
        <PublishCard kind={kind} item={item} />
      </aside>
    </div>
  );
}

function VacancyFields({
  values,
  set,
  errors,
  choices,
}: {
  values: FormValues;
  set: (name: string) => (value: string) => void;
  errors: Errors;
  choices: StaffContentChoices;
}) {
  const field = (name: string, label: string, maxLength: number) => (
    <Field
      label={label}
      name={name}
      value={values[name] ?? ""}
      onChange={(event) => set(name)(event.currentTarget.value)}
      maxLength={maxLength}
      required
      error={errors[name]}
    />
  );
  const salary = (name: string, label: string) => (
    <Field
      label={label}
      name={name}
      inputMode="numeric"
      value={values[name] ?? ""}
      onChange={(event) => set(name)(event.currentTarget.value)}
      maxLength={12}
      hint="Рублей в месяц; пусто — не указывать"
      error={errors[name]}
    />
  );
  return (
    <>
      <div className={styles.pair}>
        <Select
          label="Город"
          name="cityId"
          value={values.cityId ?? ""}
          onChange={(event) => set("cityId")(event.currentTarget.value)}
          placeholder="Выберите город"
          options={choices.cities.map((c) => ({ value: c.code, label: c.title }))}
          required
          error={errors.cityId}
        />
        {field("department", "Отдел", 200)}
      </div>
      <div className={styles.pair}>
        {field("employment", "Занятость", 100)}
        {field("experience", "Опыт", 100)}
      </div>
      <div className={styles.pair}>
        {salary("salaryFrom", "Зарплата от")}
        {salary("salaryTo", "Зарплата до")}
      </div>
    </>
  );
}

/** The dictionary's other terms as checkboxes; the value is their codes, comma-separated, in the list's order. */
function RelatedTerms({
  value,
  onChange,
  terms,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  terms: StaffContentChoices["terms"];
  error?: string;
}) {
  const chosen = new Set(value === "" ? [] : value.split(","));
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange(
      terms
        .map((t) => t.code)
        .filter((c) => next.has(c))
        .join(","),
    );
  };
  return (
    <fieldset className={styles.related} aria-describedby={error ? "related-error" : undefined}>
      <legend className={styles.legend}>Связанные термины</legend>
      <div className={styles.relatedList}>
        {terms.map((term) => (
          <Checkbox
            key={term.code}
            label={term.title}
            name="related"
            value={term.code}
            checked={chosen.has(term.code)}
            onChange={(event) => toggle(term.code, event.currentTarget.checked)}
          />
        ))}
      </div>
      {error ? (
        <p id="related-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PublishCard({ kind, item }: { kind: StaffContentKind; item: StaffContentItem | null }) {
  const [publish, publishing] = useStaffContentPublishMutation();
  if (!item) {
    return (
      <Card title="Публикация" titleId="content-publish">
        <p>
          {isPublishableKind(kind)
            ? "Сначала сохраните черновик — потом его можно будет опубликовать."
            : "Термин появится на сайте сразу после сохранения."}
        </p>
      </Card>
    );
  }
  const onSite = item.published !== false;
  return (
    <Card title="Публикация" titleId="content-publish">
      <Stack>
        <p>
          <Badge tone={onSite ? "success" : "neutral"}>{onSite ? "На сайте" : "Черновик"}</Badge>
        </p>
        {item.updatedAt ? <p>Изменено {formatMoment(item.updatedAt)}</p> : null}
        {onSite ? (
          <p>
            <a href={item.url} target="_blank" rel="noreferrer">
              Открыть на сайте<span className="visually-hidden"> (в новой вкладке)</span>
            </a>
          </p>
        ) : null}
        {item.published === null ? (
          <p>{kind === "pages" ? "Страница всегда на сайте" : "Термин всегда на сайте"}: изменения видны сразу.</p>
        ) : (
          <>
            <Button
              variant={onSite ? "secondary" : "primary"}
              aria-disabled={publishing.isLoading || undefined}
              onClick={() => {
                if (!publishing.isLoading) void publish({ kind, id: item.id, published: !onSite });
              }}
            >
              {onSite ? "Снять с сайта" : "Опубликовать"}
            </Button>
            <p className={styles.note}>
              {onSite
                ? "Снятый материал пропадёт с сайта, из поиска и карты сайта; черновик останется здесь."
                : "Опубликованное видно на сайте, в поиске и в карте сайта сразу."}
            </p>
          </>
        )}
        {publishing.error ? (
          <Alert tone="error" title="Не получилось">
            <p>{apiErrorMessage(publishing.error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
