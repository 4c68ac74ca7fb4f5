import type { Manager } from "../../../../contract/lk-common.ts";
import { Icon } from "../../../ui/icon";
import { Text } from "../../../ui/text";
import { formatPhone, phoneHref } from "../person-format";
import styles from "./manager-card.module.css";

/** The client's personal manager: portrait, name, how to reach them. */
export function ManagerDetails({ manager }: { manager: Manager }) {
  return (
    <div className={styles.manager}>
      <img className={styles.photo} src={manager.photo} alt="" width={72} height={72} />
      <div className={styles.text}>
        <p className={styles.name}>{manager.name}</p>
        <Text as="p" muted small className={styles.position}>
          {manager.position}
        </Text>
        <ul className={styles.contacts}>
          <li>
            <Icon name="phone" size={18} className={styles.icon} />
            <a href={phoneHref(manager.phone)}>{formatPhone(manager.phone)}</a>
            {manager.phoneExt ? <span className={styles.ext}>доб. {manager.phoneExt}</span> : null}
          </li>
          <li>
            <Icon name="mail" size={18} className={styles.icon} />
            <a href={`mailto:${manager.email}`}>{manager.email}</a>
          </li>
          <li>
            <Icon name="clock" size={18} className={styles.icon} />
            <span>{manager.workHours}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
