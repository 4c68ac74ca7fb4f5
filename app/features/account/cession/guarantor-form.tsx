import { useRef, useState } from "react";
import {
  CESSION_MESSAGES,
  type GuarantorData,
  GuarantorDataSchema,
  type GuarantorDetail,
  type MissingField,
} from "../../../../contract/lk-cession.ts";
import { moscowDate } from "../../../../core/calendar-dates.ts";
import { guarantorFormatErrors, guarantorMissing } from "../../../../core/cession-rules.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { formatDate } from "../lk/lk-format";
import { ConsentsSection } from "./consents-section";
import { FormOutcome, MissingSection } from "./missing-list";
import { useGuarantorDetailQuery, useSendGuarantorMutation } from "./participant-api";
import { partStatusTone } from "./participant-questionnaire";
import styles from "./questionnaire.module.css";
import { PathAddressField, PathField, PathFormProvider, Section, usePathForm } from "./questionnaire-fields";
import { formPath, usePathFormState } from "./use-path-form";

const PREFIX = "cg";

/** The paths a guarantor of each type must fill (what the rules ask of an empty part). */
const REQUIRED: Record<GuarantorData["type"], ReadonlySet<string>> = {
  person: requiredPathsOf("person"),
  legal: requiredPathsOf("legal"),
};

function requiredPathsOf(type: GuarantorData["type"]): ReadonlySet<string> {
  const empty = GuarantorDataSchema.parse({ type });
  return new Set(guarantorMissing(empty, null, moscowDate()).map((m) => m.field));
}

const requiredOf = (data: GuarantorData) => REQUIRED[data.type];
const formatErrors = (data: GuarantorData) => guarantorFormatErrors(data);

/**
 * A guarantor's own part of cession `code`: who it is (a person or a company), its requisites, contacts, how it is
 * related to the assignee, the consents; «Отправить данные» sends it whole (nothing is stored before). A refusal
 * for missing data shows §8's message with the fields; once sent the data is shown read-only.
 */
export function GuarantorForm({ code }: { code: string }) {
  const query = useGuarantorDetailQuery({ code });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить данные поручителя"
      loading={<BlockSkeleton label="Загружаем данные поручителя…" lines={8} />}
    >
      {({ guarantor }) => <GuarantorEditor key={guarantor.id} detail={guarantor} />}
    </QueryState>
  );
}

