import { useEffect, useRef } from "react";
import type { Beneficiary, ManagementEntry } from "../../../../contract/lk-cession.ts";
import { Button } from "../../../ui/button";
import styles from "./questionnaire.module.css";
import { newEntryId, PathField, PathShareField, usePathForm } from "./questionnaire-fields";

/** How one entry of each list is called («Учредитель 2»): in its legend and in the «what is missing» list. */
export const ENTRY_NOUNS: Record<string, string> = {
  "management.director": "Руководитель",
  "management.board": "Член совета директоров",
  "management.executiveBoard": "Член правления",
  "management.founders": "Учредитель",
  beneficialOwners: "Бенефициарный владелец",
  beneficiaries: "Выгодоприобретатель",
};

/** A list entry's message names the entry («Учредитель 2: Укажите ФИО»): five «Укажите ФИО» would not say which. */
export function entryMessage(item: { field: string; message: string }): { field: string; message: string } {
  const match = /^(.+)\.(\d+)\.[^.]+$/.exec(item.field);
  const noun = match?.[1] ? ENTRY_NOUNS[match[1]] : undefined;
  return noun ? { field: item.field, message: `${noun} ${Number(match?.[2]) + 1}: ${item.message}` } : item;
}

/** Which fields an entry has: a manager (with a position), a founder (with a share), an owner or a beneficiary. */
export type PeopleKind = "manager" | "founder" | "beneficiary";

function blankEntry(kind: PeopleKind): ManagementEntry | Beneficiary {
  const id = newEntryId();
  if (kind === "beneficiary") {
    return { id, fullName: "", birthDate: "", inn: "", citizenship: "", share: null, basis: "" };
  }
  return { id, fullName: "", position: "", inn: "", share: null };
}

/**
 * A list of people at `path` (a management body, the beneficial owners, the beneficiaries): each entry a fieldset
 * named «<noun> N» (ENTRY_NOUNS) with its own «Удалить», and «<addLabel>» under them. A new entry takes the focus; after a removal
 * the focus goes back to the add button, so the keyboard never falls to the top of the page.
 */
export function PeopleList({
  path,
  legend,
  addLabel,
  kind,
  max,
  hint,
}: {
  path: string;
  legend: string;
  addLabel: string;
  kind: PeopleKind;
  max: number;
  hint?: string;
}) {
  const form = usePathForm();
  const noun = ENTRY_NOUNS[path] ?? "Запись";
  const raw = form.value(path);
  const list = (Array.isArray(raw) ? raw : []) as (ManagementEntry | Beneficiary)[];
  const addId = form.idOf(path);
  const error = form.error(path);
  const errorId = `${addId}-error`;
  const hintId = `${addId}-hint`;
  const focus = useRef<"new" | "add" | null>(null);

  useEffect(() => {
    if (focus.current === "new") document.getElementById(form.idOf(`${path}.${list.length - 1}.fullName`))?.focus();
    if (focus.current === "add") document.getElementById(addId)?.focus();
    focus.current = null;
  }, [list.length, path, addId, form]);

  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.groupLegend}>
        {legend}
        {form.required(path) ? <span className="visually-hidden"> (обязательно)</span> : null}
      </legend>
      {hint ? (
        <p className={styles.note} id={hintId}>
          {hint}
        </p>
      ) : null}
      {list.length === 0 ? <p className={styles.empty}>{form.readOnly ? "Не указаны." : "Пока никого нет."}</p> : null}
      {list.length > 0 ? (
        <ol className={styles.entries}>
          {list.map((entry, index) => {
            const at = `${path}.${index}`;
            const title = `${noun} ${index + 1}`;
            return (
              <li key={entry.id}>
                <fieldset className={styles.entry}>
                  <legend className={styles.entryLegend}>{title}</legend>
                  <div className={styles.grid}>
                    <PathField
                      path={`${at}.fullName`}
                      label={kind === "founder" ? "ФИО или наименование" : "ФИО"}
                      wide
                    />
                    {kind === "manager" ? <PathField path={`${at}.position`} label="Должность" /> : null}
                    {kind === "beneficiary" ? (
                      <PathField path={`${at}.birthDate`} label="Дата рождения" type="date" />
                    ) : null}
                    <PathField path={`${at}.inn`} label="ИНН" inputMode="numeric" maxLength={12} />
                    {kind === "beneficiary" ? <PathField path={`${at}.citizenship`} label="Гражданство" /> : null}
                    {kind !== "manager" ? <PathShareField path={`${at}.share`} label="Доля, %" /> : null}
                    {kind === "beneficiary" ? (
                      <PathField path={`${at}.basis`} label="Основание (владение, контроль, договор)" wide />
                    ) : null}
                  </div>
                  {form.readOnly ? null : (
                    <div className={styles.entryActions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Удалить: ${legend}, ${title}`}
                        onClick={() => {
                          focus.current = "add";
                          form.set(
                            path,
                            list.filter((_, k) => k !== index),
                          );
                        }}
                      >
                        Удалить
                      </Button>
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      {list.length < max && !form.readOnly ? (
        <Button
          id={addId}
          className={styles.add}
          size="sm"
          variant="secondary"
          aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
          onClick={() => {
            focus.current = "new";
            form.set(path, [...list, blankEntry(kind)]);
          }}
        >
          {addLabel}
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
