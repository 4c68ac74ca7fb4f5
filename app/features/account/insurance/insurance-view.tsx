import { Link } from "react-router";
import { z } from "zod";
import { daysBetween, moscowDate } from "../../../../core/calendar-dates.ts";
import { countOf } from "../../../lib/quantity-format";
import { Badge, type Tone } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CardGrid } from "../../../ui/card-grid";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { CardGridSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Stat, Stats } from "../../../ui/stat";
import { Text } from "../../../ui/text";
import { FilterBar, FilterSelect } from "../list-filters/filter-bar";
import { FilteredList, selectedQuery } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import styles from "./insurance.module.css";
import { type PolicyItem, policyPdfUrl, useInsuranceListQuery } from "./insurance-api";

const STATUS_TONES: Record<PolicyItem["status"], Tone> = { active: "success", expiring: "warning", expired: "neutral" };
const ACCENTS = { active: "success", expiring: "warning", expired: "neutral" } as const;
const MAX_PDF_POLICIES = 20;
const POLICY_TYPES = { kasko: "КАСКО", osago: "ОСАГО" };
const POLICY_STATUSES = { active: "Действует", expiring: "Скоро закончится", expired: "Закончился" };

/**
 * The profile has a few policies, all in one answer, so the browser filters them; the address holds the filters
 * all the same. A value no policy has (an old link) simply matches nothing.
 */
const InsuranceFiltersSchema = z.object({ type: z.string().optional(), status: z.string().optional() });

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
  const filters = useListFilters(InsuranceFiltersSchema, ["type", "status"]);
  const { type, status } = filters.request.filters;
  const query = useInsuranceListQuery();
  const list = selectedQuery(query, (all) => ({
    items: all.filter((p) => (!type || p.type === type) && (!status || p.status === status)),
  }));
  const shown = list.data?.items ?? [];

  return (
    <Stack>
      <PageHeader
        title="Страхование"
        lead={<p>Полисы КАСКО и ОСАГО по автомобилям в лизинге: сроки, суммы, скачать полис в PDF.</p>}
        actions={
          shown.length > 1 ? (
            <ButtonLink
              to={policyPdfUrl(shown.slice(0, MAX_PDF_POLICIES).map((p) => p.id))}
              reloadDocument
              download
              size="sm"
              variant="secondary"
            >
              Скачать {shown.length > MAX_PDF_POLICIES ? `первые ${MAX_PDF_POLICIES}` : "все показанные"} одним PDF
            </ButtonLink>
          ) : null
        }
      />

      {query.data ? <Summary items={query.data} /> : null}

      <FilterBar filters={filters} label="Фильтры полисов">
        <FilterSelect filters={filters} name="type" label="Вид" placeholder="Все" options={POLICY_TYPES} />
        <FilterSelect filters={filters} name="status" label="Статус" placeholder="Любой" options={POLICY_STATUSES} />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={list}
        errorTitle="Не удалось загрузить полисы"
        loading={<CardGridSkeleton label="Загружаем полисы…" min="19rem" height="13rem" />}
        noMatch={{ title: "Таких полисов нет", text: <p>Измените вид или статус полиса.</p> }}
        empty={
          <EmptyState title="У вас пока нет страховых полисов">
            <p>Полисы появятся здесь, когда автомобиль по договору лизинга будет застрахован.</p>
          </EmptyState>
        }
        countForms={["полис", "полиса", "полисов"]}
      >
        {({ items }) => (
          <Stack>
            {byVehicle(items).map((group) => (
              <section
                key={group.contractCode}
                className={styles.group}
                aria-labelledby={`policies-${group.contractCode}`}
              >
                <h2 id={`policies-${group.contractCode}`} className={styles.groupTitle}>
                  {group.vehicle.title}
                </h2>
                <Text as="p" muted small className={styles.groupMeta}>
                  {group.vehicle.regNumber ?? "без госномера"} · VIN <Text mono>{group.vehicle.vin}</Text> ·{" "}
                  <Link to={`/account/contracts/${group.contractCode}/insurance`}>
                    договор № {group.contractNumber}
                  </Link>
                </Text>
                <CardGrid min="19rem">
                  {group.policies.map((p) => (
                    <PolicyCard key={p.uuid} policy={p} />
                  ))}
                </CardGrid>
              </section>
            ))}
          </Stack>
        )}
      </FilteredList>
    </Stack>
  );
}

function PolicyCard({ policy: p }: { policy: PolicyItem }) {
  const left = daysBetween(moscowDate(), p.dateTo);
  return (
    <Card as="li" compact accent={ACCENTS[p.status]}>
      <div className={styles.cardHead}>
        <Text caps>{p.typeTitle}</Text>
        <Badge tone={STATUS_TONES[p.status]}>{p.statusTitle}</Badge>
      </div>
      <p className={styles.number}>№ {p.number}</p>
      <Text as="p" muted small>
        {p.insurer}
      </Text>
      <Facts
        columns={1}
        items={[
          [
            "Срок",
            <>
              {formatDate(p.dateFrom)} — {formatDate(p.dateTo)}
              {p.status === "expiring" && left >= 0 ? (
                <span className={styles.left}> · осталось {countOf(left, ["день", "дня", "дней"])}</span>
              ) : null}
            </>,
          ],
          [
            "Страховая сумма",
            <>
              <Money value={p.sumInsured} />
              {p.deductible > 0 ? (
                <Text muted>
                  {" "}
                  · франшиза <Money value={p.deductible} />
                </Text>
              ) : null}
            </>,
          ],
          [
            "Премия",
            <>
              <Money value={p.premium} />{" "}
              <Text muted>· {p.paidBy === "lessor" ? "платит лизингодатель" : "платите вы"}</Text>
            </>,
          ],
        ]}
      />
      <ButtonLink to={p.downloadUrl} reloadDocument download size="sm" variant="secondary" className={styles.download}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        Скачать PDF
        <span className="visually-hidden">
          : {p.typeTitle} № {p.number}
        </span>
      </ButtonLink>
    </Card>
  );
}

function Summary({ items }: { items: readonly PolicyItem[] }) {
  const active = items.filter((p) => p.status !== "expired");
  const expiring = items.filter((p) => p.status === "expiring");
  const premium = active.filter((p) => p.paidBy === "client").reduce((sum, p) => sum + p.premium, 0);
  return (
    <Stats>
      <Stat label="Действующих полисов" value={active.length} />
      <Stat
        label="Скоро закончатся"
        value={expiring.length}
        tone={expiring.length > 0 ? "warning" : undefined}
        note={expiring.length > 0 ? "оформите новый полис заранее" : undefined}
      />
      <Stat label="Премии, которые платите вы" value={<Money value={premium} />} />
    </Stats>
  );
}
