import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { PenaltiesQuerySchema, type PenaltyCalculation } from "../../../../contract/lk-accounting.ts";
import { moscowDate } from "../../../../core/calendar-dates.ts";
import { formatPercent } from "../../../lib/number-format";
import { Button, ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Field } from "../../../ui/field";
import { Money } from "../../../ui/money";
import { QueryState } from "../../../ui/query-state";
import { Select } from "../../../ui/select";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { searchWith } from "../lk/list-params";
import { formatDate } from "../lk/lk-format";
import styles from "./accounting.module.css";
import { penaltiesQuery, useAccountingContractOptionsQuery, usePenaltyCalculationQuery } from "./accounting-api";
import { PayButton } from "./pay-dialog";

/** The contract and date the address names (`?contractCode=&dateTo=`), checked by the contract's schema. */
function readRequest(search: URLSearchParams) {
  const contractCode = search.get("contractCode");
  if (!contractCode) return { request: null, error: null };
  const parsed = PenaltiesQuerySchema.safeParse({ contractCode, dateTo: search.get("dateTo") || undefined });
  if (!parsed.success) return { request: null, error: parsed.error.issues[0]?.message ?? "Проверьте дату" };
  return { request: { contractCode: parsed.data.contractCode, dateTo: parsed.data.dateTo }, error: null };
}

/**
 * «Пени» (`penalties/request/`): for the chosen contract and date, each overdue amount with its span of delay,
 * days, the contract's rate and the penalty, then accrued, paid and the total; downloadable as PDF.
 */
export function PenaltiesTab() {
  const [search, setSearch] = useSearchParams();
  const { request, error } = readRequest(search);
  const query = usePenaltyCalculationQuery(request ?? { contractCode: "" }, { skip: !request });
  return (
    <Stack gap={5}>
      <PenaltiesForm
        key={search.toString()}
        search={search}
        addressError={error}
        onChoose={(contractCode, dateTo) =>
          setSearch(new URLSearchParams(searchWith(new URLSearchParams(), { contractCode, dateTo })), {
            preventScrollReset: true,
          })
        }
      />
      {request ? (
        <QueryState
          query={query}
          errorTitle="Не удалось рассчитать пени"
          loading={<BlockSkeleton label="Считаем пени…" lines={6} />}
          notFound={
            <EmptyState title="Договор не найден">
              <p>Выберите договор из списка.</p>
            </EmptyState>
          }
        >
          {(data) => <Calculation calculation={data.calculation} />}
        </QueryState>
      ) : null}
    </Stack>
  );
}

function PenaltiesForm({
  search,
  addressError,
  onChoose,
}: {
  search: URLSearchParams;
  addressError: string | null;
  onChoose: (contractCode: string, dateTo: string) => void;
}) {
  const contracts = useAccountingContractOptionsQuery();
  const [contractCode, setContractCode] = useState(search.get("contractCode") ?? "");
  const [dateTo, setDateTo] = useState(search.get("dateTo") ?? moscowDate());
  const [errors, setErrors] = useState<Record<string, string>>(addressError ? { dateTo: addressError } : {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PenaltiesQuerySchema.safeParse({ contractCode, dateTo });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "dateTo")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onChoose(parsed.data.contractCode, parsed.data.dateTo ?? dateTo);
  }

  return (
    <Card title="Расчёт пеней" titleId="penalties-form">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="penalties-form">
        <div className={styles.formRow}>
          <Select
            label="Договор"
            name="contractCode"
            required
            placeholder="Выберите договор"
            options={(contracts.data ?? []).map((c) => ({ value: c.code, label: c.title }))}
            value={contractCode}
            onChange={(event) => setContractCode(event.currentTarget.value)}
            error={errors.contractCode}
          />
          <Field
            label="На дату"
            name="dateTo"
            type="date"
            required
            value={dateTo}
            onChange={(event) => setDateTo(event.currentTarget.value)}
            error={errors.dateTo}
          />
        </div>
        <div>
          <Button type="submit">Рассчитать</Button>
        </div>
      </form>
    </Card>
  );
}

function Calculation({ calculation: c }: { calculation: PenaltyCalculation }) {
  const pdf = `/${penaltiesQuery(c.contractCode, c.dateTo, "pdf")}`;
  return (
    <Card
      title={`Пени по договору № ${c.contractNumber} на ${formatDate(c.dateTo)}`}
      titleId="penalties-title"
      actions={
        <div className={styles.rowActions}>
          <ButtonLink to={pdf} reloadDocument download size="sm" variant="secondary">
            Скачать PDF
          </ButtonLink>
          {c.total > 0 ? <PayButton contractCode={c.contractCode} label="Оплатить задолженность" /> : null}
        </div>
      }
    >
      <Stack gap={4}>
        <Facts
          columns={3}
          items={[
            ["Ставка", `${formatPercent(c.rate, 1)} в день просрочки`],
            ["Начислено", <Money key="accrued" value={c.accrued} kopecks />],
            ["Оплачено", <Money key="paid" value={c.paid} kopecks />],
          ]}
        />
        <Table
          caption="Просроченные суммы и пени"
          rows={c.rows}
          rowKey={(r) => `${r.title}|${r.from}|${r.to}`}
          empty="Просрочек не было: пени не начислялись"
          columns={[
            {
              key: "title",
              header: "Начисление",
              cell: (r) => <Cell main={r.title} sub={`срок ${formatDate(r.dueDate)}`} />,
            },
            { key: "base", header: "Сумма долга", align: "end", cell: (r) => <Money value={r.base} kopecks /> },
            {
              key: "span",
              header: "Период просрочки",
              cell: (r) => `${formatDate(r.from)} — ${formatDate(r.to)}`,
            },
            { key: "days", header: "Дней", align: "end", cell: (r) => r.days },
            { key: "penalty", header: "Пени", align: "end", cell: (r) => <Money value={r.penalty} kopecks /> },
          ]}
        />
        <p className={styles.grandTotal}>
          Итого пени к оплате: <Money value={c.total} kopecks />
        </p>
      </Stack>
    </Card>
  );
}
