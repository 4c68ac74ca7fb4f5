import { type ReactNode, useId, useState } from "react";
import { formatNumber } from "../../lib/number-format";
import { parseTypedNumber } from "./calculator-query";
import styles from "./range-field.module.css";

type RangeFieldProps = {
  label: string;
  /** The query parameter (the form works as a GET form before JavaScript). */
  name: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Unit after the number: «₽», «%», «мес.». */
  unit: string;
  /** Decimals shown when not editing. */
  decimals?: number;
  /** Beside the label, e.g. the advance in roubles. */
  extra?: ReactNode;
  /** How the ends of the range read: «500 тыс. ₽». */
  formatLimit: (value: number) => string;
  /** Read out by screen readers for the slider position. */
  valueText: string;
  error?: string;
  /** Every change: a number (possibly outside the limits), NaN while the text is not a number. */
  onValue: (value: number) => void;
  /** Leaving the number input: the parent decides whether to show its message. */
  onCommit?: () => void;
};

/**
 * A number input with a slider under it. The slider moves within the limits in steps; the input takes
 * any figure and the parent shows a message when it is outside the limits. While the input has the focus
 * it shows what is typed, otherwise the value grouped by thousands.
 */
export function RangeField({
  label,
  name,
  value,
  min,
  max,
  step,
  unit,
  decimals = 0,
  extra,
  formatLimit,
  valueText,
  error,
  onValue,
  onCommit,
}: RangeFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (Number.isFinite(value) ? formatNumber(value, Number.isInteger(value) ? 0 : decimals) : "");
  const sliderValue = Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
  const errorId = `${id}-error`;

  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
          {label}
        </label>
        {extra ? <span className={styles.extra}>{extra}</span> : null}
      </div>
      <div className={styles.inputBox} data-invalid={error ? "" : undefined}>
        <input
          id={`${id}-input`}
          name={name}
          className={styles.input}
          type="text"
          inputMode={decimals > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={(event) => {
            // The text stays as shown (a re-render with another string would drop the selection).
            setDraft(shown);
            event.currentTarget.select();
          }}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            onValue(parseTypedNumber(event.currentTarget.value));
          }}
          onBlur={() => {
            setDraft(null);
            onCommit?.();
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
      <input
        className={styles.slider}
        type="range"
        min={min}
        max={max}
        step={step}
        value={sliderValue}
        aria-labelledby={`${id}-label`}
        aria-valuetext={valueText}
        style={{ "--fill": `${((sliderValue - min) / (max - min || 1)) * 100}%` } as React.CSSProperties}
        onChange={(event) => {
          setDraft(null);
          onValue(event.currentTarget.valueAsNumber);
        }}
      />
      <div className={styles.limits} aria-hidden="true">
        <span>{formatLimit(min)}</span>
        <span>{formatLimit(max)}</span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
