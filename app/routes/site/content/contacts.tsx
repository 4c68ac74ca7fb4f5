import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CityIdSchema, type ContactsResponse, type Office } from "../../../../contract/cities.ts";
import { servicesContext } from "../../../context";
import { cityCookieHeader, readCityId } from "../../../features/city/city-cookie";
import { OfficeMap } from "../../../features/city/office-map";
import { PageColumns, PageHeader, PageSection } from "../../../features/content/page-header";
import { notFound, withQuery } from "../../../features/content/paging";
import { cacheHeaders, contentHeaders, pageMeta, SITE_NAME } from "../../../features/content/seo";
import { LazyLeadForm } from "../../../features/leads/kit/lazy-lead-form";
import { postedForm } from "../../../lib/posted-form";
import { Icon } from "../../../ui/icon";
import { company } from "../../../ui/layout/site-info";
import { Text } from "../../../ui/text";
import type { Route } from "./+types/contacts";
import styles from "./contacts.module.css";

const PATH = "/contacts/";
const CRUMBS = [{ label: "Контакты" }];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "").replace(/^8/, "+7")}`;

export const headers = contentHeaders;

/**
 * The offices of the visitor's city (the `city_id` cookie, else Москва): a private page. `?city=<id>` shows
 * another city's offices without changing the saved one — a public, shareable address.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { cities, env } = context.get(servicesContext);
  const origin = env.PUBLIC_URL;
  const savedId = readCityId(request);
  const current = await cities.current(savedId);
  const raw = url.searchParams.get("city");
  if (raw !== null) {
    const id = CityIdSchema.safeParse(raw);
    const city = id.success ? await cities.byId(id.data) : null;
    if (!city) notFound();
    const contacts = await cities.contacts(city);
    return data({ contacts, savedCity: current.city, viewing: true, origin }, { headers: cacheHeaders("public") });
  }
  const contacts = await cities.contacts(current.city);
  return data({ contacts, savedCity: current.city, viewing: false, origin }, { headers: cacheHeaders("private") });
}

/**
 * The city list is a form: choosing a city saves it in the cookie (the same one POST /api/geo/city/ sets), with
 * or without JavaScript, and comes back to the contacts of that city. After it the loaders run again, so the
 * header shows the new city too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { cities, env } = context.get(servicesContext);
  const form = await postedForm(request);
  const id = CityIdSchema.safeParse(form?.get("city_id"));
  const city = id.success ? await cities.byId(id.data) : null;
  if (!city) throw data(null, { status: 400 });
  throw redirect(`${PATH}#cities`, {
    status: 303,
    headers: { "Set-Cookie": cityCookieHeader(city.id, env.NODE_ENV === "production") },
  });
}

