import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type ReschedulingContract,
  type ReschedulingOption,
  ReschedulingOptionSchema,
  type ReschedulingPageResponse,
  type ReschedulingSaveResponse,
} from "../../../../contract/lk-rescheduling.ts";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton, LoadingRegion, Skeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { ContractLink } from "../contracts/contract-link";
import { CONTRACT_STATUS_TONES } from "../contracts/contract-status";
import { searchWith } from "../lk/list-params";
import { formatDate, formatDateLong } from "../lk/lk-format";
import { PayoffPanel } from "../payoff/payoff-panel";
import { ChangeForm } from "./change-form";
import { RequestsCard } from "./requests-card";
import styles from "./rescheduling.module.css";
import { useReschedulingPageQuery } from "./rescheduling-api";

/**
 * `/account/rescheduling?contract=<code>`: one contract of the active profile — the option, its parameters and the
 * calculation, the request with its documents, the contract's earlier requests, and the early payoff. The contract
 * comes from the page call without filters (the list's own filters may hide it); a code the profile does not have
 * is «not found».
 */
export function ContractChangeView({ contractCode }: { contractCode: string }) {
  const [search] = useSearchParams();
  const query = useReschedulingPageQuery({ filters: {} });
  const back = (
    <Link to={{ pathname: "/account/rescheduling", search: searchWith(search, { contract: null, option: null }) }}>
      <Icon name="chevron-left" size={18} /> Все договоры
    </Link>
  );

  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить договор"
      loading={
        <LoadingRegion label="Загружаем договор…">
          <Stack>
            <div>
              <div className={styles.backSkeleton}>{back}</div>
              <Skeleton width="min(28rem, 85%)" height="2.25rem" />
            </div>
            <BlockSkeleton label="" lines={8} />
          </Stack>
        </LoadingRegion>
      }
    >
      {(page) => {
        const contract = page.items.find((c) => c.code === contractCode);
        if (!contract) return <NotFound back={back} />;
        return <ContractChange contract={contract} page={page} back={back} />;
      }}
    </QueryState>
  );
}

/** The option the change form shows: the address's `option=`, else the first the page offers (its loader too). */
export function changeOption(search: URLSearchParams, page: ReschedulingPageResponse): ReschedulingOption {
  const asked = ReschedulingOptionSchema.safeParse(search.get("option"));
  return asked.success ? asked.data : (page.options[0]?.code ?? "holiday");
}

function NotFound({ back }: { back: ReactNode }) {
  return (
    <Stack>
      <PageHeader title="Договор не найден" back={back} />
      <EmptyState
        title="Такого договора нет у выбранного профиля"
        action={<ButtonLink to="/account/rescheduling">К списку договоров</ButtonLink>}
      >
        <p>Возможно, вы переключились на другой профиль или ссылка устарела.</p>
      </EmptyState>
    </Stack>
  );
}

function ContractChange({
  contract,
  page,
  back,
}: {
  contract: ReschedulingContract;
  page: ReschedulingPageResponse;
  back: ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const [saved, setSaved] = useState<ReschedulingSaveResponse["request"] | null>(null);
  const requests = page.requests.filter((r) => r.contractCode === contract.code);
  const option = changeOption(search, page);

  return (
    <Stack>
      <PageHeader
        back={back}
        title={`Изменение графика по договору № ${contract.number}`}
        lead={
          <p className={styles.lead}>
            <Badge tone={CONTRACT_STATUS_TONES[contract.status]}>{contract.statusTitle}</Badge>
            <span>{contract.vehicle.title}</span>
            <ContractLink code={contract.code} number={contract.number} named />
          </p>
        }
      />

      {saved ? <Saved request={saved} /> : null}

      <Stats>
        <Stat label="Осталось выплатить" value={<Money value={contract.remaining} kopecks />} />
        <Stat
          label="Следующий платёж"
          value={contract.nextPayment ? <Money value={contract.nextPayment.amount} kopecks /> : "—"}
          note={contract.nextPayment ? `до ${formatDateLong(contract.nextPayment.date)}` : undefined}
        />
        <Stat label="Платежей по графику" value={String(contract.remainingPayments)} />
        <Stat
          label="Окончание договора"
          value={formatDate(contract.endDate)}
          tone={contract.overdue > 0 ? "danger" : undefined}
          note={
            contract.overdue > 0 ? (
              <>
                просрочено <Money value={contract.overdue} kopecks />
              </>
            ) : undefined
          }
        />
      </Stats>

      {contract.canReschedule && !saved ? (
        <ChangeForm
          contract={contract}
          options={page.options}
          option={option}
          onOption={(next) =>
            setSearch(new URLSearchParams(searchWith(search, { option: next })), {
              replace: true,
              preventScrollReset: true,
            })
          }
          onSaved={setSaved}
        />
      ) : !saved ? (
        <Alert tone="warning" title="Изменить график сейчас нельзя">
          <p>{contract.reason ?? "По этому договору изменение графика сейчас недоступно."}</p>
          {contract.activeRequestCode
            ? (() => {
                const active = requests.find((r) => r.code === contract.activeRequestCode);
                return active ? (
                  <p>
                    Заявка на рассмотрении:{" "}
                    <Link to={`/account/tickets/${active.ticketCode}`}>обращение № {active.ticketNumber}</Link>.
                  </p>
                ) : null;
              })()
            : null}
        </Alert>
      ) : null}

      {requests.length > 0 ? (
        <RequestsCard
          requests={requests}
          title="Заявки по договору"
          titleId="contract-requests-title"
          showContract={false}
        />
      ) : null}

      {/* Buying the vehicle out early is the other way out of a schedule that no longer fits. */}
      {contract.status !== "finished" ? (
        <Card as="div">
          <PayoffPanel contractCode={contract.code} />
        </Card>
      ) : null}
    </Stack>
  );
}

/** The request went: its ticket's number, a link to the thread; focused so a screen reader reads it at once. */
function Saved({ request }: { request: ReschedulingSaveResponse["request"] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1} className={styles.savedBox}>
      <Alert tone="success" title="Заявка отправлена">
        <p>
          Заявка зарегистрирована как обращение{" "}
          <Link to={`/account/tickets/${request.ticketCode}`}>№ {request.ticketNumber}</Link>. Решение придёт в это
          обращение, статус заявки виден в списке ниже и на странице «Реструктуризация».
        </p>
      </Alert>
    </div>
  );
}
