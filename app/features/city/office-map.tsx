import { useEffect, useState } from "react";
import { plural } from "../../lib/number-format";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";
import styles from "./office-map.module.css";
import { type OfficePoint, officeMapPageUrl, officeMapWidgetUrl } from "./office-map-url";

/**
 * The city's offices on a Yandex map, loaded on demand: the widget comes from Yandex (their scripts and cookies), so
 * the page neither waits for it nor sends the visitor there until they ask. Until then, without JavaScript and if the
 * widget cannot load, the office cards under it are the addresses, and a link opens the same map on yandex.ru.
 */
export function OfficeMap({ city, offices }: { city: string; offices: readonly OfficePoint[] }) {
  const [shown, setShown] = useState(false);
  // The button works only once the page runs; before that (and without JavaScript) only the link is offered.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const widget = officeMapWidgetUrl(offices);
  const page = officeMapPageUrl(offices);
  if (!widget || !page) return null;
  const title = `Офисы на карте: ${city}`;
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe src={widget} title={title} className={styles.frame} allowFullScreen referrerPolicy="origin" />
      ) : (
        <div className={styles.placeholder}>
          <Icon name="pin" size={32} className={styles.pin} />
          <p className={styles.text}>
            {city}: {offices.length} {plural(offices.length, ["офис", "офиса", "офисов"])} на карте
          </p>
          <div className={styles.actions}>
            {interactive ? (
              <Button variant="primary" onClick={() => setShown(true)}>
                Показать карту
              </Button>
            ) : null}
            <a href={page} target="_blank" rel="noopener" className={styles.link}>
              Открыть в Яндекс Картах
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          </div>
          <p className={styles.note}>Карта загружается с сервиса Яндекс Карты.</p>
        </div>
      )}
    </div>
  );
}
