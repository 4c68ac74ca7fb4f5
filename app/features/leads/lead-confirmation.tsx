import { type ReactNode, useEffect, useRef } from "react";
import { type FormKind, leadAcceptedTitle, type UtmEcho } from "../../../contract/forms.ts";
import { Alert } from "../../ui/alert";
import styles from "./lead-form.module.css";

/** «Заявка принята»: the number of the stored lead and the campaign it was attributed to. */
export function LeadConfirmation({
  result,
  actions,
  focus,
  title = leadAcceptedTitle(result.kind as FormKind, result.reference),
}: {
  result: { kind: string; reference: string; message: string; utm: UtmEcho };
  /** The title; «Заявка Л-… принята» or the form's own by default. */
  title?: string;
  actions?: ReactNode;
  /** Move the focus here (the form that had it is gone). */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const { utm_campaign: campaign, utm_medium: medium, utm_source: source } = result.utm;
  const channel = [source, medium].filter(Boolean).join(", ");
  return (
    <div ref={ref} tabIndex={-1} className={styles.done} data-lead-reference={result.reference}>
      <Alert tone="success" title={title}>
        <p>{result.message}</p>
        {campaign || channel ? (
          <p className={styles.attribution}>
            Переход по рекламе: {campaign ?? "без названия кампании"}
            {channel ? ` (${channel})` : ""}
          </p>
        ) : null}
      </Alert>
      {actions ? <div className={styles.doneActions}>{actions}</div> : null}
    </div>
  );
}
