import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { type ReconciliationAct, ReconciliationEdoSchema } from "../../../../contract/lk-accounting.ts";
import { moscowDate } from "../../../../core/calendar-dates.ts";
import { apiErrorMessage } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Checkbox } from "../../../ui/checkbox";
import { Facts } from "../../../ui/facts";
import { Field } from "../../../ui/field";
import { Money } from "../../../ui/money";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { searchWith } from "../lk/list-params";
import { formatDate } from "../lk/lk-format";
import styles from "./accounting.module.css";
import {
  type ActPeriod,
  reconciliationFileUrl,
  useAccountingContractOptionsQuery,
  useReconciliationActQuery,
  useRequestReconciliationEdoMutation,
} from "./accounting-api";
import { RequestsList } from "./requests-list";

/** The act's period and contracts as the address names them (`?dateFrom=&dateTo=&contracts=a,b`); null until chosen. */
function readPeriod(search: URLSearchParams): { period: ActPeriod | null; error: string | null } {
  const dateFrom = search.get("dateFrom");
  const dateTo = search.get("dateTo");
  if (!dateFrom && !dateTo) return { period: null, error: null };
  const contracts = (search.get("contracts") ?? "").split(",").filter(Boolean);
  const parsed = ReconciliationEdoSchema.safeParse({ dateFrom, dateTo, contracts });
  if (!parsed.success) return { period: null, error: parsed.error.issues[0]?.message ?? "Проверьте период" };
  return { period: parsed.data, error: null };
}

/**
 * «Акт сверки»: the client chooses a period and contracts (none ticked: all of them), sees the act built from the
 * ledger (`reconciliation/act/`: opening balance, every charge and payment, turnover, closing balance), downloads
 * it as PDF or XLSX, or asks for a signed one through EDO; the EDO requests follow with their status.
 */
export function ReconciliationTab() {
  const [search, setSearch] = useSearchParams();
  const { period, error: addressError } = readPeriod(search);
  const act = useReconciliationActQuery(period ?? { dateFrom: "", dateTo: "", contracts: [] }, { skip: !period });

  return (
    <Stack gap={5}>
      <PeriodForm
        key={search.toString()}
        search={search}
        addressError={addressError}
        onChoose={(next) =>
          setSearch(
            new URLSearchParams(
              searchWith(new URLSearchParams(), {
                dateFrom: next.dateFrom,
                dateTo: next.dateTo,
                contracts: next.contracts.join(","),
              }),
            ),
            { preventScrollReset: true },
          )
        }
      />
      {period ? (
        <QueryState
          query={act}
          errorTitle="Не удалось сформировать акт сверки"
          loading={<BlockSkeleton label="Формируем акт сверки…" lines={8} />}
        >
          {(data) => <ActPreview key={search.toString()} act={data.act} period={period} />}
        </QueryState>
      ) : null}
      <RequestsList kind="reconciliation" title="Запросы акта сверки через ЭДО" />
    </Stack>
  );
}

function PeriodForm({
  search,
  addressError,
  onChoose,
}: {
  search: URLSearchParams;
  addressError: string | null;
  onChoose: (period: ActPeriod) => void;
}) {
  const today = moscowDate();
  const contracts = useAccountingContractOptionsQuery();
  const [dateFrom, setDateFrom] = useState(search.get("dateFrom") ?? `${today.slice(0, 4)}-01-01`);
  const [dateTo, setDateTo] = useState(search.get("dateTo") ?? today);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set((search.get("contracts") ?? "").split(",").filter(Boolean)),
  );
  const [errors, setErrors] = useState<Record<string, string>>(addressError ? { dateTo: addressError } : {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ReconciliationEdoSchema.safeParse({ dateFrom, dateTo, contracts: [...chosen] });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "dateTo");
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onChoose(parsed.data);
  }

  return (
    <Card title="Период и договоры" titleId="act-period">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="act-period">
        <div className={styles.formRow}>
          <Field
            label="Период с"
            name="dateFrom"
            type="date"
            required
            value={dateFrom}
            onChange={(event) => setDateFrom(event.currentTarget.value)}
            error={errors.dateFrom}
          />
          <Field
            label="по"
            name="dateTo"
            type="date"
            required
            value={dateTo}
            onChange={(event) => setDateTo(event.currentTarget.value)}
            error={errors.dateTo}
          />
        </div>
        {contracts.data && contracts.data.length > 1 ? (
          <fieldset className={styles.choices}>
            <legend>Договоры (не отмечено ни одного — все)</legend>
            {contracts.data.map((c) => (
              <Checkbox
                key={c.code}
                label={c.title}
                checked={chosen.has(c.code)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(c.code);
                    else next.delete(c.code);
                    return next;
                  });
                }}
              />
            ))}
          </fieldset>
        ) : null}
        {errors.contracts ? <p className={styles.fieldError}>{errors.contracts}</p> : null}
        <div>
          <Button type="submit">Сформировать акт</Button>
        </div>
      </form>
    </Card>
  );
}

