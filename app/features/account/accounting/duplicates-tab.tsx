import { type FormEvent, useState } from "react";
import {
  type AccountingRequest,
  type DuplicatePeriodsResponse,
  DuplicateRequestSchema,
} from "../../../../contract/lk-accounting.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Checkbox } from "../../../ui/checkbox";
import { EmptyState } from "../../../ui/empty-state";
import { Field } from "../../../ui/field";
import { QueryState } from "../../../ui/query-state";
import { Segmented } from "../../../ui/segmented";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import styles from "./accounting.module.css";
import { useDuplicatePeriodsQuery, useRequestDuplicatesMutation } from "./accounting-api";
import { RequestsList } from "./requests-list";

type Delivery = "edo" | "paper";
const DELIVERIES = [
  ["edo", "Через ЭДО"],
  ["paper", "Оригиналы почтой"],
] as const;

/**
 * «Дубликаты»: the client picks periods (`duplicates/periods/`, the `periodsFilter` of the state: months and
 * quarters with closing documents), the kinds of documents and the delivery — EDO, or paper to an address — and
 * sends `POST duplicates/request/`; the requests follow with their status.
 */
export function DuplicatesTab() {
  const query = useDuplicatePeriodsQuery();
  return (
    <Stack gap={5}>
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить периоды"
        loading={<BlockSkeleton label="Загружаем периоды…" lines={6} />}
        isEmpty={(data) => data.periods.length === 0}
        empty={
          <EmptyState title="Закрывающих документов пока нет">
            <p>Дубликаты можно будет заказать за месяцы и кварталы, когда по ним выставят документы.</p>
          </EmptyState>
        }
      >
        {(data) => <DuplicatesForm data={data} />}
      </QueryState>
      <RequestsList kind="duplicates" title="Заявки на дубликаты" />
    </Stack>
  );
}

function DuplicatesForm({ data }: { data: DuplicatePeriodsResponse }) {
  const [periods, setPeriods] = useState<ReadonlySet<string>>(new Set());
  const [kinds, setKinds] = useState<ReadonlySet<string>>(new Set());
  const [delivery, setDelivery] = useState<Delivery>(data.edoConnected ? "edo" : "paper");
  const [address, setAddress] = useState(data.address);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<AccountingRequest | null>(null);
  const [send, { isLoading, error: failure, reset }] = useRequestDuplicatesMutation();

  const toggle = (set: (f: (prev: ReadonlySet<string>) => ReadonlySet<string>) => void, code: string, on: boolean) =>
    set((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setSent(null);
    const body = {
      periods: data.periods.filter((p) => periods.has(p.code)).map((p) => p.code),
      kinds: data.kinds.filter((k) => kinds.has(k.code)).map((k) => k.code),
      delivery,
      ...(delivery === "paper" ? { address } : {}),
    };
    const parsed = DuplicateRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "periods")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { request } = await send(parsed.data).unwrap();
      setSent(request);
      setPeriods(new Set());
      setKinds(new Set());
      reset();
    } catch (caught) {
      setErrors(apiFieldErrors(caught));
    }
  }

  const groups = [
    { kind: "quarter", title: "Кварталы" },
    { kind: "month", title: "Месяцы" },
  ] as const;
  const choiceError = errors.periods ?? errors.kinds;

  return (
    <Card title="Заказать дубликаты закрывающих документов" titleId="duplicates-form">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="duplicates-form">
        {groups.map((group) => {
          const items = data.periods.filter((p) => p.kind === group.kind);
          if (items.length === 0) return null;
          return (
            <fieldset key={group.kind} className={styles.choices}>
              <legend>{group.title}</legend>
              {items.map((p) => (
                <Checkbox
                  key={p.code}
                  label={p.title}
                  checked={periods.has(p.code)}
                  onChange={(event) => toggle(setPeriods, p.code, event.currentTarget.checked)}
                />
              ))}
            </fieldset>
          );
        })}
        <fieldset className={styles.choices}>
          <legend>Документы</legend>
          {data.kinds.map((k) => (
            <Checkbox
              key={k.code}
              label={k.title}
              checked={kinds.has(k.code)}
              onChange={(event) => toggle(setKinds, k.code, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
        {choiceError ? (
          <p className={styles.fieldError} role="alert">
            {choiceError}
          </p>
        ) : null}
        <div>
          <p className={styles.choiceLabel} aria-hidden="true">
            Способ получения
          </p>
          <Segmented
            legend="Способ получения"
            name="delivery"
            value={delivery}
            options={DELIVERIES}
            onChange={setDelivery}
          />
        </div>
        {delivery === "edo" && !data.edoConnected ? (
          <Text as="p" small muted>
            ЭДО у вас ещё не подключён: документы придут, когда вы примете приглашение оператора.
          </Text>
        ) : null}
        {delivery === "paper" ? (
          <Field
            label="Адрес для отправки оригиналов"
            name="address"
            required
            maxLength={300}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errors.address}
          />
        ) : null}
        {failure && Object.keys(errors).length === 0 ? (
          <Alert tone="error" title="Не удалось отправить заявку">
            <p>{apiErrorMessage(failure)}</p>
          </Alert>
        ) : null}
        {sent ? (
          <Alert tone="success" title="Заявка принята">
            <p>
              Заявка № {sent.number}: {sent.summary}. Статус — в списке ниже.
            </p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading ? "Отправляем…" : "Заказать дубликаты"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
