import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Icon } from "./icon";
import styles from "./tabs.module.css";

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers, e.g. «Характеристики автомобиля». */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave out to let the component keep its own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop for the whole list (roving tabindex),
 * arrows move between tabs, Home/End jump to the ends. Every panel is in the server HTML (hidden
 * ones with `hidden`), so the content stays indexable.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const selected = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  // A phone cuts a long tab bar: the edges that hide tabs fade and get an arrow, so the bar reads as scrollable.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
      setMore((was) => {
        const next = { before: list.scrollLeft > 1, after: rest > 1 };
        return was.before === next.before && was.after === next.after ? was : next;
      });
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  // The selected tab in view, also when a link opens a tab far along the bar.
  useEffect(() => {
    const list = listRef.current;
    const tab = selected === undefined ? undefined : tabRefs.current.get(selected);
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selected]);

  /** The arrows page the bar for a pointer; the keyboard moves between tabs with the arrow keys as before. */
  function page(direction: -1 | 1) {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: "smooth" });
  }

  function select(id: string) {
    setOwnSelected(id);
    onSelect?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.bar} data-more-before={more.before || undefined} data-more-after={more.after || undefined}>
        <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
          {items.map((item, index) => {
            const isSelected = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(item.id, node);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${item.id}`}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => select(item.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {more.before ? (
          <button
            type="button"
            className={`${styles.scroll} ${styles.scrollBefore}`}
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => page(-1)}
          >
            <Icon name="chevron-left" size={20} />
          </button>
        ) : null}
        {more.after ? (
          <button
            type="button"
            className={`${styles.scroll} ${styles.scrollAfter}`}
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => page(1)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        ) : null}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA APG: a tab stop on the panel lets keyboard users reach text-only content right after the tabs.
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
