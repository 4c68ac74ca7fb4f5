import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { PAYOFF_COMMENT_MAX, type PayoffQuote, type PayoffRow } from "../../../../contract/lk-payoff.ts";
import { isIsoDate } from "../../../../core/calendar-dates.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { Field } from "../../../ui/field";
import fieldStyles from "../../../ui/field.module.css";
import { Money } from "../../../ui/money";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { formatDate, formatDateLong } from "../lk/lk-format";
import styles from "./payoff.module.css";
import { usePayoffQuoteQuery, useRequestPayoffMutation } from "./payoff-api";

/** Why a typed date gets no quote, said before asking the server. */
function dateProblem(value: string, min: string, max: string): string | null {
  if (value === "") return "Укажите дату выкупа";
  if (!isIsoDate(value)) return "Укажите дату выкупа в формате ДД.ММ.ГГГГ";
  if (value < min) return `Дата выкупа — не раньше ${formatDate(min)}`;
  if (value > max) return `Дата выкупа — не позже окончания договора, ${formatDate(max)}`;
  return null;
}

/**
 * «Досрочный выкуп» of one contract: a date from today to the contract's end, the sum to pay on it with each part,
 * its VAT and how it was obtained, the schedule rows it came from, the quote as a PDF, and a request to the lessor
 * (a ticket with the quote attached). Embedded in the contract's tab and in the rescheduling section.
 */
