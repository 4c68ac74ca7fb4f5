import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { STAFF_CLIENT_SEARCH_MIN, type StaffClientSearchItem } from "../../../contract/staff-clients.ts";
import { ogrnLabel } from "../../features/account/profile-labels";
import { useStaffClientSearchQuery } from "../../features/staff/clients-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/clients";
import styles from "./staff-screens.module.css";

export function meta() {
  return staffMeta("Клиенты");
}

/** Client service opens and closes clients' access; admin always. */
export const CLIENT_ROLES = ["service"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CLIENT_ROLES);
  return null;
}

const tooShort = `Введите не меньше ${STAFF_CLIENT_SEARCH_MIN} символов`;

/**
 * `/staff/clients?q=…`: a client found by part of the INN, the company's name, a user's e-mail or a contract number;
 * each profile with its people and contracts, and the way to open a new client's account.
 */
export default function StaffClients() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const [typed, setTyped] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const ready = q.length >= STAFF_CLIENT_SEARCH_MIN;
  const query = useStaffClientSearchQuery(q, { skip: !ready, refetchOnMountOrArgChange: true });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed.trim();
    if (value.length < STAFF_CLIENT_SEARCH_MIN) {
      setError(tooShort);
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    setError(undefined);
    setParams({ q: value });
  }

  return (
    <Stack>
      <PageHeader
        title="Клиенты"
        lead={<p>Поиск клиента, доступ его сотрудников к кабинету и открытие кабинета новому клиенту.</p>}
        actions={<ButtonLink to="/staff/clients/new">Открыть кабинет</ButtonLink>}
      />
      <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label="Поиск клиента">
        <Field
          label="ИНН, название, e-mail или номер договора"
          name="q"
          type="search"
          value={typed}
          error={error}
          hint={error ? undefined : `Не меньше ${STAFF_CLIENT_SEARCH_MIN} символов`}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit">Найти</Button>
      </form>
      {ready ? (
        <QueryState
          query={query}
          errorTitle="Не удалось найти клиентов"
          loading={<TableSkeleton label="Ищем клиентов…" />}
          isEmpty={(page) => page.items.length === 0}
          empty={
            <EmptyState title="Никого не нашли">
              <p>Проверьте запрос: ИНН, часть названия, e-mail сотрудника клиента или номер договора.</p>
            </EmptyState>
          }
        >
          {(page) => (
            <Stack gap={3}>
              <Table
                framed
                caption="Найденные клиенты"
                captionHidden
                columns={[
                  { key: "title", header: "Клиент", cell: (c) => <TitleCell item={c} /> },
                  {
                    key: "users",
                    header: "Доступ к кабинету",
                    cell: (c) =>
                      c.users.length === 0 ? (
                        // A lessee from the books: contracts, nobody acting for it yet (ADR 033).
                        <Badge tone="neutral">без личного кабинета</Badge>
                      ) : (
                        <ul className={styles.history}>
                          {c.users.map((u) => (
                            <li key={u.id}>
                              {u.name}, {u.email}{" "}
                              {u.status === "invited" ? <Badge tone="warning">Приглашён</Badge> : null}
                            </li>
                          ))}
                        </ul>
                      ),
                  },
                  { key: "contracts", header: "Договоров", cell: (c) => String(c.contractsCount) },
                ]}
                rows={page.items}
                rowKey={(c) => String(c.id)}
              />
              {page.more ? <p>Показаны первые {page.items.length}: уточните запрос, чтобы увидеть остальных.</p> : null}
            </Stack>
          )}
        </QueryState>
      ) : (
        <EmptyState title="Найдите клиента">
          <p>Введите ИНН, часть названия компании, e-mail сотрудника клиента или номер договора.</p>
        </EmptyState>
      )}
    </Stack>
  );
}

function TitleCell({ item: c }: { item: StaffClientSearchItem }) {
  return (
    <Cell
      main={<Link to={`/staff/clients/${c.id}`}>{c.title}</Link>}
      sub={[
        c.typeTitle,
        `ИНН ${c.inn}`,
        c.kpp ? `КПП ${c.kpp}` : undefined,
        c.ogrn ? `${ogrnLabel(c.type)} ${c.ogrn}` : undefined,
      ]}
    />
  );
}
