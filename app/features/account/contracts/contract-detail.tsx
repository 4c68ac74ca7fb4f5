import type { ReactNode } from "react";
import { Link } from "react-router";
import { z } from "zod";
import type { ContractDetail, ContractScheduleRow } from "../../../../contract/lk-contracts.ts";
import type { Policy } from "../../../../contract/lk-insurance.ts";
import { formatPercent } from "../../../lib/number-format";
import { countOf, formatFileSize } from "../../../lib/quantity-format";
import { Badge, type Tone } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Columns } from "../../../ui/columns";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { Segmented } from "../../../ui/segmented";
import { BlockSkeleton, LoadingRegion, Skeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { useAccountingDebtsQuery } from "../accounting/accounting-api";
import { PayButton } from "../accounting/pay-dialog";
import { DebtSplit } from "../home/debt-split";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate, formatDateLong } from "../lk/lk-format";
import { ManagerDetails } from "../lk/manager-card";
import { PathTabs } from "../lk/path-tabs";
import { PayoffPanel } from "../payoff/payoff-panel";
import { CONTRACT_STATUS_TONES, contractStatusLabel } from "./contract-status";
import { ContractUpload } from "./contract-upload";
import styles from "./contracts.module.css";
import { useContractDetailQuery } from "./contracts-api";

/**
 * The tabs of a contract, each its own address: `/account/contracts/:code`, `…/documents`, `…/insurance`,
 * `…/payoff` (the early payoff quote).
 */
export const CONTRACT_TABS = ["schedule", "documents", "insurance", "payoff"] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

const ROW_STATUS: Record<ContractScheduleRow["status"], { title: string; tone: Tone }> = {
  paid: { title: "Оплачен", tone: "success" },
  due: { title: "К оплате", tone: "info" },
  overdue: { title: "Просрочен", tone: "danger" },
  planned: { title: "Предстоит", tone: "neutral" },
};

const DOCUMENT_KINDS: Record<ContractDetail["documents"][number]["kind"], string> = {
  contract: "Договор",
  schedule: "График",
  act: "Акт",
  invoice: "Счёт",
  client: "Загружен вами",
};

/**
 * One contract (`contracts/detail/?code=`): the sums at a glance, then tabs (a path segment each) with the payment
 * schedule (paid, due, overdue and future rows), the documents with the upload, and the insurance; the vehicle,
 * the terms and the manager beside them.
 */
export function ContractDetailView({ code, tab }: { code: string; tab: ContractTab }) {
  const query = useContractDetailQuery({ code });
  const back = (
    <Link to="/account/contracts">
      <Icon name="chevron-left" size={18} /> Все договоры
    </Link>
  );

  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить договор"
      loading={<DetailSkeleton back={back} />}
      // After a profile switch the refetch answers 404 while the old contract is still cached: not found wins.
      notFound={
        <Stack>
          <PageHeader title="Договор не найден" back={back} />
          <EmptyState
            title="Такого договора нет у выбранного профиля"
            action={<ButtonLink to="/account/contracts">К списку договоров</ButtonLink>}
          >
            <p>Возможно, вы переключились на другой профиль.</p>
          </EmptyState>
        </Stack>
      }
    >
      {({ contract }) => <Contract contract={contract} tab={tab} back={back} />}
    </QueryState>
  );
}

