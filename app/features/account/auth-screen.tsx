import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import { Logo } from "../../ui/layout/logo";
import styles from "./auth-screen.module.css";

const BENEFITS: readonly { text: string; to?: string }[] = [
  { text: "График платежей и задолженность по каждому договору" },
  { text: "Счета, акты сверки и закрывающие документы" },
  // After signing in, the link leads on to a new ticket (the account sends a signed-out visitor here and back).
  { text: "Обращения в клиентский сервис и ответы на них", to: "/account/tickets/new" },
  { text: "Несколько компаний — в одной учётной записи" },
];

/** The frame of the sign-in pages: what the account gives on one side, the form card on the other. */
export function AuthScreen({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <Logo tone="light" />
        <div className={styles.pitch}>
          <p className={styles.kicker}>Личный кабинет клиента</p>
          <p className={styles.headline}>Все договоры лизинга под рукой</p>
          <ul className={styles.benefits}>
            {BENEFITS.map(({ text, to }) => (
              <li key={text}>
                <Icon name="check" size={20} className={styles.tick} />
                {to ? (
                  <Link to={to} className={styles.benefitLink}>
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.secure}>Пароль шифруется прямо в браузере и не передаётся в открытом виде.</p>
      </aside>

      <main className={styles.main}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        <p className={styles.back}>
          <Link to="/">
            <Icon name="chevron-left" size={18} />
            На главную страницу сайта
          </Link>
        </p>
      </main>
    </div>
  );
}
