import { DOCUMENT_KIND_TITLES, type DocumentItem, DocumentsFiltersSchema } from "../../../../contract/lk-accounting.ts";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { useAccountSession } from "../account-session";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { readListSearch } from "../list-filters/list-search";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import { useTicketContractOptionsQuery } from "../tickets/tickets-api";
import {
  CheckAllOnPage,
  type CheckedDocuments,
  CheckedDocumentsBar,
  DOCUMENT_FORMS,
  DocumentCheckbox,
  useCheckedDocuments,
} from "./checked-documents";
import styles from "./documents.module.css";
import { documentsZipUrl, useDocumentsListQuery } from "./documents-api";

const FILTER_KEYS = ["kind", "contractCode", "dateFrom", "dateTo"] as const;

/** What the list asks `documents/list/` for at an address, as the screen reads it (its route's loader too). */
export function documentsListSearch(search: URLSearchParams) {
  return readListSearch(search, DocumentsFiltersSchema, FILTER_KEYS);
}

/**
 * Every document of the active profile across its contracts (`documents/list/`: contracts, schedules, acts,
 * invoices, bills, policies, reconciliation acts, the client's uploads), filtered by kind, contract and period in
 * the address. The client ticks documents (`checkedDocs`, kept across pages and filters) and downloads them as one
 * ZIP or orders their originals.
 */
export function DocumentsList() {
  const filters = useListFilters(DocumentsFiltersSchema, FILTER_KEYS);
  const query = useDocumentsListQuery(filters.request, { skip: filters.filterError !== null });
  // A colleague may hold «Документы» without «Договоры» or «Бухгалтерия» (ADR 031): the contract filter and the
  // order of originals (an accounting request) are offered only with those rights.
  const { rights } = useAccountSession();
  const canOrder = rights.includes("accounting");
  const contracts = useTicketContractOptionsQuery(undefined, { skip: !rights.includes("contracts") });
  const list = query.currentData ?? query.data;
  const selection = useCheckedDocuments();

  return (
    <Stack>
      <PageHeader
        title="Документы"
        lead={
          <p>
            Все документы по вашим договорам: договоры и графики, счета, счета-фактуры, акты, полисы и акты сверки.
            Отметьте нужные, чтобы скачать их одним архивом или заказать оригиналы.
          </p>
        }
      />

      <FilterBar filters={filters} label="Фильтры документов">
        <FilterSelect
          filters={filters}
          name="kind"
          label="Вид документа"
          placeholder="Все"
          options={list?.kinds ?? DOCUMENT_KIND_TITLES}
        />
        {rights.includes("contracts") ? (
          <FilterSelect
            filters={filters}
            name="contractCode"
            label="Договор"
            placeholder="Все"
            options={contracts.data ?? []}
          />
        ) : null}
        <PeriodFields filters={filters} fromLabel="Дата с" />
      </FilterBar>

      <CheckedDocumentsBar selection={selection} zipUrl={documentsZipUrl} canOrder={canOrder} />

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить документы"
        loading={<BlockSkeleton label="Загружаем документы…" lines={6} />}
        noMatch={{ title: "Таких документов нет" }}
        empty={
          <EmptyState title="Документов пока нет">
            <p>Договоры, графики, счета и акты появятся здесь, как только будут оформлены.</p>
          </EmptyState>
        }
        countForms={DOCUMENT_FORMS}
      >
        {(page) => (
          <>
            <CheckAllOnPage items={page.items} selection={selection} />
            <ul className={styles.list} aria-label="Документы">
              {page.items.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} selection={selection} />
              ))}
            </ul>
          </>
        )}
      </FilteredList>
    </Stack>
  );
}

function DocumentRow({ doc, selection }: { doc: DocumentItem; selection: CheckedDocuments }) {
  return (
    <li className={styles.item} data-checked={selection.has(doc) || undefined}>
      <DocumentCheckbox doc={doc} selection={selection} className={styles.itemCheck} />
      <div className={styles.itemBody}>
        <a href={doc.url} download={doc.fileName} className={styles.itemTitle}>
          {doc.title}
        </a>
        <p className={styles.itemMeta}>
          <span>{doc.kindTitle}</span>
          <span>от {formatDate(doc.date)}</span>
          {doc.contractNumber ? <span>договор № {doc.contractNumber}</span> : null}
        </p>
      </div>
    </li>
  );
}
