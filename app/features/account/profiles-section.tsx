import type { Profile, User } from "../../../contract/account.ts";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { formatPhone, phoneHref } from "./person-format";
import { ogrnLabel, PROFILE_TYPE_LABELS } from "./profile-labels";
import styles from "./profiles-section.module.css";
import { useSwitchProfile } from "./use-switch-profile";

/** The profile the client acts for: name, type, INN, KPP, OGRN. A named region («Активный профиль»). */
export function ActiveProfileCard({ profile }: { profile: Profile }) {
  return (
    <section className={`${styles.card} ${styles.activeCard}`} aria-labelledby="active-profile-title">
      <div className={styles.cardHead}>
        <h2 id="active-profile-title" className={styles.cardTitle}>
          Активный профиль
        </h2>
        <span className={styles.badge}>{PROFILE_TYPE_LABELS[profile.type]}</span>
      </div>
      <p className={styles.profileTitle}>{profile.title}</p>
      <dl className={styles.facts}>
        <div>
          <dt>ИНН</dt>
          <dd>{profile.inn}</dd>
        </div>
        {profile.kpp ? (
          <div>
            <dt>КПП</dt>
            <dd>{profile.kpp}</dd>
          </div>
        ) : null}
        {profile.ogrn ? (
          <div>
            <dt>{ogrnLabel(profile.type)}</dt>
            <dd>{profile.ogrn}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A signed-in user without a client profile (a lessor's employee, or a client not yet linked). */
export function NoProfileCard({ user }: { user: User }) {
  return (
    <section className={styles.card} aria-labelledby="active-profile-title">
      <h2 id="active-profile-title" className={styles.cardTitle}>
        Активный профиль
      </h2>
      <p className={styles.muted}>
        {user.role === "staff"
          ? "Вы вошли как сотрудник Лизинг-Авто: клиентские профили к этой учётной записи не привязаны."
          : "К учётной записи пока не привязан ни один профиль клиента. Обратитесь к вашему менеджеру."}
      </p>
    </section>
  );
}

/** The signed-in person's own contacts. */
export function ContactsCard({ user }: { user: User }) {
  return (
    <section className={styles.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.cardTitle}>
        Контактные данные
      </h2>
      <dl className={styles.contacts}>
        <div>
          <dt>Имя</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>{user.phone ? <a href={phoneHref(user.phone)}>{formatPhone(user.phone)}</a> : "не указан"}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Every profile of the account, the active one marked, the others one click away. */
export function ProfilesSection({ profiles, activeId }: { profiles: readonly Profile[]; activeId: number | null }) {
  const { switchTo, pendingId, error, switched } = useSwitchProfile();
  return (
    <section className={styles.section} aria-labelledby="profiles-title">
      <h2 id="profiles-title" className={styles.sectionTitle}>
        Профили учётной записи
      </h2>
      <p className={styles.muted}>
        {profiles.length > 1
          ? "Переключайтесь между компаниями без повторного входа: договоры, счета и уведомления показываются для активного профиля."
          : "Договоры, счета и уведомления в кабинете относятся к этому профилю."}
      </p>
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
    </section>
  );
}
