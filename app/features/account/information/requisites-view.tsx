import type { InformationRequisitesResponse, InformationTermsResponse } from "../../../../contract/lk-information.ts";
import { Alert } from "../../../ui/alert";
import { Card } from "../../../ui/card";
import { Columns } from "../../../ui/columns";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import { ContractLink } from "../contracts/contract-link";
import { CopyButton } from "../lk/copy-button";
import styles from "./information.module.css";
import { useInformationRequisitesQuery, useInformationTermsQuery } from "./information-api";

/** Requisites and terms: where to pay, with a ready payment purpose per contract, and the leasing terms. */
export function RequisitesView() {
  return (
    <Stack>
      <PageHeader
        title="Реквизиты и условия"
        lead={<p>Реквизиты «Лизинг-Авто» для оплаты лизинговых платежей и общие условия договора лизинга.</p>}
      />
      <QueryState
        query={useInformationRequisitesQuery()}
        errorTitle="Не удалось загрузить реквизиты"
        loading={<CardSkeleton label="Загружаем реквизиты…" lines={8} />}
      >
        {(data) => <LessorRequisites data={data} />}
      </QueryState>
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
    <Columns layout="halves">
      <Card title="Реквизиты для оплаты" titleId="lessor-title">
        <dl className={styles.requisites}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.requisite}>
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
      <Card title="Назначение платежа" titleId="purpose-title">
        <Stack gap={4}>
          {data.paymentPurposes.length === 0 ? (
            <EmptyState title="У вас пока нет действующих договоров">
              <p>Назначение платежа появится здесь для каждого действующего договора.</p>
            </EmptyState>
          ) : (
            <ul className={styles.purposes}>
              {data.paymentPurposes.map((p) => (
                <li key={p.contractCode}>
                  <p className={styles.purposeHead}>
                    <ContractLink code={p.contractCode} number={p.contractNumber} named />
                    <CopyButton value={p.text} label={`назначение платежа по договору № ${p.contractNumber}`} />
                  </p>
                  <p className={styles.purposeText}>{p.text}</p>
                </li>
              ))}
            </ul>
          )}
          <Alert tone="info">
            <p>{data.note}</p>
          </Alert>
        </Stack>
      </Card>
    </Columns>
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
