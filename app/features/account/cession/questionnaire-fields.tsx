import { createContext, type ReactNode, useContext } from "react";
import { AddressField } from "../../../ui/address-field";
import { Field } from "../../../ui/field";
import { Select, type SelectOption } from "../../../ui/select";
import styles from "./questionnaire.module.css";

/**
 * The form state the questionnaire's sections and the guarantor's form share: the data read and written by dotted
 * paths ("company.inn", "management.founders.0.share") — the paths the server's field errors and the rules'
 * missing fields use — so a message lands at its own input and a «what is missing» link finds it.
 */
export interface PathForm {
  value(path: string): unknown;
  set(path: string, value: unknown): void;
  /** The message to show at a field now (a format error after the field was left, or the server's). */
  error(path: string): string | undefined;
  /** The field was left: its format errors show from now on. */
  touch(path: string): void;
  required(path: string): boolean;
  /** The input's id: the target of the links in the «what is missing» list. */
  idOf(path: string): string;
  /** Sent or no longer a draft: shown, not changed (no add or remove buttons). */
  readOnly: boolean;
}

const FormContext = createContext<PathForm | null>(null);

export function PathFormProvider({ form, children }: { form: PathForm; children: ReactNode }) {
  return <FormContext value={form}>{children}</FormContext>;
}

export function usePathForm(): PathForm {
  const form = useContext(FormContext);
  if (!form) throw new Error("usePathForm outside PathFormProvider");
  return form;
}

type Indexed = Record<string, unknown> | unknown[];

export function getPath(source: unknown, path: string): unknown {
  let at: unknown = source;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `source` with `path` set to `value`: the objects and arrays on the way are copied, nothing else. */
export function setPath<T>(source: T, path: string, value: unknown): T {
  const [head = "", ...rest] = path.split(".");
  const node = (source ?? {}) as Indexed;
  const child = (node as Record<string, unknown>)[head];
  const next = rest.length > 0 ? setPath(child, rest.join("."), value) : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...node, [head]: next } as T;
}

/** An id for a form control from a data path and the form's prefix (ids may not contain dots for CSS, keep them plain). */
export function pathId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

let entryCounter = 0;

/**
 * The id of a new list entry (a manager, an owner): time-based with a counter (contract ManagementEntrySchema),
 * so two entries added in the same millisecond differ and an id stays put across saves.
 */
export function newEntryId(): string {
  entryCounter += 1;
  return `${Date.now().toString(36)}${entryCounter.toString(36)}`;
}

type TextKind = "text" | "date" | "email" | "tel" | "url";

/** A text input bound to `path`, with its label, the required mark, and its format or server error. */
export function PathField({
  path,
  label,
  type = "text",
  hint,
  inputMode,
  autoComplete,
  maxLength,
  wide,
}: {
  path: string;
  label: string;
  /** Across both columns (long names, addresses). */
  wide?: boolean;
  type?: TextKind;
  hint?: ReactNode;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
  autoComplete?: string;
  maxLength?: number;
}) {
  const form = usePathForm();
  const value = form.value(path);
  return (
    <Field
      className={wide ? styles.wide : undefined}
      id={form.idOf(path)}
      label={label}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete ?? "off"}
      maxLength={maxLength}
      required={form.required(path)}
      disabled={form.readOnly}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      onBlur={() => form.touch(path)}
      hint={hint}
      error={form.error(path)}
    />
  );
}

/** A share in per cent (0–100, two decimals), stored as a number or null while empty. */
export function PathShareField({ path, label }: { path: string; label: string }) {
  const form = usePathForm();
  const value = form.value(path);
  return (
    <Field
      id={form.idOf(path)}
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      required={form.required(path)}
      disabled={form.readOnly}
      value={typeof value === "number" ? String(value) : ""}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const number = Number(text);
        form.set(path, text === "" || !Number.isFinite(number) ? null : number);
      }}
      onBlur={() => form.touch(path)}
      error={form.error(path)}
    />
  );
}

/** An address with the suggestions service; what the person typed is kept when there are none. */
export function PathAddressField({ path, label }: { path: string; label: string }) {
  const form = usePathForm();
  const value = form.value(path);
  return (
    <div className={styles.wide}>
      <AddressField
        id={form.idOf(path)}
        label={label}
        required={form.required(path)}
        disabled={form.readOnly}
        value={typeof value === "string" ? value : ""}
        onChange={(next) => form.set(path, next)}
        error={form.error(path)}
      />
    </div>
  );
}

/** A select bound to `path`; `placeholder` is the empty value's option. */
export function PathSelect({
  path,
  label,
  options,
  placeholder,
}: {
  path: string;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
}) {
  const form = usePathForm();
  const value = form.value(path);
  return (
    <Select
      id={form.idOf(path)}
      label={label}
      options={options}
      placeholder={placeholder}
      required={form.required(path)}
      disabled={form.readOnly}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.error(path)}
    />
  );
}

/** A section of the form: a fieldset named by its legend, the fields in a grid of one or two columns. */
export function Section({
  legend,
  children,
  id,
  note,
}: {
  legend: string;
  children: ReactNode;
  id?: string;
  note?: ReactNode;
}) {
  return (
    <fieldset className={styles.section} id={id}>
      <legend className={styles.legend}>{legend}</legend>
      {note ? <div className={styles.note}>{note}</div> : null}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
