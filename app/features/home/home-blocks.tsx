import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CatalogSection } from "../../../contract/catalog.ts";
import { pictureFromUrl } from "../../../contract/media.ts";
import type { Review } from "../../../contract/pages.ts";
import type { QuizCard } from "../../../contract/quiz.ts";
import { formatNumber, NBSP, plural } from "../../lib/number-format";
import { ButtonLink } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { useCityHref } from "../../ui/layout/city-slot";
import { MediaPicture } from "../../ui/media-picture";
import { Text } from "../../ui/text";
import styles from "./home.module.css";
import type { HomeData, HomeSectionCount, PopularModel } from "./home-data";

/** What each catalogue section is, for its card (special machinery: seam 1 of issue 14). */
const SECTION_CARDS: Record<CatalogSection, { title: string; text: string; icon: ReactNode }> = {
  cars: {
    title: "Новые авто",
    text: "Легковые автомобили и коммерческий транспорт от официальных дилеров с гарантией производителя.",
    icon: (
      <>
        <path d="M11 30H5v-8l6-3 7-8h22l9 8 10 3v8h-5M21 30h22M18 19h31" />
        <circle cx="16" cy="30" r="5" />
        <circle cx="48" cy="30" r="5" />
      </>
    ),
  },
  trucks: {
    title: "Грузовые",
    text: "Тягачи, самосвалы, фургоны и автобусы для логистики, стройки и сельского хозяйства.",
    icon: (
      <>
        <path d="M9 31H4V8h34v23H19M38 14h11l8 9v8h-4M38 31h5M38 14v17" />
        <circle cx="14" cy="31" r="5" />
        <circle cx="48" cy="31" r="5" />
      </>
    ),
  },
  used: {
    title: "С пробегом",
    text: "Проверенные автомобили с прозрачной историей — дешевле новых, с теми же условиями лизинга.",
    icon: (
      <>
        <path d="M11 30H5v-8l6-3 7-8h16M21 30h22M53 30h6v-7M18 19h18" />
        <circle cx="16" cy="30" r="5" />
        <circle cx="48" cy="30" r="5" />
        <circle cx="50" cy="11" r="8" />
        <path d="m46.5 11 2.5 2.5 4.5-5" />
      </>
    ),
  },
  special: {
    title: "Спецтехника",
    text: "Экскаваторы, погрузчики, автокраны, катки и коммунальная техника — новая и с наработкой.",
    icon: (
      <>
        <path d="M4 33h30M8 33v-7h20v7M12 26v-8h10l4 8M26 22l12-12 10 6-6 10M48 16l6 10-6 4" />
        <circle cx="10" cy="35" r="2" />
        <circle cx="30" cy="35" r="2" />
      </>
    ),
  },
};

const VEHICLES = ["автомобиль", "автомобиля", "автомобилей"] as const;
const MACHINES = ["единица", "единицы", "единиц"] as const;

/** «1 234 автомобиля в наличии», special machinery counted in units. */
export function stockText(section: CatalogSection, count: number): string {
  return `${formatNumber(count)}${NBSP}${plural(count, section === "special" ? MACHINES : VEHICLES)} в наличии`;
}

/** A block of the page: its heading, an optional «all» link beside it, the content. */
export function HomeSection({
  id,
  title,
  more,
  band = false,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  band?: boolean;
  children: ReactNode;
}) {
  const inner = (
    <>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link to={more.to} className={styles.sectionMore}>
            {more.label}
            <Icon name="arrow-right" size={18} />
          </Link>
        ) : null}
      </div>
      {children}
    </>
  );
  return band ? (
    <section className={styles.band} aria-labelledby={id}>
      <div className={`container ${styles.section}`}>{inner}</div>
    </section>
  ) : (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      {inner}
    </section>
  );
}

