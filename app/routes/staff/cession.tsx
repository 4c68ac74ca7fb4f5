import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import {
  type Beneficiary,
  type DocumentSlot,
  type GuarantorData,
  MANAGEMENT_BODY_CODES,
  MANAGEMENT_BODY_TITLES,
  type ManagementEntry,
  type MissingField,
  PARTICIPANT_TYPE_TITLES,
  type ParticipantData,
  type ParticipantType,
  PUBLIC_OFFICIAL_TITLES,
  REORGANISATION_OPTIONS,
} from "../../../contract/lk-cession.ts";
import {
  STAFF_CESSION_REASON_MAX,
  STAFF_CESSION_REASON_MIN,
  type StaffCessionDetail,
} from "../../../contract/staff-cession.ts";
import { formatDate, formatMoment } from "../../features/account/lk/lk-format";
import {
  useStaffCessionAcceptMutation,
  useStaffCessionCancelMutation,
  useStaffCessionQuery,
} from "../../features/staff/cession-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage } from "../../lib/api-error";
import { formatMoney } from "../../lib/number-format";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Columns } from "../../ui/columns";
import { EmptyState } from "../../ui/empty-state";
import { Facts } from "../../ui/facts";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Text } from "../../ui/text";
import type { Route } from "./+types/cession";
import qs from "./cession.module.css";
import { CESSION_ROLES, CESSION_STATUS_TONES } from "./cessions";
import { ConfirmDecision, ReasonForm } from "./staff-decision";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Заявка на переуступку");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CESSION_ROLES);
  return null;
}

const back = <Link to="/staff/cessions">← Все заявки</Link>;

/**
 * `/staff/cessions/:code`: one application to assign contracts — the assignor's part and documents, the contracts,
 * the assignee's whole questionnaire with its documents and what it lacks, the guarantors — and the decision:
 * accept (the contracts pass to the assignee's profile) or cancel with a reason the clients read.
 */
export default function StaffCession({ params }: Route.ComponentProps) {
  const query = useStaffCessionQuery({ code: params.code }, { refetchOnMountOrArgChange: true });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить заявку на переуступку"
      loading={
        <Stack>
          <PageHeader title="Заявка на переуступку" back={back} />
          <BlockSkeleton label="Загружаем заявку…" lines={8} />
        </Stack>
      }
      notFound={
        <Stack>
          <PageHeader title="Заявка не найдена" back={back} />
          <EmptyState title="Такой заявки нет" action={<ButtonLink to="/staff/cessions">К заявкам</ButtonLink>}>
            <p>Проверьте ссылку: заявка на переуступку с кодом {params.code} не найдена.</p>
          </EmptyState>
        </Stack>
      }
    >
      {({ cession }) => (
        <Stack>
          <PageHeader
            title={`Переуступка № ${cession.number}`}
            back={back}
            lead={
              <p className={styles.headLead}>
                <Badge tone={CESSION_STATUS_TONES[cession.status]}>{cession.statusTitle}</Badge>
                <span>
                  {cession.applicant.title}
                  {cession.sentAt ? `, отправлена ${formatMoment(cession.sentAt)}` : ""}
                </span>
              </p>
            }
          />
          <Columns layout="aside">
            <Stack gap={5}>
              <Application cession={cession} />
              <Contracts cession={cession} />
            </Stack>
            <Stack gap={5}>
              {cession.canAccept || cession.canCancel ? <Decision cession={cession} /> : <Decided cession={cession} />}
            </Stack>
          </Columns>
          <Cessionary cession={cession} />
          {cession.guarantors.length > 0 ? <Guarantors cession={cession} /> : null}
        </Stack>
      )}
    </QueryState>
  );
}

function Application({ cession: c }: { cession: StaffCessionDetail }) {
  const a = c.application;
  return (
    <Card title="Заявка цедента" titleId="staff-cession-application">
      <Facts
        columns={2}
        items={[
          ["Цедент", `${c.applicant.title}, ИНН ${c.applicant.inn}`],
          ["Контактное лицо", a.contactName || "—"],
          ["Телефон", a.contactPhone || "—"],
          ["Эл. почта", a.contactEmail || "—"],
          ["Желаемая дата передачи", a.transferDate ? formatDate(a.transferDate) : "—"],
          ["Создана", formatMoment(c.createdAt)],
        ]}
      />
      <h3 className={styles.subTitle}>Причина переуступки</h3>
      <p className={styles.quote}>{a.reason || "—"}</p>
      {a.comment ? (
        <>
          <h3 className={styles.subTitle}>Комментарий</h3>
          <p className={styles.quote}>{a.comment}</p>
        </>
      ) : null}
      <h3 className={styles.subTitle}>Документы по переуступке</h3>
      <DocumentList slots={c.files} label="Документы по переуступке" />
    </Card>
  );
}