function ActPreview({ act, period }: { act: ReconciliationAct; period: ActPeriod }) {
  const [requestEdo, edo] = useRequestReconciliationEdoMutation();
  const title = `Акт сверки № ${act.number} за ${formatDate(act.dateFrom)} — ${formatDate(act.dateTo)}`;
  return (
    <Card
      title={title}
      titleId="act-title"
      actions={
        <div className={styles.rowActions}>
          <ButtonLink to={reconciliationFileUrl(period, "pdf")} reloadDocument download size="sm">
            Скачать PDF
          </ButtonLink>
          <ButtonLink to={reconciliationFileUrl(period, "xlsx")} reloadDocument download size="sm" variant="secondary">
            Скачать XLSX
          </ButtonLink>
        </div>
      }
    >
      <Stack gap={4}>
        <Facts
          columns={2}
          items={[
            ["Лизингодатель", `${act.lessor.title}, ИНН ${act.lessor.inn}`],
            ["Клиент", `${act.client.title}, ИНН ${act.client.inn}`],
            ["Договоры", act.contracts.map((c) => `№ ${c.contractNumber}`).join(", ") || "—"],
            ["Сальдо на начало периода", <Money key="opening" value={act.opening} kopecks />],
          ]}
        />
        <Table
          caption="Операции за период"
          rows={act.rows}
          rowKey={(r) => `${r.date}|${r.document}|${r.contractNumber}|${r.debit}|${r.credit}`}
          empty="За период не было ни начислений, ни оплат"
          columns={[
            { key: "date", header: "Дата", cell: (r) => formatDate(r.date) },
            { key: "document", header: "Документ", cell: (r) => r.document },
            { key: "contract", header: "Договор", cell: (r) => `№ ${r.contractNumber}` },
            {
              key: "debit",
              header: "Начислено",
              align: "end",
              cell: (r) => (r.debit ? <Money value={r.debit} kopecks /> : "—"),
            },
            {
              key: "credit",
              header: "Оплачено",
              align: "end",
              cell: (r) => (r.credit ? <Money value={r.credit} kopecks /> : "—"),
            },
          ]}
        />
        <Facts
          columns={3}
          items={[
            ["Начислено за период", <Money key="debit" value={act.debitTurnover} kopecks />],
            ["Оплачено за период", <Money key="credit" value={act.creditTurnover} kopecks />],
            ["Сальдо на конец периода", <Money key="closing" value={act.closing} kopecks />],
          ]}
        />
        <Text as="p">{act.closingText}</Text>
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            aria-disabled={edo.isLoading || undefined}
            onClick={() => {
              if (!edo.isLoading) requestEdo(period);
            }}
          >
            {edo.isLoading ? "Отправляем…" : "Запросить через ЭДО"}
          </Button>
          <Text small muted>
            Подписанный обеими сторонами акт придёт через оператора ЭДО и появится в документах.
          </Text>
        </div>
        {edo.data ? (
          <Alert tone="success" title="Запрос отправлен">
            <p>
              Заявка № {edo.data.request.number}: {edo.data.request.summary}. Статус — в списке ниже.
            </p>
          </Alert>
        ) : null}
        {edo.error ? (
          <Alert tone="error" title="Не удалось отправить запрос">
            <p>{apiErrorMessage(edo.error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