function organizationLd(contacts: ContactsResponse, origin: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    legalName: company.legalName,
    url: origin,
    email: contacts.hotline.email,
    contactPoint: contacts.hotline.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      areaServed: "RU",
      availableLanguage: "Russian",
    })),
    department: contacts.offices.map((office) => ({
      "@type": "LocalBusiness",
      name: `${SITE_NAME}: ${office.title}`,
      telephone: office.phones[0],
      email: office.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.address,
        addressLocality: contacts.city.name,
        addressCountry: "RU",
      },
      geo: { "@type": "GeoCoordinates", latitude: office.lat, longitude: office.lon },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { contacts, viewing, origin } = loaderData;
  const city = contacts.city.name;
  return pageMeta({
    origin,
    title: viewing ? `Контакты: ${city}` : "Контакты",
    description: `Адреса, телефоны и часы работы офисов «Лизинг-Авто» (${city}), единая горячая линия ${contacts.hotline.phones[0]} и e-mail ${contacts.hotline.email}.`,
    path: viewing ? withQuery(PATH, { city: contacts.city.id }) : PATH,
    crumbs: CRUMBS,
    jsonLd: [organizationLd(contacts, origin)],
  });
};

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, savedCity, viewing } = loaderData;
  const { city, offices, hotline, cities } = contacts;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title="Контакты"
        lead={`Головной офис в Москве и региональные офисы в ${cities.length - 1} городах. Выберите город — покажем адреса, телефоны и часы работы.`}
      >
        <section id="cities" className={styles.cities} aria-labelledby="cities-title">
          <h2 id="cities-title" className={styles.citiesTitle}>
            Ваш город
          </h2>
          <Form method="post" preventScrollReset className={styles.cityForm} aria-busy={saving}>
            <ul className={styles.cityList}>
              {cities.map((c) => {
                const chosen = c.id === savedCity.id;
                return (
                  <li key={c.id}>
                    <button
                      type="submit"
                      name="city_id"
                      value={c.id}
                      className={styles.city}
                      aria-current={chosen ? "true" : undefined}
                      disabled={saving}
                    >
                      {chosen ? <Icon name="check" size={16} /> : null}
                      {c.name}
                      {chosen ? <span className="visually-hidden"> (выбран)</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Form>
        </section>
      </PageHeader>

      <PageColumns aside={<Hotline hotline={hotline} />}>
        {viewing && city.id !== savedCity.id ? (
          <div className={styles.viewing}>
            <p>
              Вы смотрите офисы другого города: <strong>{city.name}</strong>. Ваш город — {savedCity.name}.
            </p>
            <Form method="post" preventScrollReset>
              <button type="submit" name="city_id" value={city.id} className={styles.viewingButton}>
                Сделать «{city.name}» моим городом
              </button>
            </Form>
          </div>
        ) : null}
        <PageSection id="offices" title={`${city.name}: ${offices.length > 1 ? "офисы" : "офис"}`}>
          <OfficeMap city={city.name} offices={offices} />
          <ul className={styles.offices}>
            {offices.map((office, index) => (
              <OfficeCard key={office.id} office={office} marker={offices.length > 1 ? index + 1 : null} />
            ))}
          </ul>
        </PageSection>
        <PageSection id="more" title="Другие способы связи">
          <ul className={styles.links}>
            <li>
              <Link to="/requisites/">Реквизиты компании</Link> — для договоров и платёжных поручений
            </li>
            <li>
              <Link to="/clientservice/">Словарь клиента</Link> — ответы на частые вопросы по договору
            </li>
            <li>
              <Link to="/account/tickets/new">Обращение в личном кабинете</Link> — вопросы по действующему договору:
              ответ придёт в кабинет и на почту
            </li>
          </ul>
        </PageSection>
        <LazyLeadForm place="contactus" />
        <LazyLeadForm place="feedback" />
      </PageColumns>
    </>
  );
}

/** `marker`: the office's number on the map above the list (none for a city's only office). */
function OfficeCard({ office, marker }: { office: Office; marker: number | null }) {
  const mapHref = `https://yandex.ru/maps/?pt=${office.lon},${office.lat}&z=16&l=map`;
  return (
    <li className={styles.office}>
      <h3 className={styles.officeTitle}>
        {marker ? (
          <span className={styles.marker}>
            <span className="visually-hidden">Метка на карте </span>
            {marker}
          </span>
        ) : null}
        {office.title}
        {office.isMain ? <span className={styles.main}>Основной офис</span> : null}
      </h3>
      <address className={styles.address}>
        <p className={styles.line}>
          <Icon name="pin" size={18} />
          <span>{office.address}</span>
        </p>
        {office.phones.map((phone) => (
          <p key={phone} className={styles.line}>
            <Icon name="phone" size={18} />
            <a href={telHref(phone)}>{phone}</a>
          </p>
        ))}
        <p className={styles.line}>
          <Icon name="mail" size={18} />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </p>
      </address>
      <dl className={styles.hours}>
        {office.hours.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.time}</dd>
          </div>
        ))}
      </dl>
      {office.note ? (
        <Text as="p" muted small className={styles.note}>
          {office.note}
        </Text>
      ) : null}
      <a href={mapHref} target="_blank" rel="noopener" className={styles.map}>
        Открыть на Яндекс Картах
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    </li>
  );
}

function Hotline({ hotline }: { hotline: ContactsResponse["hotline"] }) {
  return (
    <section className={styles.hotline} aria-labelledby="hotline-title">
      <h2 id="hotline-title" className={styles.hotlineTitle}>
        Единая горячая линия
      </h2>
      {hotline.phones.map((phone, index) => (
        <p key={phone} className={index === 0 ? styles.hotlinePhone : styles.hotlinePhoneSmall}>
          <a href={telHref(phone)}>{phone}</a>
          {index === 0 ? <span className={styles.hotlineNote}>бесплатно по России</span> : null}
        </p>
      ))}
      <p className={styles.hotlineMail}>
        <a href={`mailto:${hotline.email}`}>{hotline.email}</a>
      </p>
      <dl className={styles.hotlineHours}>
        {hotline.hours.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
