import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { servicesContext } from "../../context";
import { readCityId } from "../../features/city/city-cookie";
import { cityPhoneLink } from "../../features/city/city-phone";
import { CitySelector } from "../../features/city/city-selector";
import { usedCatalogHref } from "../../features/city/city-used-catalog";
import { PUBLIC_CACHE } from "../../features/content/seo";
import { LazyLeadForm } from "../../features/leads/kit/lazy-lead-form";
import { SearchField } from "../../features/search/search-field";
import { CitySlotProvider } from "../../ui/layout/city-slot";
import { SearchSlotProvider } from "../../ui/layout/search-slot";
import { SiteShell } from "../../ui/layout/site-shell";
import type { Route } from "./+types/site-layout";

/** The visitor's city for the header, from the `city_id` cookie (else Москва): rendered on the server, no flash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { cities, catalog } = context.get(servicesContext);
  const current = await cities.current(readCityId(request));
  return {
    city: { id: current.city.id, name: current.city.name },
    citySource: current.source,
    // The header shows the chosen city's office line beside the free federal number.
    phone: cityPhoneLink(current.city.name, await cities.phone(current.city.id)),
    usedCatalog: await usedCatalogHref(catalog, { name: current.city.name, chosen: current.source === "cookie" }),
  };
}

/**
 * The header of every page shows the city from the cookie, so a shared cache must key pages by it (the server adds
 * `Vary: Cookie` to every page, server/http/site-app.ts). A page without headers of its own is public: the same for
 * every visitor of a city, kept a minute by a CDN and by the server's page cache (ADR 035).
 */
export function headers() {
  return { Vary: "Cookie", "Cache-Control": PUBLIC_CACHE };
}

/** The city changes through a form or the city dialog (which revalidates), not by following a link. */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CitySlotProvider
      value={<CitySelector city={loaderData.city} source={loaderData.citySource} />}
      phone={loaderData.phone}
      usedCatalog={loaderData.usedCatalog}
    >
      <SearchSlotProvider field={SearchField}>
        <SiteShell footerExtra={<LazyLeadForm place="footer" />}>
          <Outlet />
        </SiteShell>
      </SearchSlotProvider>
    </CitySlotProvider>
  );
}
