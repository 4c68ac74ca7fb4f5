import { useState } from "react";
import { Link } from "react-router";
import type { ReschedulingRequestSummary, ReschedulingStatus } from "../../../../contract/lk-rescheduling.ts";
import { Badge, type Tone } from "../../../ui/badge";
import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Text } from "../../../ui/text";
import { ContractLink } from "../contracts/contract-link";
import { formatMoment } from "../lk/lk-format";
import styles from "./rescheduling.module.css";
import { useReschedulingScheduleQuery } from "./rescheduling-api";
import { ScheduleTable } from "./schedule-table";

export const REQUEST_STATUS_TONES: Record<ReschedulingStatus, Tone> = {
  review: "info",
  approved: "success",
  declined: "danger",
};

/**
 * The profile's rescheduling requests, newest first: the option, the contract, the status (На рассмотрении,
 * Одобрено, Отклонено), the lessor's reason when declined, the ticket the request travels as, and the proposed
 * schedule on demand (`contracts/schedule/?source=<request>`).
 */
export function RequestsCard({
  requests,
  title,
  titleId,
  showContract = true,
}: {
  requests: readonly ReschedulingRequestSummary[];
  title: string;
  titleId: string;
  /** Off where the page is about one contract already. */
  showContract?: boolean;
}) {
  return (
    <Card title={title} titleId={titleId}>
      {requests.length === 0 ? (
        <Text as="p" muted>
          Заявок пока нет. Выберите договор ниже, рассчитайте новый график и отправьте заявку — её статус появится
          здесь.
        </Text>
      ) : (
        <ul className={styles.requests}>
          {requests.map((r) => (
            <RequestItem key={r.code} request={r} showContract={showContract} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function RequestItem({ request: r, showContract }: { request: ReschedulingRequestSummary; showContract: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <strong>
          {r.optionTitle}
          {showContract ? (
            <>
              {" "}
              по договору <ContractLink code={r.contractCode} number={r.contractNumber} />
            </>
          ) : null}
        </strong>
        <Badge tone={REQUEST_STATUS_TONES[r.status]}>{r.statusTitle}</Badge>
      </div>
      <Text as="p" small muted>
        Подана {formatMoment(r.createdAt)}
        {r.decidedAt ? ` · решение ${formatMoment(r.decidedAt)}` : ""} ·{" "}
        <Link to={`/account/tickets/${r.ticketCode}`}>Обращение № {r.ticketNumber}</Link>
      </Text>
      {r.status === "declined" ? (
        <p className={styles.declineReason}>
          <strong>Причина отказа:</strong> {r.declineReason ?? "не указана"}
        </p>
      ) : null}
      {r.status === "approved" ? (
        <Text as="p" small>
          Новый график действует: он в карточке договора и в календаре платежей.
        </Text>
      ) : null}
      <details className={styles.proposal} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Предложенный график</summary>
        {open ? <Proposal request={r} /> : null}
      </details>
    </li>
  );
}

/** The schedule the request proposed, as saved with it. */
function Proposal({ request }: { request: ReschedulingRequestSummary }) {
  const query = useReschedulingScheduleQuery({ contractCode: request.contractCode, source: request.code });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить предложенный график"
      loading={<BlockSkeleton label="Загружаем график…" lines={4} />}
    >
      {(schedule) => (
        <ScheduleTable
          rows={schedule.rows}
          caption={`Предложенный график: ${request.optionTitle.toLowerCase()}, договор № ${request.contractNumber}`}
        />
      )}
    </QueryState>
  );
}
