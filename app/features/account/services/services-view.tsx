import { Link, useNavigate } from "react-router";
import type { PaidService } from "../../../../contract/lk-services.ts";
import { formatNumber, formatPercent, MINUS } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Money } from "../../../ui/money";
import { Table } from "../../../ui/table";
import { Tabs } from "../../../ui/tabs";
import { formatDate } from "../lk/lk-format";
import { BlockSkeleton, Card, EmptyState, PageHeader, QueryError } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./services.module.css";
import { useBonusesQuery, usePaidServicesQuery } from "./services-api";

export type ServicesTab = "paid" | "bonuses";

const GROUPS: { status: PaidService["status"]; title: string }[] = [
  { status: "connected", title: "Подключены" },
  { status: "requested", title: "Заявка принята" },
  { status: "available", title: "Можно подключить" },
];

/** Services and bonuses: two tabs, each its own address (`/account/services`, `/account/services/bonuses`). */
export function ServicesView({ tab }: { tab: ServicesTab }) {
  const navigate = useNavigate();
  return (
    <div className={ui.page}>
      <PageHeader
        title="Услуги и бонусы"
        lead={<p>Дополнительные услуги к договорам лизинга и бонусная программа «Лизинг-Авто».</p>}
      />
      <Tabs
        label="Услуги и бонусы"
        selectedId={tab}
        onSelect={(id) =>
          navigate(id === "bonuses" ? "/account/services/bonuses" : "/account/services", { preventScrollReset: true })
        }
        items={[
          { id: "paid", label: "Платные услуги", panel: tab === "paid" ? <PaidServices /> : null },
          { id: "bonuses", label: "Бонусы", panel: tab === "bonuses" ? <Bonuses /> : null },
        ]}
      />
    </div>
  );
}

function PaidServices() {
  const { data, error, isFetching, refetch } = usePaidServicesQuery();
  if (!data) {
    if (error) {
      return <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить услуги" />;
    }
    return <BlockSkeleton label="Загружаем услуги…" lines={6} />;
  }
  if (data.items.length === 0) {
    return (
      <EmptyState title="У вас пока нет дополнительных услуг">
        <p>GPS-мониторинг, пакеты ТО и другие услуги можно подключить через вашего менеджера.</p>
      </EmptyState>
    );
  }
  const connected = data.items.filter((s) => s.status === "connected");
  return (
    <div className={styles.paid}>
      <div className={ui.stats}>
        <div className={ui.stat}>
          <p className={ui.statLabel}>Подключено</p>
          <p className={ui.statValue}>{countOf(connected.length, ["услуга", "услуги", "услуг"])}</p>
        </div>
        <div className={ui.stat}>
          <p className={ui.statLabel}>Ежемесячно</p>
          <p className={ui.statValue}>
            <Money value={data.monthlyTotal} />
          </p>
          <p className={ui.statNote}>за подключённые услуги с оплатой в месяц</p>
        </div>
      </div>
      {GROUPS.map((group) => {
        const items = data.items.filter((s) => s.status === group.status);
        if (items.length === 0) return null;
        return (
          <section key={group.status} aria-labelledby={`services-${group.status}`}>
            <h2 id={`services-${group.status}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.cards}>
              {items.map((s) => (
                <li key={s.id} className={styles.service} data-status={s.status}>
                  <p className={styles.serviceTitle}>{s.title}</p>
                  <p className={styles.serviceText}>{s.description}</p>
                  <p className={styles.price}>
                    {s.price > 0 ? (
                      <>
                        <Money value={s.price} /> <span className={ui.muted}>{s.priceUnit}</span>
                      </>
                    ) : (
                      "Бесплатно"
                    )}
                  </p>
                  {s.contractCode ? (
                    <p className={`${ui.small} ${ui.muted}`}>
                      <Link to={`/account/contracts/${s.contractCode}`}>Договор № {s.contractNumber}</Link>
                      {s.connectedAt ? ` · подключена ${formatDate(s.connectedAt)}` : ""}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className={`${ui.small} ${ui.muted}`}>
        Чтобы подключить или отключить услугу, свяжитесь с вашим менеджером — его контакты на{" "}
        <Link to="/account">главной странице кабинета</Link>.
      </p>
    </div>
  );
}

function points(n: number): string {
  const sign = n > 0 ? "+" : n < 0 ? MINUS : "";
  return `${sign}${formatNumber(Math.abs(n))}`;
}

function Bonuses() {
  const { data, error, isFetching, refetch } = useBonusesQuery();
  if (!data) {
    if (error) {
      return <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить бонусы" />;
    }
    return <BlockSkeleton label="Загружаем бонусы…" lines={6} />;
  }
  return (
    <div className={styles.bonuses}>
      <div className={styles.bonusTop}>
        <div className={styles.balance}>
          <p className={styles.balanceLabel}>Баланс</p>
          <p className={styles.balanceValue}>
            {formatNumber(data.balance)}{" "}
            <span>{countOf(data.balance, ["балл", "балла", "баллов"]).replace(/^[\d\s\u00a0]+/, "")}</span>
          </p>
          <p className={styles.balanceNote}>1 балл = 1 ₽ скидки на платёж или услугу</p>
        </div>
        <Card title={`Уровень «${data.level.title}»`} titleId="bonus-level-title">
          <p className={styles.levelText}>
            Начисляем {formatPercent(data.level.cashbackPercent, 1).replace(",0", "")} от каждого платежа, внесённого в
            срок.
          </p>
          <p className={`${ui.small} ${ui.muted}`}>
            {data.level.nextLevelTitle && data.level.pointsToNext !== null
              ? `До уровня «${data.level.nextLevelTitle}» — ${countOf(data.level.pointsToNext, ["балл", "балла", "баллов"])}.`
              : "Это высший уровень программы."}
          </p>
        </Card>
      </div>

      <Card title="История баллов" titleId="bonus-history-title">
        {data.operations.length === 0 ? (
          <EmptyState title="У вас пока нет начислений">
            <p>Баллы начисляются за каждый платёж, внесённый в срок.</p>
          </EmptyState>
        ) : (
          <Table
            caption="История баллов"
            captionHidden
            columns={[
              { key: "date", header: "Дата", cell: (o) => <span className={ui.nowrap}>{formatDate(o.date)}</span> },
              { key: "title", header: "Операция", cell: (o) => o.title },
              {
                key: "points",
                header: "Баллы",
                align: "end",
                cell: (o) => (
                  <span className={styles.points} data-kind={o.kind}>
                    {points(o.points)}
                  </span>
                ),
              },
            ]}
            rows={data.operations}
            rowKey={(o) => String(o.id)}
          />
        )}
      </Card>

      <Card title="Правила программы" titleId="bonus-rules-title">
        <ul className={styles.rules}>
          {data.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
