import { type FormEvent, useId, useRef, useState } from "react";
import type {
  ReschedulingCalculation,
  ReschedulingChangeResponse,
  ReschedulingChoice,
  ReschedulingContract,
  ReschedulingField,
  ReschedulingOption,
  ReschedulingOptionInfo,
  ReschedulingSaveResponse,
} from "../../../../contract/lk-rescheduling.ts";
import { MONTHS_NOMINATIVE } from "../../../../core/russian-months.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Checkbox } from "../../../ui/checkbox";
import { Field } from "../../../ui/field";
import fieldStyles from "../../../ui/field.module.css";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Text } from "../../../ui/text";
import { formatDate } from "../lk/lk-format";
import { Comparison } from "./comparison";
import { type FieldValues, initialValues, limitsText, paramErrors, readParams } from "./option-params";
import styles from "./rescheduling.module.css";
import { useReschedulingCalculateMutation, useReschedulingChangeQuery } from "./rescheduling-api";
import { SaveForm } from "./save-form";

/**
 * The change of one contract's schedule: the option (a radio group), its parameters with this contract's limits
 * (`change/`), «Рассчитать» (`calculate/`) and the two schedules side by side, then the request form. The request
 * is for what was calculated: when a parameter changes after the calculation, the form waits for a new one.
 */
