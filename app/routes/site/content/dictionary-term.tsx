import { ArticlePage, ArticleText } from "../../../features/content/article-page";
import { contentPageData } from "../../../features/content/content-page-data";
import { PageSection } from "../../../features/content/page-header";
import { HelpAside } from "../../../features/content/section-links";
import { absoluteUrl, contentHeaders, pageMeta } from "../../../features/content/seo";
import { TermList } from "../../../features/content/term-list";
import type { Route } from "./+types/dictionary-term";

const crumbsOf = (title: string) => [
  { label: "Клиентам", to: "/clients/" },
  { label: "Словарь клиента", to: "/clientservice/" },
  { label: title },
];

export const headers = contentHeaders;

export const loader = ({ context, params }: Route.LoaderArgs) =>
  contentPageData(context, (s) => s.content.dictionary.term(params.code));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: `${loaderData.item.title} — словарь клиента`,
        description: loaderData.item.short,
        path: loaderData.item.url,
        crumbs: crumbsOf(loaderData.item.title),
        jsonLd: [
          {
            "@type": "DefinedTerm",
            name: loaderData.item.title,
            description: loaderData.item.short,
            inDefinedTermSet: absoluteUrl(loaderData.origin, "/clientservice/"),
          },
        ],
      })
    : [];

export default function DictionaryTerm({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <ArticlePage
      header={{ crumbs: crumbsOf(item.title), eyebrow: "Словарь клиента", title: item.title, lead: item.short }}
      aside={<HelpAside title="Вопрос по вашему договору?" />}
      back={{ to: "/clientservice/", label: "Весь словарь" }}
    >
      <ArticleText title={item.title} html={item.html} />
      {item.related.length > 0 ? (
        <PageSection id="term-related" title="Связанные термины">
          <TermList terms={item.related} />
        </PageSection>
      ) : null}
    </ArticlePage>
  );
}
