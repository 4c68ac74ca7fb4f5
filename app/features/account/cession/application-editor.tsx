import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isoToRuDate, ruDateToIso } from "../../../../contract/forms.ts";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_MESSAGES,
  type CessionApplication,
  type CessionDetail,
  type CessionSaveInput,
  CessionSaveResponseSchema,
  type DocumentSlot,
  PARTICIPANT_TYPE_CODES,
  PARTICIPANT_TYPE_TITLES,
  type ParticipantType,
} from "../../../../contract/lk-cession.ts";
import { isIsoDate, moscowDate } from "../../../../core/calendar-dates.ts";
import { applicationFormatErrors } from "../../../../core/cession-rules.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { maskRussianPhone } from "../../../lib/input-masks";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Field } from "../../../ui/field";
import { PhoneField, RuDateField } from "../../../ui/masked-fields";
import { Stack } from "../../../ui/stack";
import { UploadProgressBar } from "../lk/file-field";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import { TextAreaField } from "../tickets/text-area-field";
import { CancelCessionButton } from "./cancel-button";
import styles from "./cession.module.css";
import { CESSION_CHANGED_TAGS, CESSION_SAVE_URL, CESSION_SEND_URL, useCessionContractsQuery } from "./cession-api";
import { ParticipantsProgress } from "./cession-summary";
import { ContractsPicker } from "./contracts-picker";
import { DocumentSlots, slotsPayload, usePendingSlots } from "./document-slots";
import { InviteSection } from "./invite-form";

type FieldName =
  | "cessionaryType"
  | "contracts"
  | "contactName"
  | "contactPhone"
  | "contactEmail"
  | "reason"
  | "transferDate"
  | "comment"
  | "files";
type Errors = Partial<Record<FieldName, string>>;

const ORDER: FieldName[] = [
  "cessionaryType",
  "contracts",
  "contactName",
  "contactPhone",
  "contactEmail",
  "reason",
  "transferDate",
  "comment",
  "files",
];
const APPLICATION_FIELDS = new Set<string>([
  "contactName",
  "contactPhone",
  "contactEmail",
  "reason",
  "transferDate",
  "comment",
]);

