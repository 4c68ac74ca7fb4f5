import {
  ACCOUNTING_DOCUMENT_KINDS,
  DOCUMENT_KIND_TITLES,
  DocumentsFiltersSchema,
} from "../../../../contract/lk-accounting.ts";
import { EmptyState } from "../../../ui/empty-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Table } from "../../../ui/table";
import {
  CheckAllOnPage,
  CheckedDocumentsBar,
  DOCUMENT_FORMS,
  DocumentCheckbox,
  useCheckedDocuments,
} from "../documents/checked-documents";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import styles from "./accounting.module.css";
import { reportsZipUrl, useAccountingContractOptionsQuery, useAccountingReportsQuery } from "./accounting-api";

const FILTER_KEYS = ["dateFrom", "dateTo", "contractCode", "kind"] as const;
const KIND_OPTIONS = ACCOUNTING_DOCUMENT_KINDS.map((code) => ({ code, title: DOCUMENT_KIND_TITLES[code] }));

/**
 * «Отчёты» (`reports/`): the accounting documents — bills, invoices, signed reconciliation acts — with checkboxes.
 * The ticked ones (`checkedDocs`, kept across pages and filters, at most 50) download as one ZIP
 * (`download/reports/`) or go into an order of originals (`duplicates/request/` with `documents`).
 */
export function ReportsTab() {
  const filters = useListFilters(DocumentsFiltersSchema, FILTER_KEYS);
  const query = useAccountingReportsQuery(filters.request, { skip: filters.filterError !== null });
  const contracts = useAccountingContractOptionsQuery();
  const selection = useCheckedDocuments();

  return (
    <Stack gap={5}>
      <FilterBar filters={filters} label="Фильтры отчётов">
        <PeriodFields filters={filters} fromLabel="Дата с" />
        <FilterSelect
          filters={filters}
          name="contractCode"
          label="Договор"
          placeholder="Все"
          options={contracts.data ?? []}
        />
        <FilterSelect filters={filters} name="kind" label="Вид документа" placeholder="Все" options={KIND_OPTIONS} />
      </FilterBar>

      <CheckedDocumentsBar selection={selection} zipUrl={reportsZipUrl} canOrder />

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить отчёты"
        loading={<TableSkeleton label="Загружаем отчёты…" />}
        noMatch={{ title: "Таких документов нет" }}
        empty={
          <EmptyState title="Бухгалтерских документов пока нет">
            <p>Счета, счета-фактуры и подписанные акты сверки появятся здесь, как только будут выставлены.</p>
          </EmptyState>
        }
        countForms={DOCUMENT_FORMS}
      >
        {(page) => (
          <>
            <CheckAllOnPage items={page.items} selection={selection} />
            <Table
              caption="Бухгалтерские документы"
              captionHidden
              framed
              rows={page.items}
              rowKey={(d) => d.id}
              columns={[
                {
                  key: "check",
                  header: "Отметка",
                  cell: (d) => <DocumentCheckbox doc={d} selection={selection} />,
                },
                {
                  key: "title",
                  header: "Документ",
                  cell: (d) => (
                    <a href={d.url} download={d.fileName} className={styles.download}>
                      {d.title}
                    </a>
                  ),
                },
                { key: "kind", header: "Вид", cell: (d) => d.kindTitle },
                { key: "date", header: "Дата", cell: (d) => formatDate(d.date) },
                {
                  key: "contract",
                  header: "Договор",
                  cell: (d) => (d.contractNumber ? `№ ${d.contractNumber}` : "—"),
                },
              ]}
            />
          </>
        )}
      </FilteredList>
    </Stack>
  );
}
