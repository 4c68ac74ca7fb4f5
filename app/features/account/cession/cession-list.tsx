import { Link } from "react-router";
import type { CessionListItem } from "../../../../contract/lk-cession.ts";
import { ButtonLink } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import styles from "./cession.module.css";
import { useCessionContractsQuery, useCessionListQuery } from "./cession-api";
import { CessionStatusBadge, formatWhen, PartStatusBadge } from "./cession-status";

export const NEW_CESSION_LABEL = "Новая заявка на переуступку";

/** Why «Новая заявка» is not offered: every contract the profile could assign is missing. */
export const NO_ASSIGNABLE_CONTRACTS =
  "Новую заявку можно подать по действующему договору профиля, который не включён в другую открытую заявку на переуступку. Таких договоров у профиля сейчас нет.";

/**
 * «Новая заявка на переуступку» when the profile has a contract it may assign, else the reason there is none
 * (nothing while the contracts load: a button that vanishes would mislead).
 */
function NewCessionAction() {
  const contracts = useCessionContractsQuery();
  if (!contracts.data) return null;
  if (contracts.data.items.length === 0) {
    return <p className={styles.muted}>{NO_ASSIGNABLE_CONTRACTS}</p>;
  }
  return <ButtonLink to="/account/cession/new">{NEW_CESSION_LABEL}</ButtonLink>;
}

/** What a cession is, in three steps: the empty state and the lead of a first application. */
export function CessionSteps() {
  return (
    <ol className={styles.steps}>
      <li>
        Вы (цедент) выбираете договоры, указываете тип нового лизингополучателя, заполняете свою часть заявки и
        загружаете документы по переуступке.
      </li>
      <li>
        Приглашаете цессионария — того, кто примет договоры, — и при необходимости поручителей: они заполняют анкету и
        загружают документы в своих личных кабинетах.
      </li>
      <li>
        Когда всё заполнено, вы отправляете заявку на рассмотрение. После одобрения договоры с графиком будущих платежей
        переходят в личный кабинет цессионария.
      </li>
    </ol>
  );
}

/**
 * `/account/cession`: the active profile's cessions, as assignor and as participant, each with its number, the
 * profile's role, the status, the contracts and the dates; «Новая заявка на переуступку» when a contract may be
 * assigned.
 */
export function CessionList() {
  const query = useCessionListQuery();
  return (
    <Stack>
      <PageHeader
        title="Цессия"
        lead={
          <p>
            Переуступка прав и обязанностей по договору лизинга другому лизингополучателю (цессионарию) с согласия
            лизинговой компании.
          </p>
        }
        actions={<NewCessionAction />}
      />
      <QueryState
        query={query}
        errorTitle="Не удалось загрузить заявки на переуступку"
        loading={<BlockSkeleton label="Загружаем заявки на переуступку…" lines={5} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Card>
            <EmptyState title="У вас пока нет заявок на переуступку" action={<NewCessionAction />}>
              <p>Как проходит переуступка договора лизинга:</p>
              <CessionSteps />
            </EmptyState>
          </Card>
        }
      >
        {(data) => (
          <ul className={styles.list} aria-label="Заявки на переуступку">
            {data.items.map((item) => (
              <CessionRow key={item.code} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </Stack>
  );
}

function CessionRow({ item }: { item: CessionListItem }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>
          <Link to={`/account/cession/${encodeURIComponent(item.code)}`} className={styles.itemLink}>
            Заявка № {item.number}
          </Link>
        </h2>
        <CessionStatusBadge status={item.status} title={item.statusTitle} />
      </div>
      <p className={styles.itemMeta}>
        <span>Ваша роль: {item.roleTitle}</span>
        {item.role === "applicant" ? (
          <span>Цессионарий: {item.cessionaryTitle ?? "не указан"}</span>
        ) : (
          <span>Цедент: {item.applicantTitle}</span>
        )}
        {item.role === "applicant" ? null : (
          <span>
            Ваша часть: <PartStatusBadge status={item.partStatus} title={item.partStatusTitle} />
          </span>
        )}
      </p>
      <ul className={styles.contracts} aria-label={`Договоры заявки № ${item.number}`}>
        {item.contracts.map((c) => (
          <li key={c.code}>
            Договор № {c.number} — {c.vehicleTitle}
          </li>
        ))}
      </ul>
      <p className={styles.itemMeta}>
        <span>создана {formatWhen(item.createdAt)}</span>
        <span>изменена {formatWhen(item.updatedAt)}</span>
      </p>
    </li>
  );
}
