import { useSearchParams } from "react-router";
import { countOf } from "../../../lib/quantity-format";
import { Field } from "../../../ui/field";
import { searchWith } from "../lk/list-params";
import { BlockSkeleton, EmptyState, PageHeader, QueryError } from "../lk/lk-ui";
import ui from "../lk/lk-ui.module.css";
import styles from "./faq.module.css";
import { useFaqListQuery } from "./faq-api";

const normalize = (s: string) => s.toLocaleLowerCase("ru-RU").replace(/ё/g, "е");

/** Questions and answers (`faq/list/`): an accordion of native `<details>`, a search over them (`?q=`). */
export function FaqView() {
  const [search, setSearch] = useSearchParams();
  const q = search.get("q") ?? "";
  const { data, error, isFetching, refetch } = useFaqListQuery();
  const needle = normalize(q.trim());
  const sections = (data?.sections ?? [])
    .map((s) => ({
      ...s,
      items: needle ? s.items.filter((i) => normalize(`${i.question} ${i.answer}`).includes(needle)) : s.items,
    }))
    .filter((s) => s.items.length > 0);
  const found = sections.reduce((n, s) => n + s.items.length, 0);

  return (
    <div className={ui.page}>
      <PageHeader title="Вопросы и ответы" lead={<p>Платежи, договоры, страхование, документы и работа кабинета.</p>} />
      <search className={styles.search} aria-label="Поиск по вопросам">
        <Field
          label="Найти ответ"
          type="search"
          name="q"
          value={q}
          placeholder="Например, досрочный выкуп"
          onChange={(e) =>
            setSearch(new URLSearchParams(searchWith(search, { q: e.currentTarget.value })), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      </search>

      {!data ? (
        error ? (
          <QueryError error={error} retrying={isFetching} onRetry={refetch} title="Не удалось загрузить вопросы" />
        ) : (
          <BlockSkeleton label="Загружаем вопросы…" lines={8} />
        )
      ) : data.sections.length === 0 ? (
        <EmptyState title="У вас пока нет вопросов и ответов" />
      ) : sections.length === 0 ? (
        <EmptyState title="Ничего не нашлось">
          <p>Попробуйте другие слова или напишите вашему менеджеру.</p>
        </EmptyState>
      ) : (
        <>
          {needle ? (
            <p className={ui.muted} role="status">
              Найдено: {countOf(found, ["ответ", "ответа", "ответов"])}
            </p>
          ) : null}
          {sections.map((section) => (
            <section key={section.code} className={styles.section} aria-labelledby={`faq-${section.code}`}>
              <h2 id={`faq-${section.code}`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              <div className={styles.items}>
                {section.items.map((item) => (
                  <details key={item.id} id={`faq-item-${item.id}`} className={styles.item} open={!!needle}>
                    <summary className={styles.question}>{item.question}</summary>
                    <p className={styles.answer}>{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
