/** The manager's portrait: an SVG with the initials on a colour picked from the name, as a data URL (no file to host). */

const COLORS = ["#1f5fbf", "#0a7a5a", "#8a4fbf", "#b35c00", "#1d7f99", "#a33a5b"];

export function initialsOf(name: string): string {
  // Russian full names are «Имя Отчество Фамилия» here: the first name and the surname.
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function managerPhoto(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const color = COLORS[hash % COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${initialsOf(name)}">` +
    `<rect width="96" height="96" rx="48" fill="${color}"/>` +
    `<text x="48" y="58" font-family="system-ui,Arial,sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
