import type { StaffCandidateSection } from "../../../contract/staff-candidates.ts";
import { moscowClock } from "../../../core/calendar-dates.ts";
import { type PdfBlock, renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { ruDate } from "../lk/document-dates.ts";
import { LESSOR } from "../lk/lk-reference.ts";

export interface CandidatePdfInput {
  number: string;
  name: string;
  statusTitle: string;
  createdAt: Date;
  /** The readable sections the detail screen shows (staff-candidate-service.ts candidateSections). */
  sections: StaffCandidateSection[];
}

/** The PDF date of the moment the questionnaire arrived: fixed by the row, so the same questionnaire prints the same bytes. */
function pdfDate(at: Date): string {
  const clock = moscowClock(at.toISOString());
  if (!clock) return "D:20260101090000+03'00'";
  const hh = String(clock.hours).padStart(2, "0");
  const mm = String(clock.minutes).padStart(2, "0");
  return `D:${clock.date.replaceAll("-", "")}${hh}${mm}00+03'00'`;
}

/**
 * A candidate's questionnaire as HR prints or files it: the number, the name, HR's status, and every answer by
 * section, as the back office shows them. The file is named «Анкета-К-2026-000001.pdf» by the caller.
 */
export async function renderCandidatePdf(input: CandidatePdfInput): Promise<Uint8Array> {
  const clock = moscowClock(input.createdAt.toISOString());
  const title = `Анкета кандидата № ${input.number}`;
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    { kind: "subtitle", text: input.name },
    {
      kind: "rows",
      rows: [
        ["Статус", input.statusTitle],
        ["Получена", clock ? ruDate(clock.date) : "—"],
      ],
    },
  ];
  for (const section of input.sections) {
    blocks.push(
      { kind: "heading", text: section.title },
      section.rows.length > 0
        ? { kind: "rows", rows: section.rows.map((r) => [r.label, r.value] as [string, string]) }
        : { kind: "paragraph", text: "Не указано." },
    );
  }
  return renderPdf({
    title,
    subject: `Анкета кандидата на работу: ${input.name}`,
    author: LESSOR.shortTitle,
    keywords: "анкета кандидата, персонал",
    date: pdfDate(input.createdAt),
    header: `${LESSOR.shortTitle} · ${title}`,
    footer: `${LESSOR.shortTitle} · отдел персонала · персональные данные (152-ФЗ)`,
    blocks,
  });
}
