import { useMemo, useRef, useState } from "react";
import {
  CESSION_MESSAGES,
  type DocumentSlot,
  type ParticipantData,
  ParticipantDataSchema,
  type ParticipantDetail,
  type ParticipantSaveInput,
  type ParticipantType,
} from "../../../../contract/lk-cession.ts";
import { moscowDate } from "../../../../core/calendar-dates.ts";
import { participantFormatErrors, participantMissing } from "../../../../core/cession-rules.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Badge, type Tone } from "../../../ui/badge";
import { Button, ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { formatDate } from "../lk/lk-format";
import { useUploadWithProgress } from "../lk/upload-with-progress";
import { BankSection } from "./bank-section";
import { BeneficialOwnersSection } from "./beneficiaries-section";
import { CompanySection } from "./company-section";
import { ConsentsSection } from "./consents-section";
import { ContactsSection } from "./contacts-section";
import { DocumentSlots, slotsPayload, usePendingSlots } from "./document-slots";
import { ManagementSection } from "./management-section";
import { FormOutcome, MissingSection } from "./missing-list";
import {
  PARTICIPANT_CHANGED_TAGS,
  PARTICIPANT_SAVE_URL,
  participantPrintUrl,
  useParticipantDetailQuery,
  useSendParticipantMutation,
} from "./participant-api";
import { entryMessage } from "./people-list";
import { PersonSection } from "./person-section";
import styles from "./questionnaire.module.css";
import { PathFormProvider, Section } from "./questionnaire-fields";
import { normaliseQuestions, QuestionsSection } from "./questions-section";
import { formPath, usePathFormState } from "./use-path-form";

const PREFIX = "cq";

/** The status of a part as a badge: sent and accepted are done from the assignee's side. */
export function partStatusTone(status: ParticipantDetail["status"]): Tone {
  return status === "accepted" ? "success" : status === "sent" ? "info" : "neutral";
}

/** The paths a questionnaire of `type` needs before sending (what the rules ask of an empty one). */
function requiredPathsOf(type: ParticipantType): ReadonlySet<string> {
  const empty = ParticipantDataSchema.parse({});
  return new Set(participantMissing(type, empty, [], null, moscowDate()).map((m) => m.field));
}

/** The slots as they will be after the next save: a picked file fills its slot, a removal empties it. */
function slotsAfterSave(slots: DocumentSlot[], pending: Record<string, File | null>): DocumentSlot[] {
  return slots.map((slot) => (slot.code in pending ? { ...slot, isLoaded: pending[slot.code] instanceof File } : slot));
}

/**
 * The assignee's KYC questionnaire (115-ФЗ) of cession `code`: the sections of its type, the documents, the
 * consents, what is still missing with links to the fields; «Сохранить анкету» (multipart, with the files),
 * «Распечатать анкету» (the PDF of what is saved), «Отправить» (saves what changed, then sends). Once sent it is
 * shown read-only with its status.
 */
export function ParticipantQuestionnaire({ code }: { code: string }) {
  const query = useParticipantDetailQuery({ code });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить анкету"
      loading={<BlockSkeleton label="Загружаем анкету…" lines={10} />}
    >
      {({ participant }) => <QuestionnaireForm key={participant.id} detail={participant} />}
    </QueryState>
  );
}

