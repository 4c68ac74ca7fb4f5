import { Link, useSearchParams } from "react-router";
import { countOf } from "../../../lib/quantity-format";
import { Button } from "../../../ui/button";
import { Money } from "../../../ui/money";
import { Select } from "../../../ui/select";
import { Skeleton } from "../../../ui/skeleton";
import { searchWith } from "../lk/list-params";
import { daysBetween, formatDate, todayInMoscow } from "../lk/lk-format";
import { Badge, EmptyState, PageHeader, QueryError, type Tone } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./insurance.module.css";
import { type PolicyItem, policyPdfUrl, useInsuranceListQuery } from "./insurance-api";

const STATUS_TONES: Record<PolicyItem["status"], Tone> = { active: "success", expiring: "warning", expired: "neutral" };
const MAX_PDF_POLICIES = 20;

interface VehicleGroup {
  contractCode: string;
  contractNumber: string;
  vehicle: PolicyItem["vehicle"];
  policies: PolicyItem[];
}

/** Policies by leased vehicle, in the server's order (active and expiring first). */
function byVehicle(items: readonly PolicyItem[]): VehicleGroup[] {
  const groups = new Map<string, VehicleGroup>();
  for (const p of items) {
    let group = groups.get(p.contractCode);
    if (!group) {
      group = { contractCode: p.contractCode, contractNumber: p.contractNumber, vehicle: p.vehicle, policies: [] };
      groups.set(p.contractCode, group);
    }
    group.policies.push(p);
  }
  return [...groups.values()];
}

/** КАСКО and ОСАГО policies of the profile (`insurance/list/`), each downloadable as a PDF by a plain link. */
export function InsuranceView() {
  const [search, setSearch] = useSearchParams();
  const type = search.get("type") ?? "";
  const status = search.get("status") ?? "";
  const { data, error, isFetching, refetch } = useInsuranceListQuery();
  const items = (data ?? []).filter((p) => (!type || p.type === type) && (!status || p.status === status));
  const set = (key: string, value: string) =>
    setSearch(new URLSearchParams(searchWith(search, { [key]: value })), { preventScrollReset: true });

  return (
    <div className={ui.page}>
      <PageHeader
        title="Страхование"
        lead={<p>Полисы КАСКО и ОСАГО по автомобилям в лизинге: сроки, суммы, скачать полис в PDF.</p>}
        actions={
          items.length > 1 ? (
            <a
              className={styles.downloadAll}
              href={policyPdfUrl(items.slice(0, MAX_PDF_POLICIES).map((p) => p.id))}
              download
            >
              Скачать {items.length > MAX_PDF_POLICIES ? `первые ${MAX_PDF_POLICIES}` : "все показанные"} одним PDF
            </a>
          ) : null
        }
      />

      {data ? <Summary items={data} /> : null}

      <fieldset className={ui.filters}>
        <legend className="visually-hidden">Фильтры полисов</legend>
        <Select
          label="Вид"
          name="type"
          value={type}
          placeholder="Все"
          options={[
            { value: "kasko", label: "КАСКО" },
            { value: "osago", label: "ОСАГО" },
          ]}
          onChange={(e) => set("type", e.currentTarget.value)}
        />
        <Select
          label="Статус"
          name="status"
          value={status}
          placeholder="Любой"
          options={[
            { value: "active", label: "Действует" },
            { value: "expiring", label: "Скоро закончится" },
            { value: "expired", label: "Закончился" },
          ]}
          onChange={(e) => set("status", e.currentTarget.value)}
        />
      </fieldset>

      {!data ? (
        error ? (
          <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить полисы" />
        ) : (
          <div className={styles.cards} aria-busy="true">
            <span className="visually-hidden" role="status">
              Загружаем полисы…
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="13rem" />
            ))}
          </div>
        )
      ) : data.length === 0 ? (
        <EmptyState title="У вас пока нет страховых полисов">
          <p>Полисы появятся здесь, когда автомобиль по договору лизинга будет застрахован.</p>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState
          title="Таких полисов нет"
          action={
            <Button
              variant="secondary"
              onClick={() =>
                setSearch(new URLSearchParams(searchWith(search, { type: "", status: "" })), {
                  preventScrollReset: true,
                })
              }
            >
              Сбросить фильтры
            </Button>
          }
        >
          <p>Измените вид или статус полиса.</p>
        </EmptyState>
      ) : (
        byVehicle(items).map((group) => (
          <section key={group.contractCode} className={styles.group} aria-labelledby={`policies-${group.contractCode}`}>
            <h2 id={`policies-${group.contractCode}`} className={styles.groupTitle}>
              {group.vehicle.title}
            </h2>
            <p className={styles.groupMeta}>
              {group.vehicle.regNumber ?? "без госномера"} · VIN <span className={ui.mono}>{group.vehicle.vin}</span> ·{" "}
              <Link to={`/account/contracts/${group.contractCode}?tab=insurance`}>
                договор № {group.contractNumber}
              </Link>
            </p>
            <ul className={styles.cards}>
              {group.policies.map((p) => (
                <PolicyCard key={p.uuid} policy={p} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function PolicyCard({ policy: p }: { policy: PolicyItem }) {
  const left = daysBetween(todayInMoscow(), p.dateTo);
  return (
    <li className={styles.card} data-status={p.status}>
      <div className={styles.cardHead}>
        <span className={styles.type}>{p.typeTitle}</span>
        <Badge tone={STATUS_TONES[p.status]}>{p.statusTitle}</Badge>
      </div>
      <p className={styles.number}>№ {p.number}</p>
      <p className={styles.insurer}>{p.insurer}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Срок</dt>
          <dd>
            {formatDate(p.dateFrom)} — {formatDate(p.dateTo)}
            {p.status === "expiring" && left >= 0 ? (
              <span className={styles.left}> · осталось {countOf(left, ["день", "дня", "дней"])}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Страховая сумма</dt>
          <dd>
            <Money value={p.sumInsured} />
            {p.deductible > 0 ? (
              <span className={ui.muted}>
                {" "}
                · франшиза <Money value={p.deductible} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Премия</dt>
          <dd>
            <Money value={p.premium} />{" "}
            <span className={ui.muted}>· {p.paidBy === "lessor" ? "платит лизингодатель" : "платите вы"}</span>
          </dd>
        </div>
      </dl>
      <a href={p.downloadUrl} download className={styles.download}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        Скачать PDF
        <span className="visually-hidden">
          : {p.typeTitle} № {p.number}
        </span>
      </a>
    </li>
  );
}

function Summary({ items }: { items: readonly PolicyItem[] }) {
  const active = items.filter((p) => p.status !== "expired");
  const expiring = items.filter((p) => p.status === "expiring");
  const premium = active.filter((p) => p.paidBy === "client").reduce((sum, p) => sum + p.premium, 0);
  return (
    <div className={ui.stats}>
      <div className={ui.stat}>
        <p className={ui.statLabel}>Действующих полисов</p>
        <p className={ui.statValue}>{active.length}</p>
      </div>
      <div className={`${ui.stat} ${expiring.length > 0 ? styles.warnStat : ""}`}>
        <p className={ui.statLabel}>Скоро закончатся</p>
        <p className={ui.statValue}>{expiring.length}</p>
        {expiring.length > 0 ? <p className={ui.statNote}>оформите новый полис заранее</p> : null}
      </div>
      <div className={ui.stat}>
        <p className={ui.statLabel}>Премии, которые платите вы</p>
        <p className={ui.statValue}>
          <Money value={premium} />
        </p>
      </div>
    </div>
  );
}
