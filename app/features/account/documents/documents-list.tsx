import { useState } from "react";
import {
  DOCUMENT_KIND_TITLES,
  DOCUMENTS_ZIP_MAX,
  type DocumentItem,
  DocumentsFiltersSchema,
} from "../../../../contract/lk-accounting.ts";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { formatDate } from "../lk/lk-format";
import { useTicketContractOptionsQuery } from "../tickets/tickets-api";
import styles from "./documents.module.css";
import { documentsZipUrl, useDocumentsListQuery } from "./documents-api";
import { OrderOriginalsDialog } from "./order-originals-dialog";

const FILTER_KEYS = ["kind", "contractCode", "dateFrom", "dateTo"] as const;
const DOCUMENTS = ["документ", "документа", "документов"] as const;

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
  // Ticked documents by id, with what the bar needs to name them when their page is not shown.
  const [checked, setChecked] = useState<ReadonlyMap<string, DocumentItem>>(new Map());
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);

  const toggle = (doc: DocumentItem, on: boolean) =>
    setChecked((prev) => {
      const next = new Map(prev);
      if (on && next.size < DOCUMENTS_ZIP_MAX) next.set(doc.id, doc);
      else next.delete(doc.id);
      return next;
    });
  const toggleAll = (docs: readonly DocumentItem[], on: boolean) =>
    setChecked((prev) => {
      const next = new Map(prev);
      for (const doc of docs) {
        if (!on) next.delete(doc.id);
        else if (next.size < DOCUMENTS_ZIP_MAX) next.set(doc.id, doc);
      }
      return next;
    });
  const ids = [...checked.keys()];

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

      <section className={styles.selection} aria-label="Отмеченные документы">
        <p role="status" className={styles.selectionCount}>
          {ids.length > 0 ? `Отмечено: ${countOf(ids.length, DOCUMENTS)}` : "Отметьте документы в списке"}
          {ids.length >= DOCUMENTS_ZIP_MAX ? (
            <Text muted small>
              {" "}
              — не больше {DOCUMENTS_ZIP_MAX} в одном архиве
            </Text>
          ) : null}
        </p>
        <div className={styles.selectionActions}>
          {ids.length > 0 ? (
            <ButtonLink to={documentsZipUrl(ids)} reloadDocument download size="sm">
              Скачать выбранные (ZIP)
            </ButtonLink>
          ) : (
            <Button size="sm" disabled>
              Скачать выбранные (ZIP)
            </Button>
          )}
          {canOrder ? (
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
          ) : null}
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
        errorTitle="Не удалось загрузить документы"
        loading={<BlockSkeleton label="Загружаем документы…" lines={6} />}
        noMatch={{ title: "Таких документов нет" }}
        empty={
          <EmptyState title="Документов пока нет">
            <p>Договоры, графики, счета и акты появятся здесь, как только будут оформлены.</p>
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
                  onChange={(event) => toggleAll(page.items, event.currentTarget.checked)}
                />
                Отметить все на странице
              </label>
              <ul className={styles.list} aria-label="Документы">
                {page.items.map((doc) => (
                  <DocumentRow
                    key={doc.id}
                    doc={doc}
                    checked={checked.has(doc.id)}
                    disabled={!checked.has(doc.id) && checked.size >= DOCUMENTS_ZIP_MAX}
                    onToggle={(on) => toggle(doc, on)}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </FilteredList>

      <OrderOriginalsDialog
        open={canOrder && ordering}
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

function DocumentRow({
  doc,
  checked,
  disabled,
  onToggle,
}: {
  doc: DocumentItem;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const inputId = `doc-${doc.id.replace(":", "-")}`;
  return (
    <li className={styles.item} data-checked={checked || undefined}>
      <input
        id={inputId}
        type="checkbox"
        className={styles.check}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        aria-label={`Отметить: ${doc.title}`}
      />
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
