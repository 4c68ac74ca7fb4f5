import { Link, useLocation } from "react-router";
import { ButtonLink } from "../button";
import styles from "./error-page.module.css";
import { SearchForm } from "./search-form";
import { company } from "./site-info";

/** The 404 page: where to go next, and the site search. */
export function NotFoundPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Страница не найдена</h1>
        <p className={styles.lead}>
          Возможно, адрес набран с ошибкой или страница переехала. Найдите нужное через поиск или начните с одного из
          разделов.
        </p>
        <div className={styles.search}>
          <SearchForm />
        </div>
        <ul className={styles.links}>
          <li>
            <Link to="/">Главная страница</Link>
          </li>
          <li>
            <Link to="/catalog/cars">Каталог автомобилей</Link>
          </li>
          <li>
            <Link to="/contacts">Контакты</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Any other failure: an apology, a retry, and a phone number that always works. */
export function ErrorPage({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>Что-то пошло не так</h1>
        <p className={styles.lead}>
          Мы уже знаем о проблеме и исправляем её. Попробуйте обновить страницу через минуту или позвоните нам:{" "}
          <a href={company.freePhone.href}>{company.freePhone.display}</a> (бесплатно по России).
        </p>
        <div className={styles.actions}>
          {/* A full reload: after an error the client state cannot be trusted. */}
          <ButtonLink to={pathname + search} reloadDocument>
            Попробовать ещё раз
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            На главную
          </ButtonLink>
        </div>
        {import.meta.env.DEV && error instanceof Error ? <pre className={styles.stack}>{error.stack}</pre> : null}
      </div>
    </div>
  );
}
