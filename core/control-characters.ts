/**
 * Characters that change how text reads rather than what it says: C0 and C1 controls and DEL (a CR or LF splits
 * a header, or forges a line of an e-mail), the bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069, which make `fdp.exe` read as `exe.pdf`), zero-width spaces and joiners and the BOM.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function hasControlCharacters(text: string): boolean {
  return text.search(CONTROL_CHARACTERS) !== -1;
}

/** The text with every control character taken out (a line break too: the text becomes one line). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;

/** The text with control characters taken out but its lines kept, each break a plain LF (from CRLF, CR, NEL, U+2028/9). */
export function linesWithoutControlCharacters(text: string): string {
  return text.split(LINE_BREAK).map(withoutControlCharacters).join("\n");
}
