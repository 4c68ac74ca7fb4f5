import { Link, useLocation } from "react-router";
import type { ClientRight } from "../../../contract/lk-rights.ts";
import { ButtonLink } from "../../ui/button";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { Stack } from "../../ui/stack";
import styles from "./account-not-found.module.css";
import { sectionsFor } from "./account-sections";

/**
 * The 404 of the client account, inside its shell: the sidebar stays, so a mistyped or outdated address leaves the
 * client among the account's sections instead of on the public site's page. It names the address and offers the
 * sections and a ticket, for a link that should have led somewhere — those the person's rights open (ADR 031).
 */
export function AccountNotFound({ rights }: { rights: readonly ClientRight[] }) {
  const { pathname } = useLocation();
  const sections = sectionsFor(rights).filter((s) => s.ready && s.path !== "/account");
  return (
    <Stack>
      <PageHeader
        title="Страница не найдена"
        lead={
          <p>
            В личном кабинете нет страницы по адресу <code>{pathname}</code>. Возможно, ссылка устарела или в адресе
            опечатка.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/account">На главную кабинета</ButtonLink>
            {rights.includes("tickets") ? (
              <ButtonLink to="/account/tickets/new" variant="secondary">
                Написать обращение
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <Card title="Разделы кабинета" titleId="account-not-found-sections">
        <ul className={styles.sections}>
          {sections.map((s) => (
            <li key={s.path}>
              <Link to={s.path}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
