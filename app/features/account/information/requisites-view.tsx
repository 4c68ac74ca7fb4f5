import { Link } from "react-router";
import { Alert } from "../../../ui/alert";
import { CopyButton } from "../lk/copy-button";
import { BlockSkeleton, Card, EmptyState, PageHeader, QueryError } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./information.module.css";
import { useInformationRequisitesQuery, useInformationTermsQuery } from "./information-api";

/** Requisites and terms: where to pay, with a ready payment purpose per contract, and the leasing terms. */
export function RequisitesView() {
  return (
    <div className={ui.page}>
      <PageHeader
        title="Реквизиты и условия"
        lead={<p>Реквизиты «Лизинг-Авто» для оплаты лизинговых платежей и общие условия договора лизинга.</p>}
      />
      <LessorRequisites />
      <Terms />
    </div>
  );
}

function LessorRequisites() {
  const { data, error, isFetching, refetch } = useInformationRequisitesQuery();
  if (!data) {
    if (error) {
      return (
        <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить реквизиты" />
      );
    }
    return (
      <Card>
        <BlockSkeleton label="Загружаем реквизиты…" lines={8} />
      </Card>
    );
  }
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
    <div className={styles.grid}>
      <Card title="Реквизиты для оплаты" titleId="lessor-title">
        <dl className={styles.requisites}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.requisite}>
              <dt>{label}</dt>
              <dd>
                <span className={/\d{9,}/.test(value) ? ui.mono : undefined}>{value}</span>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
        <p className={`${ui.small} ${ui.muted} ${styles.contacts}`}>
          Телефон: <a href={`tel:${lessor.phone.replace(/[^\d+]/g, "")}`}>{lessor.phone}</a> · E-mail:{" "}
          <a href={`mailto:${lessor.email}`}>{lessor.email}</a>
        </p>
      </Card>
      <Card title="Назначение платежа" titleId="purpose-title">
        {data.paymentPurposes.length === 0 ? (
          <EmptyState title="У вас пока нет действующих договоров">
            <p>Назначение платежа появится здесь для каждого действующего договора.</p>
          </EmptyState>
        ) : (
          <ul className={styles.purposes}>
            {data.paymentPurposes.map((p) => (
              <li key={p.contractCode}>
                <p className={styles.purposeHead}>
                  <Link to={`/account/contracts/${p.contractCode}`}>Договор № {p.contractNumber}</Link>
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
      </Card>
    </div>
  );
}

function Terms() {
  const { data, error, isFetching, refetch } = useInformationTermsQuery();
  if (!data) {
    if (error) {
      return <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить условия" />;
    }
    return (
      <Card>
        <BlockSkeleton label="Загружаем условия лизинга…" lines={6} />
      </Card>
    );
  }
  return (
    <Card title={data.title} titleId="terms-title" actions={<span className={ui.muted}>{data.version}</span>}>
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