export function ChangeForm({
  contract,
  options,
  option,
  onOption,
  onSaved,
}: {
  contract: ReschedulingContract;
  options: readonly ReschedulingOptionInfo[];
  option: ReschedulingOption;
  onOption: (option: ReschedulingOption) => void;
  onSaved: (request: ReschedulingSaveResponse["request"]) => void;
}) {
  const change = useReschedulingChangeQuery({ contractCode: contract.code, option });
  return (
    <Card title="Новый график" titleId="change-title">
      <div className={styles.changeBody}>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>Вариант изменения</legend>
          <div className={styles.optionGrid}>
            {options.map((o) => (
              <label key={o.code} className={styles.option} data-checked={o.code === option || undefined}>
                <input
                  type="radio"
                  name="option"
                  value={o.code}
                  checked={o.code === option}
                  onChange={() => onOption(o.code)}
                  className={styles.optionInput}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{o.title}</span>
                  <span className={styles.optionDescription}>{o.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <QueryState
          query={change}
          errorTitle="Не удалось загрузить параметры варианта"
          loading={<BlockSkeleton label="Загружаем параметры…" lines={4} />}
        >
          {(data, { stale }) =>
            stale ? (
              <BlockSkeleton label="Загружаем параметры…" lines={4} />
            ) : data.available ? (
              <OptionForm
                key={`${data.contractCode}-${data.option}`}
                change={data}
                contractNumber={contract.number}
                onSaved={onSaved}
              />
            ) : (
              <Alert tone="warning" title="Этот вариант сейчас недоступен">
                <p>{data.reason ?? "Выберите другой вариант."}</p>
              </Alert>
            )
          }
        </QueryState>
      </div>
    </Card>
  );
}

interface Calculated {
  /** The params sent, as JSON: the form compares its current ones with them. */
  sent: string;
  choice: ReschedulingChoice;
  calculation: ReschedulingCalculation;
}

function OptionForm({
  change,
  contractNumber,
  onSaved,
}: {
  change: ReschedulingChangeResponse;
  contractNumber: string;
  onSaved: (request: ReschedulingSaveResponse["request"]) => void;
}) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FieldValues>(() => initialValues(change.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [calculate, { isLoading }] = useReschedulingCalculateMutation();
  const current = readParams(change, values);
  const stale = calculated !== null && (current.params === null || JSON.stringify(current.params) !== calculated.sent);

  const set = (name: string, value: string | readonly number[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => key !== name)));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (current.params === null) {
      setErrors(current.errors);
      focusFirstInvalid(form.current);
      return;
    }
    const choice = {
      contractCode: change.contractCode,
      option: change.option,
      params: current.params,
    } as ReschedulingChoice;
    try {
      const calculation = await calculate(choice).unwrap();
      setCalculated({ sent: JSON.stringify(current.params), choice, calculation });
    } catch (error) {
      const byField = paramErrors(apiFieldErrors(error));
      const known = Object.fromEntries(
        Object.entries(byField).filter(([k]) => change.fields.some((f) => f.name === k)),
      );
      setErrors(known);
      setFailure(Object.keys(known).length > 0 ? null : apiErrorMessage(error));
      if (Object.keys(known).length > 0) focusFirstInvalid(form.current);
    }
  }

  return (
    <div className={styles.optionForm}>
      <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`}>
        <h3 id={`${formId}-title`} className={styles.subTitle}>
          {change.title}
        </h3>
        <Text as="p" muted small>
          {change.description} Изменение начнётся с платежа {formatDate(change.fromDate)}.
        </Text>
        <div className={styles.params}>
          {change.fields.map((f) =>
            f.kind === "calendarMonths" ? (
              <MonthsField key={f.name} field={f} value={values[f.name]} error={errors[f.name]} onChange={set} />
            ) : (
              <Field
                key={f.name}
                label={f.unit === "percent" ? `${f.title}, %` : f.title}
                name={f.name}
                type="number"
                inputMode="numeric"
                min={f.min}
                max={f.max}
                step={1}
                required
                value={typeof values[f.name] === "string" ? (values[f.name] as string) : ""}
                onChange={(e) => set(f.name, e.currentTarget.value)}
                hint={hintOf(f)}
                error={errors[f.name]}
                className={styles.numberField}
              />
            ),
          )}
        </div>
        <div className={styles.formActions}>
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading ? "Считаем…" : "Рассчитать"}
          </Button>
        </div>
        {failure ? (
          <Alert tone="error" title="Не удалось рассчитать график">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </form>

      {calculated ? (
        <section aria-labelledby={`${formId}-result`} className={styles.result} data-stale={stale || undefined}>
          <h3 id={`${formId}-result`} className={styles.subTitle}>
            Расчёт: {calculated.calculation.optionTitle.toLowerCase()}
          </h3>
          {stale ? (
            <Alert tone="info">
              <p>Параметры изменились: нажмите «Рассчитать», чтобы увидеть новый график и отправить заявку.</p>
            </Alert>
          ) : null}
          <Comparison calculation={calculated.calculation} />
        </section>
      ) : null}

      {calculated && !stale ? (
        <SaveForm choice={calculated.choice} contractNumber={contractNumber} onSaved={onSaved} />
      ) : null}
    </div>
  );
}

/** Twelve calendar months as checkboxes in a fieldset, the limits and the message under its legend. */
function MonthsField({
  field,
  value,
  error,
  onChange,
}: {
  field: ReschedulingField;
  value: FieldValues[string] | undefined;
  error?: string;
  onChange: (name: string, value: readonly number[]) => void;
}) {
  const id = useId();
  const chosen = Array.isArray(value) ? (value as readonly number[]) : [];
  return (
    <fieldset
      className={styles.months}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldStyles.label}>{field.title}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hintOf(field)}
      </p>
      <div className={styles.monthGrid}>
        {MONTHS_NOMINATIVE.map((name, index) => {
          const month = index + 1;
          return (
            <Checkbox
              key={name}
              label={capitalize(name)}
              name={field.name}
              value={month}
              checked={chosen.includes(month)}
              onChange={(e) => {
                const next = e.currentTarget.checked
                  ? [...chosen, month].sort((a, b) => a - b)
                  : chosen.filter((m) => m !== month);
                onChange(field.name, next);
              }}
            />
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // After the render that marks the fields.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (target instanceof HTMLFieldSetElement) target.querySelector<HTMLElement>("input")?.focus();
    else target?.focus();
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The server's hint; with this contract's own limit when it is below the option's general one the hint names. */
function hintOf(field: ReschedulingField): string {
  const text = /[.!?]$/.test(field.hint) ? field.hint : `${field.hint}.`;
  const named = new RegExp(`до ${field.max}(?!\\d)`).test(field.hint);
  return named ? text : `${text} Для этого договора — ${limitsText(field)}.`;
}
