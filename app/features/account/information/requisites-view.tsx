import { useSearchParams } from "react-router";
import type {
  InformationRequisitesResponse,
  InformationTermsResponse,
  PaymentPurposeChoice,
} from "../../../../contract/lk-information.ts";
import { noRightMessage } from "../../../../contract/lk-rights.ts";
import { moscowDate } from "../../../../core/calendar-dates.ts";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Columns } from "../../../ui/columns";
import { EmptyState } from "../../../ui/empty-state";
import { Facts } from "../../../ui/facts";
import { Money } from "../../../ui/money";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import requisiteStyles from "../../../ui/requisites.module.css";
import { Select } from "../../../ui/select";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import { useAccountSession } from "../account-session";
import { ContractLink } from "../contracts/contract-link";
import { CopyButton } from "../lk/copy-button";
import { searchWith } from "../lk/list-params";
import { formatDateLong } from "../lk/lk-format";
import styles from "./information.module.css";
import { useInformationRequisitesQuery, useInformationTermsQuery } from "./information-api";

/** Requisites and terms: where to pay, the payment purpose of a chosen contract and month, and the leasing terms. */
export function RequisitesView() {
  // The requisites and the purposes of the profile's payments are paying: «Бухгалтерия и платежи» (ADR 031).
  const { rights } = useAccountSession();
  return (
    <Stack>
      <PageHeader
        title="Реквизиты и условия"
        lead={<p>Реквизиты «Лизинг-Авто» для оплаты лизинговых платежей и общие условия договора лизинга.</p>}
      />
      {rights.includes("accounting") ? (
        <PaymentRequisites />
      ) : (
        <Alert tone="info" title="Реквизиты для оплаты недоступны">
          <p>{noRightMessage("accounting")}.</p>
        </Alert>
      )}
      <QueryState
        query={useInformationTermsQuery()}
        errorTitle="Не удалось загрузить условия"
        loading={<CardSkeleton label="Загружаем условия лизинга…" lines={6} />}
      >
        {(data) => <Terms data={data} />}
      </QueryState>
    </Stack>
  );
}

function PaymentRequisites() {
  return (
    <QueryState
      query={useInformationRequisitesQuery({})}
      errorTitle="Не удалось загрузить реквизиты"
      loading={<CardSkeleton label="Загружаем реквизиты…" lines={8} />}
    >
      {(data) => (
        <Columns layout="halves">
          <LessorRequisites data={data} />
          <PaymentPurposeCard note={data.note} />
        </Columns>
      )}
    </QueryState>
  );
}

function CardSkeleton({ label, lines }: { label: string; lines: number }) {
  return (
    <Card>
      <BlockSkeleton label={label} lines={lines} />
    </Card>
  );
}

function LessorRequisites({ data }: { data: InformationRequisitesResponse }) {
  const { lessor } = data;
  const rows: [string, string][] = [
    ["Получатель", lessor.title],
    ["ИНН", lessor.inn],
    ["КПП", lessor.kpp],
    ["ОГРН", lessor.ogrn],
    ["Банк", lessor.bankName],
    ["БИК", lessor.bik],
    ["Расчётный счёт", lessor.settlementAccount],
    ["Корреспондентский счёт", lessor.correspondentAccount],
    ["Юридический адрес", lessor.address],
  ];
  return (
    <Card title="Реквизиты для оплаты" titleId="lessor-title">
      <dl className={requisiteStyles.requisites}>
        {rows.map(([label, value]) => (
          <div key={label} className={requisiteStyles.requisite}>
            <dt>{label}</dt>
            <dd>
              <Text mono={/\d{9,}/.test(value)}>{value}</Text>
              <CopyButton value={value} label={label} />
            </dd>
          </div>
        ))}
      </dl>
      <Text as="p" small muted className={styles.contacts}>
        Телефон: <a href={`tel:${lessor.phone.replace(/[^\d+]/g, "")}`}>{lessor.phone}</a> · E-mail:{" "}
        <a href={`mailto:${lessor.email}`}>{lessor.email}</a>
      </Text>
    </Card>
  );
}

/**
 * The payment purpose of a contract and a month of its schedule, chosen in the address (`?contractCode=&month=`,
 * so a reload or a shared link keeps them): the server writes it from that month's charges in the ledger, with
 * the amount and the VAT. The form is a plain GET form, so it works before hydration too.
 */
