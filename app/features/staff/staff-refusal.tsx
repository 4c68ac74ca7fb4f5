import { useLocation } from "react-router";
import { STAFF_HOME } from "../../lib/area-homes";
import { ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";

/**
 * What the back office shows, inside its shell, for an address it has no page for (404) or a section the
 * person's roles do not open (403): it names the address and leads back to the overview.
 */
export function StaffRefusal({ status }: { status: 403 | 404 }) {
  const { pathname } = useLocation();
  return (
    <PageHeader
      title={status === 403 ? "Раздел недоступен вашей роли" : "Страница не найдена"}
      lead={
        status === 403 ? (
          <p>
            Страница <code>{pathname}</code> открывается сотрудникам с другой ролью. Если она нужна вам для работы,
            попросите администратора добавить роль.
          </p>
        ) : (
          <p>
            В бэк-офисе нет страницы по адресу <code>{pathname}</code>. Возможно, ссылка устарела или в адресе опечатка.
          </p>
        )
      }
      actions={<ButtonLink to={STAFF_HOME}>К обзору</ButtonLink>}
    />
  );
}
