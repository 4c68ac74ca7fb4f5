import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { Suggestion, SuggestResponse } from "../../contract/suggest.ts";
import styles from "./address-field.module.css";
import { RequiredMark, useDescribedControl } from "./field";
import fieldStyles from "./field.module.css";

/** Wait this long after the last keystroke before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 250;
const COUNT = 7;

type AddressFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** `city`: suggest cities only (DaData `to_bound`). */
  bound?: "city";
  autoComplete?: string;
};

/** A suggestion that stops at the street (or the city) invites the person to go on typing the house. */
function isIncomplete(suggestion: Suggestion, bound: AddressFieldProps["bound"]): boolean {
  if (bound === "city") return false;
  return suggestion.data.house === null || suggestion.data.house === undefined;
}

async function fetchSuggestions(query: string, bound: AddressFieldProps["bound"], signal: AbortSignal) {
  const res = await fetch("/api/suggest/address/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, count: COUNT, ...(bound ? { to_bound: { value: bound } } : {}) }),
    signal,
  });
  if (!res.ok) return [];
  const { suggestions } = (await res.json()) as SuggestResponse;
  // One entry per full address: it is also the React key.
  return suggestions.filter(
    (s, k) => suggestions.findIndex((o) => o.unrestricted_value === s.unrestricted_value) === k,
  );
}

/**
 * A text field with address suggestions from our proxy (`POST /api/suggest/address/`): the WAI-ARIA combobox
 * pattern — arrows move through the list, Enter takes a suggestion, Esc closes it. It stays a plain text field
 * when suggestions are unavailable: what the person typed is always kept.
 */
export function AddressField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  bound,
  autoComplete = "off",
}: AddressFieldProps) {
  const field = useDescribedControl({ hint, error, id });
  const listId = `${field.id}-list`;
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  function request(query: string) {
    clearTimeout(timer.current);
    inflight.current?.abort();
    if (query.trim().length < 2) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inflight.current = controller;
      fetchSuggestions(query, bound, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === inputRef.current);
          setStatus(found.length > 0 ? `Подсказок: ${found.length}. Выбор стрелками вверх и вниз.` : "");
        })
        .catch(() => {
          // No suggestions (offline, rate limit): the field works as a plain text field.
        });
    }, DEBOUNCE_MS);
  }

  function choose(suggestion: Suggestion) {
    const more = isIncomplete(suggestion, bound);
    const next = more ? `${suggestion.value}, ` : suggestion.value;
    onChange(next);
    setOpen(false);
    setActive(-1);
    setStatus(`Выбрано: ${suggestion.value}`);
    inputRef.current?.focus();
    if (more) request(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      if (event.key === "ArrowDown") setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={field.id} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={styles.wrap}>
        <input
          ref={inputRef}
          {...field.control}
          className={fieldStyles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            request(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div id={listId} role="listbox" aria-label="Подсказки адреса" className={styles.list} hidden={!open}>
          {options.map((option, index) => (
            <div
              key={option.unrestricted_value}
              id={`${listId}-${index}`}
              role="option"
              // The focus stays in the input (aria-activedescendant points here); -1 only makes it focusable.
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input must not lose focus (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.value}
              {option.unrestricted_value !== option.value ? (
                <span className={styles.full}>{option.unrestricted_value}</span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {field.messages}
    </div>
  );
}
