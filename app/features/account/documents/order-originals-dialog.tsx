import { type FormEvent, useState } from "react";
import type { DocumentItem } from "../../../../contract/lk-accounting.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { countOf } from "../../../lib/quantity-format";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { Segmented } from "../../../ui/segmented";
import { Text } from "../../../ui/text";
import { useDuplicatePeriodsQuery, useRequestDuplicatesMutation } from "../accounting/accounting-api";
import styles from "./documents.module.css";

type Delivery = "edo" | "paper";
const DELIVERIES = [
  ["edo", "По ЭДО"],
  ["paper", "Почтой"],
] as const;

/**
 * «Заказать оригиналы» of the ticked documents: by EDO or on paper to an address (the profile's postal address
 * by default), `POST accounting/duplicates/request/` with `documents`. Tells the request's number when accepted.
 */
export function OrderOriginalsDialog({
  open,
  documents,
  onClose,
  onOrdered,
}: {
  open: boolean;
  documents: readonly DocumentItem[];
  onClose: () => void;
  onOrdered: (message: string) => void;
}) {
  const defaults = useDuplicatePeriodsQuery(undefined, { skip: !open });
  const [order, state] = useRequestDuplicatesMutation();
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chosen: Delivery = delivery ?? (defaults.data?.edoConnected === false ? "paper" : "edo");
  const shownAddress = address ?? defaults.data?.address ?? "";

  const close = () => {
    setErrors({});
    setFailure(null);
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const result = await order({
      documents: documents.map((d) => d.id),
      delivery: chosen,
      ...(chosen === "paper" ? { address: shownAddress } : {}),
    });
    if ("error" in result) {
      const fields = apiFieldErrors(result.error);
      setErrors(fields);
      if (Object.keys(fields).length === 0 || !fields.address) setFailure(apiErrorMessage(result.error));
      return;
    }
    const { request } = result.data;
    onOrdered(`Заявка № ${request.number} от вас принята: ${request.summary}. Статус — в «Бухгалтерии».`);
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="Заказать оригиналы"
      footer={
        <>
          <Button type="submit" form="order-originals" disabled={state.isLoading || documents.length === 0}>
            {state.isLoading ? "Отправляем…" : "Заказать"}
          </Button>
          <Button variant="ghost" onClick={close}>
            Отмена
          </Button>
        </>
      }
    >
      <form id="order-originals" className={styles.orderForm} onSubmit={submit} noValidate>
        <Text as="p">
          Оригиналы{" "}
          {countOf(documents.length, ["отмеченного документа", "отмеченных документов", "отмеченных документов"])}:
        </Text>
        <ul className={styles.orderList}>
          {documents.map((d) => (
            <li key={d.id}>{d.title}</li>
          ))}
        </ul>
        <Segmented
          legend="Способ получения"
          name="delivery"
          value={chosen}
          options={DELIVERIES}
          onChange={setDelivery}
        />
        {chosen === "edo" && defaults.data?.edoConnected === false ? (
          <Text as="p" muted small>
            ЭДО у вас ещё не подключён: документы придут, когда вы примете приглашение оператора.
          </Text>
        ) : null}
        {chosen === "paper" ? (
          <Field
            label="Адрес для отправки"
            name="address"
            required
            maxLength={300}
            value={shownAddress}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errors.address}
          />
        ) : null}
        {failure ? (
          <Alert tone="error" title="Не удалось заказать оригиналы">
            <p>{errors.documents ?? errors.periods ?? failure}</p>
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
