import { Link } from "react-router";
import type { AccountInfo } from "../../../../contract/lk-home.ts";
import { apiErrorStatus } from "../../../lib/api-error";
import { formatMoney } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { ButtonLink } from "../../../ui/button";
import { Icon } from "../../../ui/icon";
import { Money } from "../../../ui/money";
import { Skeleton } from "../../../ui/skeleton";
import { Table } from "../../../ui/table";
import { useAccountSession } from "../account-session";
import { daysBetween, formatDate, formatDateLong, relativeDays, todayInMoscow } from "../lk/lk-format";
import { Badge, BlockSkeleton, Card, EmptyState, Facts, QueryError, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
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
  const session = useAccountSession();
  if (!session) return null;
  const { user, profile, profiles } = session;

  return (
    <div className={styles.home}>
      <header className={styles.greeting}>
        <h1 className={styles.title}>Здравствуйте, {addressName(user.name)}!</h1>
        {profile ? (
          <p className={styles.lead}>
            Вы работаете от имени <strong>{profile.title}</strong>.
          </p>
        ) : null}
      </header>

      {profile ? (
        <>
          <Summary />
          <div className={styles.twoColumns}>
            <DebtCard />
            <ManagerCard />
          </div>
          <div className={styles.twoColumns}>
            <EdoCard />
            <ActiveProfileCard profile={profile} />
          </div>
          <PopularChapters />
          <Promo />
        </>
      ) : (
        <NoProfileCard user={user} />
      )}

      {profiles.length > 0 ? <ProfilesSection profiles={profiles} activeId={profile?.id ?? null} /> : null}
    </div>
  );
}

/** Next payment, overdue debt, unread notifications, contracts: accountInfo of `account.main`. */
function Summary() {
  const { data, error, isFetching, refetch } = useAccountInfoQuery();
  const unread = useUnreadCount(true);

  if (!data) {
    if (error) {
      return (
        <QueryError
          title="Не удалось загрузить сводку по договорам"
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      );
    }
    return (
      <div className={styles.summary} aria-busy="true">
        <span className="visually-hidden" role="status">
          Загружаем сводку…
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.tile}>
            <Skeleton width="50%" />
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.summary}>
      <NextPaymentTile info={data} />
      <OverdueTile info={data} />
      <div className={styles.sideTiles}>
        <Link to="/account/notifications" className={`${styles.tile} ${styles.linkTile}`}>
          <span className={styles.tileLabel}>Уведомления</span>
          <span className={styles.tileValue}>{unread ?? data.unreadNotifications}</span>
          <span className={styles.tileNote}>
            {(unread ?? data.unreadNotifications) > 0 ? "непрочитанных" : "все прочитаны"}
          </span>
        </Link>
        <Link to="/account/contracts" className={`${styles.tile} ${styles.linkTile}`}>
          <span className={styles.tileLabel}>Договоры</span>
          <span className={styles.tileValue}>{data.activeContractsCnt}</span>
          <span className={styles.tileNote}>
            {plainCount(data.activeContractsCnt, ["действующий", "действующих", "действующих"])} из {data.contractsCnt},{" "}
            {countOf(data.vehiclesCnt, ["машина", "машины", "машин"])} в лизинге
          </span>
        </Link>
      </div>
    </div>
  );
}

function plainCount(n: number, forms: readonly [string, string, string]) {
  return countOf(n, forms).replace(/^\d+\u00a0/, "");
}

function NextPaymentTile({ info }: { info: AccountInfo }) {
  const next = info.nextPayment;
  return (
    <section className={`${styles.tile} ${styles.nextTile}`} aria-labelledby="next-payment-title">
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
            <span className={styles.relative}>({relativeDays(daysBetween(todayInMoscow(), next.date))})</span>
          </p>
          <p className={styles.tileNote}>
            по договору <Link to={`/account/contracts/${next.contractCode}`}>№ {next.contractNumber}</Link>
            {next.contractsCnt > 1
              ? ` и ещё ${countOf(next.contractsCnt - 1, ["договору", "договорам", "договорам"])}`
              : ""}
          </p>
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
        <p className={styles.tileNote}>Платежей по графику больше нет.</p>
      )}
    </section>
  );
}

function OverdueTile({ info }: { info: AccountInfo }) {
  const { overdue } = info;
  if (overdue.amount <= 0) {
    return (
      <section className={`${styles.tile} ${styles.okTile}`} aria-labelledby="overdue-title">
        <h2 id="overdue-title" className={styles.tileLabel}>
          Просроченная задолженность
        </h2>
        <p className={styles.okValue}>
          <Icon name="check" size={20} /> Нет
        </p>
        <p className={styles.tileNote}>Все платежи по графику внесены вовремя.</p>
      </section>
    );
  }
  return (
    <section className={`${styles.tile} ${styles.overdueTile}`} aria-labelledby="overdue-title">
      <h2 id="overdue-title" className={styles.tileLabel}>
        Просроченная задолженность
      </h2>
      <p className={styles.overdueAmount}>
        <Money value={overdue.amount} kopecks />
      </p>
      <p className={styles.tileNote}>
        {countOf(overdue.paymentsCnt, ["платёж", "платежа", "платежей"])}
        {overdue.since ? `, с ${formatDate(overdue.since)}` : ""}. Пени — 0,1&nbsp;% в день.
      </p>
      <div className={styles.tileActions}>
        <ButtonLink to="/account/contracts?status=overdue" size="sm" variant="secondary">
          Договоры с просрочкой
        </ButtonLink>
      </div>
    </section>
  );
}

