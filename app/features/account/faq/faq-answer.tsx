import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Phrases of the answers that name something the account does, linked to the screen that does it: the answers are
 * plain text (product content shared with the API), so the links are added where they are shown. The first
 * occurrence of each phrase is linked.
 */
export const FAQ_ANSWER_LINKS: readonly { phrase: string; to: string }[] = [
  { phrase: "заявку на изменение графика", to: "/account/rescheduling" },
  // «Напишите обращение» opens a new ticket with the topic the answer is about already chosen.
  { phrase: "Напишите обращение менеджеру", to: "/account/tickets/new?category=buyout" },
  { phrase: "напишите нам обращение", to: "/account/tickets/new?category=accident" },
];

/** The answer's text with its known phrases as links. */
export function FaqAnswer({ text, links = FAQ_ANSWER_LINKS }: { text: string; links?: typeof FAQ_ANSWER_LINKS }) {
  const parts: ReactNode[] = [];
  let rest = text;
  const pending = [...links];
  while (rest) {
    const lower = rest.toLocaleLowerCase("ru-RU");
    let first: { at: number; link: (typeof links)[number] } | null = null;
    for (const link of pending) {
      const at = lower.indexOf(link.phrase.toLocaleLowerCase("ru-RU"));
      if (at >= 0 && (first === null || at < first.at)) first = { at, link };
    }
    if (!first) break;
    const end = first.at + first.link.phrase.length;
    parts.push(
      rest.slice(0, first.at),
      <Link key={first.link.to + parts.length} to={first.link.to}>
        {rest.slice(first.at, end)}
      </Link>,
    );
    rest = rest.slice(end);
    pending.splice(pending.indexOf(first.link), 1);
  }
  parts.push(rest);
  return <>{parts}</>;
}