function Contract({ contract, tab, back }: { contract: ContractDetail; tab: ContractTab; back: ReactNode }) {
  return (
    <Stack>
      <PageHeader
        back={back}
        title={`Договор № ${contract.number}`}
        lead={
          <p className={styles.detailLead}>
            <Badge tone={CONTRACT_STATUS_TONES[contract.status]}>{contractStatusLabel(contract)}</Badge>
            <span>{contract.vehicle.title}</span>
          </p>
        }
        actions={
          // A change of the schedule is a written request (rescheduling); a finished contract has nothing to change.
          contract.status !== "finished" ? (
            <ButtonLink variant="secondary" to={`/account/rescheduling?contract=${encodeURIComponent(contract.code)}`}>
              Изменить график
            </ButtonLink>
          ) : undefined
        }
      />
      <SumsAtAGlance contract={contract} />
      <Columns layout="aside">
        <Card as="div">
          <PathTabs
            label="Разделы договора"
            base={`/account/contracts/${contract.code}`}
            selected={tab}
            items={[
              { id: "schedule", label: "График платежей", panel: () => <Schedule contract={contract} /> },
              {
                id: "documents",
                label: `Документы (${contract.documents.length})`,
                panel: () => <Documents contract={contract} />,
              },
              {
                id: "insurance",
                label: `Страхование (${contract.insurance.length})`,
                panel: () => <Insurance policies={contract.insurance} />,
              },
              { id: "payoff", label: "Досрочный выкуп", panel: () => <PayoffPanel contractCode={contract.code} /> },
            ]}
          />
        </Card>
        <aside className={styles.detailAside} aria-label="О договоре">
          <Card title="Автомобиль" titleId="vehicle-title">
            <Facts
              columns={1}
              items={[
                ["Модель", contract.vehicle.title],
                ["Тип", contract.vehicle.typeTitle],
                ["Год выпуска, цвет", `${contract.vehicle.year}, ${contract.vehicle.color.toLowerCase()}`],
                [
                  "VIN",
                  <Text key="vin" mono>
                    {contract.vehicle.vin}
                  </Text>,
                ],
                ["Госномер", contract.vehicle.regNumber ?? "ещё не зарегистрирован"],
              ]}
            />
          </Card>
          <Card title="Условия" titleId="terms-title">
            <Facts
              columns={1}
              items={[
                ["Подписан", formatDateLong(contract.signedAt)],
                [
                  "Срок",
                  `${countOf(contract.term, ["месяц", "месяца", "месяцев"])}: ${formatDate(contract.startDate)} — ${formatDate(contract.endDate)}`,
                ],
                ["График", contract.scheduleTypeTitle],
                ["Стоимость автомобиля", <Money key="p" value={contract.sums.price} />],
                ["Аванс", <Money key="a" value={contract.sums.advance} />],
                ["Выкупной платёж", <Money key="b" value={contract.sums.buyout} />],
                ["Сумма договора", <Money key="s" value={contract.sums.contractSum} kopecks />],
                ["в т. ч. НДС 22 %", <Money key="v" value={contract.sums.vat} kopecks />],
              ]}
            />
          </Card>
          <Card title="Ваш менеджер" titleId="contract-manager-title">
            <ManagerDetails manager={contract.manager} />
          </Card>
        </aside>
      </Columns>
    </Stack>
  );
}

function SumsAtAGlance({ contract }: { contract: ContractDetail }) {
  const { rights } = useAccountSession();
  const { sums } = contract;
  const share = sums.contractSum > 0 ? Math.min(100, (sums.paid / sums.contractSum) * 100) : 0;
  return (
    <>
      <Stats>
        <Stat
          label="Оплачено"
          value={<Money value={sums.paid} />}
          note={
            <>
              {formatPercent(share)} из <Money value={sums.contractSum} />
            </>
          }
        >
          <div className={styles.progress} aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </div>
        </Stat>
        <Stat label="Осталось выплатить" value={<Money value={sums.remaining} />} />
      </Stats>
      {/* The debt is read from accounting/debts/, which needs «Бухгалтерия и платежи» (ADR 031). */}
      {rights.includes("accounting") ? <ContractDebt contract={contract} /> : null}
    </>
  );
}

/**
 * The contract's debt from the ledger (`accounting/debts/` for this contract): overdue «since», due within 30
 * days with the next payment's date, penalties, each apart, and «Оплатить» for the whole of it.
 */
