import type { ReactNode } from "react";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import styles from "./calculator-page.module.css";

/** The frame of `/calculator`: breadcrumbs, the heading and what the figures include. */
export function CalculatorPage({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: "Калькулятор лизинга" }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>Калькулятор лизинга</h1>
        <p className={styles.lead}>
          Подберите аванс, срок и график — платёж пересчитывается сразу. Все суммы с НДС 22 %; ставка зависит от
          программы для выбранного вида техники.
        </p>
      </header>
      {children}
    </div>
  );
}