function QuestionnaireForm({ detail }: { detail: ParticipantDetail }) {
  const code = detail.cession.code;
  const type = detail.type;
  const initial = useMemo(
    (): ParticipantData => ({ ...detail.data, questions: normaliseQuestions(detail.data.questions) }),
    [detail.data],
  );
  const requiredOf = useMemo(() => {
    const paths = requiredPathsOf(type);
    return () => paths;
  }, [type]);
  const formatErrors = useMemo(() => (data: ParticipantData) => participantFormatErrors(type, data), [type]);
  const state = usePathFormState({
    initial,
    formatErrors,
    requiredOf,
    prefix: PREFIX,
    readOnly: !detail.canEdit,
  });
  const slots = usePendingSlots();
  const upload = useUploadWithProgress();
  const [sendParticipant, sending] = useSendParticipantMutation();
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{
    title: string;
    detail: string;
    fields: { field: string; message: string }[];
  } | null>(null);
  const [printNote, setPrintNote] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const readOnly = !detail.canEdit;
  const busy = upload.uploading || sending.isLoading;
  const dirty = JSON.stringify(state.data) !== saved || Object.keys(slots.pending).length > 0;
  const missing = participantMissing(
    type,
    state.data,
    slotsAfterSave(detail.files, slots.pending),
    detail.signedAt,
    moscowDate(),
  ).map(entryMessage);

  function fail(title: string, error: unknown) {
    const fields = Object.entries(apiFieldErrors(error)).map(([field, message]) =>
      entryMessage({ field: formPath(field), message }),
    );
    state.showServerErrors(apiFieldErrors(error));
    setFailure({ title, detail: apiErrorMessage(error), fields });
    // The refusal is read out (role="alert"); the focus goes to it so the keyboard is where the links are.
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  async function save(renewConsent = false): Promise<boolean> {
    setNotice(null);
    setFailure(null);
    setPrintNote(false);
    const local = state.formatList;
    if (local.length > 0) {
      state.showAllErrors();
      setFailure({
        title: "Анкета не сохранена",
        detail: "Проверьте отмеченные поля.",
        fields: local.map(entryMessage),
      });
      const first = local[0];
      if (first) state.focus(first.field);
      return false;
    }
    const { inputs, files } = slotsPayload(slots.pending);
    const participant: ParticipantSaveInput = {
      code,
      data: state.data,
      files: inputs,
      ...(renewConsent ? { renewConsent: true } : {}),
    };
    const body = new FormData();
    body.set("participant", JSON.stringify(participant));
    for (const file of files) body.append("files[]", file, file.name);
    const snapshot = JSON.stringify(state.data);
    const result = await upload.send({ url: PARTICIPANT_SAVE_URL, body, invalidates: PARTICIPANT_CHANGED_TAGS });
    if (result.data !== undefined) {
      slots.reset();
      setSaved(snapshot);
      setNotice(renewConsent ? "Согласия подписаны заново, анкета сохранена" : "Анкета сохранена");
      return true;
    }
    if (!result.aborted) fail("Анкета не сохранена", result.error);
    return false;
  }

  async function send() {
    if (busy) return;
    if (dirty && !(await save())) return;
    setNotice(null);
    setFailure(null);
    try {
      await sendParticipant({ code }).unwrap();
      setNotice("Анкета отправлена");
    } catch (error) {
      fail("Анкета не отправлена", error);
    }
  }

  return (
    <Card
      title="Анкета цессионария"
      titleId="cq-title"
      actions={<Badge tone={partStatusTone(detail.status)}>{detail.statusTitle}</Badge>}
    >
      <div className={styles.form}>
        <p className={styles.status}>
          <span>Заявка № {detail.cession.number}</span>
          <span>Цедент: {detail.cession.applicantTitle}</span>
          {detail.savedAt ? <span>Сохранена {formatDate(detail.savedAt.slice(0, 10))}</span> : null}
        </p>
        {detail.sentAt ? (
          <Alert tone="info" title={`Анкета отправлена ${formatDate(detail.sentAt.slice(0, 10))}`}>
            <p>Изменить её нельзя. Цедент получил уведомление и отправит заявку на рассмотрение.</p>
          </Alert>
        ) : readOnly ? (
          <Alert tone="info" title="Анкета недоступна для изменения">
            <p>Заявка на переуступку уже не черновик: {detail.cession.statusTitle.toLowerCase()}.</p>
          </Alert>
        ) : null}

        <form
          className={styles.form}
          noValidate
          aria-labelledby="cq-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void save();
          }}
        >
          <PathFormProvider form={state.form}>
            <fieldset className={styles.body} disabled={readOnly}>
              {type === "legal" ? <CompanySection /> : <PersonSection entrepreneur={type === "entrepreneur"} />}
              <BankSection optional={type === "person"} />
              <ContactsSection />
              {type === "legal" ? <ManagementSection /> : null}
              <BeneficialOwnersSection type={type} />
              <QuestionsSection />
              <Section legend="Документы">
                <div className={styles.wide}>
                  <DocumentSlots
                    slots={detail.files}
                    pending={slots.pending}
                    onPick={slots.onPick}
                    onRemove={slots.onRemove}
                    disabled={readOnly}
                    idPrefix={`${PREFIX}-files`}
                  />
                </div>
              </Section>
              <ConsentsSection
                signedAt={detail.signedAt}
                validUntil={detail.consentValidUntil}
                expired={detail.consentExpired}
                onRenew={readOnly ? undefined : () => void save(true)}
                renewing={upload.uploading}
                unsignedNote="Согласия подписываются датой первого сохранения анкеты, в которой отмечены оба."
              />
            </fieldset>
          </PathFormProvider>

          {readOnly ? null : (
            <MissingSection
              id="cq-missing"
              missing={missing}
              idOf={state.form.idOf}
              onGo={state.focus}
              done="Анкета заполнена"
              note="Всё обязательное заполнено: анкету можно отправить."
            />
          )}

          <FormOutcome
            notice={notice}
            failure={failure}
            failureRef={failureRef}
            idOf={state.form.idOf}
            onGo={state.focus}
          />
          {printNote ? (
            <Alert tone="info">
              <p>{CESSION_MESSAGES.saveBeforePrint}</p>
            </Alert>
          ) : null}

          <div className={styles.actions}>
            {readOnly ? null : (
              <>
                <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
                  {upload.uploading ? "Сохраняем…" : "Сохранить анкету"}
                </Button>
                <Button onClick={() => void send()} aria-disabled={busy || undefined}>
                  {sending.isLoading ? "Отправляем…" : "Отправить"}
                </Button>
              </>
            )}
            {detail.savedAt ? (
              <ButtonLink to={participantPrintUrl(code)} reloadDocument target="_blank" rel="noopener" variant="ghost">
                Распечатать анкету
              </ButtonLink>
            ) : (
              <Button variant="ghost" onClick={() => setPrintNote(true)}>
                Распечатать анкету
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
}
