import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../icon";
import { USED_CATALOG, useCityHref } from "./city-slot";
import { Logo } from "./logo";
import styles from "./site-footer.module.css";
import { company } from "./site-info";

const socials = [
  {
    href: "https://vk.com/leasingauto",
    label: "ВКонтакте",
    icon: <path d="M3 7.5 7 17l4-9.5M14 7v10m6.5-10L15 12l5.5 5" />,
  },
  {
    href: "https://t.me/leasingauto",
    label: "Telegram",
    icon: <path d="m21 4-18 7.5 6.5 2L12 20l3.5-4.5L20 19 21 4ZM9.5 13.5 18 7.5" strokeLinejoin="round" />,
  },
  {
    href: "https://dzen.ru/leasingauto",
    label: "Дзен",
    icon: <path d="M12 3c0 5 4 9 9 9-5 0-9 4-9 9 0-5-4-9-9-9 5 0 9-4 9-9Z" strokeLinejoin="round" />,
  },
];

const legal = [
  { to: "/terms/personal-data", label: "Политика обработки персональных данных" },
  { to: "/terms/advertising", label: "Согласие на рекламную рассылку" },
  { to: "/investors", label: "Раскрытие информации" },
];

const leasingLinks = [
  { to: "/catalog/cars", label: "Новые авто" },
  { to: "/catalog/trucks", label: "Грузовые" },
  { to: USED_CATALOG, label: "С пробегом" },
  { to: "/catalog/special", label: "Спецтехника" },
  { to: "/offers", label: "Спецпредложения" },
  { to: "/calculator", label: "Калькулятор" },
];

const clientLinks = [
  { to: "/clients", label: "Клиентам" },
  { to: "/guide", label: "Гид по лизингу" },
  { to: "/clientservice", label: "Словарь клиента" },
  { to: "/leasing-agreement", label: "Документы по договору" },
  { to: "/quiz", label: "Тесты" },
  { to: "/account", label: "Личный кабинет" },
];

const companyLinks = [
  { to: "/about", label: "О компании" },
  { to: "/press", label: "Новости" },
  { to: "/vacancies", label: "Вакансии" },
  { to: "/partners", label: "Партнёры" },
  { to: "/reviews", label: "Отзывы" },
  { to: "/contacts", label: "Контакты" },
];

/** A column of links; the used catalogue's link is the chosen city's. */
function FooterColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  const cityHref = useCityHref();
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={cityHref(item.to)}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `extra`: a block above the columns (the site's newsletter form; ui cannot import the leads feature). */
export function SiteFooter({ extra }: { extra?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.about}>
            Лизинг легковых автомобилей, грузовой и специальной техники для компаний и ИП. Работаем с 2015 года.
          </p>
          <ul className={styles.socials}>
            {socials.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener" className={styles.social}>
                  <svg
                    width="22"
                    height="22"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {social.icon}
                  </svg>
                  <span className="visually-hidden">{social.label} (откроется в новой вкладке)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn id="footer-leasing" title="Лизинг" links={leasingLinks} />
        <FooterColumn id="footer-clients" title="Клиентам" links={clientLinks} />
        <FooterColumn id="footer-company" title="Компания" links={companyLinks} />

        <div className={styles.column}>
          <h2 className={styles.heading}>Контакты</h2>
          <address className={styles.contacts}>
            <a href={company.freePhone.href} className={styles.phone}>
              {company.freePhone.display}
            </a>
            <span className={styles.muted}>бесплатно по России</span>
            <a href={company.phone.href} className={styles.phoneSmall}>
              {company.phone.display}
            </a>
            <a href={`mailto:${company.email}`} className={styles.line}>
              <Icon name="mail" size={18} />
              {company.email}
            </a>
            <span className={styles.line}>
              <Icon name="pin" size={18} />
              {company.address}
            </span>
            <span className={styles.line}>
              <Icon name="clock" size={18} />
              {company.hours}
            </span>
          </address>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p className={styles.requisites}>
          {company.legalName} · ИНН {company.inn} · КПП {company.kpp} · ОГРН {company.ogrn}
        </p>
        <ul className={styles.legal}>
          {legal.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © 2026 {company.legalName}. Информация на сайте не является публичной офертой.
        </p>
      </div>
    </footer>
  );
}
