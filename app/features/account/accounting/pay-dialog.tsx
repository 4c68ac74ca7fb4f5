import { useState } from "react";
import type { PaymentDetails } from "../../../../contract/lk-accounting.ts";
import { formatMoney } from "../../../lib/number-format";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/modal";
import { QueryState } from "../../../ui/query-state";
import requisiteStyles from "../../../ui/requisites.module.css";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Text } from "../../../ui/text";
import { CopyButton } from "../lk/copy-button";
import styles from "./accounting.module.css";
import { type PayTarget, usePaymentQuery } from "./accounting-api";

type PayButtonProps = PayTarget & {
  /** What the button says; «Оплатить» unless told. */
  label?: string;
  /** Names the button for a screen reader when several stand on one screen («Оплатить счёт № …»). */
  ariaLabel?: string;
  size?: "sm" | "md";
  variant?: "primary" | "accent" | "secondary";
};

/**
 * «Оплатить» for a bill (`{ billId }`) or for a contract's whole debt (`{ contractCode }`): opens the payment
 * dialog — the amount, the QR code a banking app scans (ГОСТ Р 56042-2014), the requisites with copy buttons, the
 * purpose and, for a bill, its PDF. The requisites load only once the dialog opens.
 */
export function PayButton({
  label = "Оплатить",
  ariaLabel,
  size = "sm",
  variant = "primary",
  ...target
}: PayButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} aria-haspopup="dialog" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? <PayDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The payment dialog itself (the kit's Modal: Esc and the close button close it, the focus stays inside). */
export function PayDialog({ target, onClose }: { target: PayTarget; onClose: () => void }) {
  const query = usePaymentQuery("billId" in target ? { billId: target.billId } : { contractCode: target.contractCode });
  return (
    <Modal open onClose={onClose} title="Оплата по QR-коду">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить реквизиты для оплаты"
        loading={<BlockSkeleton label="Загружаем реквизиты…" lines={8} />}
      >
        {(data) => <PaymentView payment={data.payment} />}
      </QueryState>
    </Modal>
  );
}

function PaymentView({ payment }: { payment: PaymentDetails }) {
  const { payee } = payment;
  const amount = formatMoney(payment.amount, { kopecks: true });
  const rows: [string, string][] = [
    ["Получатель", payee.name],
    ["ИНН", payee.inn],
    ["КПП", payee.kpp],
    ["Банк", payee.bankName],
    ["БИК", payee.bic],
    ["Расчётный счёт", payee.personalAcc],
    ["Корреспондентский счёт", payee.correspAcc],
    ["Сумма", amount],
  ];
  return (
    <div className={styles.pay}>
      <div className={styles.payTop}>
        <img
          className={styles.qr}
          src={payment.qrImage}
          alt={`QR-код для оплаты ${amount} в приложении банка`}
          width={200}
          height={200}
        />
        <div>
          <Text as="p" small muted>
            К оплате
          </Text>
          <p className={styles.payAmount}>{amount}</p>
          <Text as="p" small muted>
            Отсканируйте код в приложении банка: реквизиты, сумма и назначение подставятся сами.
          </Text>
        </div>
      </div>
      <dl className={requisiteStyles.requisites} aria-label="Реквизиты для оплаты">
        {rows.map(([label, value]) => (
          <div key={label} className={requisiteStyles.requisite}>
            <dt>{label}</dt>
            <dd>
              <span className={styles.requisiteValue}>{value}</span>
              {/* A banking app's amount field takes a bare number: no spaces, no «₽». */}
              <CopyButton
                value={label === "Сумма" ? payment.amount.toFixed(2).replace(".", ",") : value}
                label={label}
              />
            </dd>
          </div>
        ))}
        <div className={`${requisiteStyles.requisite} ${requisiteStyles.wide}`}>
          <dt>Назначение платежа</dt>
          <dd>
            <span className={styles.requisiteValue}>{payment.purpose}</span>
            <CopyButton value={payment.purpose} label="Назначение платежа" />
          </dd>
        </div>
      </dl>
      {payment.billPdfUrl ? (
        <p>
          <a href={payment.billPdfUrl} download className={styles.download}>
            Счёт на оплату с QR-кодом (PDF)
          </a>
        </p>
      ) : null}
    </div>
  );
}
