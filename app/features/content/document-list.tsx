import type { DocumentFile } from "../../../contract/content.ts";
import { formatFileSize } from "../../lib/quantity-format";
import { Text } from "../../ui/text";
import styles from "./document-list.module.css";
import { formatDate, isoDate } from "./format";

/**
 * Stored documents (generated PDFs) with download links to `/api/documents/?url=…`: plain links, so they work
 * without JS and the file comes from our own host only.
 */
export function DocumentList<T extends DocumentFile>({
  documents,
  extra,
}: {
  documents: readonly T[];
  /** A line of meta data before the date (the group and year of an investor document). */
  extra?: (doc: T) => string;
}) {
  return (
    <ul className={styles.list}>
      {documents.map((doc) => (
        <li key={doc.id} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            PDF
          </span>
          <div className={styles.body}>
            <a href={doc.url} className={styles.title} download={doc.fileName} type={doc.mimeType}>
              {doc.title}
              <span className="visually-hidden"> (PDF, {formatFileSize(doc.size)})</span>
            </a>
            {doc.description ? (
              <Text as="p" muted small className={styles.description}>
                {doc.description}
              </Text>
            ) : null}
            <p className={styles.meta}>
              {extra ? <span>{extra(doc)}</span> : null}
              <time dateTime={isoDate(doc.date)}>{formatDate(doc.date)}</time>
              <span aria-hidden="true">PDF, {formatFileSize(doc.size)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
