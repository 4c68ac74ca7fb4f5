import { Link } from "react-router";
import type { DebtsResponse } from "../../../../contract/lk-accounting.ts";
import type { AccountInfo } from "../../../../contract/lk-home.ts";
import { daysBetween, moscowDate } from "../../../../core/calendar-dates.ts";
import { formatMoney } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Badge, type Tone } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CardGrid } from "../../../ui/card-grid";
import { Columns } from "../../../ui/columns";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton, CardGridSkeleton, LoadingRegion, Skeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { useAccountingDebtsQuery } from "../accounting/accounting-api";
import { PayButton } from "../accounting/pay-dialog";
import { ContractLink } from "../contracts/contract-link";
import { formatDate, formatDateLong, relativeDays } from "../lk/lk-format";
import { ManagerDetails } from "../lk/manager-card";
import { useUnreadCount } from "../notifications/unread-counter";
import { addressName } from "../person-format";
import { ActiveProfileCard, NoProfileCard, ProfilesSection } from "../profiles-section";
import { type DebtParts, DebtSplit } from "./debt-split";
import styles from "./home.module.css";
import {
  useAccountEdoQuery,
  useAccountInfoQuery,
  useAccountManagerQuery,
  usePopularQuery,
  usePromoQuery,
} from "./home-api";

/**
 * The account home: at a glance what the client owes and when, overdue debt, unread notifications, the
 * manager; then the debt by contract, EDO, popular chapters, offers and the profiles of the account.
 */
export function HomeView() {
  const { user, profile, profiles, rights } = useAccountSession();

  return (
    <Stack>
      <PageHeader
        title={`Здравствуйте, ${addressName(user.name)}!`}
        lead={
          profile ? (
            <p>
              Вы работаете от имени <strong>{profile.title}</strong>.
            </p>
          ) : undefined
        }
      />

      {profile ? (
        <>
          <Summary />
          {/* The debt is read from accounting/debts/, which needs «Бухгалтерия и платежи» (ADR 031). Full width: its
              table has a column for each part of the debt and the «Оплатить» of each contract. */}
          {rights.includes("accounting") ? <DebtCard /> : null}
          <Columns layout="major">
            <EdoCard />
            <Stack>
              <ManagerCard />
              <ActiveProfileCard profile={profile} />
            </Stack>
          </Columns>
          <PopularChapters />
          <Promo />
        </>
      ) : (
        <NoProfileCard user={user} />
      )}

      {profiles.length > 0 ? <ProfilesSection profiles={profiles} activeId={profile?.id ?? null} /> : null}
    </Stack>
  );
}

/** Next payment, overdue debt, unread notifications, contracts: accountInfo of `account.main`. */
function Summary() {
  const unread = useUnreadCount(true);
  return (
    <QueryState
      query={useAccountInfoQuery()}
      errorTitle="Не удалось загрузить сводку по договорам"
      loading={
        <LoadingRegion label="Загружаем сводку…" className={styles.summary}>
          {[0, 1, 2].map((i) => (
            <Card key={i} as="div" className={styles.tile}>
              <Skeleton width="50%" />
              <Skeleton width="70%" height="2rem" />
              <Skeleton width="60%" />
            </Card>
          ))}
        </LoadingRegion>
      }
    >
      {(data) => (
        <div className={styles.summary}>
          <NextPaymentTile info={data} />
          <OverdueTile info={data} />
          <div className={styles.sideTiles}>
            <Link to="/account/notifications" className={styles.linkTile}>
              <span className={styles.tileLabel}>Уведомления</span>
              <span className={styles.tileValue}>{unread ?? data.unreadNotifications}</span>
              <Text muted small>
                {(unread ?? data.unreadNotifications) > 0 ? "непрочитанных" : "все прочитаны"}
              </Text>
            </Link>
            <Link to="/account/contracts" className={styles.linkTile}>
              <span className={styles.tileLabel}>Договоры</span>
              <span className={styles.tileValue}>{data.activeContractsCnt}</span>
              <Text muted small>
                {plainCount(data.activeContractsCnt, ["действующий", "действующих", "действующих"])} из{" "}
                {data.contractsCnt}, {countOf(data.vehiclesCnt, ["машина", "машины", "машин"])} в лизинге
              </Text>
            </Link>
          </div>
        </div>
      )}
    </QueryState>
  );
}

