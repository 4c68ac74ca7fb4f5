import type { ReactNode } from "react";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import { NextSteps } from "../../ui/layout/next-steps";
import frame from "../../ui/layout/page-frame.module.css";
import { company } from "../../ui/layout/site-info";
import styles from "./lead-page.module.css";

const steps = [
  "Менеджер перезвонит в течение рабочего дня и уточнит задачу.",
  "Рассчитаем платежи по программе и подскажем, какие документы нужны.",
  "Решение по заявке — обычно за один день.",
];

/** The frame of the `/lead` page: the form on the left, what happens next on the right. */
export function LeadPage({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${frame.page}`}>
      <Breadcrumbs items={[{ label: "Заявка на лизинг" }]} />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="lead-title">
          <h1 id="lead-title" className={styles.title}>
            Заявка на лизинг
          </h1>
          <p className={styles.lead}>Для организаций и индивидуальных предпринимателей. Заполнение займёт минуту.</p>
          {children}
        </section>
        <NextSteps id="lead-next" steps={steps} className={styles.aside}>
          <p className={styles.phone}>
            Удобнее по телефону? <a href={company.freePhone.href}>{company.freePhone.display}</a>, {company.hours}.
          </p>
        </NextSteps>
      </div>
    </div>
  );
}