/** A field of the server's answer («cession.application.contactPhone», «contracts.0», «files[].code») → the form's. */
function formField(path: string): FieldName | null {
  const parts = path.replace(/^cession\./, "").split(/[.[]/);
  const [head, next] = parts;
  if (head === "cessionaryType") return "cessionaryType";
  if (head === "contracts") return "contracts";
  if (head === "files") return "files";
  if (head === "application" && next && APPLICATION_FIELDS.has(next)) return next as FieldName;
  return null;
}

/** The empty slots of the assignment documents, for a new application. */
const EMPTY_SLOTS: DocumentSlot[] = ASSIGNMENT_DOCUMENTS.map((kind) => ({ ...kind, isLoaded: false, file: null }));

const EMPTY_APPLICATION: CessionApplication = {
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  reason: "",
  transferDate: "",
  comment: "",
};

/**
 * The assignor's application (a new one, or a draft of `cession`): the assignee's type, the contracts, the
 * assignor's part (contact, phone with the +7 mask, e-mail, reason, the transfer date as ДД.ММ.ГГГГ, a comment),
 * the assignment documents; «Сохранить» and «Отправить на рассмотрение» (multipart with the files), «Аннулировать
 * заявку». A saved draft also shows what still stops sending (the server's list of §8 messages), how far the
 * participants are, and the invitations.
 */
export function ApplicationEditor({ cession }: { cession: CessionDetail | null }) {
  const navigate = useNavigate();
  const contracts = useCessionContractsQuery();
  const saved = cession?.application ?? EMPTY_APPLICATION;
  const [type, setType] = useState<ParticipantType | "">(cession?.cessionaryType ?? "");
  const [chosen, setChosen] = useState<string[]>(cession?.contracts.map((c) => c.code) ?? []);
  const [application, setApplication] = useState<CessionApplication>({
    ...saved,
    // Shown as the mask shapes it, whatever spelling the server kept.
    contactPhone: maskRussianPhone(saved.contactPhone),
    transferDate: isoToRuDate(saved.transferDate),
  });
  const slots = usePendingSlots();
  const upload = useUploadWithProgress();
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; title: string; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The profile's assignable contracts and those already in this application (they are in no *other* cession).
  const options = [
    ...(cession?.contracts ?? []),
    ...(contracts.data?.items ?? []).filter((c) => !cession?.contracts.some((own) => own.code === c.code)),
  ];

  const set = (name: keyof CessionApplication) => (value: string) =>
    setApplication((current) => ({ ...current, [name]: value }));

  function showErrors(next: Errors) {
    setErrors(next);
    const first = ORDER.find((name) => next[name]);
    if (!first) return;
    const selector =
      first === "files"
        ? 'input[type="file"]'
        : first === "contracts"
          ? '[data-field="contracts"] input'
          : first === "cessionaryType"
            ? '[data-field="cessionaryType"] input'
            : `[data-field="${first}"]`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  /** The outcome under the form; it takes the focus unless a wrong field just did. */
  function report(next: { tone: "success" | "error"; title: string; text: string }, focus = true) {
    setOutcome(next);
    if (focus) requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function submit(kind: "save" | "send") {
    if (upload.uploading) return;
    setOutcome(null);
    const transferDate = ruDateToIso(application.transferDate.trim());
    const local: Errors = {};
    if (!type || chosen.length === 0) {
      if (!type) local.cessionaryType = CESSION_MESSAGES.typeAndContract;
      if (chosen.length === 0) local.contracts = CESSION_MESSAGES.typeAndContract;
    }
    if (transferDate !== "" && !isIsoDate(transferDate)) {
      local.transferDate = "Укажите дату в формате ДД.ММ.ГГГГ";
    }
    const payloadApplication: CessionApplication = {
      ...application,
      transferDate: isIsoDate(transferDate) ? transferDate : "",
    };
    for (const problem of applicationFormatErrors(payloadApplication, moscowDate())) {
      const name = formField(problem.field);
      if (name && !local[name]) local[name] = problem.message;
    }
    if (Object.keys(local).length > 0) {
      showErrors(local);
      report(
        {
          tone: "error",
          title: "Заявка не сохранена",
          text:
            local.cessionaryType || local.contracts ? CESSION_MESSAGES.typeAndContract : "Проверьте отмеченные поля.",
        },
        false,
      );
      return;
    }
    setErrors({});

    const { inputs, files } = slotsPayload(slots.pending);
    const payload: CessionSaveInput = {
      ...(cession ? { code: cession.code } : {}),
      cessionaryType: type || undefined,
      contracts: chosen,
      application: payloadApplication,
      files: inputs,
    };
    const body = new FormData();
    body.set("cession", JSON.stringify(payload));
    for (const file of files) body.append("files[]", file, file.name);
    const result = await upload.send({
      url: kind === "save" ? CESSION_SAVE_URL : CESSION_SEND_URL,
      body,
      schema: CessionSaveResponseSchema,
      invalidates: CESSION_CHANGED_TAGS,
    });

    if (result.data) {
      slots.reset();
      const next = result.data.cession;
      const notice =
        kind === "send"
          ? `Заявка № ${next.number} отправлена на рассмотрение. О решении придёт уведомление.`
          : `Заявка № ${next.number} сохранена.`;
      if (!cession || kind === "send") {
        navigate(`/account/cession/${encodeURIComponent(next.code)}`, { replace: !!cession, state: { notice } });
      } else {
        report({ tone: "success", title: "Сохранено", text: notice });
      }
      return;
    }
    if (result.aborted) return;
    const server: Errors = {};
    for (const [field, message] of Object.entries(apiFieldErrors(result.error))) {
      const name = formField(field);
      if (name && !server[name]) server[name] = message;
    }
    const fieldErrors = Object.keys(server).length > 0;
    if (fieldErrors) showErrors(server);
    const status = apiErrorStatus(result.error);
    report(
      {
        tone: "error",
        title: kind === "send" ? "Заявка не отправлена" : "Заявка не сохранена",
        text: status === 503 ? CESSION_MESSAGES.technical : apiErrorMessage(result.error),
      },
      !fieldErrors,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit("save");
  }

  const busy = upload.uploading;
  return (
    <Stack>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Заявка на переуступку">
        <Card title="Договоры и цессионарий" titleId="cession-basics">
          <div className={styles.form}>
            <fieldset
              className={styles.group}
              data-field="cessionaryType"
              aria-describedby={errors.cessionaryType ? "cession-type-error" : undefined}
            >
              <legend className={styles.legend}>
                Тип цессионария<span aria-hidden="true"> *</span>
              </legend>
              <div className={styles.choices}>
                {PARTICIPANT_TYPE_CODES.map((code) => (
                  <label key={code} className={styles.radio}>
                    <input
                      type="radio"
                      name="cessionaryType"
                      value={code}
                      checked={type === code}
                      required
                      aria-invalid={errors.cessionaryType ? true : undefined}
                      onChange={() => setType(code)}
                    />
                    <span>{PARTICIPANT_TYPE_TITLES[code]}</span>
                  </label>
                ))}
              </div>
              {errors.cessionaryType ? (
                <p id="cession-type-error" className={styles.error}>
                  {errors.cessionaryType}
                </p>
              ) : null}
            </fieldset>
            <ContractsPicker
              idPrefix="cession-contract"
              options={options}
              value={chosen}
              onChange={setChosen}
              error={errors.contracts}
            />
            {contracts.isError ? (
              <p className={styles.error}>Список договоров не загрузился: {apiErrorMessage(contracts.error)}</p>
            ) : null}
          </div>
        </Card>

        <Card title="Часть цедента" titleId="cession-assignor">
          <div className={styles.form}>
            <div className={styles.formRow}>
              <Field
                label="Контактное лицо"
                name="contactName"
                data-field="contactName"
                autoComplete="name"
                required
                maxLength={200}
                value={application.contactName}
                onChange={(e) => set("contactName")(e.currentTarget.value)}
                error={errors.contactName}
              />
              <PhoneField
                label="Телефон контактного лица"
                name="contactPhone"
                data-field="contactPhone"
                required
                value={application.contactPhone}
                onValueChange={set("contactPhone")}
                error={errors.contactPhone}
              />
              <Field
                label="Электронная почта контактного лица"
                name="contactEmail"
                data-field="contactEmail"
                type="email"
                autoComplete="email"
                required
                maxLength={200}
                value={application.contactEmail}
                onChange={(e) => set("contactEmail")(e.currentTarget.value)}
                error={errors.contactEmail}
              />
              <RuDateField
                label="Желаемая дата передачи"
                name="transferDate"
                data-field="transferDate"
                required
                value={application.transferDate}
                onValueChange={set("transferDate")}
                hint="Формат ДД.ММ.ГГГГ, не раньше сегодняшнего дня"
                error={errors.transferDate}
              />
            </div>
            <TextAreaField
              label="Причина переуступки"
              name="reason"
              data-field="reason"
              required
              rows={4}
              maxLength={2000}
              value={application.reason}
              onChange={(e) => set("reason")(e.currentTarget.value)}
              error={errors.reason}
            />
            <TextAreaField
              label="Комментарий"
              name="comment"
              data-field="comment"
              rows={3}
              maxLength={2000}
              value={application.comment}
              onChange={(e) => set("comment")(e.currentTarget.value)}
              error={errors.comment}
            />
          </div>
        </Card>

        <Card title="Документы по переуступке" titleId="cession-documents">
          <DocumentSlots
            idPrefix="assignment"
            slots={cession?.files ?? EMPTY_SLOTS}
            pending={slots.pending}
            onPick={slots.onPick}
            onRemove={slots.onRemove}
            disabled={busy}
          />
          {errors.files ? <p className={styles.error}>{errors.files}</p> : null}
        </Card>

        {upload.progress ? <UploadProgressBar progress={upload.progress} label="Отправляем заявку" /> : null}
        <div ref={outcomeRef} tabIndex={-1}>
          {outcome ? (
            <Alert tone={outcome.tone} title={outcome.title}>
              <p>{outcome.text}</p>
            </Alert>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? "Сохраняем…" : "Сохранить"}
          </Button>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void submit("send")}>
            Отправить на рассмотрение
          </Button>
          {cession?.canCancel ? <CancelCessionButton cession={cession} /> : null}
        </div>
      </form>

      {cession ? <SendChecklist blockers={cession.sendBlockers} /> : null}
      {cession ? <ParticipantsProgress cession={cession} /> : null}
      <InviteSection cession={cession} />
    </Stack>
  );
}

/** What still stops sending, each the §8 message the server gives; or that everything is ready. */
function SendChecklist({ blockers }: { blockers: readonly string[] }) {
  return (
    <Card title="Что осталось до отправки" titleId="cession-blockers">
      {blockers.length === 0 ? (
        <p>Всё заполнено: заявку можно отправить на рассмотрение.</p>
      ) : (
        <ul className={styles.checklist} aria-label="Что осталось до отправки">
          {blockers.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
