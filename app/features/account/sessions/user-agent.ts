/**
 * A person's words for a User-Agent: «Chrome, Windows», «Safari, iPhone». A small table, not a full parser: the
 * list of sessions only needs to let someone recognise their own devices, and an unknown string is shown as
 * «Неизвестное устройство» rather than guessed at. Order matters: Edge and Opera say «Chrome», Chrome says «Safari».
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/YaBrowser\//, "Яндекс Браузер"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (table: readonly [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Неизвестное устройство";
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? "Неизвестное устройство";
}
