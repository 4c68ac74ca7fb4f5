import type { Profile } from "../../../contract/account.ts";
import { Select } from "../../ui/select";
import styles from "./account-shell.module.css";
import { useSwitchProfile } from "./use-switch-profile";

/**
 * The profile the client acts for, in the account header. A native select: keyboard and phone
 * pickers for free; the change applies at once and is announced politely.
 */
export function ProfileSwitcher({ profiles, activeId }: { profiles: readonly Profile[]; activeId: number | null }) {
  const { switchTo, pendingId, error, switched } = useSwitchProfile();

  if (profiles.length < 2) {
    const only = profiles[0];
    return only ? (
      <p className={styles.singleProfile}>
        <span className={styles.toolLabel}>Профиль</span>
        <span className={styles.singleProfileTitle}>{only.title}</span>
      </p>
    ) : null;
  }

  return (
    <div className={styles.switcher}>
      <Select
        className={styles.switcherSelect}
        label="Активный профиль"
        name="profile"
        value={String(pendingId ?? activeId ?? "")}
        aria-busy={pendingId !== null || undefined}
        placeholder={activeId === null ? "Выберите профиль" : undefined}
        options={profiles.map((p) => ({ value: String(p.id), label: p.title }))}
        error={error ?? undefined}
        onChange={(e) => {
          const id = Number(e.currentTarget.value);
          if (id && id !== activeId) void switchTo(id);
        }}
      />
      <p className="visually-hidden" role="status">
        {pendingId !== null ? "Переключаем профиль…" : switched ? `Активный профиль: ${switched.title}` : ""}
      </p>
    </div>
  );
}
