import { Link } from "react-router";
import styles from "./saved-empty.module.css";

const CATALOGUES = [
  { to: "/catalog/cars", label: "Новые автомобили" },
  { to: "/catalog/trucks", label: "Грузовики и коммерческий транспорт" },
  { to: "/catalog/used", label: "Автомобили с пробегом" },
];

/** The empty comparison or favourites: what to do, and the way to the catalogues. */
export function SavedEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <ul className={styles.links}>
        {CATALOGUES.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
