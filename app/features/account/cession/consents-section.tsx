import { CESSION_RULE_MESSAGES } from "../../../../contract/lk-cession.ts";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { formatDate } from "../lk/lk-format";
import styles from "./questionnaire.module.css";
import { Section, usePathForm } from "./questionnaire-fields";

/** The consent texts' pages (app/routes/site/content/consent.tsx). */
const CONSENT_LINKS = {
  personalData: "/terms/personal-data/",
  creditBureau: "/terms/credit-bureau/",
} as const;

function ConsentBox({ name, label, link }: { name: keyof typeof CONSENT_LINKS; label: string; link: string }) {
  const form = usePathForm();
  const path = `consents.${name}`;
  return (
    <Checkbox
      id={form.idOf(path)}
      label={label}
      required={form.required(path)}
      disabled={form.readOnly}
      checked={form.value(path) === true}
      onChange={(event) => form.set(path, event.currentTarget.checked)}
      error={form.error(path)}
      hint={
        <a href={CONSENT_LINKS[name]} target="_blank" rel="noopener">
          {link}
        </a>
      }
    />
  );
}

/**
 * The two consents with links to their texts, and the signing: the server dates them (the day of the save that
 * first carried both, or of «Подписать заново»); the credit-bureau consent lasts six months and, once expired,
 * is signed again before sending.
 */
export function ConsentsSection({
  signedAt,
  validUntil,
  expired,
  onRenew,
  renewing,
  unsignedNote,
}: {
  signedAt: string | null;
  validUntil: string | null;
  expired: boolean;
  /** «Подписать заново»; absent when the part can no longer change. */
  onRenew?: () => void;
  renewing?: boolean;
  /** What signs the consents while they are not signed yet. */
  unsignedNote: string;
}) {
  const form = usePathForm();
  const signedError = form.error("consents.signedAt");
  return (
    <Section legend="Согласия">
      <div className={styles.wide}>
        <ConsentBox
          name="personalData"
          label="Согласие на обработку персональных данных"
          link="Текст согласия на обработку персональных данных"
        />
      </div>
      <div className={styles.wide}>
        <ConsentBox
          name="creditBureau"
          label="Согласие на запрос в бюро кредитных историй"
          link="Текст согласия на запрос в бюро кредитных историй"
        />
      </div>
      <div className={`${styles.wide} ${styles.consentState}`} id={form.idOf("consents.signedAt")} tabIndex={-1}>
        {signedAt ? (
          <>
            <p>Согласия подписаны {formatDate(signedAt)}</p>
            <p>Согласие на запрос в бюро кредитных историй действует до {formatDate(validUntil)}</p>
          </>
        ) : (
          <p>{unsignedNote}</p>
        )}
        {signedError && !expired ? <p className={styles.fieldError}>{signedError}</p> : null}
      </div>
      {expired ? (
        <div className={styles.wide}>
          <Alert tone="warning" title="Срок согласия истёк">
            <p>{CESSION_RULE_MESSAGES.consentExpired}</p>
            {onRenew ? (
              <Button size="sm" onClick={onRenew} aria-disabled={renewing || undefined}>
                {renewing ? "Подписываем…" : "Подписать заново"}
              </Button>
            ) : null}
          </Alert>
        </div>
      ) : null}
    </Section>
  );
}
