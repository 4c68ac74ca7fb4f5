/** Russian alphabetical order of names and titles (in JavaScript: PGlite has no ICU collations). */
export const russianCollator = new Intl.Collator("ru", { sensitivity: "base" });
