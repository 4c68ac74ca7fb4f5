import { useSearchParams } from "react-router";
import {
  type ReschedulingContract,
  ReschedulingFiltersSchema,
  type ReschedulingPageResponse,
} from "../../../../contract/lk-rescheduling.ts";
import { Badge } from "../../../ui/badge";
import { ButtonLink } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { ContractLink } from "../contracts/contract-link";
import { CONTRACT_STATUS_TONES, DEFAULT_STATUSES, DEFAULT_VEHICLE_TYPES } from "../contracts/contract-status";
import { FilterBar, FilterSelect, SearchField } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { searchWith } from "../lk/list-params";
import { formatDate } from "../lk/lk-format";
import { ContractChangeView } from "./contract-change";
import { RequestsCard } from "./requests-card";
import styles from "./rescheduling.module.css";
import { useReschedulingPageQuery } from "./rescheduling-api";

const FILTER_KEYS = ["status", "vehicleType", "search"] as const;

/** What the list asks `rescheduling/` for at an address, as the screen reads it (its route's loader too). */
export function reschedulingListSearch(search: URLSearchParams) {
  return readListSearch(search, ReschedulingFiltersSchema, FILTER_KEYS);
}

/**
 * `/account/rescheduling`: the profile's requests and its contracts (filters status, vehicle type, number or VIN in
 * the address), each with «Изменить график» or the reason it cannot be changed now. `?contract=<code>` opens the
 * change of that contract (and its early payoff) instead; `?option=` is the option chosen there.
 */
export function ReschedulingView() {
  const [search] = useSearchParams();
  const contract = search.get("contract");
  if (contract) return <ContractChangeView key={contract} contractCode={contract} />;
  return <ReschedulingList />;
}

function ReschedulingList() {
  const filters = useListFilters(ReschedulingFiltersSchema, FILTER_KEYS);
  const query = useReschedulingPageQuery({ filters: filters.request.filters }, { skip: filters.filterError !== null });
  const page = query.currentData ?? query.data;

  return (
    <Stack>
      <PageHeader
        title="Реструктуризация"
        lead={
          <p>
            Измените график платежей письменно: рассчитайте платёжные каникулы, сниженные платежи, увеличение срока или
            сезонный график и отправьте заявку. Решение придёт в обращение по заявке.
          </p>
        }
      />

      {/* The requests come with the page whatever the filters; while it loads, the list below shows the state. */}
      {page ? (
        <RequestsCard requests={page.requests} title="Ваши заявки" titleId="rescheduling-requests-title" />
      ) : null}

      <section aria-labelledby="rescheduling-contracts-title" className={styles.section}>
        <h2 id="rescheduling-contracts-title" className={styles.sectionTitle}>
          Договоры
        </h2>
        <FilterBar filters={filters} label="Фильтры договоров">
          <SearchField
            filters={filters}
            label="Номер договора, VIN или госномер"
            placeholder="Например, ЛА-2025/04812"
          />
          <FilterSelect
            filters={filters}
            name="status"
            label="Статус"
            placeholder="Все"
            options={page?.statuses ?? DEFAULT_STATUSES}
          />
          <FilterSelect
            filters={filters}
            name="vehicleType"
            label="Тип техники"
            placeholder="Любой"
            options={page?.vehicleTypes ?? DEFAULT_VEHICLE_TYPES}
          />
        </FilterBar>

        <FilteredList
          filters={filters}
          query={query}
          errorTitle="Не удалось загрузить договоры"
          loading={<TableSkeleton label="Загружаем договоры…" />}
          noMatch={{
            title: "По этим условиям договоров нет",
            text: <p>Измените фильтры или проверьте номер договора и VIN.</p>,
          }}
          empty={
            <EmptyState title="У вас пока нет договоров лизинга">
              <p>Изменить график можно по действующему договору, когда он будет подписан.</p>
            </EmptyState>
          }
          countForms={["договор", "договора", "договоров"]}
        >
          {(data) => <ContractsTable page={data} />}
        </FilteredList>
      </section>
    </Stack>
  );
}

function ContractsTable({ page }: { page: ReschedulingPageResponse }) {
  const [search] = useSearchParams();
  return (
    <Table
      framed
      caption="Договоры и возможность изменить график"
      captionHidden
      columns={[
        {
          key: "number",
          header: "Договор",
          cell: (c) => (
            <Cell
              main={<ContractLink code={c.code} number={c.number} className={styles.nowrap} />}
              sub={`${c.vehicle.title}, до ${formatDate(c.endDate)}`}
            />
          ),
        },
        {
          key: "status",
          header: "Статус",
          cell: (c) => <Badge tone={CONTRACT_STATUS_TONES[c.status]}>{c.statusTitle}</Badge>,
        },
        {
          key: "remaining",
          header: "Осталось выплатить",
          align: "end",
          cell: (c) => (
            <Cell
              main={<Money value={c.remaining} kopecks />}
              sub={c.remainingPayments > 0 ? `${c.remainingPayments} плат. по графику` : undefined}
              danger={
                c.overdue > 0 ? (
                  <>
                    просрочено <Money value={c.overdue} kopecks />
                  </>
                ) : undefined
              }
            />
          ),
        },
        {
          key: "action",
          header: "Изменение графика",
          cell: (c) => <ChangeCell contract={c} href={searchWith(search, { contract: c.code, option: null })} />,
        },
      ]}
      rows={page.items}
      rowKey={(c) => c.code}
    />
  );
}

function ChangeCell({ contract, href }: { contract: ReschedulingContract; href: string }) {
  if (contract.canReschedule) {
    return (
      <ButtonLink to={href} size="sm" aria-label={`Изменить график по договору № ${contract.number}`}>
        Изменить график
      </ButtonLink>
    );
  }
  return (
    <div className={styles.reason}>
      <Text small muted>
        {contract.reason ?? "Изменить график сейчас нельзя"}
      </Text>
      {/* Early payoff stays open for a contract under review or overdue; only a finished one has nothing to buy out. */}
      {contract.status !== "finished" ? (
        <ButtonLink to={href} size="sm" variant="ghost" aria-label={`Подробнее о договоре № ${contract.number}`}>
          Подробнее
        </ButtonLink>
      ) : null}
    </div>
  );
}
