import { extractText, getDocumentProxy, getMeta } from "unpdf";

/**
 * What a reader of a PDF sees, for tests: the text of every page (through pdf.js, as a viewer extracts it, so a
 * glyph without a Unicode mapping would show up wrong) and the document's info. pdf.js takes over the buffer it is
 * given, so it gets a copy and the caller's bytes stay usable.
 */

/** The text of all pages, one page after another, separated by a line break. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** The text of each page. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)))).text;
}

export interface PdfInfo {
  title: string;
  subject: string;
  author: string;
  keywords: string;
  creationDate: Date | null;
}

/** The document information dictionary (title, subject, author, keywords, creation date). */
export async function pdfInfo(bytes: Uint8Array): Promise<PdfInfo> {
  const { info } = await getMeta(await getDocumentProxy(new Uint8Array(bytes)), { parseDates: true });
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    title: text(info.Title),
    subject: text(info.Subject),
    author: text(info.Author),
    keywords: text(info.Keywords),
    creationDate: info.CreationDate instanceof Date ? info.CreationDate : null,
  };
}
