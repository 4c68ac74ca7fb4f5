import { ContentHtml } from "../../../features/content/content-html";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, contentPageMeta } from "../../../features/content/seo";
import { TermList } from "../../../features/content/term-list";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { countOf } from "../../../lib/quantity-format";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/dictionary";
import styles from "./dictionary.module.css";

const CRUMBS = [{ label: "Клиентам", to: "/clients/" }, { label: "Словарь клиента" }];

export const headers = contentHeaders;

export const loader = ({ context }: Route.LoaderArgs) => contentPageData(context, (s) => s.content.dictionary.index());

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? contentPageMeta(loaderData.origin, loaderData.page, CRUMBS, [
        {
          "@type": "DefinedTermSet",
          name: loaderData.page.title,
          hasDefinedTerm: loaderData.list.map((t) => ({ "@type": "DefinedTerm", name: t.title, description: t.short })),
        },
      ])
    : [];

export default function Dictionary({ loaderData }: Route.ComponentProps) {
  const { page, list, letters } = loaderData;
  const anchor = (letter: string) => `letter-${letters.indexOf(letter) + 1}`;
  return (
    <>
      <PageHeader crumbs={CRUMBS} title={page.title} lead={page.lead}>
        <nav aria-label="Алфавитный указатель" className={styles.index}>
          <ul className={styles.letters}>
            {letters.map((letter) => (
              <li key={letter}>
                <a href={`#${anchor(letter)}`} className={styles.letter}>
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <PageColumns aside={<HelpAside title="Не нашли ответ?" />}>
        {page.html ? (
          <div className={styles.intro}>
            <ContentHtml html={page.html} />
          </div>
        ) : null}
        <Text as="p" muted small className={styles.count}>
          {countOf(list.length, ["термин", "термина", "терминов"])}
        </Text>
        {letters.map((letter) => (
          <section key={letter} className={styles.group} aria-labelledby={anchor(letter)}>
            <h2 id={anchor(letter)} className={styles.groupLetter}>
              {letter}
            </h2>
            <TermList terms={list.filter((t) => t.letter === letter)} />
          </section>
        ))}
        <LazyLeadForm place="dictionary" />
      </PageColumns>
    </>
  );
}