function ContractDebt({ contract }: { contract: ContractDetail }) {
  const query = useAccountingDebtsQuery({ filters: { contractCode: contract.code }, currentPage: 1 });
  return (
    <Card
      title="Задолженность по договору"
      titleId="contract-debt-title"
      actions={<Link to="/account/accounting">Бухгалтерия</Link>}
    >
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить задолженность"
        loading={<BlockSkeleton label="Загружаем задолженность…" lines={3} />}
        isEmpty={(data) => !data.items.some((row) => row.contractCode === contract.code)}
        empty={
          <Text as="p" muted>
            Начислений по договору нет.
          </Text>
        }
      >
        {(data) => {
          const row = data.items.find((item) => item.contractCode === contract.code);
          if (!row) return null;
          return (
            <Stack gap={3}>
              <DebtSplit debt={{ ...row, asOf: data.asOf, laterPayment: contract.nextPayment?.date ?? null }} />
              {row.total > 0 ? (
                <div className={styles.debtActions}>
                  <PayButton
                    contractCode={contract.code}
                    size="md"
                    label="Оплатить"
                    ariaLabel={`Оплатить по договору № ${contract.number}`}
                  />
                </div>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}

const ScheduleFilterSchema = z.object({ payments: z.enum(["unpaid", "paid"]).optional() });
const SCHEDULE_FILTERS = [
  ["all", "Все"],
  ["unpaid", "Неоплаченные"],
  ["paid", "Оплаченные"],
] as const;

function rowTitle(row: ContractScheduleRow): string {
  if (row.kind === "advance") return "Аванс";
  if (row.kind === "buyout") return "Выкуп";
  return String(row.month);
}

/** The schedule, all rows or the unpaid or paid ones (`?payments=`, in the address like every list's filters). */
function Schedule({ contract }: { contract: ContractDetail }) {
  const filters = useListFilters(ScheduleFilterSchema, ["payments"]);
  const filter = filters.request.filters.payments ?? "all";
  const rows = contract.schedule.filter((row) =>
    filter === "all" ? true : filter === "paid" ? row.status === "paid" : row.status !== "paid",
  );
  const paidCnt = contract.schedule.filter((r) => r.status === "paid").length;
  const overdueCnt = contract.schedule.filter((r) => r.status === "overdue").length;

  return (
    <div className={styles.schedule}>
      <div className={styles.scheduleBar}>
        <Text as="p" muted>
          Оплачено {paidCnt} из {countOf(contract.schedule.length, ["платежа", "платежей", "платежей"])}
          {overdueCnt > 0 ? (
            <>
              , <strong className={styles.overdue}>просрочено: {overdueCnt}</strong>
            </>
          ) : null}
        </Text>
        <Segmented
          legend="Показать платежи"
          name="payments"
          value={filter}
          options={SCHEDULE_FILTERS}
          onChange={(value) => filters.set({ payments: value === "all" ? null : value }, { replace: true })}
        />
      </div>
      {/* Phones: a compact list (38 table cards would be endless); tablets and up: the table. */}
      <ol className={styles.scheduleList} aria-label={`График платежей по договору № ${contract.number}`}>
        {rows.map((r) => (
          <li key={`${r.kind}-${r.month}`} className={styles.scheduleItem} data-row={r.status}>
            <span className={styles.scheduleWhen}>
              <span className={styles.rowNumber}>{r.kind === "payment" ? `№ ${r.month}` : rowTitle(r)}</span> ·{" "}
              {formatDate(r.date)}
            </span>
            <Money value={r.payment} kopecks className={styles.strongMoney} />
            <span className={styles.rowStatus}>
              <Badge tone={ROW_STATUS[r.status].tone}>{ROW_STATUS[r.status].title}</Badge>
              {r.paidAt ? <Text small>{formatDate(r.paidAt)}</Text> : null}
            </span>
            <span className={styles.scheduleMore}>
              НДС <Money value={r.vat} kopecks /> · остаток <Money value={r.remaining} />
            </span>
          </li>
        ))}
        {rows.length === 0 ? (
          <li>
            <Text muted>{filter === "paid" ? "Оплаченных платежей пока нет" : "Все платежи оплачены"}</Text>
          </li>
        ) : null}
      </ol>
      {/* A wide table scrolls inside its panel; the scrolling region takes the keyboard focus (arrows scroll it). */}
      <section
        className={`${styles.tableScroll} ${styles.scheduleTable}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={`График платежей по договору № ${contract.number}`}
      >
        <Table
          caption={`График платежей по договору № ${contract.number}`}
          captionHidden
          columns={[
            { key: "n", header: "№", cell: (r) => <span className={styles.rowNumber}>{rowTitle(r)}</span> },
            { key: "date", header: "Дата", cell: (r) => <Text nowrap>{formatDate(r.date)}</Text> },
            {
              key: "payment",
              header: "Платёж",
              align: "end",
              cell: (r) => <Money value={r.payment} kopecks className={styles.strongMoney} />,
            },
            { key: "vat", header: "в т. ч. НДС", align: "end", cell: (r) => <Money value={r.vat} kopecks /> },
            { key: "remaining", header: "Остаток долга", align: "end", cell: (r) => <Money value={r.remaining} /> },
            {
              key: "status",
              header: "Статус",
              cell: (r) => (
                <span className={styles.rowStatus} data-row={r.status}>
                  <Badge tone={ROW_STATUS[r.status].tone}>{ROW_STATUS[r.status].title}</Badge>
                  {r.paidAt ? <Text small>{formatDate(r.paidAt)}</Text> : null}
                </span>
              ),
            },
          ]}
          rows={rows}
          rowKey={(r) => `${r.kind}-${r.month}`}
          empty={filter === "paid" ? "Оплаченных платежей пока нет" : "Все платежи оплачены"}
        />
      </section>
    </div>
  );
}

function Documents({ contract }: { contract: ContractDetail }) {
  return (
    <div className={styles.documents}>
      {contract.documents.length === 0 ? (
        <EmptyState title="У вас пока нет документов по этому договору" />
      ) : (
        <ul className={styles.docList}>
          {contract.documents.map((doc) => (
            <li key={doc.id} className={styles.doc}>
              <span className={styles.docIcon} aria-hidden="true">
                {doc.mime === "application/pdf" ? "PDF" : doc.mime.replace("image/", "").toUpperCase()}
              </span>
              <span className={styles.docText}>
                <Cell
                  main={doc.title}
                  sub={`${DOCUMENT_KINDS[doc.kind]} · ${formatDate(doc.date)}${doc.size !== null ? ` · ${formatFileSize(doc.size)}` : ""}`}
                />
              </span>
              <a href={doc.url} download={doc.fileName} className={styles.download}>
                Скачать<span className="visually-hidden">: {doc.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ContractUpload contractCode={contract.code} contractNumber={contract.number} />
    </div>
  );
}

function Insurance({ policies }: { policies: readonly Policy[] }) {
  if (policies.length === 0) {
    return <EmptyState title="У вас пока нет полисов по этому договору" />;
  }
  return (
    <ul className={styles.policies}>
      {policies.map((p) => (
        <li key={p.id} className={styles.policy}>
          <div className={styles.policyHead}>
            <strong>
              {p.typeTitle} № {p.number}
            </strong>
            <Badge tone={p.status === "active" ? "success" : p.status === "expiring" ? "warning" : "neutral"}>
              {p.statusTitle}
            </Badge>
          </div>
          <Text as="p" small muted>
            {p.insurer} · {formatDate(p.dateFrom)} — {formatDate(p.dateTo)} · премия <Money value={p.premium} />
          </Text>
          <a href={p.downloadUrl} download className={styles.download}>
            Скачать полис (PDF)<span className="visually-hidden"> № {p.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function DetailSkeleton({ back }: { back: ReactNode }) {
  return (
    <LoadingRegion label="Загружаем договор…">
      <Stack>
        <div>
          <div className={styles.backSkeleton}>{back}</div>
          <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        </div>
        <Stats>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </Stats>
        <Columns layout="aside">
          <BlockSkeleton label="" lines={10} />
          <BlockSkeleton label="" lines={6} />
        </Columns>
      </Stack>
    </LoadingRegion>
  );
}
