import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import {
  CANDIDATE_STATUS_TITLES,
  type CandidateStatus,
  type StaffCandidateDetail,
} from "../../../contract/staff-candidates.ts";
import { formatMoment } from "../../features/account/lk/lk-format";
import { useStaffCandidateQuery, useStaffCandidateStatusMutation } from "../../features/staff/candidates-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { apiErrorMessage } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { Columns } from "../../ui/columns";
import { EmptyState } from "../../ui/empty-state";
import { Facts } from "../../ui/facts";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Text } from "../../ui/text";
import type { Route } from "./+types/candidate";
import { CANDIDATE_ROLES, CANDIDATE_STATUS_TONES } from "./candidates";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Анкета кандидата");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CANDIDATE_ROLES);
  return null;
}

const back = <Link to="/staff/candidates">← Все анкеты</Link>;

/** The address names the questionnaire by its id; anything else is a questionnaire that is not there. */
function idOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/**
 * `/staff/candidates/:id`: one candidate's questionnaire — every answer by the form's sections — with HR's status
 * and the PDF to print or file.
 */
export default function StaffCandidate({ params }: Route.ComponentProps) {
  const id = idOf(params.id);
  const query = useStaffCandidateQuery({ id: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: true });
  const missing = (
    <Stack>
      <PageHeader title="Анкета не найдена" back={back} />
      <EmptyState title="Такой анкеты нет" action={<ButtonLink to="/staff/candidates">К анкетам</ButtonLink>}>
        <p>Проверьте ссылку: анкета кандидата {params.id} не найдена.</p>
      </EmptyState>
    </Stack>
  );
  if (id === null) return missing;
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить анкету кандидата"
      loading={
        <Stack>
          <PageHeader title="Анкета кандидата" back={back} />
          <BlockSkeleton label="Загружаем анкету…" lines={8} />
        </Stack>
      }
      notFound={missing}
    >
      {({ candidate }) => (
        <Stack>
          <PageHeader
            title={`Анкета № ${candidate.number}`}
            back={back}
            lead={
              <p className={styles.headLead}>
                <Badge tone={CANDIDATE_STATUS_TONES[candidate.status]}>{candidate.statusTitle}</Badge>
                <span>
                  {candidate.name}, получена {formatMoment(candidate.createdAt)}
                </span>
              </p>
            }
          />
          <Columns layout="aside">
            <Stack gap={5}>
              {candidate.sections.map((section, k) => (
                <Card key={section.title} title={section.title} titleId={`staff-candidate-section-${k}`}>
                  <Facts columns={1} items={section.rows.map((row) => [row.label, row.value] as const)} />
                </Card>
              ))}
            </Stack>
            <Stack gap={5}>
              <StatusCard candidate={candidate} />
              <Card title="Печать" titleId="staff-candidate-print">
                <p>
                  <a href={candidate.pdfUrl} download>
                    Скачать анкету (PDF)
                  </a>
                </p>
              </Card>
            </Stack>
          </Columns>
        </Stack>
      )}
    </QueryState>
  );
}

/** HR's decision: Новая, Приглашён, Отказ, Принят — any to any, so a mistake can be put right. */
function StatusCard({ candidate }: { candidate: StaffCandidateDetail }) {
  const [setStatus, call] = useStaffCandidateStatusMutation();
  const [status, setValue] = useState<CandidateStatus>(candidate.status);
  const [done, setDone] = useState<string | null>(null);
  // A colleague's change arrives with the next read: the select follows what the server now says.
  useEffect(() => setValue(candidate.status), [candidate.status]);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (call.isLoading || status === candidate.status) return;
    setDone(null);
    const result = await setStatus({ id: candidate.id, status });
    if ("data" in result) setDone(`Статус: ${CANDIDATE_STATUS_TITLES[status]}.`);
  }

  return (
    <Card title="Решение" titleId="staff-candidate-status">
      <Stack gap={4}>
        <form className={styles.inlineForm} onSubmit={apply} aria-label="Статус анкеты">
          <Select
            label="Статус"
            name="status"
            value={status}
            onChange={(e) => setValue(e.currentTarget.value as CandidateStatus)}
            options={candidate.statuses.map((s) => ({ value: s.code, label: s.title }))}
          />
          <Button
            type="submit"
            variant="secondary"
            aria-disabled={call.isLoading || status === candidate.status || undefined}
          >
            {call.isLoading ? "Меняем…" : "Сменить статус"}
          </Button>
        </form>
        {candidate.statusChangedAt ? (
          <Text as="p" muted small>
            Статус изменён {formatMoment(candidate.statusChangedAt)}
          </Text>
        ) : null}
        {done ? (
          <p role="status" className={styles.done}>
            {done}
          </p>
        ) : null}
        {call.error ? (
          <Alert tone="error" title="Статус не изменён">
            <p>{apiErrorMessage(call.error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
