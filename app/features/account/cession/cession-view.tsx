import { Link, useLocation } from "react-router";
import type { CessionDetail } from "../../../../contract/lk-cession.ts";
import { Alert } from "../../../ui/alert";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { Icon } from "../../../ui/icon";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { ApplicationEditor } from "./application-editor";
import { CancelCessionButton } from "./cancel-button";
import styles from "./cession.module.css";
import { useCessionContractsQuery, useCessionDetailQuery } from "./cession-api";
import { CessionSteps, NO_ASSIGNABLE_CONTRACTS } from "./cession-list";
import { CessionStatusBadge } from "./cession-status";
import { CessionSummary, ParticipantsProgress } from "./cession-summary";
import { GuarantorForm } from "./guarantor-form";
import { ParticipantQuestionnaire } from "./participant-questionnaire";

const BACK = (
  <Link to="/account/cession">
    <Icon name="chevron-left" size={18} /> Все заявки
  </Link>
);

/** The message a save or send left for the screen it led to (`navigate(…, { state: { notice } })`). */
function useNotice(): string | null {
  const state = useLocation().state as { notice?: unknown } | null;
  return typeof state?.notice === "string" ? state.notice : null;
}

function Notice() {
  const notice = useNotice();
  return notice ? (
    <Alert tone="success">
      <p>{notice}</p>
    </Alert>
  ) : null;
}

/**
 * `/account/cession/new`: a new application, when the profile has a contract it may assign (else why not, and
 * what a cession is).
 */
export function NewCession() {
  const contracts = useCessionContractsQuery();
  return (
    <Stack>
      <PageHeader
        title="Новая заявка на переуступку"
        back={BACK}
        lead={<p>Сохраните заявку, чтобы пригласить цессионария и поручителей.</p>}
      />
      <QueryState
        query={contracts}
        errorTitle="Не удалось загрузить договоры"
        loading={<BlockSkeleton label="Загружаем договоры…" lines={6} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Card>
            <EmptyState title="Нет договоров для переуступки">
              <p>{NO_ASSIGNABLE_CONTRACTS}</p>
              <CessionSteps />
            </EmptyState>
          </Card>
        }
      >
        {() => <ApplicationEditor cession={null} />}
      </QueryState>
    </Stack>
  );
}

/**
 * `/account/cession/:code` as the active profile's role in it: the assignor edits its draft (or reads it once
 * sent, accepted or cancelled); the assignee reads the application and fills its questionnaire; a guarantor gives
 * its data. Another profile's cession is not found.
 */
export function CessionView({ code }: { code: string }) {
  const query = useCessionDetailQuery({ code });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить заявку на переуступку"
      loading={<BlockSkeleton label="Загружаем заявку на переуступку…" lines={10} />}
      notFound={
        <Stack>
          <PageHeader title="Заявка на переуступку не найдена" back={BACK} />
          <Card>
            <EmptyState title="Заявка на переуступку не найдена">
              <p>Возможно, ссылка устарела или заявка относится к другому профилю: переключите профиль в шапке.</p>
            </EmptyState>
          </Card>
        </Stack>
      }
    >
      {({ cession }) => <ByRole cession={cession} />}
    </QueryState>
  );
}

function ByRole({ cession }: { cession: CessionDetail }) {
  const header = (
    <PageHeader
      title={`Заявка на переуступку № ${cession.number}`}
      back={BACK}
      lead={
        <p className={styles.itemMeta}>
          <CessionStatusBadge status={cession.status} title={cession.statusTitle} />
          <span>
            {cession.role === "applicant"
              ? "Вы — цедент"
              : cession.role === "cessionary"
                ? "Вы — цессионарий"
                : "Вы — поручитель"}
          </span>
        </p>
      }
    />
  );

  if (cession.role === "guarantor") {
    return (
      <Stack>
        {header}
        <Notice />
        <GuarantorForm code={cession.code} />
      </Stack>
    );
  }
  if (cession.role === "cessionary") {
    return (
      <Stack>
        {header}
        <Notice />
        <CessionSummary cession={cession} />
        <ParticipantQuestionnaire code={cession.code} />
      </Stack>
    );
  }
  if (cession.status === "draft" && cession.canEdit) {
    return (
      <Stack>
        {header}
        <Notice />
        <ApplicationEditor key={cession.code} cession={cession} />
      </Stack>
    );
  }
  return (
    <Stack>
      {header}
      <Notice />
      <CessionSummary cession={cession} />
      <ParticipantsProgress cession={cession} />
      {cession.canCancel ? (
        <div className={styles.actions}>
          <CancelCessionButton cession={cession} />
        </div>
      ) : null}
    </Stack>
  );
}
