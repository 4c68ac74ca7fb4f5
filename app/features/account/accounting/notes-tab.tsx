import { type FormEvent, useState } from "react";
import { NOTE_REPLY_MAX, type Note, NoteReplySchema, NotesFiltersSchema } from "../../../../contract/lk-accounting.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import { FilterBar, FilterSelect, PeriodFields } from "../list-filters/filter-bar";
import { FilteredList } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import { withUuids } from "../lk/client-uuid";
import { formatDate } from "../lk/lk-format";
import { TextAreaField } from "../tickets/text-area-field";
import styles from "./accounting.module.css";
import { useAccountingContractOptionsQuery, useAccountingNotesQuery, useReplyToNoteMutation } from "./accounting-api";
import { DEFAULT_NOTE_STATUSES, NOTE_STATUS_TONES } from "./accounting-meta";
import { ContractRef } from "./contract-ref";

const FILTER_KEYS = ["dateFrom", "dateTo", "contractCode", "status"] as const;

/**
 * «Письма» (`notes/`): the lessor's accounting letters — payment allocation notices and requests to clarify a
 * payment — each with the client's letters answering it; a clarification waiting for an answer has the reply form.
 * Items carry the client-generated uuid of SPEC.md §3 as their key.
 */
export function NotesTab() {
  const filters = useListFilters(NotesFiltersSchema, FILTER_KEYS);
  const query = useAccountingNotesQuery(filters.request, { skip: filters.filterError !== null });
  const contracts = useAccountingContractOptionsQuery();
  const data = query.currentData ?? query.data;
  return (
    <Stack gap={5}>
      {data && data.openCnt > 0 ? (
        <Alert tone="warning" title="Бухгалтерия ждёт вашего ответа">
          <p>
            {countOf(data.openCnt, ["запрос", "запроса", "запросов"])} на уточнение платежа. Ответьте письмом прямо в
            запросе — так платёж зачтут быстрее.
          </p>
        </Alert>
      ) : null}
      <FilterBar filters={filters} label="Фильтры писем">
        <PeriodFields filters={filters} fromLabel="Письма с" />
        <FilterSelect
          filters={filters}
          name="contractCode"
          label="Договор"
          placeholder="Все"
          options={contracts.data ?? []}
        />
        <FilterSelect
          filters={filters}
          name="status"
          label="Статус"
          placeholder="Все"
          options={data?.statuses ?? DEFAULT_NOTE_STATUSES}
        />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить письма"
        loading={<BlockSkeleton label="Загружаем письма…" lines={6} />}
        noMatch={{ title: "Таких писем нет" }}
        empty={
          <EmptyState title="Писем от бухгалтерии пока нет">
            <p>Здесь появятся уведомления о зачёте платежей и запросы на уточнение их назначения.</p>
          </EmptyState>
        }
        countForms={["письмо", "письма", "писем"]}
      >
        {(list) => (
          <ul className={styles.notes} aria-label="Письма бухгалтерии">
            {withUuids("accounting-note", list.items).map((note) => (
              <NoteItem key={note.uuid} note={note} />
            ))}
          </ul>
        )}
      </FilteredList>
    </Stack>
  );
}

function NoteItem({ note }: { note: Note }) {
  // Kept across the refetch the reply causes: the item's key is its uuid, stable for the same note.
  const [sent, setSent] = useState<string | null>(null);
  return (
    <li className={styles.note} data-open={note.canReply || undefined}>
      <div className={styles.noteHead}>
        <h2 className={styles.noteTitle}>{note.title}</h2>
        <Badge tone={NOTE_STATUS_TONES[note.status]}>{note.statusTitle}</Badge>
      </div>
      <p className={styles.noteMeta}>
        <span>№ {note.number}</span>
        <span>от {formatDate(note.date)}</span>
        <span>{note.kindTitle}</span>
        {note.contractCode && note.contractNumber ? (
          <span>
            <ContractRef code={note.contractCode} number={note.contractNumber} named />
          </span>
        ) : null}
      </p>
      <p className={styles.noteText}>{note.text}</p>
      {note.replies.length > 0 ? (
        <ul className={styles.replies} aria-label={`Ваши ответы на письмо № ${note.number}`}>
          {note.replies.map((r) => (
            <li key={r.number} className={styles.reply}>
              <Text as="p" small muted>
                Письмо № {r.number} от {formatDate(r.date)}, {r.authorName}
              </Text>
              <p className={styles.noteText}>{r.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {sent ? (
        <Alert tone="success" title="Письмо отправлено">
          <p>Письмо № {sent} передано в бухгалтерию. Ответ придёт сюда и на почту.</p>
        </Alert>
      ) : note.canReply ? (
        <ReplyForm note={note} onSent={setSent} />
      ) : null}
    </li>
  );
}

/** The client's letter answering a clarification: checked by the contract's schema first, then by the server. */
function ReplyForm({ note, onSent }: { note: Note; onSent: (number: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading, error: failure }] = useReplyToNoteMutation();

  if (!open) {
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Ответить письмом
        </Button>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const parsed = NoteReplySchema.safeParse({ noteId: note.id, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Напишите ответ");
      return;
    }
    setError(null);
    try {
      const { note: answered } = await reply(parsed.data).unwrap();
      const last = answered.replies[answered.replies.length - 1];
      onSent(last?.number ?? answered.number);
    } catch (caught) {
      const fields = apiFieldErrors(caught);
      if (fields.text) setError(fields.text);
    }
  }

  return (
    <form className={styles.replyForm} onSubmit={onSubmit} noValidate aria-label={`Ответ на письмо № ${note.number}`}>
      <TextAreaField
        label="Ваш ответ"
        value={text}
        maxLength={NOTE_REPLY_MAX}
        rows={5}
        required
        error={error ?? undefined}
        hint="Например, номер и дату платёжного поручения и за что был платёж."
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {failure && !error ? (
        <Alert tone="error">
          <p>{apiErrorMessage(failure)}</p>
        </Alert>
      ) : null}
      <div className={styles.rowActions}>
        <Button type="submit" size="sm" aria-disabled={isLoading || undefined}>
          {isLoading ? "Отправляем…" : "Отправить ответ"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
