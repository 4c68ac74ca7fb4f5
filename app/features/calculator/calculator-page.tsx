import type { ReactNode } from "react";
import { PageFrame } from "../../ui/layout/page-frame";

/** The breadcrumbs of `/calculator` (also its schema.org BreadcrumbList). */
export const CALCULATOR_CRUMBS = [{ label: "Калькулятор лизинга" }];

/** The frame of `/calculator`: breadcrumbs, the heading and what the figures include. */
export function CalculatorPage({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      crumbs={CALCULATOR_CRUMBS}
      title="Калькулятор лизинга"
      lead={
        <>
          Подберите аванс, срок и график — платёж пересчитывается сразу. Все суммы с НДС 22 %; ставка зависит от
          программы для выбранного вида техники.
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
