import type { Profile, User } from "../../../contract/account.ts";
import { apiErrorMessage, apiErrorStatus } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { useAccountCheckQuery } from "./account-api";
import styles from "./account-home-view.module.css";
import { addressName, formatPhone, phoneHref } from "./person-format";
import { ogrnLabel, PROFILE_TYPE_LABELS } from "./profile-labels";
import { useSwitchProfile } from "./use-switch-profile";

/** The account home (issue 2): who is signed in, the active profile, the other profiles, contacts. */
export function AccountHomeView() {
  const { data, error, isLoading, isFetching, refetch } = useAccountCheckQuery();

  if (isLoading || (!data && !error)) return <HomeSkeleton />;

  if (!data) {
    const expired = apiErrorStatus(error) === 401;
    return (
      <div className={styles.home}>
        <h1 className={styles.title}>Главная</h1>
        <Alert tone="error" title="Не удалось загрузить данные кабинета">
          <p>{apiErrorMessage(error)}</p>
          <div className={styles.actions}>
            {expired ? (
              <ButtonLink to="/login?next=%2Faccount" size="sm">
                Войти снова
              </ButtonLink>
            ) : (
              <Button size="sm" onClick={() => void refetch()} aria-disabled={isFetching || undefined}>
                {isFetching ? "Загружаем…" : "Повторить"}
              </Button>
            )}
          </div>
        </Alert>
      </div>
    );
  }

  const { user, profile, profiles } = data;
  return (
    <div className={styles.home}>
      <header className={styles.greeting}>
        <h1 className={styles.title}>Здравствуйте, {addressName(user.name)}!</h1>
        {profile ? (
          <p className={styles.lead}>
            Вы работаете от имени <strong>{profile.title}</strong>.
          </p>
        ) : null}
      </header>

      <div className={styles.grid}>
        {profile ? (
          <ActiveProfileCard profile={profile} />
        ) : (
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
        )}
        <ContactsCard user={user} />
      </div>

      {profiles.length > 0 ? <ProfilesSection profiles={profiles} activeId={profile?.id ?? null} /> : null}
    </div>
  );
}

function ActiveProfileCard({ profile }: { profile: Profile }) {
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

function ContactsCard({ user }: { user: User }) {
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

function ProfilesSection({ profiles, activeId }: { profiles: readonly Profile[]; activeId: number | null }) {
  const { switchTo, pendingId, error, switched } = useSwitchProfile();
  return (
    <section className={styles.section} aria-labelledby="profiles-title">
      <h2 id="profiles-title" className={styles.sectionTitle}>
        Профили учётной записи
      </h2>
      <p className={styles.muted}>
        {profiles.length > 1
          ? "Переключайтесь между компаниями без повторного входа: договоры, счета и обращения показываются для активного профиля."
          : "Договоры, счета и обращения в кабинете относятся к этому профилю."}
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

function HomeSkeleton() {
  return (
    <div className={styles.home} aria-busy="true">
      <h1 className="visually-hidden">Главная</h1>
      <p className="visually-hidden" role="status">
        Загружаем данные кабинета…
      </p>
      <div className={styles.greeting}>
        <Skeleton width="min(26rem, 80%)" height="2.25rem" />
        <div className={styles.skeletonGap} />
        <Skeleton width="min(20rem, 60%)" />
      </div>
      <div className={styles.grid}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton width="40%" height="1.25rem" />
            <div className={styles.skeletonGap} />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
      <div className={styles.section}>
        <Skeleton width="16rem" height="1.5rem" />
        <div className={styles.skeletonGap} />
        <Skeleton height="4.5rem" />
        <div className={styles.skeletonGap} />
        <Skeleton height="4.5rem" />
      </div>
    </div>
  );
}
