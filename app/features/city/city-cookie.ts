import { CITY_COOKIE, CITY_COOKIE_MAX_AGE_S, CityIdSchema } from "../../../contract/cities.ts";

/**
 * The visitor's city lives in the `city_id` cookie (set by POST /api/geo/city/). Loaders read it to render the
 * right city on the server, with no flash; the contacts page's no-JavaScript form writes it with the same
 * attributes as the API (server/api/content-http.ts `writeCityCookie`).
 */

/** The saved city id, or null when the cookie is absent or malformed. */
export function readCityId(request: Request): number | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() !== CITY_COOKIE) continue;
    const parsed = CityIdSchema.safeParse(decodeURIComponent(rest.join("=").trim()));
    return parsed.success ? parsed.data : null;
  }
  return null;
}

export function cityCookieHeader(cityId: number, secure: boolean): string {
  return [
    `${CITY_COOKIE}=${cityId}`,
    "Path=/",
    `Max-Age=${CITY_COOKIE_MAX_AGE_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
