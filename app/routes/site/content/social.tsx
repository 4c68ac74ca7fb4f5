import { SocialFeedQuerySchema } from "../../../../contract/pages.ts";
import { servicesContext } from "../../../context";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { notFound, pageHref, readPage } from "../../../features/content/paging";
import { contentHeaders, pagedTitle, pageMeta } from "../../../features/content/seo";
import { SocialPost } from "../../../features/content/social-post";
import { Pagination } from "../../../ui/pagination";
import type { Route } from "./+types/social";
import styles from "./social.module.css";

const PATH = "/social/";
const CRUMBS = [{ label: "Мы в соцсетях" }];
const TITLE = "«Лизинг-Авто» в социальных сетях";
const DESCRIPTION =
  "Новости и полезные разборы «Лизинг-Авто» из Telegram, ВКонтакте и Дзена: изменения в налогах, новые программы лизинга, советы по страхованию и эксплуатации техники.";

const CHANNELS = [
  { href: "https://t.me/leasingauto", name: "Telegram", text: "Новости и короткие разборы каждый день" },
  { href: "https://vk.com/leasingauto", name: "ВКонтакте", text: "Фото сделок, события и розыгрыши" },
  { href: "https://dzen.ru/leasingauto", name: "Дзен", text: "Длинные статьи о лизинге и налогах" },
];

export const headers = contentHeaders;

/** `?page=` pages the feed; `?id=` puts one post first (a link shared from a network lands on it). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = readPage(url);
  const rawId = url.searchParams.get("id");
  const id = rawId === null ? undefined : SocialFeedQuerySchema.shape.id.safeParse(rawId).data;
  if (rawId !== null && id === undefined) notFound();
  const services = context.get(servicesContext);
  const result = await services.content.social.feed({ id, page });
  if (!result) notFound();
  return { ...result, origin: services.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post, page } = loaderData;
  return pageMeta({
    origin: loaderData.origin,
    title: post ? post.title : pagedTitle(TITLE, page),
    description: post ? post.text.slice(0, 200) : DESCRIPTION,
    // A single post is shown on the feed; the feed page is the canonical address.
    path: pageHref(PATH, page),
    crumbs: CRUMBS,
  });
};

export default function Social({ loaderData }: Route.ComponentProps) {
  const { posts, post, page, pages } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title={TITLE}
        lead="Пишем о лизинге простыми словами: изменения в законах, новые программы, советы по страхованию и эксплуатации техники. Отмечайте полезное — лайки сохраняются на этом устройстве."
      >
        <ul className={styles.channels}>
          {CHANNELS.map((channel) => (
            <li key={channel.name}>
              <a href={channel.href} target="_blank" rel="noopener" className={styles.channel}>
                <strong>{channel.name}</strong>
                <span>{channel.text}</span>
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      <PageColumns>
        <div className={styles.feed}>
          {post ? <SocialPost post={post} highlighted /> : null}
          {posts
            .filter((p) => p.id !== post?.id)
            .map((p) => (
              <SocialPost key={p.id} post={p} />
            ))}
        </div>
        <Pagination page={page} pageCount={pages} hrefFor={(p) => pageHref(PATH, p)} label="Страницы ленты" />
      </PageColumns>
    </>
  );
}
