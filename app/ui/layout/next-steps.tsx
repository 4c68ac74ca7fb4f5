import type { ReactNode } from "react";
import styles from "./next-steps.module.css";

/**
 * «Что будет дальше» beside a form (the leasing request, the candidate questionnaire): what happens after it is
 * sent, then `children` (how to reach a person instead). The page places it with `className`.
 */
export function NextSteps({
  id,
  steps,
  className,
  children,
}: {
  id: string;
  steps: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        Что будет дальше
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {children}
    </aside>
  );
}
