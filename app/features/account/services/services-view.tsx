import { Link } from "react-router";
import type { BonusesResponse, PaidService, PaidServicesResponse } from "../../../../contract/lk-services.ts";
import { formatNumber, formatPercent, MINUS } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Card } from "../../../ui/card";
import { CardGrid } from "../../../ui/card-grid";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { ContractLink } from "../contracts/contract-link";
import { formatDate } from "../lk/lk-format";
import { TabsScreen } from "../lk/tabs-screen";
import styles from "./services.module.css";
import { useBonusesQuery, usePaidServicesQuery } from "./services-api";

export const SERVICES_TABS = ["paid", "bonuses"] as const;
export type ServicesTab = (typeof SERVICES_TABS)[number];

const GROUPS: { status: PaidService["status"]; title: string }[] = [
  { status: "connected", title: "Подключены" },
  { status: "requested", title: "Заявка принята" },
  { status: "available", title: "Можно подключить" },
];

/** Services and bonuses: two tabs, each its own address (`/account/services`, `/account/services/bonuses`). */
export function ServicesView({ tab }: { tab: ServicesTab }) {
  return (
    <TabsScreen
      title="Услуги и бонусы"
      lead={<p>Дополнительные услуги к договорам лизинга и бонусная программа «Лизинг-Авто».</p>}
      label="Услуги и бонусы"
      base="/account/services"
      selected={tab}
      items={[
        { id: "paid", label: "Платные услуги", panel: () => <PaidServices /> },
        { id: "bonuses", label: "Бонусы", panel: () => <Bonuses /> },
      ]}
    />
  );
}

function PaidServices() {
  return (
    <QueryState
      query={usePaidServicesQuery()}
      errorTitle="Не удалось загрузить услуги"
      loading={<BlockSkeleton label="Загружаем услуги…" lines={6} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState title="У вас пока нет дополнительных услуг">
          <p>GPS-мониторинг, пакеты ТО и другие услуги можно подключить через вашего менеджера.</p>
        </EmptyState>
      }
    >
      {(data) => <PaidServicesList data={data} />}
    </QueryState>
  );
}

function PaidServicesList({ data }: { data: PaidServicesResponse }) {
  const connected = data.items.filter((s) => s.status === "connected");
  return (
    <Stack gap={5}>
      <Stats>
        <Stat label="Подключено" value={countOf(connected.length, ["услуга", "услуги", "услуг"])} />
        <Stat
          label="Ежемесячно"
          value={<Money value={data.monthlyTotal} />}
          note="за подключённые услуги с оплатой в месяц"
        />
      </Stats>
      {GROUPS.map((group) => {
        const items = data.items.filter((s) => s.status === group.status);
        if (items.length === 0) return null;
        return (
          <section key={group.status} aria-labelledby={`services-${group.status}`}>
            <h2 id={`services-${group.status}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <CardGrid min="17rem">
              {items.map((s) => (
                <Card key={s.id} as="li" compact accent={s.status === "connected" ? "success" : undefined}>
                  <p className={styles.serviceTitle}>{s.title}</p>
                  <Text as="p" small muted>
                    {s.description}
                  </Text>
                  <p className={styles.price}>
                    {s.price > 0 ? (
                      <>
                        <Money value={s.price} /> <Text muted>{s.priceUnit}</Text>
                      </>
                    ) : (
                      "Бесплатно"
                    )}
                  </p>
                  {s.contractCode && s.contractNumber ? (
                    <Text as="p" small muted>
                      <ContractLink code={s.contractCode} number={s.contractNumber} named />
                      {s.connectedAt ? ` · подключена ${formatDate(s.connectedAt)}` : ""}
                    </Text>
                  ) : null}
                </Card>
              ))}
            </CardGrid>
          </section>
        );
      })}
      <Text as="p" small muted>
        Чтобы подключить или отключить услугу, свяжитесь с вашим менеджером — его контакты на{" "}
        <Link to="/account">главной странице кабинета</Link>.
      </Text>
    </Stack>
  );
}

function points(n: number): string {
  const sign = n > 0 ? "+" : n < 0 ? MINUS : "";
  return `${sign}${formatNumber(Math.abs(n))}`;
}

function Bonuses() {
  return (
    <QueryState
      query={useBonusesQuery()}
      errorTitle="Не удалось загрузить бонусы"
      loading={<BlockSkeleton label="Загружаем бонусы…" lines={6} />}
    >
      {(data) => <BonusesProgram data={data} />}
    </QueryState>
  );
}

function BonusesProgram({ data }: { data: BonusesResponse }) {
  return (
    <Stack gap={5}>
      <div className={styles.bonusTop}>
        <div className={styles.balance}>
          <Text as="p" caps className={styles.balanceLabel}>
            Баланс
          </Text>
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
          <Text as="p" small muted>
            {data.level.nextLevelTitle && data.level.pointsToNext !== null
              ? `До уровня «${data.level.nextLevelTitle}» — ${countOf(data.level.pointsToNext, ["балл", "балла", "баллов"])}.`
              : "Это высший уровень программы."}
          </Text>
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
              { key: "date", header: "Дата", cell: (o) => <Text nowrap>{formatDate(o.date)}</Text> },
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
    </Stack>
  );
}
