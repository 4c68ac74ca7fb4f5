import {
  type CessionDetail,
  PARTICIPANT_TYPE_TITLES,
  type ParticipantSummary,
} from "../../../../contract/lk-cession.ts";
import { Card } from "../../../ui/card";
import { Facts } from "../../../ui/facts";
import { formatDate } from "../lk/lk-format";
import { formatPhone } from "../person-format";
import styles from "./cession.module.css";
import { CessionStatusBadge, formatWhen, PartStatusBadge } from "./cession-status";

/**
 * The application read-only, as the viewer may see it: its status and dates (and why it was cancelled), the
 * assignor, the contracts; for the assignor also its own part and the assignment documents. The assignee and
 * guarantors see this above their own parts.
 */
export function CessionSummary({ cession }: { cession: CessionDetail }) {
  const application = cession.application;
  const facts: [string, React.ReactNode][] = [
    ["Статус", <CessionStatusBadge key="status" status={cession.status} title={cession.statusTitle} />],
    ["Цедент", `${cession.applicant.title}, ИНН ${cession.applicant.inn}`],
    ["Тип цессионария", PARTICIPANT_TYPE_TITLES[cession.cessionaryType]],
    ["Создана", formatWhen(cession.createdAt)],
  ];
  if (cession.sentAt) facts.push(["Отправлена на рассмотрение", formatWhen(cession.sentAt)]);
  if (cession.decidedAt) {
    facts.push([cession.status === "cancelled" ? "Аннулирована" : "Рассмотрена", formatWhen(cession.decidedAt)]);
  }
  if (cession.cancelReason) facts.push(["Причина аннулирования", cession.cancelReason]);

  return (
    <Card title={`Заявка № ${cession.number}`} titleId="cession-summary">
      <div className={styles.stack}>
        <Facts items={facts} columns={2} />
        <h3 className={styles.subtitle}>Договоры</h3>
        <ul className={styles.contracts} aria-label="Договоры заявки">
          {cession.contracts.map((c) => (
            <li key={c.code}>
              Договор № {c.number} — {c.vehicleTitle}, с {formatDate(c.signedAt)} по {formatDate(c.endDate)}
            </li>
          ))}
        </ul>
        {application ? (
          <>
            <h3 className={styles.subtitle}>Часть цедента</h3>
            <Facts
              columns={2}
              items={[
                ["Контактное лицо", application.contactName || "—"],
                ["Телефон", application.contactPhone ? formatPhone(application.contactPhone) : "—"],
                ["Электронная почта", application.contactEmail || "—"],
                ["Желаемая дата передачи", formatDate(application.transferDate || null)],
                ["Причина переуступки", application.reason || "—"],
                ...(application.comment ? ([["Комментарий", application.comment]] as const) : []),
              ]}
            />
          </>
        ) : null}
        {cession.files ? (
          <>
            <h3 className={styles.subtitle}>Документы по переуступке</h3>
            <ul className={styles.contracts} aria-label="Документы по переуступке">
              {cession.files.map((slot) => (
                <li key={slot.code}>
                  {slot.title}:{" "}
                  {slot.file ? (
                    <a href={slot.file.url} download={slot.file.name}>
                      {slot.file.name}
                    </a>
                  ) : (
                    "не загружен"
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** How far a part has come: the invitation, the account, the questionnaire or data, the documents. */
function PartFacts({ part, documents }: { part: ParticipantSummary; documents: boolean }) {
  const items: [string, string][] = [];
  if (part.email) items.push(["Электронная почта", part.email]);
  if (part.inn) items.push(["ИНН", part.inn]);
  items.push(["Приглашение", part.invitedAt ? `отправлено ${formatWhen(part.invitedAt)}` : "не отправлено"]);
  items.push(["Личный кабинет", part.hasAccount ? "приглашение принято" : "приглашение ещё не принято"]);
  items.push([
    part.role === "cessionary" ? "Анкета" : "Данные поручителя",
    part.sentAt
      ? `отправлена ${formatWhen(part.sentAt)}`
      : part.savedAt
        ? `сохранена ${formatWhen(part.savedAt)}, не отправлена`
        : "не заполнена",
  ]);
  if (documents) items.push(["Документы", `загружено ${part.filesLoaded} из ${part.filesRequired}`]);
  return <Facts items={items} columns={2} />;
}

/**
 * The participants' progress: the assignee (invited, filled and sent, documents n of m) and each guarantor with
 * its status. Guarantors are listed only to the assignor (`guarantors` null for the others).
 */
export function ParticipantsProgress({ cession }: { cession: CessionDetail }) {
  const { cessionary, guarantors } = cession;
  return (
    <Card title="Участники" titleId="cession-parts">
      <div className={styles.stack}>
        <ul className={styles.parts}>
          <li className={styles.part}>
            <div className={styles.partHead}>
              <h3 className={styles.partTitle}>
                Цессионарий{cessionary.title ? `: ${cessionary.title}` : ""} ({PARTICIPANT_TYPE_TITLES[cessionary.type]}
                )
              </h3>
              <PartStatusBadge status={cessionary.status} title={cessionary.statusTitle} />
            </div>
            <PartFacts part={cessionary} documents />
          </li>
          {(guarantors ?? []).map((g, index) => (
            <li key={g.id} className={styles.part}>
              <div className={styles.partHead}>
                <h3 className={styles.partTitle}>
                  Поручитель {index + 1}
                  {g.title ? `: ${g.title}` : ""}
                </h3>
                <PartStatusBadge status={g.status} title={g.statusTitle} />
              </div>
              <PartFacts part={g} documents={false} />
            </li>
          ))}
        </ul>
        {guarantors && guarantors.length === 0 ? <p className={styles.muted}>Поручители не приглашены.</p> : null}
      </div>
    </Card>
  );
}
