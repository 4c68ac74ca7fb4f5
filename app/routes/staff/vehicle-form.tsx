import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  type StaffCatalogOptions,
  type StaffVehicle,
  type StaffVehicleInput,
  StaffVehicleInputSchema,
} from "../../../contract/staff-catalog.ts";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/field";
import { Select } from "../../ui/select";
import styles from "./vehicle.module.css";

/** The form's fields as typed: text throughout, turned into the request on submit. */
export interface VehicleFormValues {
  used: "new" | "used";
  model: string;
  complectation: string;
  color: string;
  price: string;
  oldPrice: string;
  year: string;
  mileage: string;
  engineHours: string;
  vin: string;
  city: string;
  state: string;
  wheel: string;
  subtype: string;
  tags: string[];
  offerId: string;
}

type Errors = Record<string, string>;

export const EMPTY_VEHICLE: VehicleFormValues = {
  used: "new",
  model: "",
  complectation: "",
  color: "",
  price: "",
  oldPrice: "",
  year: "",
  mileage: "0",
  engineHours: "",
  vin: "",
  city: "",
  state: "",
  wheel: "",
  subtype: "",
  tags: [],
  offerId: "",
};

/** A trim's model, as the first select groups them: «Brand Model». */
const modelOf = (t: StaffCatalogOptions["complectations"][number]) => `${t.brand} ${t.model}`;

export function valuesOf(v: StaffVehicle, options: StaffCatalogOptions): VehicleFormValues {
  const trim = options.complectations.find((t) => t.slug === v.complectation);
  return {
    used: v.condition,
    model: trim ? modelOf(trim) : "",
    complectation: v.complectation,
    color: v.color,
    price: String(v.price),
    oldPrice: v.oldPrice === null ? "" : String(v.oldPrice),
    year: String(v.year),
    mileage: String(v.mileage),
    engineHours: v.engineHours === null ? "" : String(v.engineHours),
    vin: v.vin ?? "",
    city: v.city ?? "",
    state: v.state ?? "",
    wheel: v.wheel ?? "",
    subtype: v.subtype ?? "",
    tags: v.tags,
    offerId: v.offerId === null ? "" : String(v.offerId),
  };
}

/** Digits of a typed number («2 450 000» → 2450000); empty → NaN, so the contract names the field. */
const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[\s\u00a0]/g, "")));

/** `machine`: the trim is special machinery, whose used units carry engine hours. */
function requestOf(v: VehicleFormValues, machine: boolean): unknown {
  const used = v.used === "used";
  const orNull = (text: string) => (used && text !== "" ? text : null);
  return {
    used,
    complectation: v.complectation,
    color: v.color,
    price: number(v.price),
    oldPrice: v.oldPrice.trim() === "" ? null : number(v.oldPrice),
    year: number(v.year),
    mileage: used ? number(v.mileage) : 0,
    engineHours: used && machine ? number(v.engineHours) : null,
    vin: v.vin.trim() === "" ? null : v.vin,
    city: orNull(v.city),
    state: orNull(v.state),
    wheel: orNull(v.wheel),
    subtype: orNull(v.subtype),
    tags: v.tags,
    offerId: v.offerId === "" ? null : Number(v.offerId),
  };
}

/** The first message per field (`tags.0` → `tags`). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

const FIELD_ORDER = [
  "used",
  "complectation",
  "color",
  "price",
  "oldPrice",
  "year",
  "mileage",
  "engineHours",
  "vin",
  "city",
  "state",
  "wheel",
  "subtype",
  "tags",
  "offerId",
];

/**
 * The vehicle's form, for a new one and an existing one: the trim (picked by model, then trim) fills brand, body,
 * engine and the rest; the editor sets colour (of the trim's colours), prices, year, and for a used vehicle its
 * mileage (and a machine's engine hours), VIN, city, condition and wheel; tags and the special offer. Checked by the contract before sending; the
 * server's answer names the fields it refuses.
 */