function plainCount(n: number, forms: readonly [string, string, string]) {
  return countOf(n, forms).replace(/^\d+\u00a0/, "");
}

function NextPaymentTile({ info }: { info: AccountInfo }) {
  const next = info.nextPayment;
  return (
    <Card accent="brand" labelledBy="next-payment-title" className={styles.tile}>
      <h2 id="next-payment-title" className={styles.tileLabel}>
        Ближайший платёж
      </h2>
      {next ? (
        <>
          <p className={styles.nextAmount}>
            <Money value={next.amount} kopecks />
          </p>
          <p className={styles.nextDate}>
            до <strong>{formatDateLong(next.date)}</strong>{" "}
            <Text muted>({relativeDays(daysBetween(moscowDate(), next.date))})</Text>
          </p>
          <Text as="p" muted small>
            по договору <ContractLink code={next.contractCode} number={next.contractNumber} />
            {next.contractsCnt > 1
              ? ` и ещё ${countOf(next.contractsCnt - 1, ["договору", "договорам", "договорам"])}`
              : ""}
          </Text>
          <div className={styles.tileActions}>
            <ButtonLink to="/account/requisites" size="sm">
              Реквизиты для оплаты
            </ButtonLink>
            <ButtonLink to={`/account/calendar?month=${next.date.slice(0, 7)}`} size="sm" variant="ghost">
              Календарь платежей
            </ButtonLink>
          </div>
        </>
      ) : (
        <Text as="p" muted small>
          Платежей по графику больше нет.
        </Text>
      )}
    </Card>
  );
}