function PaymentPurposeCard({ note }: { note: string }) {
  const [search, setSearch] = useSearchParams();
  const contractCode = search.get("contractCode") || undefined;
  const month = search.get("month") || undefined;
  const query = useInformationRequisitesQuery({ contractCode, month });
  const choose = (changes: Record<string, string | null>) =>
    setSearch(new URLSearchParams(searchWith(search, changes)), { preventScrollReset: true, replace: true });

  return (
    <Card title="Назначение платежа" titleId="purpose-title">
      <Stack gap={4}>
        <QueryState
          query={query}
          errorTitle="Не удалось составить назначение платежа"
          loading={<BlockSkeleton label="Составляем назначение платежа…" lines={4} />}
          notFound={
            <EmptyState title="Такого договора нет у выбранного профиля">
              <p>Выберите договор из списка.</p>
            </EmptyState>
          }
          isEmpty={(data) => data.purpose === null}
          empty={
            <EmptyState title="У вас пока нет договоров с графиком платежей">
              <p>Назначение платежа появится здесь, как только будет подписан договор.</p>
            </EmptyState>
          }
        >
          {(data) =>
            data.purpose ? <PurposeChoice purpose={data.purpose} contracts={data.contracts} choose={choose} /> : null
          }
        </QueryState>
        <Alert tone="info">
          <p>{note}</p>
        </Alert>
      </Stack>
    </Card>
  );
}

/** The month's due date; past it and unpaid, it says so, so that the purpose is not taken for a future payment. */
function DueDate({ purpose }: { purpose: PaymentPurposeChoice }) {
  const paid = purpose.months.find((m) => m.code === purpose.month)?.paid ?? false;
  const late = !paid && purpose.dueDate < moscowDate();
  return (
    <>
      {formatDateLong(purpose.dueDate)}
      {paid ? <Text muted> — оплачен</Text> : late ? <span className={styles.late}> — просрочен</span> : null}
    </>
  );
}

function PurposeChoice({
  purpose,
  contracts,
  choose,
}: {
  purpose: PaymentPurposeChoice;
  contracts: InformationRequisitesResponse["contracts"];
  choose: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      {/* Keyed by the choice, so that Back puts the address's values into the uncontrolled selects. */}
      <form
        key={`${purpose.contractCode}/${purpose.month}`}
        method="get"
        className={styles.purposeForm}
        aria-label="Договор и месяц платежа"
        onChange={(event) => {
          const target = event.target;
          if (!(target instanceof HTMLSelectElement)) return;
          // Another contract has its own months: its default month (the oldest unpaid) is chosen anew.
          choose(
            target.name === "contractCode"
              ? { contractCode: target.value, month: null }
              : { contractCode: purpose.contractCode, month: target.value },
          );
        }}
      >
        <Select
          label="Договор"
          name="contractCode"
          defaultValue={purpose.contractCode}
          options={contracts.map((c) => ({ value: c.code, label: c.title }))}
        />
        <Select
          label="Месяц"
          name="month"
          defaultValue={purpose.month}
          options={purpose.months.map((m) => ({ value: m.code, label: m.paid ? `${m.title} (оплачен)` : m.title }))}
        />
        <noscript>
          <Button type="submit" variant="secondary">
            Показать
          </Button>
        </noscript>
      </form>
      <Facts
        columns={2}
        items={[
          ["Сумма", <Money key="a" value={purpose.amount} kopecks />],
          ["в т. ч. НДС 22 %", <Money key="v" value={purpose.vat} kopecks />],
          ["Оплатить до", <DueDate key="d" purpose={purpose} />],
          ["Договор", <ContractLink key="c" code={purpose.contractCode} number={purpose.contractNumber} named />],
        ]}
      />
      <div>
        <p className={styles.purposeHead}>
          Назначение платежа за {purpose.monthTitle.toLowerCase()}
          <CopyButton value={purpose.text} label="назначение платежа" />
        </p>
        <p className={styles.purposeText}>{purpose.text}</p>
      </div>
    </>
  );
}

function Terms({ data }: { data: InformationTermsResponse }) {
  return (
    <Card title={data.title} titleId="terms-title" actions={<Text muted>{data.version}</Text>}>
      <div className={styles.terms}>
        {data.sections.map((section, i) => (
          <details key={section.code} className={styles.term} open={i === 0}>
            <summary>{section.title}</summary>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </details>
        ))}
      </div>
      {data.documents.length > 0 ? (
        <>
          <h3 className={styles.docsTitle}>Документы</h3>
          <ul className={styles.docs}>
            {data.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} target="_blank" rel="noopener">
                  {d.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
