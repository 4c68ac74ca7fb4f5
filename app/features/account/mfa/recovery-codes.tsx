import { useMemo } from "react";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { CopyButton } from "../lk/copy-button";
import styles from "./mfa.module.css";

const FILE_NAME = "Лизинг-Авто — резервные коды.txt";

/**
 * The ten recovery codes, shown once (only their hashes are kept): a list to read, copy or download as a text file.
 * `onSaved` closes the list; the codes are gone from the page after that.
 */
export function RecoveryCodes({ codes, email, onSaved }: { codes: string[]; email: string; onSaved: () => void }) {
  const text = useMemo(
    () =>
      [
        `Резервные коды входа в личный кабинет Лизинг-Авто (${email}).`,
        "Каждый код действует один раз вместо кода из приложения.",
        "",
        ...codes,
        "",
      ].join("\n"),
    [codes, email],
  );
  // A data: address rather than a Blob URL: nothing to revoke, and the codes never leave the page.
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  return (
    <section className={styles.form} aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Резервные коды</h3>
      <Alert tone="warning" title="Сохраните коды сейчас">
        <p>
          Мы показываем их один раз. Если телефона с приложением не окажется под рукой, войдите с одним из кодов —
          каждый действует только один раз.
        </p>
      </Alert>
      <ul className={styles.codes} aria-label="Резервные коды">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton value={codes.join("\n")} label="все резервные коды" />
        <a href={href} download={FILE_NAME}>
          Скачать файлом
        </a>
        <Button onClick={onSaved}>Я сохранил коды</Button>
      </div>
    </section>
  );
}
