import { useState } from "react";
import {
  ACCOUNTING_DOCUMENT_KINDS,
  DOCUMENT_KIND_TITLES,
  DOCUMENTS_ZIP_MAX,
  type DocumentItem,
  DocumentsFiltersSchema,
} from "../../../../contract/lk-accounting.ts";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Table } from "../../../ui/table";
import { OrderOriginalsDialog } from "../documents/order-originals-dialog";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import styles from "./accounting.module.css";
import { reportsZipUrl, useAccountingContractOptionsQuery, useAccountingReportsQuery } from "./accounting-api";

const FILTER_KEYS = ["dateFrom", "dateTo", "contractCode", "kind"] as const;
const DOCUMENTS = ["документ", "документа", "документов"] as const;
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
  const [checked, setChecked] = useState<ReadonlyMap<string, DocumentItem>>(new Map());
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);
  const ids = [...checked.keys()];

  const toggle = (docs: readonly DocumentItem[], on: boolean) =>
    setChecked((prev) => {
      const next = new Map(prev);
      for (const doc of docs) {
        if (!on) next.delete(doc.id);
        else if (next.size < DOCUMENTS_ZIP_MAX) next.set(doc.id, doc);
      }
      return next;
    });

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

      <section className={styles.selection} aria-label="Отмеченные документы">
        <p role="status" className={styles.selectionCount}>
          {ids.length > 0 ? `Отмечено: ${countOf(ids.length, DOCUMENTS)}` : "Отметьте документы в списке"}
          {ids.length >= DOCUMENTS_ZIP_MAX ? ` — не больше ${DOCUMENTS_ZIP_MAX} за раз` : null}
        </p>
        <div className={styles.rowActions}>
          {ids.length > 0 ? (
            <ButtonLink to={reportsZipUrl(ids)} reloadDocument download size="sm">
              Скачать выбранные (ZIP)
            </ButtonLink>
          ) : (
            <Button size="sm" disabled>
              Скачать выбранные (ZIP)
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={ids.length === 0}
            onClick={() => {
              setOrdered(null);
              setOrdering(true);
            }}
          >
            Заказать оригиналы
          </Button>
          {ids.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => setChecked(new Map())}>
              Снять отметки
            </Button>
          ) : null}
        </div>
      </section>

      {ordered ? (
        <Alert tone="success" title="Заявка принята">
          <p>{ordered}</p>
        </Alert>
      ) : null}

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
        countForms={DOCUMENTS}
      >
        {(page) => {
          const allOnPage = page.items.length > 0 && page.items.every((d) => checked.has(d.id));
          return (
            <>
              <label className={styles.checkAll}>
                <input
                  type="checkbox"
                  checked={allOnPage}
                  onChange={(event) => toggle(page.items, event.currentTarget.checked)}
                />
                Отметить все на странице
              </label>
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
                    cell: (d) => (
                      <input
                        type="checkbox"
                        className={styles.check}
                        checked={checked.has(d.id)}
                        disabled={!checked.has(d.id) && checked.size >= DOCUMENTS_ZIP_MAX}
                        onChange={(event) => toggle([d], event.currentTarget.checked)}
                        aria-label={`Отметить: ${d.title}`}
                      />
                    ),
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
          );
        }}
      </FilteredList>

      <OrderOriginalsDialog
        open={ordering}
        documents={[...checked.values()]}
        onClose={() => setOrdering(false)}
        onOrdered={(message) => {
          setOrdering(false);
          setOrdered(message);
          setChecked(new Map());
        }}
      />
    </Stack>
  );
}