/** `debt` of `account.main`: what to pay now and what is left, per contract. */
function DebtCard() {
  const { data, error, isFetching, refetch } = useAccountDebtQuery();
  return (
    <Card title="Задолженность" titleId="debt-title" className={styles.debtCard}>
      {data ? (
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
                      <div className={ui.cell}>
                        <Link to={`/account/contracts/${row.contractCode}`} className={ui.cellMain}>
                          № {row.contractNumber}
                        </Link>
                        <span className={ui.cellSub}>{row.vehicleTitle}</span>
                      </div>
                    ),
                  },
                  {
                    key: "date",
                    header: "Ближайшая дата",
                    cell: (row) => <span className={ui.nowrap}>{formatDate(row.nextPaymentDate)}</span>,
                  },
                  {
                    key: "current",
                    header: "К оплате",
                    align: "end",
                    cell: (row) => (
                      <div className={ui.cell}>
                        <Money value={row.current} kopecks />
                        {row.overdue > 0 ? (
                          <span className={ui.cellDanger}>
                            просрочено {formatMoney(row.overdue, { kopecks: true })}
                          </span>
                        ) : null}
                      </div>
                    ),
                  },
                ]}
                rows={data.byContract}
                rowKey={(row) => row.contractCode}
              />
            </div>
          ) : (
            <p className={ui.muted}>Неоплаченных платежей нет.</p>
          )}
        </>
      ) : error ? (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} />
      ) : (
        <BlockSkeleton label="Загружаем задолженность…" lines={5} />
      )}
    </Card>
  );
}

function ManagerCard() {
  const { data, error, isFetching, refetch } = useAccountManagerQuery();
  return (
    <Card title="Ваш менеджер" titleId="manager-title">
      {data ? (
        <ManagerDetails manager={data.manager} />
      ) : error ? (
        apiErrorStatus(error) === 404 ? (
          <p className={ui.muted}>
            Персональный менеджер ещё не назначен. Пока можно звонить на горячую линию{" "}
            <a href="tel:88005503535">8 800 550-35-35</a>.
          </p>
        ) : (
          <QueryError error={error} retrying={isFetching} onRetry={refetch} />
        )
      ) : (
        <BlockSkeleton label="Загружаем карточку менеджера…" lines={4} />
      )}
    </Card>
  );
}

const EDO_TONES: Record<string, Tone> = { connected: "success", pending: "warning", not_connected: "neutral" };

/** `edo` of `account.main`: the electronic document exchange, and how to connect it. */
function EdoCard() {
  const { data, error, isFetching, refetch } = useAccountEdoQuery();
  return (
    <Card
      title="Электронный документооборот"
      titleId="edo-title"
      actions={data ? <Badge tone={EDO_TONES[data.state]}>{data.stateTitle}</Badge> : undefined}
    >
      {data ? (
        <>
          {data.operator ? (
            <Facts
              items={[
                ["Оператор", data.operator.name],
                ["Подключён", formatDate(data.connectedAt)],
                [
                  "Ваш идентификатор",
                  <span key="id" className={ui.mono}>
                    {data.participantId ?? "—"}
                  </span>,
                ],
              ]}
            />
          ) : null}
          {data.state === "connected" ? (
            <p className={`${ui.muted} ${ui.small} ${styles.edoNote}`}>
              Счета, УПД и акты сверки приходят по ЭДО — бумажные оригиналы не нужны.
            </p>
          ) : null}
          <details className={styles.details} open={data.state !== "connected"}>
            <summary>Как подключить ЭДО с «Лизинг-Авто»</summary>
            <ol className={styles.steps}>
              {data.howToConnect.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className={ui.small}>
              Операторы: {data.operators.map((o) => `${o.name}${o.roaming ? " (роуминг)" : ""}`).join(", ")}.
            </p>
          </details>
        </>
      ) : error ? (
        apiErrorStatus(error) === 404 ? (
          <p className={ui.muted}>Сведений об ЭДО для этого профиля пока нет.</p>
        ) : (
          <QueryError error={error} retrying={isFetching} onRetry={refetch} />
        )
      ) : (
        <BlockSkeleton label="Загружаем сведения об ЭДО…" lines={3} />
      )}
    </Card>
  );
}

function PopularChapters() {
  const { data, error, isFetching, refetch } = usePopularQuery();
  return (
    <section className={styles.block} aria-labelledby="popular-title">
      <h2 id="popular-title" className={styles.blockTitle}>
        Популярные разделы
      </h2>
      {data ? (
        data.items.length > 0 ? (
          <ul className={styles.chapters}>
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
                  <span className={styles.chapterText}>{item.description}</span>
                  <Icon name="arrow-right" size={20} className={styles.chapterArrow} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="У вас пока нет популярных разделов" />
        )
      ) : error ? (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} />
      ) : (
        <div className={styles.chapters} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </div>
      )}
    </section>
  );
}

function Promo() {
  const { data, error, isFetching, refetch } = usePromoQuery();
  if (error) {
    return (
      <QueryError title="Не удалось загрузить предложения" error={error} retrying={isFetching} onRetry={refetch} />
    );
  }
  if (!data) return <Skeleton height="8rem" />;
  if (data.items.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="promo-title">
      <h2 id="promo-title" className={styles.blockTitle}>
        Предложения для вас
      </h2>
      <ul className={styles.promos}>
        {data.items.map((item) => (
          <li key={item.id} className={styles.promo} data-theme={item.theme}>
            <p className={styles.promoTitle}>{item.title}</p>
            <p className={styles.promoText}>{item.text}</p>
            <div className={styles.promoFoot}>
              <Link to={item.link} className={styles.promoLink}>
                {item.linkText}
                <Icon name="arrow-right" size={18} />
              </Link>
              {item.until ? <span className={styles.promoUntil}>до {formatDate(item.until)}</span> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
