import type { Profile, User } from "../../../contract/account.ts";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Facts } from "../../ui/facts";
import { Text } from "../../ui/text";
import { formatPhone, phoneHref } from "./person-format";
import { ogrnLabel, PROFILE_TYPE_LABELS } from "./profile-labels";
import styles from "./profiles-section.module.css";
import { useSwitchProfile } from "./use-switch-profile";

/** The profile the client acts for: name, type, INN, KPP, OGRN. A named region («Активный профиль»). */
export function ActiveProfileCard({ profile }: { profile: Profile }) {
  const facts: [string, string][] = [["ИНН", profile.inn]];
  if (profile.kpp) facts.push(["КПП", profile.kpp]);
  if (profile.ogrn) facts.push([ogrnLabel(profile.type), profile.ogrn]);
  return (
    <Card
      title="Активный профиль"
      titleId="active-profile-title"
      accent="brand"
      actions={<Badge tone="info">{PROFILE_TYPE_LABELS[profile.type]}</Badge>}
    >
      <p className={styles.profileTitle}>{profile.title}</p>
      <Facts items={facts} />
    </Card>
  );
}

/** A signed-in user without a client profile (a lessor's employee, or a client not yet linked). */
export function NoProfileCard({ user }: { user: User }) {
  return (
    <Card title="Активный профиль" titleId="active-profile-title">
      <Text as="p" muted>
        {user.role === "staff"
          ? "Вы вошли как сотрудник Лизинг-Авто: клиентские профили к этой учётной записи не привязаны."
          : "К учётной записи пока не привязан ни один профиль клиента. Обратитесь к вашему менеджеру."}
      </Text>
    </Card>
  );
}

/** The signed-in person's own contacts. */
export function ContactsCard({ user }: { user: User }) {
  return (
    <Card title="Контактные данные" titleId="contacts-title">
      <Facts
        columns={1}
        items={[
          ["Имя", user.name],
          [
            "E-mail",
            <a key="email" href={`mailto:${user.email}`}>
              {user.email}
            </a>,
          ],
          [
            "Телефон",
            user.phone ? (
              <a key="phone" href={phoneHref(user.phone)}>
                {formatPhone(user.phone)}
              </a>
            ) : (
              "не указан"
            ),
          ],
        ]}
      />
    </Card>
  );
}

/** Every profile of the account, the active one marked, the others one click away. */
export function ProfilesSection({ profiles, activeId }: { profiles: readonly Profile[]; activeId: number | null }) {
  const { switchTo, pendingId, error, switched } = useSwitchProfile();
  return (
    <Card title="Профили учётной записи" titleId="profiles-title">
      <Text as="p" muted>
        {profiles.length > 1
          ? "Переключайтесь между компаниями без повторного входа: договоры, счета и уведомления показываются для активного профиля."
          : "Договоры, счета и уведомления в кабинете относятся к этому профилю."}
      </Text>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <p className="visually-hidden" role="status">
        {switched ? `Активный профиль: ${switched.title}` : ""}
      </p>
      <ul className={styles.profileList}>
        {profiles.map((p) => {
          const active = p.id === activeId;
          return (
            <li key={p.id} className={styles.profileItem} data-active={active}>
              <div className={styles.profileText}>
                <p className={styles.profileItemTitle}>{p.title}</p>
                <p className={styles.profileMeta}>
                  {PROFILE_TYPE_LABELS[p.type]} · ИНН {p.inn}
                </p>
              </div>
              {active ? (
                <span className={styles.activeMark}>Активный</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Сделать активным: ${p.title}`}
                  aria-disabled={pendingId !== null || undefined}
                  onClick={() => void switchTo(p.id)}
                >
                  {pendingId === p.id ? "Переключаем…" : "Сделать активным"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
