import { Link } from "react-router";
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
import { ContractLink } from "../contracts/contract-link";
import { formatDate, formatDateLong, relativeDays } from "../lk/lk-format";
import { ManagerDetails } from "../lk/manager-card";
import { useUnreadCount } from "../notifications/unread-counter";
import { addressName } from "../person-format";
import { ActiveProfileCard, NoProfileCard, ProfilesSection } from "../profiles-section";
import styles from "./home.module.css";
import {
  useAccountDebtQuery,
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
  const { user, profile, profiles } = useAccountSession();

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
          <Columns layout="major">
            <DebtCard />
            <ManagerCard />
          </Columns>
          <Columns layout="major">
            <EdoCard />
            <ActiveProfileCard profile={profile} />
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
        {overdue.since ? `, с ${formatDate(overdue.since)}` : ""}. Пени — 0,1&nbsp;% в день.
      </Text>
      <div className={styles.tileActions}>
        <ButtonLink to="/account/contracts?status=overdue" size="sm" variant="secondary">
          Договоры с просрочкой
        </ButtonLink>
      </div>
    </Card>
  );
}

/** `debt` of `account.main`: what to pay now and what is left, per contract. */
function DebtCard() {
  return (
    <Card title="Задолженность" titleId="debt-title">
      <QueryState query={useAccountDebtQuery()} loading={<BlockSkeleton label="Загружаем задолженность…" lines={5} />}>
        {(data) => (
          <>
            <Facts
              columns={2}
              items={[
                ["К оплате сейчас", <Money key="t" value={data.total} kopecks className={styles.strong} />],
                ["В ближайшие 30 дней", <Money key="c" value={data.current} kopecks />],
                [
                  "Просрочено",
                  <span key="o" className={data.overdue > 0 ? styles.danger : undefined}>
                    {formatMoney(data.overdue, { kopecks: true })}
                  </span>,
                ],
                [
                  `Пени (${String(data.penaltyRate).replace(".", ",")} % в день)`,
                  <Money key="p" value={data.penalties} kopecks />,
                ],
                ["Осталось выплатить по всем договорам", <Money key="r" value={data.remaining} kopecks />],
              ]}
            />
            {data.byContract.length > 0 ? (
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
                      key: "date",
                      header: "Ближайшая дата",
                      cell: (row) => <Text nowrap>{formatDate(row.nextPaymentDate)}</Text>,
                    },
                    {
                      key: "current",
                      header: "К оплате",
                      align: "end",
                      cell: (row) => (
                        <Cell
                          main={<Money value={row.current} kopecks />}
                          danger={
                            row.overdue > 0 ? `просрочено ${formatMoney(row.overdue, { kopecks: true })}` : undefined
                          }
                        />
                      ),
                    },
                  ]}
                  rows={data.byContract}
                  rowKey={(row) => row.contractCode}
                />
              </div>
            ) : (
              <Text as="p" muted>
                Неоплаченных платежей нет.
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
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