export function VehicleForm({
  options,
  initial,
  submitLabel,
  onSubmit,
  pending,
}: {
  options: StaffCatalogOptions;
  initial: VehicleFormValues;
  submitLabel: string;
  /** Resolves with the server's error, or null when saved. */
  onSubmit: (input: StaffVehicleInput) => Promise<unknown | null>;
  pending: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const models = useMemo(() => [...new Set(options.complectations.map(modelOf))], [options]);
  const trims = options.complectations.filter((t) => modelOf(t) === values.model);
  const trim = options.complectations.find((t) => t.slug === values.complectation);
  const used = values.used === "used";
  const machine = trim?.section === "special";

  const set = <K extends keyof VehicleFormValues>(name: K, value: VehicleFormValues[K]) => {
    setValues((was) => {
      const next = { ...was, [name]: value };
      if (name === "model") {
        next.complectation = "";
        next.color = "";
      }
      if (name === "complectation") {
        const picked = options.complectations.find((t) => t.slug === value);
        if (!picked?.colors.some((c) => c.slug === next.color)) next.color = "";
        if (picked && next.price === "" && !used) next.price = String(picked.price);
      }
      if (name === "used" && value === "new") {
        next.mileage = "0";
        next.engineHours = "";
      }
      return next;
    });
    setSaved(false);
  };
  const text = (
    name: "price" | "oldPrice" | "year" | "mileage" | "engineHours" | "vin",
    label: string,
    extra: object = {},
  ) => (
    <Field
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      error={errors[name]}
      {...extra}
    />
  );
  const select = (
    name: "city" | "state" | "wheel" | "subtype",
    label: string,
    list: { slug: string; name: string }[],
    required: boolean,
  ) => (
    <Select
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      placeholder={required ? "Выберите" : "Не указано"}
      options={list.map((o) => ({ value: o.slug, label: o.name }))}
      required={required}
      error={errors[name]}
    />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const request = StaffVehicleInputSchema.safeParse(requestOf(values, machine));
    if (!request.success) {
      setErrors(errorsOf(request.error.issues));
      return;
    }
    setErrors({});
    const error = await onSubmit(requestOf(values, machine) as StaffVehicleInput);
    if (error === null) {
      setSaved(true);
      return;
    }
    const byField = apiFieldErrors(error);
    setErrors(
      Object.keys(byField).length > 0
        ? Object.fromEntries(Object.entries(byField).map(([k, v]) => [k.replace(/\.\d+$/, ""), v]))
        : { form: apiErrorMessage(error) },
    );
  }

  const fieldErrors = Object.entries(errors)
    .filter(([key]) => key !== "form")
    .sort(([a], [b]) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Автомобиль">
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
          <p>Изменения уже в каталоге на сайте.</p>
        </Alert>
      ) : null}

      <div className={styles.pair}>
        <Select
          label="Состояние"
          name="used"
          value={values.used}
          onChange={(event) => set("used", event.currentTarget.value as VehicleFormValues["used"])}
          options={[
            { value: "new", label: "Новый" },
            { value: "used", label: "С пробегом" },
          ]}
          hint={
            !used
              ? "Раздел модели: легковые, грузовые или спецтехника"
              : trim?.section === "special"
                ? "Раздел «Спецтехника», с наработкой"
                : "Раздел «С пробегом»"
          }
          error={errors.used}
        />
        <Select
          label="Марка и модель"
          name="model"
          value={values.model}
          onChange={(event) => set("model", event.currentTarget.value)}
          placeholder="Выберите модель"
          options={models.map((m) => ({ value: m, label: m }))}
          required
        />
      </div>
      <div className={styles.pair}>
        <Select
          label="Комплектация"
          name="complectation"
          value={values.complectation}
          onChange={(event) => set("complectation", event.currentTarget.value)}
          placeholder={values.model ? "Выберите комплектацию" : "Сначала выберите модель"}
          options={trims.map((t) => ({ value: t.slug, label: `${t.name} — от ${t.price.toLocaleString("ru-RU")} ₽` }))}
          required
          hint={trim ? `Модель продаётся с ${trim.since} года` : undefined}
          error={errors.complectation}
        />
        <Select
          label="Цвет"
          name="color"
          value={values.color}
          onChange={(event) => set("color", event.currentTarget.value)}
          placeholder={trim ? "Выберите цвет" : "Сначала выберите комплектацию"}
          options={(trim?.colors ?? []).map((c) => ({ value: c.slug, label: c.name }))}
          required
          error={errors.color}
        />
      </div>
      <div className={styles.pair}>
        {text("price", "Цена, ₽", { inputMode: "numeric", required: true, maxLength: 15 })}
        {text("oldPrice", "Цена без скидки, ₽", {
          inputMode: "numeric",
          maxLength: 15,
          hint: "Больше цены; пусто — скидки нет",
        })}
      </div>
      <div className={styles.pair}>
        {text("year", "Год выпуска", {
          inputMode: "numeric",
          required: true,
          maxLength: 4,
          hint: `Не позже ${options.maxYear}`,
        })}
        {used ? text("mileage", "Пробег, км", { inputMode: "numeric", required: true, maxLength: 9 }) : null}
      </div>
      {used && machine
        ? text("engineHours", "Наработка, моточасов", { inputMode: "numeric", required: true, maxLength: 7 })
        : null}
      {used ? (
        <>
          {text("vin", "VIN", {
            required: true,
            maxLength: 17,
            autoCapitalize: "characters",
            spellCheck: false,
            hint: "17 латинских букв и цифр, без I, O и Q",
          })}
          <div className={styles.pair}>
            {select("city", "Город", options.cities, true)}
            {select("state", "Техническое состояние", options.states, true)}
          </div>
          <div className={styles.pair}>
            {select("wheel", "Руль", options.wheels, true)}
            {select("subtype", "Происхождение", options.subtypes, false)}
          </div>
        </>
      ) : null}
      <fieldset className={styles.tags}>
        <legend className={styles.legend}>Метки на карточке</legend>
        {options.tags.map((tag) => (
          <Checkbox
            key={tag.slug}
            label={tag.name}
            name="tags"
            value={tag.slug}
            checked={values.tags.includes(tag.slug)}
            onChange={(event) =>
              set(
                "tags",
                event.currentTarget.checked ? [...values.tags, tag.slug] : values.tags.filter((t) => t !== tag.slug),
              )
            }
          />
        ))}
        {errors.tags ? <p className={styles.error}>{errors.tags}</p> : null}
      </fieldset>
      <Select
        label="Спецпредложение"
        name="offerId"
        value={values.offerId}
        onChange={(event) => set("offerId", event.currentTarget.value)}
        placeholder="Нет"
        options={options.offers.map((o) => ({ value: String(o.id), label: o.title }))}
        hint="Ссылка на условия акции на странице автомобиля"
        error={errors.offerId}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? "Сохраняем…" : submitLabel}
        </Button>
        <Link to="/staff/vehicles">К списку</Link>
      </div>
    </form>
  );
}