function Contracts({ cession: c }: { cession: StaffCessionDetail }) {
  return (
    <Card title="Договоры" titleId="staff-cession-contracts">
      <ul className={styles.history}>
        {c.contracts.map((k) => (
          <li key={k.code}>
            <strong>Договор № {k.number}</strong>, {k.vehicleTitle}
            <br />
            <Text small muted>
              {formatDate(k.signedAt)} — {formatDate(k.endDate)}; осталось оплатить{" "}
              {formatMoney(k.remaining, { kopecks: true })}
              {k.overdue > 0 ? `, из них просрочено ${formatMoney(k.overdue, { kopecks: true })}` : ""}
            </Text>
            <br />
            <Link to={`/staff/tickets?search=${encodeURIComponent(k.number)}`}>Обращения по договору</Link>
            {" · "}
            <Link to={`/staff/rescheduling?search=${encodeURIComponent(k.number)}`}>Заявки на реструктуризацию</Link>
            {k.assignedAt ? (
              <Text as="p" small>
                Передан по цессии {formatDate(k.assignedAt)}
                {k.assignedContract ? ` в профиль ${k.assignedContract.profileTitle}` : ""}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Cessionary({ cession: c }: { cession: StaffCessionDetail }) {
  const p = c.cessionary;
  return (
    <Card title="Цессионарий" titleId="staff-cession-cessionary">
      <Stack gap={5}>
        <Facts
          columns={3}
          items={[
            ["Наименование", p.summary.title ?? "—"],
            ["Тип", PARTICIPANT_TYPE_TITLES[p.summary.type]],
            ["Анкета", p.summary.statusTitle],
            ["Приглашение", p.summary.email ? `${p.summary.email}, ИНН ${p.summary.inn ?? "—"}` : "не отправлено"],
            ["Профиль в кабинете", p.profile ? `${p.profile.title}, ИНН ${p.profile.inn}` : "приглашение не принято"],
            [
              "Согласия подписаны",
              p.signedAt
                ? `${formatDate(p.signedAt)}; согласие БКИ ${p.consentExpired ? "истекло" : "действует до"} ${formatDate(p.consentValidUntil)}`
                : "—",
            ],
          ]}
        />
        {p.questionnaireUrl ? (
          <p>
            <a href={p.questionnaireUrl} download>
              Скачать анкету (PDF)
            </a>
          </p>
        ) : null}
        <section aria-labelledby="staff-cession-missing">
          <h3 id="staff-cession-missing" className={styles.subTitle}>
            Чего не хватает
          </h3>
          <MissingFields missing={p.missing} />
        </section>
        <section aria-labelledby="staff-cession-documents">
          <h3 id="staff-cession-documents" className={styles.subTitle}>
            Документы цессионария
          </h3>
          <DocumentList slots={p.files} label="Документы цессионария" />
        </section>
        {p.data ? (
          <QuestionnaireView type={p.summary.type} data={p.data} />
        ) : (
          <Text as="p" muted>
            Цессионарий ещё не сохранял анкету.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Guarantors({ cession: c }: { cession: StaffCessionDetail }) {
  return (
    <Card title="Поручители" titleId="staff-cession-guarantors">
      <Stack gap={5}>
        {c.guarantors.map((g, i) => (
          <section key={g.summary.id} aria-label={`Поручитель ${i + 1}`}>
            <h3 className={styles.subTitle}>
              {g.summary.title ?? g.summary.email ?? `Поручитель ${i + 1}`}{" "}
              <Badge tone={g.summary.status === "draft" ? "warning" : "success"}>{g.summary.statusTitle}</Badge>
            </h3>
            {g.data ? (
              <GuarantorView data={g.data} />
            ) : (
              <Text as="p" muted>
                Поручитель ещё не заполнил данные.
              </Text>
            )}
            {g.missing.length > 0 ? <MissingFields missing={g.missing} /> : null}
          </section>
        ))}
      </Stack>
    </Card>
  );
}

function Decided({ cession: c }: { cession: StaffCessionDetail }) {
  return (
    <Card title="Решение" titleId="staff-cession-decided" accent={c.status === "accepted" ? "success" : "danger"}>
      <Facts
        columns={1}
        items={[
          ["Статус", c.statusTitle],
          ["Когда", c.decidedAt ? formatMoment(c.decidedAt) : "—"],
          ["Кто", c.cancelledBy === "applicant" ? "Цедент" : (c.decidedBy ?? "—")],
          ...(c.cancelReason ? [["Причина аннулирования", c.cancelReason] as const] : []),
        ]}
      />
    </Card>
  );
}

/** Accept (after a confirmation: the contracts pass to the assignee) or cancel with the reason the clients read. */
function Decision({ cession: c }: { cession: StaffCessionDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [accept, acceptCall] = useStaffCessionAcceptMutation();
  const [cancel, cancelCall] = useStaffCessionCancelMutation();
  const busy = acceptCall.isLoading || cancelCall.isLoading;
  const numbers = c.contracts.map((k) => `№ ${k.number}`).join(", ");

  async function onAccept() {
    if (busy) return;
    const result = await accept({ code: c.code });
    if ("data" in result) setConfirming(false);
  }

  return (
    <>
      {c.status === "sent" ? (
        <Card title="Принять" titleId="staff-cession-accept" accent="success">
          <Stack gap={3}>
            <Text as="p" small>
              Договоры {numbers} перейдут в профиль цессионария с платежами, которые ещё не оплачены и наступают сегодня
              или позже. Просроченная задолженность останется за цедентом.
            </Text>
            {c.canAccept ? (
              <Button onClick={() => setConfirming(true)} aria-disabled={busy || undefined}>
                Принять переуступку
              </Button>
            ) : (
              <Alert tone="warning" title="Принять пока нельзя">
                <p>{c.acceptBlocker}</p>
              </Alert>
            )}
            {acceptCall.error ? (
              <Alert tone="error" title="Переуступка не принята">
                <p>{apiErrorMessage(acceptCall.error)}</p>
              </Alert>
            ) : null}
          </Stack>
        </Card>
      ) : (
        <Card title="Черновик" titleId="staff-cession-draft">
          <Text as="p" small>
            Цедент ещё не отправил заявку на рассмотрение: принять её нельзя, аннулировать — можно.
          </Text>
        </Card>
      )}

      <ReasonForm
        title="Аннулировать"
        label="Причина аннулирования"
        hint="Её прочитают цедент и цессионарий: в заявке, в уведомлении и в письме."
        minLength={STAFF_CESSION_REASON_MIN}
        maxLength={STAFF_CESSION_REASON_MAX}
        tooShort={`Укажите причину аннулирования: не меньше ${STAFF_CESSION_REASON_MIN} символов`}
        submit="Аннулировать заявку"
        submitting="Аннулируем…"
        failureTitle="Заявка не аннулирована"
        pending={cancelCall.isLoading}
        busy={busy}
        error={cancelCall.error}
        onSubmit={(reason) => cancel({ code: c.code, reason })}
      />

      <ConfirmDecision
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Принять переуступку?"
        confirm="Да, принять"
        confirming="Принимаем…"
        failureTitle="Переуступка не принята"
        pending={acceptCall.isLoading}
        busy={busy}
        error={acceptCall.error}
        onConfirm={() => void onAccept()}
      >
        <p>
          Договоры {numbers} перейдут к {c.cessionary.summary.title ?? "цессионарию"} сегодня, а у {c.applicant.title}{" "}
          будут завершены. Отменить это решение в бэк-офисе нельзя.
        </p>
      </ConfirmDecision>
    </>
  );
}

/**
 * The assignee's questionnaire and a guarantor's data as the lessor reads them: every field in sections, empty ones
 * as «—», the documents as links and what is still missing. Read only: the lessor does not edit a client's data.
 */

const dash = (value: string | null | undefined): ReactNode => (value?.trim() ? value : "—");
const day = (value: string | null | undefined) => (value ? formatDate(value) : "—");
const share = (value: number | null) => (value === null ? "—" : `${value} %`);
const yesNo = (value: boolean | null) => (value === null ? "нет ответа" : value ? "да" : "нет");

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={qs.section}>
      <h3 className={qs.title}>{title}</h3>
      {children}
    </section>
  );
}

function People({ rows, empty }: { rows: (ManagementEntry | Beneficiary)[]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text as="p" small muted>
        {empty}
      </Text>
    );
  }
  return (
    <ul className={qs.people}>
      {rows.map((p) => (
        <li key={p.id}>
          <strong>{dash(p.fullName)}</strong>
          <Text small muted>
            {[
              "position" in p && p.position ? p.position : null,
              p.inn ? `ИНН ${p.inn}` : null,
              "birthDate" in p && p.birthDate ? `родился ${formatDate(p.birthDate)}` : null,
              "citizenship" in p && p.citizenship ? p.citizenship : null,
              p.share !== null ? `доля ${share(p.share)}` : null,
              "basis" in p && p.basis ? p.basis : null,
            ]
              .filter(Boolean)
              .join(" · ") || "—"}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** The assignee's KYC questionnaire, whole. */
function QuestionnaireView({ type, data }: { type: ParticipantType; data: ParticipantData }) {
  const c = data.company;
  const p = data.person;
  const reorganisation = REORGANISATION_OPTIONS.find((o) => o.code === data.reorganisation.type);
  return (
    <div className={qs.questionnaire}>
      {type === "legal" ? (
        <Section title="Организация">
          <Facts
            columns={2}
            items={[
              ["Полное наименование", dash(c.fullName)],
              ["Краткое наименование", dash(c.shortName)],
              ["ИНН", dash(c.inn)],
              ["КПП", dash(c.kpp)],
              ["ОГРН", dash(c.ogrn)],
              ["Дата регистрации", day(c.registrationDate)],
              ["ОКВЭД", dash(c.okved)],
              ["Юридический адрес", dash(c.legalAddress)],
              ["Фактический адрес", dash(c.actualAddress)],
              ["Почтовый адрес", dash(c.postalAddress)],
            ]}
          />
        </Section>
      ) : (
        <Section title={type === "entrepreneur" ? "Предприниматель" : "Физическое лицо"}>
          <Facts
            columns={2}
            items={[
              ["ФИО", dash([p.lastName, p.firstName, p.middleName].filter(Boolean).join(" "))],
              ["Дата рождения", day(p.birthDate)],
              ["Место рождения", dash(p.birthPlace)],
              ["Гражданство", dash(p.citizenship)],
              ["Паспорт", dash([p.passportSeries, p.passportNumber].filter(Boolean).join(" "))],
              [
                "Выдан",
                dash(
                  [p.passportIssuedBy, p.passportIssuedAt ? formatDate(p.passportIssuedAt) : ""]
                    .filter(Boolean)
                    .join(", "),
                ),
              ],
              ["Код подразделения", dash(p.passportDivisionCode)],
              ["ИНН", dash(p.inn)],
              ...(type === "entrepreneur" ? [["ОГРНИП", dash(p.ogrnip)] as const] : []),
              ["Адрес регистрации", dash(p.registrationAddress)],
              ["Фактический адрес", dash(p.actualAddress)],
            ]}
          />
        </Section>
      )}
      <Section title="Банковские реквизиты">
        <Facts
          columns={2}
          items={[
            ["БИК", dash(data.bank.bik)],
            ["Банк", dash(data.bank.bankName)],
            ["Расчётный счёт", dash(data.bank.settlementAccount)],
            ["Корреспондентский счёт", dash(data.bank.correspondentAccount)],
          ]}
        />
      </Section>
      <Section title="Контакты">
        <Facts
          columns={3}
          items={[
            ["Телефон", dash(data.contacts.phone)],
            ["Эл. почта", dash(data.contacts.email)],
            ["Сайт", dash(data.contacts.website)],
          ]}
        />
      </Section>
      {type === "legal" ? (
        <Section title="Органы управления">
          {MANAGEMENT_BODY_CODES.map((body) => (
            <div key={body} className={qs.body}>
              <h4 className={qs.bodyTitle}>{MANAGEMENT_BODY_TITLES[body]}</h4>
              <People rows={data.management[body] ?? []} empty="Не указаны" />
            </div>
          ))}
        </Section>
      ) : null}
      <Section title="Бенефициарные владельцы">
        <People rows={data.beneficialOwners} empty="Не указаны" />
      </Section>
      <Section title="Вопросы анкеты">
        <ol className={qs.questions}>
          {data.questions.map((q) => (
            <li key={q.code}>
              <span>{q.text}</span>{" "}
              <Badge tone={q.isIt === null ? "warning" : q.isIt ? "info" : "neutral"}>{yesNo(q.isIt)}</Badge>
              {q.code === 1 && q.isIt ? (
                <Text as="p" small>
                  {data.publicOfficial.kind ? PUBLIC_OFFICIAL_TITLES[data.publicOfficial.kind] : "Вид не указан"}
                  {data.publicOfficial.details ? `: ${data.publicOfficial.details}` : ""}
                </Text>
              ) : null}
              {q.code === 2 && q.isIt ? (
                <Text as="p" small>
                  {data.reorganisation.type ? reorganisation?.title : "Форма не указана"}
                  {data.reorganisation.details ? `: ${data.reorganisation.details}` : ""}
                </Text>
              ) : null}
              {q.code === 3 && q.isIt ? (
                <People rows={data.beneficiaries} empty="Выгодоприобретатели не указаны" />
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Согласия">
        <Facts
          columns={2}
          items={[
            ["На обработку персональных данных", yesNo(data.consents.personalData)],
            ["На запрос в бюро кредитных историй", yesNo(data.consents.creditBureau)],
          ]}
        />
      </Section>
    </div>
  );
}

/** A guarantor's data, whole. */
function GuarantorView({ data }: { data: GuarantorData }) {
  return (
    <Facts
      columns={2}
      items={[
        [
          "Поручитель",
          `${dash(data.fullName) as string} (${data.type === "legal" ? "организация" : "физическое лицо"})`,
        ],
        ["ИНН", dash(data.inn)],
        ...(data.type === "legal"
          ? ([
              ["КПП", dash(data.kpp)],
              ["ОГРН", dash(data.ogrn)],
            ] as const)
          : ([
              ["Дата рождения", day(data.birthDate)],
              ["Паспорт", dash([data.passportSeries, data.passportNumber].filter(Boolean).join(" "))],
              [
                "Выдан",
                dash(
                  [data.passportIssuedBy, data.passportIssuedAt ? formatDate(data.passportIssuedAt) : ""]
                    .filter(Boolean)
                    .join(", "),
                ),
              ],
            ] as const)),
        ["Адрес", dash(data.address)],
        ["Телефон", dash(data.phone)],
        ["Эл. почта", dash(data.email)],
        ["Связь с цессионарием", dash(data.relation)],
        ["Согласия", `ПДн: ${yesNo(data.consents.personalData)}; БКИ: ${yesNo(data.consents.creditBureau)}`],
      ]}
    />
  );
}

/** Document slots as links, with the missing required ones marked. */
function DocumentList({ slots, label }: { slots: DocumentSlot[]; label: string }) {
  return (
    <ul className={qs.documents} aria-label={label}>
      {slots.map((slot) => (
        <li key={slot.code}>
          <span>
            {slot.title}
            {slot.required ? null : (
              <Text small muted>
                {" "}
                (необязательный)
              </Text>
            )}
          </span>
          {slot.file ? (
            <span>
              <a href={slot.file.url} download>
                {slot.file.name}
              </a>{" "}
              <Text small muted>
                {formatMoment(slot.file.uploadedAt)}
              </Text>
            </span>
          ) : (
            <Badge tone={slot.required ? "danger" : "neutral"}>Не загружен</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a part still lacks, or that nothing is missing. */
function MissingFields({ missing }: { missing: MissingField[] }) {
  if (missing.length === 0) {
    return (
      <Text as="p" small>
        Все обязательные данные и документы на месте.
      </Text>
    );
  }
  return (
    <ul className={qs.missing} aria-label="Чего не хватает">
      {missing.map((m) => (
        <li key={`${m.field}:${m.message}`}>{m.message}</li>
      ))}
    </ul>
  );
}
