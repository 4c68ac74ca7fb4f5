import { describe, expect, it } from "vitest";
import { pdfText } from "../../../testing/pdf-text.ts";
import { renderSeedDocuments } from "../content.ts";
import { DOCUMENTS } from "./documents.ts";

/**
 * The clause numbers a reader of a seeded PDF sees, in order: "2.1", "2.2"… from paragraphs that start with a
 * number, and "1", "2"… for every item of an ordered list (the PDF writer numbers those from 1 in each list).
 */
function clauseNumbers(blocks: (typeof DOCUMENTS)[number]["blocks"]) {
  const seen: { section: string; clause: string }[] = [];
  let section = "";
  for (const b of blocks) {
    if (b.kind === "heading") section = /^(\d+)\.\s/.exec(b.text)?.[1] ?? "";
    else if (b.kind === "paragraph") {
      const clause = /^(\d+(?:\.\d+)*)\.\s/.exec(b.text)?.[1];
      if (clause) seen.push({ section, clause });
    } else if (b.kind === "list" && b.ordered) {
      for (let i = 1; i <= b.items.length; i++) seen.push({ section, clause: `${i}` });
    }
  }
  return seen;
}

describe("seeded documents", () => {
  const general = DOCUMENTS.find((d) => d.fileName === "obshchie-usloviya-lizinga-2026.pdf");

  it("number the clauses of «Общие условия» within their section: 2.1, 2.2, 2.3 under «2.»", () => {
    const clauses = clauseNumbers(general?.blocks ?? []);
    expect(clauses.filter((c) => c.section === "2").map((c) => c.clause)).toEqual(["2.1", "2.2", "2.3"]);
    expect(clauses.filter((c) => c.section === "3").map((c) => c.clause)).toEqual(["3.1", "3.2", "3.3", "3.4", "3.5"]);
    expect(clauses.filter((c) => c.section === "6").map((c) => c.clause)).toEqual(["6.1", "6.2"]);
  });

  it("never restart numbering at 1 under a numbered section, in any document", () => {
    for (const doc of DOCUMENTS) {
      const bySection = new Map<string, string[]>();
      for (const { section, clause } of clauseNumbers(doc.blocks)) {
        if (!section) continue;
        bySection.set(section, [...(bySection.get(section) ?? []), clause]);
      }
      for (const [section, clauses] of bySection) {
        expect(clauses, `${doc.fileName}, section ${section}`).toEqual(clauses.map((_, i) => `${section}.${i + 1}`));
      }
    }
  });

  it("read in the rendered PDF with every ordered list numbered from 1, as clauseNumbers() assumes", async () => {
    const rendered = await renderSeedDocuments();
    const withLists = rendered.filter(({ doc }) => doc.blocks.some((b) => b.kind === "list" && b.ordered));
    expect(withLists.length).toBeGreaterThan(0);
    for (const { doc, bytes } of withLists) {
      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      for (const b of doc.blocks) {
        if (b.kind !== "list" || !b.ordered) continue;
        b.items.forEach((item, i) => {
          expect(text, `${doc.fileName}: item ${i + 1}`).toContain(`${i + 1}. ${item.replace(/\s+/g, " ")}`);
        });
      }
    }
  });
});
