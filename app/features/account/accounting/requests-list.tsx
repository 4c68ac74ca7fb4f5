import type { AccountingRequest } from "../../../../contract/lk-accounting.ts";
import { Badge } from "../../../ui/badge";
import { EmptyState } from "../../../ui/empty-state";
import { QueryState } from "../../../ui/query-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Cell, Table } from "../../../ui/table";
import { useAccountSession } from "../account-session";
import { formatMoment } from "../lk/lk-format";
import styles from "./accounting.module.css";
import { useAccountingRequestsQuery } from "./accounting-api";
import { REQUEST_STATUS_TONES } from "./accounting-meta";

/** The signed act among the documents: one file of `documents/file/`. */
const documentUrl = (id: string) => `/apilk/documents/file/?id=${encodeURIComponent(id)}`;

/** The tracked requests of one kind (`requests/`), newest first, with their status and, once signed, the act. */
export function RequestsList({ kind, title }: { kind: AccountingRequest["kind"]; title: string }) {
  const query = useAccountingRequestsQuery();
  // The signed act is a file of «Документы»: its link only for those with that right (ADR 031).
  const canDownload = useAccountSession().rights.includes("documents");
  return (
    <section aria-labelledby={`requests-${kind}`} className={styles.section}>
      <h2 id={`requests-${kind}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить заявки"
        loading={<TableSkeleton label="Загружаем заявки…" rows={3} />}
        isEmpty={(data) => !data.items.some((r) => r.kind === kind)}
        empty={
          <EmptyState title="Заявок пока нет">
            <p>Отправленная заявка появится здесь со своим статусом.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <Table
            caption={title}
            captionHidden
            framed
            rows={data.items.filter((r) => r.kind === kind)}
            rowKey={(r) => r.number}
            columns={[
              {
                key: "number",
                header: "Заявка",
                cell: (r) => <Cell main={`№ ${r.number}`} sub={formatMoment(r.createdAt)} />,
              },
              { key: "summary", header: "Что запрошено", cell: (r) => r.summary },
              {
                key: "status",
                header: "Статус",
                cell: (r) => <Badge tone={REQUEST_STATUS_TONES[r.status]}>{r.statusTitle}</Badge>,
              },
              {
                key: "document",
                header: "Документ",
                cell: (r) =>
                  r.documentId && canDownload ? (
                    <a href={documentUrl(r.documentId)} download className={styles.download}>
                      Скачать<span className="visually-hidden"> документ по заявке № {r.number}</span>
                    </a>
                  ) : (
                    "—"
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