function TypeChoice() {
  const form = usePathForm();
  const type = form.value("type");
  const options = [
    { value: "person", label: "Физическое лицо" },
    { value: "legal", label: "Юридическое лицо" },
  ] as const;
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.groupLegend}>Поручитель</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name="guarantor-type"
              value={option.value}
              checked={type === option.value}
              disabled={form.readOnly}
              onChange={() => form.set("type", option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function GuarantorEditor({ detail }: { detail: GuarantorDetail }) {
  const code = detail.cession.code;
  const initial = detail.data;
  const state = usePathFormState({
    initial,
    formatErrors,
    requiredOf,
    prefix: PREFIX,
    readOnly: !detail.canEdit,
  });
  const [sendGuarantor, sending] = useSendGuarantorMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; detail: string; fields: MissingField[] } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const readOnly = !detail.canEdit;
  const legal = state.data.type === "legal";
  const today = moscowDate();
  // Sending signs the consents: until then they count as signed on the day of sending.
  const missing = guarantorMissing(state.data, detail.signedAt ?? today, today);

  function showFailure(next: { title: string; detail: string; fields: MissingField[] }) {
    setFailure(next);
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  async function send() {
    if (sending.isLoading) return;
    setNotice(null);
    setFailure(null);
    const local = state.formatList;
    if (local.length > 0) {
      state.showAllErrors();
      showFailure({ title: "Данные не отправлены", detail: "Проверьте отмеченные поля.", fields: local });
      return;
    }
    try {
      await sendGuarantor({
        code,
        guarantor: state.data,
        ...(detail.consentExpired ? { renewConsent: true } : {}),
      }).unwrap();
      setNotice("Данные поручителя отправлены");
    } catch (error) {
      const errors = apiFieldErrors(error);
      const fields = Object.entries(errors).map(([field, message]) => ({ field: formPath(field), message }));
      state.showServerErrors(errors);
      // A 409 with fields is §8's "the guarantor has not filled everything"; any other refusal says its own reason.
      const incomplete = apiErrorStatus(error) === 409 && fields.length > 0;
      showFailure({
        title: "Данные не отправлены",
        detail: incomplete ? CESSION_MESSAGES.guarantorIncomplete : apiErrorMessage(error),
        fields,
      });
    }
  }

  return (
    <Card
      title="Данные поручителя"
      titleId="cg-title"
      actions={<Badge tone={partStatusTone(detail.status)}>{detail.statusTitle}</Badge>}
    >
      <div className={styles.form}>
        <p className={styles.status}>
          <span>Заявка № {detail.cession.number}</span>
          <span>Цедент: {detail.cession.applicantTitle}</span>
          {detail.cession.cessionaryTitle ? <span>Цессионарий: {detail.cession.cessionaryTitle}</span> : null}
        </p>
        {detail.sentAt ? (
          <Alert tone="info" title={`Данные отправлены ${formatDate(detail.sentAt.slice(0, 10))}`}>
            <p>Изменить их нельзя. Цедент получил уведомление.</p>
          </Alert>
        ) : readOnly ? (
          <Alert tone="info" title="Данные недоступны для изменения">
            <p>Заявка на переуступку уже не черновик: {detail.cession.statusTitle.toLowerCase()}.</p>
          </Alert>
        ) : (
          <p className={styles.note}>Данные сохраняются при отправке: заполните форму целиком и отправьте.</p>
        )}

        <form
          className={styles.form}
          noValidate
          aria-labelledby="cg-title"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <PathFormProvider form={state.form}>
            <fieldset className={styles.body} disabled={readOnly}>
              <Section legend={legal ? "Сведения об организации" : "Сведения о поручителе"}>
                <TypeChoice />
                <PathField path="fullName" label={legal ? "Наименование организации" : "ФИО"} wide />
                <PathField path="inn" label="ИНН" inputMode="numeric" maxLength={12} />
                {legal ? (
                  <>
                    <PathField path="kpp" label="КПП" inputMode="numeric" maxLength={9} />
                    <PathField path="ogrn" label="ОГРН" inputMode="numeric" maxLength={13} />
                  </>
                ) : (
                  <>
                    <PathField path="birthDate" label="Дата рождения" type="date" autoComplete="bday" />
                    <PathField path="passportSeries" label="Серия паспорта" inputMode="numeric" maxLength={4} />
                    <PathField path="passportNumber" label="Номер паспорта" inputMode="numeric" maxLength={6} />
                    <PathField path="passportIssuedBy" label="Кем выдан паспорт" wide />
                    <PathField path="passportIssuedAt" label="Дата выдачи паспорта" type="date" />
                  </>
                )}
                <PathAddressField path="address" label={legal ? "Юридический адрес" : "Адрес регистрации"} />
                <PathField
                  path="phone"
                  label="Телефон"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  hint="Например, +7 916 123-45-67"
                />
                <PathField path="email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" />
                <PathField
                  path="relation"
                  label="Кем приходится цессионарию"
                  hint="Например, учредитель или генеральный директор"
                  wide
                />
              </Section>
              <ConsentsSection
                signedAt={detail.signedAt}
                validUntil={detail.consentValidUntil}
                expired={detail.consentExpired && !readOnly}
                unsignedNote="Согласия подписываются датой отправки данных."
              />
            </fieldset>
          </PathFormProvider>

          {readOnly ? null : (
            <MissingSection
              id="cg-missing"
              missing={missing}
              idOf={state.form.idOf}
              onGo={state.focus}
              done="Данные заполнены"
              note="Всё обязательное заполнено: данные можно отправить."
            />
          )}

          <FormOutcome
            notice={notice}
            failure={failure}
            failureRef={failureRef}
            idOf={state.form.idOf}
            onGo={state.focus}
          />

          {readOnly ? null : (
            <div className={styles.actions}>
              <Button type="submit" aria-disabled={sending.isLoading || undefined}>
                {sending.isLoading ? "Отправляем…" : "Отправить данные"}
              </Button>
            </div>
          )}
        </form>
      </div>
    </Card>
  );
}
