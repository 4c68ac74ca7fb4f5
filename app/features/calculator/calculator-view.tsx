import { type MouseEvent, type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { calcFieldError } from "../../../contract/calc-limits.ts";
import type { CalcType } from "../../../contract/calc-types.ts";
import type { CalcInitial } from "../../../contract/calculator.ts";
import { calculateLeasing, type ScheduleType } from "../../../core/leasing-calculator.ts";
import { formatMoney, formatMoneyShort, formatNumber, formatPercent, plural } from "../../lib/number-format";
import type { LeadPrefill } from "../../store/slices/lead-slice";
import { Text } from "../../ui/text";
import { CalcResults } from "./calc-results";
import styles from "./calculator.module.css";
import { type CalcInput, type CalcVehicle, calcInputToSearch } from "./calculator-query";
import { RangeField } from "./range-field";
import { ScheduleChart } from "./schedule-chart";
import { ScheduleTable } from "./schedule-table";

type NumberField = "price" | "advance" | "term" | "buyout";

const TAB_TITLES: Record<CalcType, string> = {
  cars: "Легковые",
  trucks: "Грузовые",
  used: "С пробегом",
  special: "Спецтехника",
};

/** With no vehicle picked, the programme's tab points to its catalogue section (the sections share the codes). */
const CATALOG_LINKS: Record<CalcType, string> = {
  cars: "Выбрать новый автомобиль в каталоге",
  trucks: "Выбрать грузовик в каталоге",
  used: "Выбрать автомобиль с пробегом в каталоге",
  special: "Выбрать спецтехнику в каталоге",
};

const SCHEDULE_HINTS: Record<ScheduleType, string> = {
  annuity: "равные платежи весь срок",
  degressive: "платежи уменьшаются к концу срока",
};

const TABLE_ID = "calc-schedule-table";

export type LeadActionRenderer = (props: { prefill: LeadPrefill; compact?: boolean }) => ReactNode;

type CalculatorViewProps = {
  /** The programme of every vehicle type (`services.calculator.initial`), so tabs switch without a request. */
  initials: Record<CalcType, CalcInitial>;
  /** What the page opens with (from the query, clamped to the limits). */
  input: CalcInput;
  vehicle: CalcVehicle | null;
  /** «Оформить заявку»: rendered by the route with the leads feature's button. */
  leadAction: LeadActionRenderer;
};

/**
 * The leasing calculator: sliders with number inputs, recomputed in the browser on every move by the same
 * `calculateLeasing` the API uses; results, the schedule as a chart and a table. The controls are a GET form
 * to /calculator, so without JavaScript «Пересчитать» asks the server for the same page with new figures.
 */
export function CalculatorView({ initials, input, vehicle, leadAction }: CalculatorViewProps) {
  const [type, setType] = useState<CalcType>(input.type);
  const initial = initials[type];
  const [values, setValues] = useState<Record<NumberField, number>>(() => pickNumbers(input));
  const [scheduleType, setScheduleType] = useState<ScheduleType>(input.scheduleType);
  // The last inputs within the limits: the results follow them while a typed figure is out of range.
  const [committed, setCommitted] = useState<CalcInput>(input);
  const [shownErrors, setShownErrors] = useState<Set<NumberField>>(() => new Set());

  // The API's own rules and messages (contract/calc-limits.ts), without zod in the page's script.
  const errors = useMemo(() => {
    const found: Partial<Record<NumberField, string>> = {};
    for (const field of ["price", "advance", "term", "buyout"] as const) {
      const error = calcFieldError(initial, field, values[field]);
      if (error) found[field] = error;
    }
    return found;
  }, [initial, values]);

  const calculation = useMemo(
    () =>
      calculateLeasing({
        price: committed.price,
        advance: committed.advance,
        term: committed.term,
        buyout: committed.buyout,
        scheduleType: committed.scheduleType,
        rate: initial.rate,
        vatRate: initial.vatRate,
        profitTaxRate: initial.profitTaxRate,
      }),
    [committed, initial],
  );
  // The chart and the 60-row table may lag a frame behind the slider; the figures above never do.
  const deferred = useDeferredValue(calculation);
  const shownVehicle = vehicle && vehicle.type === type ? vehicle : null;
  const tableRef = useRef<HTMLDetailsElement>(null);

  // The table is open on wide screens; on a phone its rows are cards, 60 of them, so it waits to be asked for.
  useEffect(() => {
    if (tableRef.current && window.matchMedia("(min-width: 720px)").matches) tableRef.current.open = true;
  }, []);

  // Keep the address in step (a reload or a shared link opens the same calculation), without a navigation.
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = `?${calcInputToSearch(committed, vehicle)}`;
      if (window.location.search !== search) {
        window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [committed, vehicle]);

  function change(field: NumberField, value: number) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (!calcFieldError(initial, field, value)) setCommitted((prev) => ({ ...prev, [field]: value }));
  }

  function showError(field: NumberField) {
    setShownErrors((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }

  function chooseSchedule(next: ScheduleType) {
    setScheduleType(next);
    setCommitted((prev) => ({ ...prev, scheduleType: next }));
  }

  function switchType(event: MouseEvent<HTMLAnchorElement>, next: CalcType) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (next === type) return;
    const defaults = initials[next].defaults;
    setType(next);
    setValues(pickNumbers(defaults));
    setScheduleType(defaults.scheduleType);
    setCommitted({ type: next, ...defaults });
    setShownErrors(new Set());
  }

  const prefill: LeadPrefill = {
    type,
    price: committed.price,
    advance: committed.advance,
    term: committed.term,
    buyout: committed.buyout,
    scheduleType: committed.scheduleType,
    ...(shownVehicle ? { vehicle: shownVehicle.name, vehicleId: shownVehicle.id } : {}),
  };
  const error = (field: NumberField) => (shownErrors.has(field) ? errors[field] : undefined);

  return (
    <div className={styles.calculator}>
      <nav aria-label="Предмет лизинга" className={styles.tabs}>
        {(Object.keys(TAB_TITLES) as CalcType[]).map((code) => (
          <a
            key={code}
            href={`/calculator?type=${code}`}
            className={styles.tab}
            aria-current={code === type ? "page" : undefined}
            onClick={(event) => switchType(event, code)}
          >
            {TAB_TITLES[code]}
          </a>
        ))}
      </nav>

      <div className={styles.layout}>
        <form method="get" action="/calculator" className={styles.controls} aria-label="Условия лизинга">
          <input type="hidden" name="type" value={type} />
          {shownVehicle ? (
            <>
              <input type="hidden" name="vehicle" value={shownVehicle.name} />
              {shownVehicle.id ? <input type="hidden" name="vehicleId" value={shownVehicle.id} /> : null}
              <p className={styles.vehicle}>
                <Text muted small className={styles.vehicleLabel}>
                  Предмет лизинга
                </Text>
                {shownVehicle.name}
              </p>
            </>
          ) : (
            <p className={styles.vehicle}>
              <Text muted small className={styles.vehicleLabel}>
                Предмет лизинга
              </Text>
              <Link to={`/catalog/${type}`}>{CATALOG_LINKS[type]}</Link>
            </p>
          )}

          <RangeField
            label="Стоимость предмета лизинга"
            name="price"
            value={values.price}
            min={initial.price.min}
            max={initial.price.max}
            step={initial.price.step}
            unit="₽"
            extra="с НДС"
            formatLimit={formatMoneyShort}
            valueText={formatMoney(values.price)}
            error={error("price")}
            onValue={(value) => change("price", value)}
            onCommit={() => showError("price")}
          />
          <RangeField
            label="Аванс"
            name="advance"
            value={values.advance}
            min={initial.advance.min}
            max={initial.advance.max}
            step={initial.advance.step}
            unit="%"
            decimals={2}
            extra={formatMoney(calculation.advanceSum)}
            formatLimit={(v) => formatPercent(v)}
            valueText={`${formatPercent(values.advance)}, ${formatMoney(calculation.advanceSum)}`}
            error={error("advance")}
            onValue={(value) => change("advance", value)}
            onCommit={() => showError("advance")}
          />
          <RangeField
            label="Срок лизинга"
            name="term"
            value={values.term}
            min={initial.term.min}
            max={initial.term.max}
            step={initial.term.step}
            unit="мес."
            extra={yearsText(values.term)}
            formatLimit={(v) => `${v} мес.`}
            valueText={`${formatNumber(values.term)} мес.`}
            error={error("term")}
            onValue={(value) => change("term", value)}
            onCommit={() => showError("term")}
          />
          <RangeField
            label="Выкупной платёж"
            name="buyout"
            value={values.buyout}
            min={initial.buyout.min}
            max={initial.buyout.max}
            step={initial.buyout.step}
            unit="%"
            decimals={2}
            extra={formatMoney(calculation.buyoutSum)}
            formatLimit={(v) => formatPercent(v)}
            valueText={`${formatPercent(values.buyout)}, ${formatMoney(calculation.buyoutSum)}`}
            error={error("buyout")}
            onValue={(value) => change("buyout", value)}
            onCommit={() => showError("buyout")}
          />

          <fieldset className={styles.schedule}>
            <legend className={styles.scheduleLegend}>График платежей</legend>
            <div className={styles.scheduleOptions}>
              {initial.scheduleTypes.map((option) => (
                <label key={option.code} className={styles.scheduleOption}>
                  <input
                    type="radio"
                    name="scheduleType"
                    value={option.code}
                    checked={scheduleType === option.code}
                    onChange={() => chooseSchedule(option.code)}
                  />
                  <span>
                    <strong>{option.title}</strong>
                    <small>{SCHEDULE_HINTS[option.code]}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <noscript>
            <button type="submit" className={styles.recalculate}>
              Пересчитать
            </button>
          </noscript>
        </form>

        <CalcResults
          calculation={calculation}
          stale={Object.keys(errors).length > 0}
          leadAction={leadAction({ prefill })}
        />
      </div>

      <section className={styles.scheduleSection} aria-labelledby="calc-schedule-title">
        <h2 id="calc-schedule-title" className={styles.sectionTitle}>
          График платежей
        </h2>
        <ScheduleChart calculation={deferred} tableId={TABLE_ID} />
        <details ref={tableRef} id={TABLE_ID} className={styles.tableBox}>
          <summary className={styles.tableSummary}>
            Таблица платежей
            <Text muted small className={styles.tableCount}>
              {rowsText(deferred.schedule.length)}
            </Text>
          </summary>
          <ScheduleTable calculation={deferred} />
        </details>
      </section>

      {/* Phones: the payment and the request stay in reach while the sliders are moved. */}
      <div className={styles.stickyBar}>
        <div className={styles.stickyFigure}>
          <span className={styles.stickyLabel}>Платёж в месяц</span>
          <strong>
            {calculation.scheduleType === "annuity"
              ? formatMoney(calculation.monthlyPayment)
              : `${formatMoney(calculation.monthlyPaymentFirst)} ↘`}
          </strong>
        </div>
        {leadAction({ prefill, compact: true })}
      </div>
    </div>
  );
}

function pickNumbers(source: Record<NumberField, number>): Record<NumberField, number> {
  return { price: source.price, advance: source.advance, term: source.term, buyout: source.buyout };
}

/** 21 → «21 строка», 24 → «24 строки», 50 → «50 строк». */
function rowsText(count: number): string {
  return `${count} ${plural(count, ["строка", "строки", "строк"])}`;
}

/** 36 → «3 года», 18 → «1,5 года», 60 → «5 лет». */
function yearsText(months: number): string {
  if (!Number.isFinite(months)) return "";
  const years = months / 12;
  const whole = Number.isInteger(years);
  const shown = whole ? String(years) : formatNumber(years, 1);
  if (!whole) return `${shown} года`;
  return `${shown} ${plural(years, ["год", "года", "лет"])}`;
}