export function PayoffPanel({ contractCode }: { contractCode: string }) {
  const titleId = useId();
  /** The date asked for; undefined until the client picks one (the server quotes today then). */
  const [date, setDate] = useState<string | undefined>();
  /** What the date input holds, which may be half-typed or out of range. */
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const query = usePayoffQuoteQuery({ code: contractCode, date });
  const serverDateError = apiFieldErrors(query.error).date;
  const limits = query.data?.quote;

  function onDateChange(value: string) {
    setDraft(value);
    const problem = limits ? dateProblem(value, limits.dateMin, limits.dateMax) : null;
    setDraftError(problem);
    if (!problem) setDate(value);
  }

  const heading = (
    <h2 id={titleId} className={styles.title}>
      Досрочный выкуп
    </h2>
  );

  if (apiErrorStatus(query.error) === 409) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        {heading}
        <Alert tone="info" title="Договор уже завершён">
          <p>Досрочный выкуп не нужен: все платежи по договору внесены, автомобиль выкуплен.</p>
        </Alert>
      </section>
    );
  }

  // A date the server refused (the day changed since the limits came) stays in the field, with the last quote.
  const shownQuery = serverDateError ? { ...query, error: undefined } : query;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      {heading}
      <QueryState
        query={shownQuery}
        errorTitle="Не удалось рассчитать сумму выкупа"
        loading={<BlockSkeleton label="Рассчитываем сумму выкупа…" lines={8} />}
        notFound={
          <EmptyState title="Такого договора нет у выбранного профиля">
            <p>Возможно, вы переключились на другой профиль.</p>
          </EmptyState>
        }
      >
        {({ quote }, { stale }) => (
          <>
            <Text as="p" muted>
              Сумма, которую нужно заплатить, чтобы выкупить автомобиль по договору № {quote.contract.number} досрочно.
              Выберите дату оплаты — с {formatDate(quote.dateMin)} до окончания договора {formatDate(quote.dateMax)}.
            </Text>
            <div className={styles.dateRow}>
              <Field
                label="Дата выкупа"
                type="date"
                required
                min={quote.dateMin}
                max={quote.dateMax}
                value={draft ?? quote.date}
                onChange={(e) => onDateChange(e.currentTarget.value)}
                error={draftError ?? serverDateError}
                hint="Проценты начисляются по день оплаты"
              />
            </div>
            <Quote quote={quote} stale={stale || draftError !== null} />
            <RequestForm
              key={quote.date}
              quote={quote}
              contractCode={contractCode}
              blocked={stale || draftError !== null || serverDateError !== undefined}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

const rowTitle = (row: PayoffRow) =>
  row.kind === "advance" ? "Аванс" : row.kind === "buyout" ? "Выкуп" : `№ ${row.month}`;

function Quote({ quote, stale }: { quote: PayoffQuote; stale: boolean }) {
  return (
    <div className={stale ? `${styles.quote} ${styles.stale}` : styles.quote} aria-busy={stale || undefined}>
      <div className={styles.total}>
        <p className={styles.totalLabel}>К оплате {formatDateLong(quote.date)}</p>
        <p className={styles.totalValue} aria-live="polite">
          <Money value={quote.total} kopecks />
        </p>
        <Text as="p" small muted>
          в т. ч. НДС 22 % <Money value={quote.vat} kopecks /> · без НДС <Money value={quote.totalWithoutVat} kopecks />
        </Text>
      </div>
      <Table
        caption={`Из чего складывается сумма выкупа на ${formatDate(quote.date)}`}
        columns={[
          {
            key: "part",
            header: "Составляющая",
            cell: (c) => <Cell main={c.title} sub={c.explanation} />,
          },
          { key: "amount", header: "Сумма", align: "end", cell: (c) => <Money value={c.amount} kopecks /> },
          {
            key: "vat",
            header: "НДС",
            align: "end",
            cell: (c) => (c.code === "penalties" ? <Text small>не облагается</Text> : <Money value={c.vat} kopecks />),
          },
        ]}
        rows={quote.components}
        rowKey={(c) => c.code}
      />
      <details className={styles.rows}>
        <summary>Строки графика, из которых получена сумма ({quote.rows.length})</summary>
        <Table
          caption="Строки графика платежей в расчёте"
          captionHidden
          columns={[
            { key: "n", header: "Платёж", cell: (r) => rowTitle(r) },
            { key: "date", header: "Дата", cell: (r) => <Text nowrap>{formatDate(r.date)}</Text> },
            { key: "payment", header: "Сумма платежа", align: "end", cell: (r) => <Money value={r.payment} kopecks /> },
            {
              key: "principal",
              header: "Основной долг",
              align: "end",
              cell: (r) => <Money value={r.principal} kopecks />,
            },
            { key: "counted", header: "В расчёте", align: "end", cell: (r) => <Money value={r.counted} kopecks /> },
            {
              key: "role",
              header: "Основание",
              cell: (r) => (r.penaltyDays > 0 ? `${r.roleTitle}, ${r.penaltyDays} дн.` : r.roleTitle),
            },
          ]}
          rows={quote.rows}
          rowKey={(r) => `${r.kind}-${r.month}`}
          empty="Неоплаченных строк графика нет"
        />
      </details>
      <Text as="p" small muted>
        Если до этой даты вы внесёте платежи по графику, сумма уменьшится на них и на пени по ним. Выкуп оформляется
        дополнительным соглашением после поступления всей суммы.
      </Text>
    </div>
  );
}

type Sent = { code: string; number: string };

/** «Скачать PDF» and the request with an optional comment; the request is for the date on screen. */
function RequestForm({ quote, contractCode, blocked }: { quote: PayoffQuote; contractCode: string; blocked: boolean }) {
  const id = useId();
  const [comment, setComment] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  const [send, { isLoading, error, reset }] = useRequestPayoffMutation();
  const commentError = apiFieldErrors(error).comment;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || blocked) return;
    const text = comment.trim();
    const result = await send({ code: contractCode, date: quote.date, ...(text ? { comment: text } : {}) });
    if ("data" in result && result.data) {
      setSent(result.data.ticket);
      setComment("");
    }
  }

  return (
    <div className={styles.actions}>
      <a
        href={quote.pdfUrl}
        download
        className={styles.pdf}
        aria-disabled={blocked || undefined}
        onClick={(e) => {
          if (blocked) e.preventDefault();
        }}
      >
        Скачать PDF<span className="visually-hidden"> с расчётом на {formatDate(quote.date)}</span>
      </a>
      <form className={styles.request} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
        <h3 id={`${id}-title`} className={styles.requestTitle}>
          Заявка на досрочный выкуп
        </h3>
        <Text as="p" small muted>
          Менеджер проверит расчёт, подготовит документы и ответит в разделе «Обращения». Расчёт на{" "}
          {formatDate(quote.date)} приложим к заявке.
        </Text>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-comment`} className={fieldStyles.label}>
            Комментарий (необязательно)
          </label>
          <textarea
            id={`${id}-comment`}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={comment}
            maxLength={PAYOFF_COMMENT_MAX}
            rows={3}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              if (error) reset();
            }}
            placeholder="Например, как и когда планируете оплатить"
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
          />
          {commentError ? (
            <p id={`${id}-comment-error`} className={fieldStyles.error}>
              {commentError}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" aria-disabled={isLoading || blocked || undefined}>
            {isLoading ? "Отправляем…" : "Отправить заявку"}
          </Button>
        </div>
        {error && !commentError ? (
          <Alert tone="error" title="Заявка не отправлена">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
        {sent ? (
          <Alert tone="success" title={`Заявка № ${sent.number} отправлена`}>
            <p>
              Ответ придёт в разделе «Обращения».{" "}
              <Link to={`/account/tickets/${encodeURIComponent(sent.code)}`}>Открыть обращение</Link>
            </p>
          </Alert>
        ) : null}
      </form>
    </div>
  );
}