function OverdueTile({ info }: { info: AccountInfo }) {
  const { overdue } = info;
  if (overdue.amount <= 0) {
    return (
      <Card accent="success" labelledBy="overdue-title" className={styles.tile}>
        <h2 id="overdue-title" className={styles.tileLabel}>
          Просроченная задолженность
        </h2>
        <p className={styles.okValue}>
          <Icon name="check" size={20} /> Нет
        </p>
        <Text as="p" muted small>
          Все платежи по графику внесены вовремя.
        </Text>
      </Card>
    );
  }
  return (
    <Card accent="danger" tone="danger" labelledBy="overdue-title" className={`${styles.tile} ${styles.overdueTile}`}>
      <h2 id="overdue-title" className={styles.tileLabel}>
        Просроченная задолженность
      </h2>
      <p className={styles.overdueAmount}>
        <Money value={overdue.amount} kopecks />
      </p>
      <Text as="p" muted small>
        {countOf(overdue.paymentsCnt, ["платёж", "платежа", "платежей"])}
        {overdue.since
          ? overdue.paymentsCnt === 1
            ? `, срок оплаты был ${formatDate(overdue.since)}`
            : `, самый ранний срок оплаты — ${formatDate(overdue.since)}`
          : ""}
        .
      </Text>
      <div className={styles.tileActions}>
        <ButtonLink to="/account/contracts?status=overdue" size="sm" variant="secondary">
          Договоры с просрочкой
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The profile's debt from the ledger (`accounting/debts/`): overdue, due within 30 days and penalties apart, each
 * with its date, then per contract with «Оплатить» (the contract's QR) and a link to «Бухгалтерия».
 */
function DebtCard() {
  const query = useAccountingDebtsQuery({ filters: {}, currentPage: 1 });
  return (
    <Card
      title="Задолженность"
      titleId="debt-title"
      actions={
        <Link to="/account/accounting" className={styles.cardLink}>
          Бухгалтерия
        </Link>
      }
    >
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить задолженность"
        loading={<BlockSkeleton label="Загружаем задолженность…" lines={5} />}
      >
        {(data) => <DebtDetails data={data} />}
      </QueryState>
    </Card>
  );
}

function DebtDetails({ data }: { data: DebtsResponse }) {
  const owing = data.items.filter((row) => row.total > 0);
  return (
    <Stack gap={4}>
      <DebtSplit debt={profileDebt(data)} />
      {owing.length > 0 ? (
        <div className={styles.debtTable}>
          <h3 className={styles.debtTableTitle}>По договорам</h3>
          <Table
            caption="Задолженность по договорам"
            captionHidden
            columns={[
              {
                key: "contract",
                header: "Договор",
                cell: (row) => (
                  <Cell
                    main={<ContractLink code={row.contractCode} number={row.contractNumber} />}
                    sub={row.vehicleTitle}
                  />
                ),
              },
              {
                key: "overdue",
                header: "Просрочено",
                align: "end",
                cell: (row) => (
                  <Cell
                    main={
                      <span className={row.overdue > 0 ? styles.danger : undefined}>
                        {formatMoney(row.overdue, { kopecks: true })}
                      </span>
                    }
                    sub={row.overdue > 0 && row.overdueSince ? `с ${formatDate(row.overdueSince)}` : undefined}
                  />
                ),
              },
              {
                key: "dueSoon",
                header: "В ближайшие 30 дней",
                align: "end",
                cell: (row) => (
                  <Cell
                    main={<Money value={row.dueSoon} kopecks />}
                    sub={row.dueSoon > 0 && row.dueSoonDate ? `платёж ${formatDate(row.dueSoonDate)}` : undefined}
                  />
                ),
              },
              {
                key: "penalties",
                header: "Пени",
                align: "end",
                cell: (row) => <Money value={row.penalties} kopecks />,
              },
              {
                key: "pay",
                header: "Оплата",
                align: "end",
                cell: (row) => (
                  <PayButton
                    contractCode={row.contractCode}
                    ariaLabel={`Оплатить по договору № ${row.contractNumber}`}
                  />
                ),
              },
            ]}
            rows={owing}
            rowKey={(row) => row.contractCode}
          />
          {data.pagination.pageCnt > 1 ? (
            <Text as="p" muted small>
              Здесь первые {data.items.length} договоров из {data.pagination.totalCnt}:{" "}
              <Link to="/account/accounting">все в «Бухгалтерии»</Link>.
            </Text>
          ) : null}
        </div>
      ) : (
        <Text as="p" muted>
          Неоплаченных платежей нет.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The profile's totals with the dates of its contracts: the oldest overdue and the nearest due date. The totals
 * cover every contract; the dates are exact when every contract is on this one page (a client's usual case), and
 * are left out otherwise rather than guessed from part of the list.
 */
function profileDebt(data: DebtsResponse): DebtParts {
  const whole = data.pagination.pageCnt <= 1;
  const earliest = (dates: (string | null)[]) =>
    whole ? (dates.filter((d): d is string => d !== null).sort()[0] ?? null) : null;
  const rates = new Set(data.items.map((row) => row.penaltyRate));
  return {
    ...data.totals,
    overdueSince: earliest(data.items.filter((r) => r.overdue > 0).map((r) => r.overdueSince)),
    dueSoonDate: earliest(data.items.filter((r) => r.dueSoon > 0).map((r) => r.dueSoonDate)),
    penaltyRate: rates.size === 1 ? ([...rates][0] ?? null) : null,
    asOf: data.asOf,
  };
}

function ManagerCard() {
  return (
    <Card title="Ваш менеджер" titleId="manager-title">
      <QueryState
        query={useAccountManagerQuery()}
        loading={<BlockSkeleton label="Загружаем карточку менеджера…" lines={4} />}
        notFound={
          <Text as="p" muted>
            Персональный менеджер ещё не назначен. Пока можно звонить на горячую линию{" "}
            <a href="tel:88005503535">8 800 550-35-35</a>.
          </Text>
        }
      >
        {(data) => <ManagerDetails manager={data.manager} />}
      </QueryState>
    </Card>
  );
}

const EDO_TONES: Record<string, Tone> = { connected: "success", pending: "warning", not_connected: "neutral" };

/** `edo` of `account.main`: the electronic document exchange, and how to connect it. */
function EdoCard() {
  const query = useAccountEdoQuery();
  return (
    <Card
      title="Электронный документооборот"
      titleId="edo-title"
      actions={query.data ? <Badge tone={EDO_TONES[query.data.state]}>{query.data.stateTitle}</Badge> : undefined}
    >
      <QueryState
        query={query}
        loading={<BlockSkeleton label="Загружаем сведения об ЭДО…" lines={3} />}
        notFound={
          <Text as="p" muted>
            Сведений об ЭДО для этого профиля пока нет.
          </Text>
        }
      >
        {(data) => (
          <>
            {data.operator ? (
              <Facts
                items={[
                  ["Оператор", data.operator.name],
                  ["Подключён", formatDate(data.connectedAt)],
                  [
                    "Ваш идентификатор",
                    <Text key="id" mono>
                      {data.participantId ?? "—"}
                    </Text>,
                  ],
                ]}
              />
            ) : null}
            {data.state === "connected" ? (
              <Text as="p" muted small className={styles.edoNote}>
                Счета, УПД и акты сверки приходят по ЭДО — бумажные оригиналы не нужны.
              </Text>
            ) : null}
            <details className={styles.details} open={data.state !== "connected"}>
              <summary>Как подключить ЭДО с «Лизинг-Авто»</summary>
              <ol className={styles.steps}>
                {data.howToConnect.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <Text as="p" small>
                Операторы: {data.operators.map((o) => `${o.name}${o.roaming ? " (роуминг)" : ""}`).join(", ")}.
              </Text>
            </details>
          </>
        )}
      </QueryState>
    </Card>
  );
}

function PopularChapters() {
  return (
    <section className={styles.block} aria-labelledby="popular-title">
      <h2 id="popular-title" className={styles.blockTitle}>
        Популярные разделы
      </h2>
      <QueryState
        query={usePopularQuery()}
        loading={<CardGridSkeleton label="" min="15rem" height="6rem" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="У вас пока нет популярных разделов" />}
      >
        {(data) => (
          <CardGrid min="15rem">
            {data.items.map((item) => (
              <li key={item.code}>
                <Link to={item.link} className={styles.chapter}>
                  <span className={styles.chapterTitle}>
                    {item.title}
                    {item.badge ? (
                      <span className={styles.chapterBadge}>
                        <span className="visually-hidden">(</span>
                        {item.badge}
                        <span className="visually-hidden">)</span>
                      </span>
                    ) : null}
                  </span>
                  <Text muted small>
                    {item.description}
                  </Text>
                  <Icon name="arrow-right" size={20} className={styles.chapterArrow} />
                </Link>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryState>
    </section>
  );
}

function Promo() {
  return (
    <QueryState
      query={usePromoQuery()}
      errorTitle="Не удалось загрузить предложения"
      loading={<Skeleton height="8rem" />}
      isEmpty={(data) => data.items.length === 0}
      empty={null}
    >
      {(data) => (
        <section className={styles.block} aria-labelledby="promo-title">
          <h2 id="promo-title" className={styles.blockTitle}>
            Предложения для вас
          </h2>
          <CardGrid min="18rem">
            {data.items.map((item) => (
              <li key={item.id} className={styles.promo} data-theme={item.theme}>
                <p className={styles.promoTitle}>{item.title}</p>
                <p className={styles.promoText}>{item.text}</p>
                <div className={styles.promoFoot}>
                  <Link to={item.link} className={styles.promoLink}>
                    {item.linkText}
                    <Icon name="arrow-right" size={18} />
                  </Link>
                  {item.until ? (
                    <Text muted small>
                      до {formatDate(item.until)}
                    </Text>
                  ) : null}
                </div>
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </QueryState>
  );
}
