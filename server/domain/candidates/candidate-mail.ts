import { ANY_VACANCY_TITLE } from "../../../contract/staff-candidates.ts";
import { withoutControlCharacters } from "../../../core/control-characters.ts";
import { formatRussianPhone } from "../../../core/phone.ts";

export interface CandidateMailInput {
  id: number;
  number: string;
  lastName: string;
  firstName: string;
  middleName: string;
  vacancyTitle: string | null;
  cityName: string;
  phone: string;
  email: string;
  createdAt: Date;
}

const dateTime = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  dateStyle: "short",
  timeStyle: "short",
});

/**
 * The e-mail HR's mailbox gets when a questionnaire arrives: who, for what and where, how to reach them, and the
 * link to the questionnaire in the back office. Everything here was typed by the candidate (a free-text city too),
 * so every value loses its control characters: a CR/LF would forge a line («Телефон: …»), a bidi override reorder it.
 */
export function candidateMail(input: CandidateMailInput, publicUrl: string): { subject: string; text: string } {
  const show = (value: string) => withoutControlCharacters(value);
  const name = show([input.lastName, input.firstName, input.middleName].filter(Boolean).join(" "));
  const vacancy = show(input.vacancyTitle ?? ANY_VACANCY_TITLE);
  const lines = [
    `Новая анкета кандидата № ${input.number}`,
    `Получена: ${dateTime.format(input.createdAt)} (МСК)`,
    "",
    `Кандидат: ${name}`,
    `Вакансия: ${vacancy}`,
    `Город: ${show(input.cityName)}`,
    `Телефон: ${formatRussianPhone(input.phone)}`,
    `E-mail: ${show(input.email)}`,
    "",
    `Анкета целиком: ${publicUrl.replace(/\/+$/, "")}/staff/candidates/${input.id}`,
    "",
    "Письмо отправлено сайтом автоматически; ответ на него уйдёт кандидату.",
  ];
  return { subject: `Анкета кандидата № ${input.number} — ${name}, ${vacancy}`, text: `${lines.join("\n")}\n` };
}
