import { useState } from "react";
import { DOCUMENTS_ZIP_MAX, type DocumentItem } from "../../../../contract/lk-accounting.ts";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Text } from "../../../ui/text";
import styles from "./checked-documents.module.css";
import { OrderOriginalsDialog } from "./order-originals-dialog";

export const DOCUMENT_FORMS = ["документ", "документа", "документов"] as const;

/** The ticked documents (`checkedDocs`): kept by id across pages and filters, at most DOCUMENTS_ZIP_MAX. */
export function useCheckedDocuments() {
  const [checked, setChecked] = useState<ReadonlyMap<string, DocumentItem>>(new Map());
  const toggle = (docs: readonly DocumentItem[], on: boolean) =>
    setChecked((prev) => {
      const next = new Map(prev);
      for (const doc of docs) {
        if (!on) next.delete(doc.id);
        else if (next.size < DOCUMENTS_ZIP_MAX) next.set(doc.id, doc);
      }
      return next;
    });
  return {
    ids: [...checked.keys()],
    has: (doc: DocumentItem) => checked.has(doc.id),
    /** A box that is not ticked cannot be ticked once the limit is reached. */
    isFull: checked.size >= DOCUMENTS_ZIP_MAX,
    documents: [...checked.values()],
    toggle,
    clear: () => setChecked(new Map()),
  };
}
export type CheckedDocuments = ReturnType<typeof useCheckedDocuments>;

/**
 * The bar of the ticked documents — their count, «Скачать выбранные (ZIP)» (a plain download of `zipUrl(ids)`),
 * «Заказать оригиналы» (when `canOrder`: the order is an accounting request) and «Снять отметки» — with the order
 * dialog and its confirmation. It stays in view while the client scrolls the list.
 */
export function CheckedDocumentsBar({
  selection,
  zipUrl,
  canOrder,
}: {
  selection: CheckedDocuments;
  zipUrl: (ids: string[]) => string;
  canOrder: boolean;
}) {
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);
  const { ids } = selection;
  return (
    <>
      <section className={styles.selection} aria-label="Отмеченные документы">
        <p role="status" className={styles.selectionCount}>
          {ids.length > 0 ? `Отмечено: ${countOf(ids.length, DOCUMENT_FORMS)}` : "Отметьте документы в списке"}
          {selection.isFull ? (
            <Text muted small>
              {" "}
              — не больше {DOCUMENTS_ZIP_MAX} в одном архиве
            </Text>
          ) : null}
        </p>
        <div className={styles.selectionActions}>
          {ids.length > 0 ? (
            <ButtonLink to={zipUrl(ids)} reloadDocument download size="sm">
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
            <Button size="sm" variant="ghost" onClick={selection.clear}>
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

      <OrderOriginalsDialog
        open={canOrder && ordering}
        documents={selection.documents}
        onClose={() => setOrdering(false)}
        onOrdered={(message) => {
          setOrdering(false);
          setOrdered(message);
          selection.clear();
        }}
      />
    </>
  );
}

/** «Отметить все на странице»: ticked when every document of the page is. */
export function CheckAllOnPage({ items, selection }: { items: readonly DocumentItem[]; selection: CheckedDocuments }) {
  const allOnPage = items.length > 0 && items.every(selection.has);
  return (
    <label className={styles.checkAll}>
      <input
        type="checkbox"
        checked={allOnPage}
        onChange={(event) => selection.toggle(items, event.currentTarget.checked)}
      />
      Отметить все на странице
    </label>
  );
}

/** One document's box, disabled once the limit is reached unless it is ticked. */
export function DocumentCheckbox({
  doc,
  selection,
  className,
  id,
}: {
  doc: DocumentItem;
  selection: CheckedDocuments;
  className?: string;
  id?: string;
}) {
  const checked = selection.has(doc);
  return (
    <input
      id={id}
      type="checkbox"
      className={[styles.check, className].filter(Boolean).join(" ")}
      checked={checked}
      disabled={!checked && selection.isFull}
      onChange={(event) => selection.toggle([doc], event.currentTarget.checked)}
      aria-label={`Отметить: ${doc.title}`}
    />
  );
}
