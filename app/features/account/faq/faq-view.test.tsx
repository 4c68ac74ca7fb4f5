import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqListResponse } from "../../../../contract/lk-faq.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

async function openFaq(path = "/account/faq") {
  const page = await app.renderPage(path, { as: "client@example.com" });
  const faq = await page.api<FaqListResponse>("/apilk/faq/list/");
  return { ...page, faq, questions: faq.sections.flatMap((s) => s.items) };
}

/** The accordion item of a question: a native <details> whose <summary> is the question. */
const itemOf = (question: string) => screen.getByText(question, { selector: "summary" }).closest("details");

describe("questions and answers", () => {
  it("lists every section and question, the answers folded", async () => {
    const { faq, questions } = await openFaq();
    expect(questions.length).toBeGreaterThan(3);
    for (const section of faq.sections) {
      const region = await screen.findByRole("region", { name: section.title });
      for (const item of section.items) expect(within(region).getByText(item.question)).toBeTruthy();
    }
    expect(questions.every((q) => itemOf(q.question)?.open === false)).toBe(true);
  });

  it("opens an answer when its question is clicked", async () => {
    const { user, questions } = await openFaq();
    const [first] = questions;
    if (!first) throw new Error("no questions");
    await user.click(await screen.findByText(first.question));
    expect(itemOf(first.question)?.open).toBe(true);
    expect(within(itemOf(first.question) as HTMLElement).getByText(first.answer)).toBeTruthy();
  });

  it("finds the answers that hold the words searched for, open, and says how many", async () => {
    const { user, questions } = await openFaq();
    const matching = questions.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes("выкуп"));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(questions.length);

    await screen.findByText(questions[0]?.question ?? "");
    await user.type(screen.getByRole("searchbox", { name: "Найти ответ" }), "выкуп{Enter}");
    const count = await screen.findByText(new RegExp(`^Найдено:?\\s${matching.length}\\sответ`));
    expect(count.getAttribute("role")).toBe("status");
    for (const q of matching) expect(itemOf(q.question)?.open).toBe(true);
    const other = questions.find((q) => !matching.includes(q));
    expect(screen.queryByText(other?.question ?? "")).toBeNull();
  });

  it("searches the answers too, not only the questions", async () => {
    const { user, questions } = await openFaq();
    const lower = (text: string) => text.toLowerCase().replace(/ё/g, "е");
    // A word of an answer that no question holds.
    const word = questions
      .flatMap((q) => lower(q.answer).match(/[а-я]{7,}/g) ?? [])
      .find((w) => !questions.some((q) => lower(q.question).includes(w)));
    if (!word) throw new Error("every answer word is in a question");
    const matching = questions.filter((q) => lower(`${q.question} ${q.answer}`).includes(word));

    await screen.findByText(questions[0]?.question ?? "");
    await user.type(screen.getByRole("searchbox", { name: "Найти ответ" }), `${word}{Enter}`);
    await screen.findByText(new RegExp(`^Найдено:?\\s${matching.length}\\sответ`));
    for (const q of matching) expect(screen.getByText(q.question)).toBeTruthy();
  });

  it("says when nothing matches, and the search comes from the address too", async () => {
    await openFaq("/account/faq?q=абракадабра");
    expect(await screen.findByText("Ничего не нашлось")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Найти ответ" }) as HTMLInputElement).value).toBe("абракадабра");
    expect(screen.getByRole("link", { name: "задайте вопрос в обращении" }).getAttribute("href")).toBe(
      "/account/tickets/new",
    );
  });

  it("links an answer's «заявку на изменение графика» to the rescheduling section", async () => {
    const { user, questions } = await openFaq();
    const about = questions.find((q) => q.answer.includes("заявку на изменение графика"));
    if (!about) throw new Error("no answer about changing the schedule");
    await user.click(await screen.findByText(about.question));
    const link = within(itemOf(about.question) as HTMLElement).getByRole("link", {
      name: "заявку на изменение графика",
    });
    expect(link.getAttribute("href")).toBe("/account/rescheduling");
    expect(itemOf(about.question)?.querySelector("p")?.textContent).toBe(about.answer);
  });

  it.each([
    ["Напишите обращение менеджеру", "/account/tickets/new?category=buyout"],
    ["напишите нам обращение", "/account/tickets/new?category=accident"],
  ])("links «%s» to a new ticket on that topic", async (phrase, href) => {
    const { user, questions } = await openFaq();
    const about = questions.find((q) => q.answer.includes(phrase));
    if (!about) throw new Error(`no answer with «${phrase}»`);
    await user.click(await screen.findByText(about.question));
    const link = within(itemOf(about.question) as HTMLElement).getByRole("link", { name: phrase });
    expect(link.getAttribute("href")).toBe(href);
    expect(itemOf(about.question)?.querySelector("p")?.textContent).toBe(about.answer);
  });
});
