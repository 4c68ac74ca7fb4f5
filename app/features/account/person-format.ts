/** «Иван Сергеевич Петров» or «Петров Иван Сергеевич» → «Иван Сергеевич», the polite Russian address. */
export function addressName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const isPatronymic = (w: string | undefined) => !!w && /(вич|вна|ична|оглы|кызы)$/i.test(w);
  if (words.length === 3) {
    if (isPatronymic(words[1])) return `${words[0]} ${words[1]}`;
    if (isPatronymic(words[2])) return `${words[1]} ${words[2]}`;
  }
  return fullName.trim();
}

/** +79161234567 → +7 916 123-45-67; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const m = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : phone;
}

/** For tel: links. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
