import { useState } from "react";
import { Link } from "react-router";
import { STAFF_DECLINE_REASON_MAX, type StaffReschedulingDetail } from "../../../contract/staff-rescheduling.ts";
import { formatDate, formatMoment } from "../../features/account/lk/lk-format";
import { Comparison } from "../../features/account/rescheduling/comparison";
import { REQUEST_STATUS_TONES } from "../../features/account/rescheduling/requests-card";
import { TICKET_STATUS_TONES } from "../../features/account/tickets/ticket-meta";
import {
  useStaffReschedulingApproveMutation,
  useStaffReschedulingDeclineMutation,
  useStaffReschedulingRequestQuery,
} from "../../features/staff/rescheduling-api";
import { paramsText } from "../../features/staff/rescheduling-params";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage } from "../../lib/api-error";
import { countOf } from "../../lib/quantity-format";
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
import type { Route } from "./+types/rescheduling-request";
import { RESCHEDULING_ROLES } from "./rescheduling";
import { ConfirmDecision, ReasonForm } from "./staff-decision";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Заявка на реструктуризацию");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, RESCHEDULING_ROLES);
  return null;
}

const back = <Link to="/staff/rescheduling">← Все заявки</Link>;

/**
 * `/staff/rescheduling/:code`: the request — the client, the contract, the option and the client's reasons — the
 * current and the proposed schedules side by side, and the decision: approve (the contract takes the new schedule)
 * or decline with a reason the client reads.
 */
export default function StaffReschedulingRequest({ params }: Route.ComponentProps) {
  const query = useStaffReschedulingRequestQuery({ code: params.code });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить заявку"
      loading={
        <Stack>
          <PageHeader title="Заявка на реструктуризацию" back={back} />
          <BlockSkeleton label="Загружаем заявку…" lines={8} />
        </Stack>
      }
      notFound={
        <Stack>
          <PageHeader title="Заявка не найдена" back={back} />
          <EmptyState title="Такой заявки нет" action={<ButtonLink to="/staff/rescheduling">К заявкам</ButtonLink>}>
            <p>Проверьте ссылку: заявка с кодом {params.code} не найдена.</p>
          </EmptyState>
        </Stack>
      }
    >
      {({ request }) => (
        <Stack>
          <PageHeader
            title={`${request.optionTitle}: договор № ${request.contract.number}`}
            back={back}
            lead={
              <p className={styles.headLead}>
                <Badge tone={REQUEST_STATUS_TONES[request.status]}>{request.statusTitle}</Badge>
                <span>
                  {request.client.title}, подана {formatMoment(request.createdAt)}
                </span>
              </p>
            }
          />
          {request.stale ? (
            <Alert tone="warning" title="График изменился после подачи заявки">
              <p>
                По договору прошёл платёж, и расчёт заявки больше не совпадает с графиком: одобрить её нельзя. Отклоните
                заявку с причиной — клиент сможет рассчитать и отправить новую.
              </p>
            </Alert>
          ) : null}
          <Columns layout="aside">
            <RequestFacts request={request} />
            <Stack gap={5}>
              {request.status === "review" ? <Decision request={request} /> : <Decided request={request} />}
            </Stack>
          </Columns>
          {/* The whole width: the two schedules side by side need it. */}
          <Card title="Расчёт, который видел клиент" titleId="staff-rescheduling-calculation">
            <Comparison calculation={request.calculation} />
          </Card>
        </Stack>
      )}
    </QueryState>
  );
}

