import { useEffect, useId, useRef, useState } from "react";
import type { CatalogRange } from "../../../contract/catalog.ts";
import { formatNumber } from "../../lib/number-format";
import type { RangeSpec } from "./catalog-text";
import styles from "./range-filter.module.css";

type RangeFilterProps = {
  spec: RangeSpec;
  /** The span of the stock under the other filters; null when nothing matches. */
  limits: CatalogRange | null;
  low?: number;
  high?: number;
  /** Called once the visitor pauses (debounced), leaves a field or lets go of a thumb. */
  onCommit: (low: number | undefined, high: number | undefined) => void;
};

const DEBOUNCE_MS = 600;

const parse = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : undefined;
};

/** Amounts get digit groups; years stay as they are written («2016», not «2 016»). */
const showWith = (grouped: boolean) => (value: number | undefined) =>
  value === undefined ? "" : grouped ? formatNumber(value) : String(value);

/** About a hundred positions along the slider, in round figures. */
function stepFor(span: number): number {
  return span <= 200 ? 1 : 10 ** Math.floor(Math.log10(span / 100));
}

/**
 * A range as two thumbs on one track (two native `<input type=range>`) plus «от» and «до» fields. The fields carry
 * the form names (prices_low…), so the form works without JS; with JS a change is committed after a pause, so a
 * drag makes one navigation, not fifty.
 */
export function RangeFilter({ spec, limits, low, high, onCommit }: RangeFilterProps) {
  const id = useId();
  const show = showWith(spec.key !== "year");
  const [draft, setDraft] = useState({ low: show(low), high: show(high) });
  const [props, setProps] = useState({ low, high });
  // A new URL brings new bounds: a field follows its own bound only (without remounting, so focus stays where it
  // is, and a figure being typed into the other field survives).
  if (props.low !== low || props.high !== high) {
    setProps({ low, high });
    setDraft({
      low: props.low !== low ? show(low) : draft.low,
      high: props.high !== high ? show(high) : draft.high,
    });
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const min = Math.min(limits?.min ?? low ?? 0, low ?? Number.POSITIVE_INFINITY);
  const max = Math.max(limits?.max ?? high ?? 0, high ?? Number.NEGATIVE_INFINITY);
  const step = stepFor(max - min);
  const disabled = !limits && low === undefined && high === undefined;

  const draftLow = parse(draft.low);
  const draftHigh = parse(draft.high);
  const sliderLow = Math.max(min, Math.min(draftLow ?? min, max));
  const sliderHigh = Math.min(max, Math.max(draftHigh ?? max, min));

  function commit(next: { low: string; high: string }) {
    clearTimeout(timer.current);
    let l = parse(next.low);
    let h = parse(next.high);
    if (l !== undefined && h !== undefined && l > h) [l, h] = [h, l];
    // A bound at the edge of the stock filters nothing: leave it out of the URL.
    if (l !== undefined && l <= min) l = undefined;
    if (h !== undefined && h >= max) h = undefined;
    if (l !== low || h !== high) onCommit(l, h);
    else setDraft({ low: show(low), high: show(high) });
  }

  function change(next: { low: string; high: string }, delay = DEBOUNCE_MS) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), delay);
  }

  // Leaving the pair commits at once; moving from «от» to «до» does not (one navigation for the whole range).
  const fieldsRef = useRef<HTMLDivElement>(null);
  const leave = (event: React.FocusEvent) => {
    if (event.relatedTarget instanceof Node && fieldsRef.current?.contains(event.relatedTarget)) return;
    commit(draft);
  };

  // Enter submits the whole form (which reads these fields): the pending commit is then redundant.
  const cancelOnEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") clearTimeout(timer.current);
  };

  const percent = (value: number) => (max > min ? ((value - min) / (max - min)) * 100 : 0);

  return (
    <div className={styles.range}>
      <div className={styles.fields} ref={fieldsRef}>
        <div className={styles.field}>
          <label htmlFor={`${id}-low`} className={styles.prefix}>
            от<span className="visually-hidden"> ({spec.title})</span>
          </label>
          <input
            id={`${id}-low`}
            name={spec.low}
            inputMode="numeric"
            autoComplete="off"
            placeholder={limits ? show(limits.min) : ""}
            value={draft.low}
            disabled={disabled}
            onChange={(event) => change({ ...draft, low: event.currentTarget.value }, 1000)}
            onBlur={leave}
            onKeyDown={cancelOnEnter}
            className={styles.input}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-high`} className={styles.prefix}>
            до<span className="visually-hidden"> ({spec.title})</span>
          </label>
          <input
            id={`${id}-high`}
            name={spec.high}
            inputMode="numeric"
            autoComplete="off"
            placeholder={limits ? show(limits.max) : ""}
            value={draft.high}
            disabled={disabled}
            onChange={(event) => change({ ...draft, high: event.currentTarget.value }, 1000)}
            onBlur={leave}
            onKeyDown={cancelOnEnter}
            className={styles.input}
          />
        </div>
      </div>
      {max > min ? (
        <div
          className={styles.slider}
          style={
            {
              "--from": `${percent(sliderLow)}%`,
              "--to": `${percent(sliderHigh)}%`,
            } as React.CSSProperties
          }
        >
          <input
            type="range"
            min={min}
            max={max}
            step={step}
            value={sliderLow}
            disabled={disabled}
            aria-label={`${spec.title}: от`}
            aria-valuetext={`от ${spec.format(sliderLow)}`}
            onChange={(event) => {
              const value = Math.min(event.currentTarget.valueAsNumber, sliderHigh);
              change({ ...draft, low: value <= min ? "" : show(value) });
            }}
            className={styles.thumb}
          />
          <input
            type="range"
            min={min}
            max={max}
            step={step}
            value={sliderHigh}
            disabled={disabled}
            aria-label={`${spec.title}: до`}
            aria-valuetext={`до ${spec.format(sliderHigh)}`}
            onChange={(event) => {
              const value = Math.max(event.currentTarget.valueAsNumber, sliderLow);
              // The last step may stop short of the maximum (steps count from the minimum): that is «any».
              change({ ...draft, high: value > max - step ? "" : show(value) });
            }}
            className={styles.thumb}
          />
        </div>
      ) : null}
    </div>
  );
}
