import { Link } from "react-router";
import { STAFF_ROLE_TITLES } from "../../../contract/staff.ts";
import { listQueryString } from "../../features/account/lk/list-params";
import { useStaffCandidateListQuery } from "../../features/staff/candidates-api";
import { useStaffCessionListQuery } from "../../features/staff/cession-api";
import { useStaffLeadsListQuery } from "../../features/staff/leads-api";
import { useStaffReschedulingListQuery } from "../../features/staff/rescheduling-api";
import { useStaffSiteReviewsQuery } from "../../features/staff/site-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { mayUse, sectionsFor } from "../../features/staff/staff-sections";
import { useStaffSession } from "../../features/staff/staff-session";
import { useStaffTicketsListQuery } from "../../features/staff/tickets-api";
import { countOf } from "../../lib/quantity-format";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Stat, Stats } from "../../ui/stat";
import { Text } from "../../ui/text";

export function meta() {
  return staffMeta("Обзор");
}

const TICKET_ROLES = ["service", "risk"] as const;
const CESSION_ROLES = ["risk"] as const;
const CANDIDATE_ROLES = ["hr"] as const;
const LEAD_ROLES = ["sales"] as const;
const SITE_ROLES = ["content"] as const;

/** `/staff`: what waits for the person — by the roles they hold — and the sections those roles open. */
export default function StaffHome() {
  const { user, roles } = useStaffSession();
  const sections = sectionsFor(roles).filter((s) => s.path !== "/staff");
  const works = mayUse(roles, TICKET_ROLES);
  return (
    <Stack>
      <PageHeader
        title="Обзор"
        lead={
          <p>
            {user.name}, ваши роли: {roles.map((role) => STAFF_ROLE_TITLES[role]).join(", ")}.
          </p>
        }
      />
      {mayUse(roles, LEAD_ROLES) ? <LeadsOverview /> : null}
      {works ? <TicketsOverview /> : null}
      {works ? <ReschedulingOverview /> : null}
      {mayUse(roles, CESSION_ROLES) ? <CessionOverview /> : null}
      {mayUse(roles, CANDIDATE_ROLES) ? <CandidatesOverview /> : null}
      {mayUse(roles, SITE_ROLES) ? <ReviewsOverview /> : null}
      <Card title="Разделы" titleId="staff-home-sections">
        {sections.length > 0 ? (
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <Link to={section.path}>{section.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <Text as="p" muted>
            Для ваших ролей разделов бэк-офиса пока нет: они появятся здесь, когда откроются.
          </Text>
        )}
      </Card>
    </Stack>
  );
}

const NEW_TICKETS_QUERY = listQueryString({ status: "new" }, 1);

/** The inbox in figures: new tickets, those past their answer deadline, those nobody has taken, the person's own. */
function TicketsOverview() {
  const query = useStaffTicketsListQuery(NEW_TICKETS_QUERY, { refetchOnMountOrArgChange: 30 });
  return (
    <Card title="Обращения" titleId="staff-home-tickets">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить обращения"
        loading={<BlockSkeleton label="Загружаем обращения…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="Новые"
              value={list.pagination.totalCnt}
              note={<Link to="/staff/tickets?status=new">Открыть новые</Link>}
            />
            <Stat
              label="Просрочены по SLA"
              value={list.counts.overdue}
              tone={list.counts.overdue > 0 ? "danger" : undefined}
              note={<Link to="/staff/tickets?overdue=true">Открыть просроченные</Link>}
            />
            <Stat
              label="Без исполнителя"
              value={list.counts.unassigned}
              note={<Link to="/staff/tickets?assignee=none">Открыть</Link>}
            />
            <Stat
              label="Мои в работе"
              value={list.counts.mine}
              note={`из ${countOf(list.counts.open, ["открытого", "открытых", "открытых"])}`}
            />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}

const REVIEW_QUERY = listQueryString({ status: "review" }, 1);

function ReschedulingOverview() {
  const query = useStaffReschedulingListQuery(REVIEW_QUERY, { refetchOnMountOrArgChange: 30 });
  return (
    <Card title="Реструктуризация" titleId="staff-home-rescheduling">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить заявки на реструктуризацию"
        loading={<BlockSkeleton label="Загружаем заявки…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="На рассмотрении"
              value={list.counts.review}
              tone={list.counts.review > 0 ? "warning" : undefined}
              note={<Link to="/staff/rescheduling?status=review">Открыть заявки</Link>}
            />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}

const SENT_QUERY = listQueryString({ status: "sent" }, 1);

/** Cessions waiting for the lessor's decision (risk and the lawyers). */
function CessionOverview() {
  const query = useStaffCessionListQuery(SENT_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <Card title="Цессии" titleId="staff-home-cessions">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить заявки на переуступку"
        loading={<BlockSkeleton label="Загружаем заявки…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="На рассмотрении"
              value={list.counts.sent}
              tone={list.counts.sent > 0 ? "warning" : undefined}
              note={<Link to="/staff/cessions?status=sent">Открыть заявки</Link>}
            />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}

const NEW_LEADS_QUERY = listQueryString({ status: "new" }, 1);

/** The sales inbox in figures: leads nobody has acted on, and the person's own in progress. */
function LeadsOverview() {
  const query = useStaffLeadsListQuery(NEW_LEADS_QUERY, { refetchOnMountOrArgChange: 30 });
  return (
    <Card title="Заявки" titleId="staff-home-leads">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить заявки"
        loading={<BlockSkeleton label="Загружаем заявки…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="Новые"
              value={list.counts.new}
              tone={list.counts.new > 0 ? "warning" : undefined}
              note={<Link to="/staff/leads?status=new">Открыть новые</Link>}
            />
            <Stat
              label="Мои в работе"
              value={list.counts.mine}
              note={<Link to="/staff/leads?status=in_progress&assignee=me">Открыть мои</Link>}
            />
            <Stat label="Сводка" value="30 дней" note={<Link to="/staff/leads/dashboard">Открыть сводку</Link>} />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}

const NEW_CANDIDATES_QUERY = listQueryString({ status: "new" }, 1);

/** Candidates' questionnaires HR has not looked at yet. */
function CandidatesOverview() {
  const query = useStaffCandidateListQuery(NEW_CANDIDATES_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <Card title="Кандидаты" titleId="staff-home-candidates">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить анкеты кандидатов"
        loading={<BlockSkeleton label="Загружаем анкеты…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="Новые анкеты"
              value={list.counts.new}
              tone={list.counts.new > 0 ? "warning" : undefined}
              note={<Link to="/staff/candidates?status=new">Открыть новые</Link>}
            />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}

const NEW_REVIEWS_QUERY = listQueryString({ status: "new" }, 1);

/** Clients' reviews from the site's form that wait for the content editor's decision. */
function ReviewsOverview() {
  const query = useStaffSiteReviewsQuery(NEW_REVIEWS_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <Card title="Отзывы" titleId="staff-home-reviews">
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить отзывы"
        loading={<BlockSkeleton label="Загружаем отзывы…" lines={2} />}
      >
        {(list) => (
          <Stats>
            <Stat
              label="На модерации"
              value={list.counts.new}
              tone={list.counts.new > 0 ? "warning" : undefined}
              note={<Link to="/staff/site/reviews?status=new">Открыть очередь</Link>}
            />
          </Stats>
        )}
      </QueryState>
    </Card>
  );
}
