import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ContractDetail, ContractScheduleRow } from "../../../../contract/lk-contracts.ts";
import type { Policy } from "../../../../contract/lk-insurance.ts";
import { apiErrorMessage, apiErrorStatus } from "../../../lib/api-error";
import { formatPercent } from "../../../lib/number-format";
import { countOf, formatFileSize } from "../../../lib/quantity-format";
import { ButtonLink } from "../../../ui/button";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { Skeleton } from "../../../ui/skeleton";
import { Table } from "../../../ui/table";
import { Tabs } from "../../../ui/tabs";
import { searchWith } from "../lk/list-params";
import { formatDate, formatDateLong } from "../lk/lk-format";
import { Badge, BlockSkeleton, Card, EmptyState, Facts, PageHeader, QueryError, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import { ManagerDetails } from "../lk/manager-card";
import { CONTRACT_STATUS_TONES } from "./contract-status";
import { ContractUpload } from "./contract-upload";
import styles from "./contracts.module.css";
import { useContractDetailQuery } from "./contracts-api";

const TABS = ["schedule", "documents", "insurance"] as const;
type Tab = (typeof TABS)[number];

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
 * One contract (`contracts/detail/?code=`): the sums at a glance, then tabs (`?tab=`) with the payment schedule
 * (paid, due, overdue and future rows), the documents with the upload, and the insurance; the vehicle, the
 * terms and the manager beside them.
 */
export function ContractDetailView({ code }: { code: string }) {
  const { data, error, isFetching, refetch } = useContractDetailQuery({ code });
  const back = (
    <Link to="/account/contracts">
      <Icon name="chevron-left" size={18} /> Все договоры
    </Link>
  );

  // After a profile switch the refetch answers 404 while the old contract is still cached: not found wins.
  const notFound = apiErrorStatus(error) === 404;
  if (!data || notFound) {
    if (error) {
      if (notFound) {
        return (
          <div className={ui.page}>
            <PageHeader title="Договор не найден" back={back} />
            <EmptyState
              title="Такого договора нет у выбранного профиля"
              action={<ButtonLink to="/account/contracts">К списку договоров</ButtonLink>}
            >
              <p>{apiErrorMessage(error)}. Возможно, вы переключились на другой профиль.</p>
            </EmptyState>
          </div>
        );
      }
      return (
        <div className={ui.page}>
          <PageHeader title="Договор" back={back} />
          <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить договор" />
        </div>
      );
    }
    return <DetailSkeleton back={back} />;
  }

  const contract = data.contract;
  return (
    <div className={ui.page}>
      <PageHeader
        back={back}
        title={`Договор № ${contract.number}`}
        lead={
          <p className={styles.detailLead}>
            <Badge tone={CONTRACT_STATUS_TONES[contract.status]}>{contract.statusTitle}</Badge>
            <span>{contract.vehicle.title}</span>
          </p>
        }
      />
      <SumsAtAGlance contract={contract} />
      <div className={styles.detailLayout}>
        <div className={styles.detailMain}>
          <ContractTabs contract={contract} />
        </div>
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
                  <span key="vin" className={ui.mono}>
                    {contract.vehicle.vin}
                  </span>,
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
      </div>
    </div>
  );
}

function SumsAtAGlance({ contract }: { contract: ContractDetail }) {
  const { sums, nextPayment } = contract;
  const share = sums.contractSum > 0 ? Math.min(100, (sums.paid / sums.contractSum) * 100) : 0;
  return (
    <div className={ui.stats}>
      <div className={ui.stat}>
        <p className={ui.statLabel}>Следующий платёж</p>
        {nextPayment ? (
          <>
            <p className={ui.statValue}>
              <Money value={nextPayment.amount} kopecks />
            </p>
            <p className={ui.statNote}>до {formatDateLong(nextPayment.date)}</p>
          </>
        ) : (
          <p className={ui.statValue}>—</p>
        )}
      </div>
      <div className={ui.stat}>
        <p className={ui.statLabel}>Оплачено</p>
        <p className={ui.statValue}>
          <Money value={sums.paid} />
        </p>
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
        <p className={ui.statNote}>
          {formatPercent(share)} из <Money value={sums.contractSum} />
        </p>
      </div>
      <div className={ui.stat}>
        <p className={ui.statLabel}>Осталось выплатить</p>
        <p className={ui.statValue}>
          <Money value={sums.remaining} />
        </p>
      </div>
      <div className={`${ui.stat} ${sums.overdue > 0 ? ui.statDanger : ""}`}>
        <p className={ui.statLabel}>Просрочено</p>
        <p className={ui.statValue}>
          <Money value={sums.overdue} kopecks={sums.overdue > 0} />
        </p>
        {sums.penalties > 0 ? (
          <p className={ui.statNote}>
            пени <Money value={sums.penalties} kopecks />
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ContractTabs({ contract }: { contract: ContractDetail }) {
  const [search, setSearch] = useSearchParams();
  const param = search.get("tab");
  const selected: Tab = TABS.includes(param as Tab) ? (param as Tab) : "schedule";
  const select = (id: string) =>
    setSearch(new URLSearchParams(searchWith(search, { tab: id === "schedule" ? null : id })), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <Tabs
      label="Разделы договора"
      selectedId={selected}
      onSelect={select}
      items={[
        {
          id: "schedule",
          label: "График платежей",
          panel: selected === "schedule" ? <Schedule contract={contract} /> : null,
        },
        {
          id: "documents",
          label: `Документы (${contract.documents.length})`,
          panel: selected === "documents" ? <Documents contract={contract} /> : null,
        },
        {
          id: "insurance",
          label: `Страхование (${contract.insurance.length})`,
          panel: selected === "insurance" ? <Insurance policies={contract.insurance} /> : null,
        },
      ]}
    />
  );
}

type ScheduleFilter = "all" | "unpaid" | "paid";

function rowTitle(row: ContractScheduleRow): string {
  if (row.kind === "advance") return "Аванс";
  if (row.kind === "buyout") return "Выкуп";
  return String(row.month);
}

function Schedule({ contract }: { contract: ContractDetail }) {
  const [filter, setFilter] = useState<ScheduleFilter>("all");
  const rows = contract.schedule.filter((row) =>
    filter === "all" ? true : filter === "paid" ? row.status === "paid" : row.status !== "paid",
  );
  const paidCnt = contract.schedule.filter((r) => r.status === "paid").length;
  const overdueCnt = contract.schedule.filter((r) => r.status === "overdue").length;

  return (
    <div className={styles.schedule}>
      <div className={styles.scheduleBar}>
        <p className={ui.muted}>
          Оплачено {paidCnt} из {countOf(contract.schedule.length, ["платежа", "платежей", "платежей"])}
          {overdueCnt > 0 ? (
            <>
              , <strong className={styles.overdue}>просрочено: {overdueCnt}</strong>
            </>
          ) : null}
        </p>
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">Показать платежи</legend>
          {(
            [
              ["all", "Все"],
              ["unpaid", "Неоплаченные"],
              ["paid", "Оплаченные"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} data-checked={filter === value}>
              <input
                type="radio"
                name="schedule-filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
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
              {r.paidAt ? <span className={ui.small}>{formatDate(r.paidAt)}</span> : null}
            </span>
            <span className={styles.scheduleMore}>
              НДС <Money value={r.vat} kopecks /> · остаток <Money value={r.remaining} />
            </span>
          </li>
        ))}
        {rows.length === 0 ? (
          <li className={ui.muted}>{filter === "paid" ? "Оплаченных платежей пока нет" : "Все платежи оплачены"}</li>
        ) : null}
      </ol>
      <div className={`${styles.tableScroll} ${styles.scheduleTable}`}>
        <Table
          caption={`График платежей по договору № ${contract.number}`}
          captionHidden
          columns={[
            { key: "n", header: "№", cell: (r) => <span className={styles.rowNumber}>{rowTitle(r)}</span> },
            { key: "date", header: "Дата", cell: (r) => <span className={ui.nowrap}>{formatDate(r.date)}</span> },
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
                  {r.paidAt ? <span className={ui.small}>{formatDate(r.paidAt)}</span> : null}
                </span>
              ),
            },
          ]}
          rows={rows}
          rowKey={(r) => `${r.kind}-${r.month}`}
          empty={filter === "paid" ? "Оплаченных платежей пока нет" : "Все платежи оплачены"}
        />
      </div>
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
                <span className={ui.cellMain}>{doc.title}</span>
                <span className={ui.cellSub}>
                  {DOCUMENT_KINDS[doc.kind]} · {formatDate(doc.date)}
                  {doc.size !== null ? ` · ${formatFileSize(doc.size)}` : ""}
                </span>
              </span>
              <a href={doc.url} download={doc.fileName} className={ui.linkButton}>
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
            <span className={ui.cellMain}>
              {p.typeTitle} № {p.number}
            </span>
            <Badge tone={p.status === "active" ? "success" : p.status === "expiring" ? "warning" : "neutral"}>
              {p.statusTitle}
            </Badge>
          </div>
          <p className={`${ui.small} ${ui.muted}`}>
            {p.insurer} · {formatDate(p.dateFrom)} — {formatDate(p.dateTo)} · премия <Money value={p.premium} />
          </p>
          <a href={p.downloadUrl} download className={ui.linkButton}>
            Скачать полис (PDF)<span className="visually-hidden"> № {p.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function DetailSkeleton({ back }: { back: ReactNode }) {
  return (
    <div className={ui.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Загружаем договор…
      </span>
      <div>
        <div className={styles.backSkeleton}>{back}</div>
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
      </div>
      <div className={ui.stats}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="6rem" />
        ))}
      </div>
      <div className={styles.detailLayout}>
        <BlockSkeleton label="" lines={10} />
        <BlockSkeleton label="" lines={6} />
      </div>
    </div>
  );
}