function RequestFacts({ request: r }: { request: StaffReschedulingDetail }) {
  return (
    <Card title="Заявка" titleId="staff-rescheduling-facts">
      <Facts
        columns={2}
        items={[
          ["Клиент", `${r.client.title}, ИНН ${r.client.inn}`],
          ["Подал", r.createdBy ?? "—"],
          [
            "Договор",
            <>
              № {r.contract.number}
              <br />
              <Text small muted>
                {r.contract.vehicleTitle}; до {formatDate(r.contract.endDate)},{" "}
                {countOf(r.contract.term, ["месяц", "месяца", "месяцев"])}
              </Text>
            </>,
          ],
          ["Вариант", `${r.optionTitle}: ${paramsText(r.option, r.params)}`],
          [
            "Обращение",
            <>
              <Link to={`/staff/tickets/${encodeURIComponent(r.ticket.code)}`}>№ {r.ticket.number}</Link>{" "}
              <Badge tone={TICKET_STATUS_TONES[r.ticket.status]}>{r.ticket.statusTitle}</Badge>
            </>,
          ],
        ]}
      />
      <h3 className={styles.subTitle}>Обоснование клиента</h3>
      <p className={styles.quote}>{r.justification}</p>
    </Card>
  );
}

function Decided({ request: r }: { request: StaffReschedulingDetail }) {
  return (
    <Card title="Решение" titleId="staff-rescheduling-decided" accent={r.status === "approved" ? "success" : "danger"}>
      <Facts
        columns={1}
        items={[
          ["Решение", r.statusTitle],
          ["Когда", r.decidedAt ? formatMoment(r.decidedAt) : "—"],
          ["Кто", r.decidedBy ?? "—"],
          ...(r.declineReason ? [["Причина отказа", r.declineReason] as const] : []),
        ]}
      />
    </Card>
  );
}

/** Approve (after a confirmation: the contract's schedule changes) or decline with the reason the client reads. */
function Decision({ request: r }: { request: StaffReschedulingDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [approve, approveCall] = useStaffReschedulingApproveMutation();
  const [decline, declineCall] = useStaffReschedulingDeclineMutation();
  const busy = approveCall.isLoading || declineCall.isLoading;

  async function onApprove() {
    if (busy) return;
    const result = await approve({ code: r.code });
    if ("data" in result) setConfirming(false);
  }

  return (
    <>
      <Card title="Одобрить" titleId="staff-rescheduling-approve" accent="success">
        <Stack gap={3}>
          <Text as="p" small>
            Неоплаченные платежи договора заменятся предложенными, клиент получит ответ в обращении № {r.ticket.number},
            уведомление и письмо.
          </Text>
          {r.canDecide ? (
            <Button onClick={() => setConfirming(true)} aria-disabled={busy || undefined}>
              Одобрить заявку
            </Button>
          ) : (
            <Text as="p" small muted>
              Одобрить нельзя: график договора изменился после подачи заявки.
            </Text>
          )}
          {approveCall.error ? (
            <Alert tone="error" title="Заявка не одобрена">
              <p>{apiErrorMessage(approveCall.error)}</p>
            </Alert>
          ) : null}
        </Stack>
      </Card>

      <ReasonForm
        title="Отклонить"
        label="Причина отказа"
        hint="Её прочитает клиент: в заявке и в обращении."
        maxLength={STAFF_DECLINE_REASON_MAX}
        tooShort="Укажите причину отказа"
        submit="Отклонить заявку"
        submitting="Отклоняем…"
        failureTitle="Заявка не отклонена"
        pending={declineCall.isLoading}
        busy={busy}
        error={declineCall.error}
        onSubmit={(reason) => decline({ code: r.code, reason })}
      />

      <ConfirmDecision
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Одобрить реструктуризацию?"
        confirm="Да, одобрить"
        confirming="Одобряем…"
        failureTitle="Заявка не одобрена"
        pending={approveCall.isLoading}
        busy={busy}
        error={approveCall.error}
        onConfirm={() => void onApprove()}
      >
        <p>
          График договора № {r.contract.number} станет новым: {r.optionTitle.toLowerCase()},{" "}
          {paramsText(r.option, r.params)}. Отменить это решение в бэк-офисе нельзя.
        </p>
      </ConfirmDecision>
    </>
  );
}
