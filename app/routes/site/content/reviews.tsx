import type { Review } from "../../../../contract/pages.ts";
import { DateLabel } from "../../../features/content/content-cards";
import { contentPageData } from "../../../features/content/content-page-data";
import { paragraphs } from "../../../features/content/format";
import { PageColumns, PageHeader } from "../../../features/content/page-header";
import { pageHref, readPage } from "../../../features/content/paging";
import { HelpAside } from "../../../features/content/section-links";
import { contentHeaders, pagedTitle, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { LeadButton } from "../../../features/leads/lead-button";
import { formatNumber } from "../../../lib/number-format";
import { countOf } from "../../../lib/quantity-format";
import { Pagination } from "../../../ui/pagination";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/reviews";
import styles from "./reviews.module.css";

const PATH = "/reviews/";
const CRUMBS = [{ label: "О компании", to: "/about/" }, { label: "Отзывы клиентов" }];
const TITLE = "Отзывы клиентов";

export const headers = contentHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const page = readPage(url);
  return contentPageData(context, (s) => s.content.reviews.list(page));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { rating, page } = loaderData;
  return pageMeta({
    origin: loaderData.origin,
    title: pagedTitle(`${TITLE} о «Лизинг-Авто»`, page),
    description: `Отзывы компаний и предпринимателей о лизинге в «Лизинг-Авто»: средняя оценка ${formatNumber(rating.average, 1)} из 5 по ${countOf(rating.count, ["отзыву", "отзывам", "отзывам"])}, ответы компании на каждый отзыв.`,
    path: pageHref(PATH, page),
    crumbs: CRUMBS,
    jsonLd:
      rating.count > 0
        ? [
            {
              "@type": "Organization",
              name: SITE_NAME,
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: rating.average,
                reviewCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            },
          ]
        : [],
  });
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const who = [review.position, review.company].filter(Boolean).join(", ");
  return (
    <li>
      <article className={styles.review} aria-labelledby={`review-${review.id}`}>
        <header className={styles.head}>
          <div>
            <h2 id={`review-${review.id}`} className={styles.author}>
              {review.author}
            </h2>
            {who ? (
              <Text as="p" muted small className={styles.who}>
                {who}
              </Text>
            ) : null}
          </div>
          <Stars rating={review.rating} />
        </header>
        <Text as="p" muted small className={styles.meta}>
          <DateLabel date={review.date} />
          {review.city ? ` · ${review.city}` : null}
          {review.vehicle ? ` · ${review.vehicle}` : null}
        </Text>
        {paragraphs(review.text).map((p) => (
          <p key={p} className={styles.text}>
            {p}
          </p>
        ))}
        {review.reply ? (
          <div className={styles.reply}>
            <p className={styles.replyTitle}>Ответ «Лизинг-Авто»</p>
            <p className={styles.text}>{review.reply}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { list, page, pages, rating } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title={TITLE}
        lead="Что говорят о работе с нами транспортные, строительные и торговые компании. Мы публикуем отзывы после проверки, что автор — наш клиент, и отвечаем на каждый."
      >
        <Text as="p" muted small className={styles.summary}>
          <span className={styles.average}>{formatNumber(rating.average, 1)}</span>
          <Stars rating={Math.round(rating.average)} />
          <span>{countOf(rating.count, ["отзыв", "отзыва", "отзывов"])}</span>
        </Text>
      </PageHeader>
      <PageColumns
        aside={
          <HelpAside title="Станьте нашим клиентом">
            <LeadButton block>Оставить заявку</LeadButton>
          </HelpAside>
        }
      >
        <ul className={styles.list}>
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        <Pagination page={page} pageCount={pages} hrefFor={(p) => pageHref(PATH, p)} label="Страницы отзывов" />
        <LazyLeadForm place="reviews" />
      </PageColumns>
    </>
  );
}
