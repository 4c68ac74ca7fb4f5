import type { CityPhone } from "../../ui/layout/city-slot";

/** A `tel:` address: digits with the country code, a domestic «8 …» read as «+7 …». */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : digits.replace(/^8/, "+7")}`;
}

/** The header's phone for the chosen city (the city service picks its office line); null keeps the company's. */
export function cityPhoneLink(city: string, phone: string | null): CityPhone | null {
  return phone ? { city, display: phone, href: telHref(phone) } : null;
}
