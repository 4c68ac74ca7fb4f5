import { Link } from "react-router";
import { z } from "zod";
import type { FaqListResponse } from "../../../../contract/lk-faq.ts";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { FilterBar, SearchField } from "../list-filters/filter-bar";
import { FilteredList, selectedQuery } from "../list-filters/filtered-list";
import { useListFilters } from "../list-filters/use-list-filters";
import styles from "./faq.module.css";
import { FaqAnswer } from "./faq-answer";
import { useFaqListQuery } from "./faq-api";

const FaqFiltersSchema = z.object({ q: z.string().max(64).optional() });

const normalize = (s: string) => s.toLocaleLowerCase("ru-RU").replace(/ё/g, "е");

/** The sections with the questions whose question or answer holds the words of `?q=` (all without it). */
function matching(data: FaqListResponse, q: string | undefined) {
  const needle = normalize(q?.trim() ?? "");
  const sections = data.sections
    .map((s) => ({
      ...s,
      items: needle ? s.items.filter((i) => normalize(`${i.question} ${i.answer}`).includes(needle)) : s.items,
    }))
    .filter((s) => s.items.length > 0);
  return { items: sections.flatMap((s) => s.items), sections, opened: needle !== "" };
}

/** Questions and answers (`faq/list/`): an accordion of native `<details>`, searched through the list filters. */
export function FaqView() {
  const filters = useListFilters(FaqFiltersSchema, ["q"]);
  const query = useFaqListQuery();
  const q = filters.request.filters.q;

  return (
    <Stack>
      <PageHeader title="Вопросы и ответы" lead={<p>Платежи, договоры, страхование, документы и работа кабинета.</p>} />
      <FilterBar filters={filters} label="Поиск по вопросам">
        <SearchField filters={filters} name="q" label="Найти ответ" placeholder="Например, досрочный выкуп" />
      </FilterBar>
      <FilteredList
        filters={filters}
        query={selectedQuery(query, (data) => matching(data, q))}
        errorTitle="Не удалось загрузить вопросы"
        loading={<BlockSkeleton label="Загружаем вопросы…" lines={8} />}
        noMatch={{
          title: "Ничего не нашлось",
          text: (
            <p>
              Попробуйте другие слова или <Link to="/account/tickets/new">задайте вопрос в обращении</Link>.
            </p>
          ),
        }}
        empty={<EmptyState title="У вас пока нет вопросов и ответов" />}
        countForms={["ответ", "ответа", "ответов"]}
      >
        {({ sections, opened }) => (
          <Stack>
            {sections.map((section) => (
              <section key={section.code} className={styles.section} aria-labelledby={`faq-${section.code}`}>
                <h2 id={`faq-${section.code}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                <div className={styles.items}>
                  {section.items.map((item) => (
                    <details key={item.id} id={`faq-item-${item.id}`} className={styles.item} open={opened}>
                      <summary className={styles.question}>{item.question}</summary>
                      <p className={styles.answer}>
                        <FaqAnswer text={item.answer} />
                      </p>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </Stack>
        )}
      </FilteredList>
    </Stack>
  );
}
