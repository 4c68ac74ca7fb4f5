import { moscowDate } from "../../../core/calendar-dates.ts";
import { rememberSharedContext, servicesContext } from "../../context";
import { CardGrid, NewsCard, OfferCard } from "../../features/content/content-cards";
import { pageMeta } from "../../features/content/seo";
import { HomeAdvantages, HomeLeadCallToAction, HomeSteps } from "../../features/home/home-about";
import {
  HomeAccountEntry,
  HomeCatalogues,
  HomeModels,
  HomePartners,
  HomeQuizTeaser,
  HomeReviews,
  HomeSection,
} from "../../features/home/home-blocks";
import { loadHomeData } from "../../features/home/home-data";
import { HomeHero } from "../../features/home/home-hero";
import { LeadButton } from "../../features/leads/lead-button";
import type { Route } from "./+types/home";

const TITLE = "Лизинг автомобилей и спецтехники для бизнеса — Лизинг-Авто";
const DESCRIPTION =
  "Лизинг новых и подержанных автомобилей, грузовиков и спецтехники для компаний и ИП: аванс от 0 %, срок до 60 месяцев, решение за 1 день, НДС 22 % к вычету на ОСНО.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ origin: loaderData.origin, title: TITLE, description: DESCRIPTION, path: "/" }) : [];

/**
 * Everything the page shows in one loader: the calculator's cars programme (its rate, limits and buyout), the
 * catalogue's sections with counts and popular models, offers, reviews, partners, news and quizzes. The same for
 * every visitor, so the page cache keeps it, and its lists are read once until the content or the catalogue changes
 * (keyed by the Moscow day: offers are shown by their dates).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const remember = context.get(rememberSharedContext);
  const cars = services.calculator.initial("cars");
  return {
    origin: services.env.PUBLIC_URL,
    programme: {
      rate: cars.rate,
      vatRate: cars.vatRate,
      buyout: cars.defaults.buyout,
      price: cars.price,
      advance: cars.advance,
      term: cars.term,
    },
    home: await remember(`home:${moscowDate()}`, () => loadHomeData(services)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programme, home } = loaderData;
  return (
    <>
      <HomeHero programme={programme} />
      <HomeCatalogues sections={home.sections} />
      {home.offers.length > 0 ? (
        <HomeSection id="home-offers" title="Спецпредложения" more={{ to: "/offers", label: "Все предложения" }}>
          <CardGrid>
            {home.offers.map((offer) => (
              <OfferCard key={offer.id} item={offer} />
            ))}
          </CardGrid>
        </HomeSection>
      ) : null}
      <HomeModels models={home.models} />
      <HomeAdvantages />
      <HomeQuizTeaser quizzes={home.quizzes} />
      <HomeReviews reviews={home.reviews} />
      <HomeSteps />
      <HomePartners partners={home.partners} />
      {home.news.length > 0 ? (
        <HomeSection id="home-news" title="Новости" more={{ to: "/press", label: "Все новости" }}>
          <CardGrid>
            {home.news.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </CardGrid>
        </HomeSection>
      ) : null}
      <HomeAccountEntry />
      <HomeLeadCallToAction leadButton={<LeadButton variant="accent" size="lg" />} />
    </>
  );
}
