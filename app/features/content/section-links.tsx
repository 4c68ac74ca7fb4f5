import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import { company } from "../../ui/layout/site-info";
import { Text } from "../../ui/text";
import styles from "./section-links.module.css";

export type SectionLink = { to: string; title: string; text: string };

/** Links to other sections as tiles: a hub page («Клиентам») and «see also» blocks. */
export function SectionLinks({ links, headingLevel = 3 }: { links: readonly SectionLink[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {links.map((link) => (
        <li key={link.to} className={styles.tile}>
          <Heading className={styles.title}>
            <Link to={link.to} className={styles.link} prefetch="intent">
              {link.title}
            </Link>
          </Heading>
          <Text as="p" muted small className={styles.text}>
            {link.text}
          </Text>
          <Icon name="arrow-right" size={20} className={styles.arrow} />
        </li>
      ))}
    </ul>
  );
}

/** «Остались вопросы?»: the hotline and e-mail beside a page, with the page's own action (a lead button). */
export function HelpAside({ title = "Остались вопросы?", children }: { title?: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.help} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.helpTitle}>
        {title}
      </h2>
      <p className={styles.helpText}>Позвоните или напишите — менеджер ответит в рабочее время, {company.hours}.</p>
      <a href={company.freePhone.href} className={styles.phone}>
        {company.freePhone.display}
      </a>
      <p className={styles.helpNote}>бесплатно по России</p>
      <a href={`mailto:${company.email}`} className={styles.mail}>
        {company.email}
      </a>
      {children ? <div className={styles.helpAction}>{children}</div> : null}
    </section>
  );
}