/** The catalogue's sections with how many vehicles each has now (special machinery once the catalogue has it). */
export function HomeCatalogues({ sections }: { sections: readonly HomeSectionCount[] }) {
  // Used vehicles open in the visitor's city, as from the header.
  const cityHref = useCityHref();
  return (
    <HomeSection id="home-catalogues" title="Что можно взять в лизинг">
      <ul className={`${styles.cards} ${sections.length > 3 ? styles.cards4 : ""}`}>
        {sections.map(({ section, count }) => {
          const card = SECTION_CARDS[section];
          return (
            <li key={section} className={styles.card}>
              <svg
                className={styles.cardIcon}
                viewBox="0 0 64 40"
                width="96"
                height="60"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {card.icon}
              </svg>
              <h3 className={styles.cardTitle}>
                {/* The link covers the whole card (see .cardLink::after): one tab stop, a big target. */}
                <Link to={cityHref(`/catalog/${section}`)} className={styles.cardLink}>
                  {card.title}
                </Link>
              </h3>
              <p className={styles.cardCount}>{stockText(section, count)}</p>
              <p className={styles.cardText}>{card.text}</p>
              <span className={styles.cardMore} aria-hidden="true">
                Смотреть каталог <Icon name="arrow-right" size={18} />
              </span>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

const money = (value: number) => `${formatNumber(value)}${NBSP}₽`;

/** Popular models: a picture, the price from and the lowest monthly payment of the stock. */
export function HomeModels({ models }: { models: readonly PopularModel[] }) {
  if (models.length === 0) return null;
  return (
    <HomeSection id="home-models" title="Популярные модели" more={{ to: "/catalog/cars", label: "Весь каталог" }}>
      <ul className={styles.models}>
        {models.map((model) => (
          <li key={model.key} className={styles.model}>
            {model.picture ? (
              <MediaPicture
                picture={model.picture}
                alt=""
                sizes="(max-width: 640px) 100vw, 18rem"
                className={styles.modelImage}
              />
            ) : (
              <img
                src={model.image}
                alt=""
                width={320}
                height={180}
                className={styles.modelImage}
                loading="lazy"
                decoding="async"
              />
            )}
            <h3 className={styles.modelTitle}>
              <Link to={model.href} className={styles.cardLink}>
                {model.title}
              </Link>
            </h3>
            <p className={styles.modelPayment}>от {money(model.monthlyFrom)}/мес</p>
            <Text as="p" muted small>
              от {money(model.priceFrom)} · {stockText(model.section, model.count)}
            </Text>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {"★★★★★".slice(0, rating)}
      <span className={styles.starsOff}>{"★★★★★".slice(rating)}</span>
    </span>
  );
}

/** The latest published reviews with the average rating. */
export function HomeReviews({ reviews }: { reviews: HomeData["reviews"] }) {
  if (reviews.list.length === 0) return null;
  const { average, count } = reviews.rating;
  return (
    <HomeSection id="home-reviews" title="Отзывы клиентов" more={{ to: "/reviews", label: "Все отзывы" }} band>
      <Text as="p" muted className={styles.sectionLead}>
        Средняя оценка {formatNumber(average, 1)} из 5 по {formatNumber(count)}{" "}
        {plural(count, ["отзыву", "отзывам", "отзывам"])}
      </Text>
      <ul className={styles.reviews}>
        {reviews.list.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </HomeSection>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const who = [review.position, review.company].filter(Boolean).join(", ");
  return (
    <li className={styles.review}>
      <figure className={styles.reviewFigure}>
        <p className={styles.reviewRating}>
          <Stars rating={review.rating} />
          <span className="visually-hidden">Оценка {review.rating} из 5</span>
        </p>
        <blockquote className={styles.reviewText}>
          <p>{review.text}</p>
        </blockquote>
        <figcaption className={styles.reviewAuthor}>
          <strong>{review.author}</strong>
          {who ? <span>{who}</span> : null}
          {review.vehicle ? <span>{review.vehicle}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}

/** Partners' logos: the uploaded logo where there is one, else the name set as a wordmark. */
export function HomePartners({ partners }: { partners: HomeData["partners"] }) {
  if (partners.length === 0) return null;
  return (
    <HomeSection id="home-partners" title="Партнёры" more={{ to: "/partners", label: "Все партнёры" }}>
      <ul className={styles.partners}>
        {partners.map((partner) => {
          const picture = partner.logo ? pictureFromUrl(partner.logo) : null;
          return (
            <li key={partner.code}>
              <Link to={partner.url} className={styles.partner} title={partner.kindTitle}>
                {picture ? (
                  <MediaPicture picture={picture} alt={partner.name} sizes="10rem" className={styles.partnerLogo} />
                ) : partner.logo ? (
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={160}
                    height={64}
                    className={styles.partnerLogo}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.wordmark}>{partner.name}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

/** The quizzes' teaser: the first quiz to start now and the list. */
export function HomeQuizTeaser({ quizzes }: { quizzes: readonly QuizCard[] }) {
  const first = quizzes[0];
  if (!first) return null;
  return (
    <section className="container" aria-labelledby="home-quiz">
      <div className={styles.quiz}>
        <div>
          <p className={styles.quizEyebrow}>
            {quizzes.length} {plural(quizzes.length, ["тест", "теста", "тестов"])} · около {first.minutes}
            {NBSP}мин.
          </p>
          <h2 id="home-quiz" className={styles.quizTitle}>
            Не знаете, с чего начать? Пройдите тест
          </h2>
          <Text as="p" className={styles.quizText}>
            <strong>{first.title}</strong> {first.description}
          </Text>
        </div>
        <div className={styles.quizActions}>
          <ButtonLink to={`/quiz/${first.code}`} variant="accent">
            Пройти тест
          </ButtonLink>
          <Link to="/quiz" className={styles.quizMore}>
            Все тесты
          </Link>
        </div>
      </div>
    </section>
  );
}

const ACCOUNT_FEATURES = [
  "График платежей и счета",
  "Акты сверки и закрывающие документы",
  "Полисы, штрафы и обращения",
];

/** The way into the client account. */
export function HomeAccountEntry() {
  return (
    <HomeSection id="home-account" title="Личный кабинет клиента">
      <div className={styles.account}>
        <ul className={styles.accountList}>
          {ACCOUNT_FEATURES.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={20} />
              {feature}
            </li>
          ))}
        </ul>
        <div className={styles.accountActions}>
          <ButtonLink to="/account" variant="primary">
            Войти в личный кабинет
          </ButtonLink>
          <Text as="p" muted small>
            Доступ открывает менеджер после подписания договора.
          </Text>
        </div>
      </div>
    </HomeSection>
  );
}
