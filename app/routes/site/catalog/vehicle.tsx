import { data } from "react-router";
import { CatalogDetailQuerySchema } from "../../../../contract/catalog.ts";
import { servicesContext } from "../../../context";
import { vehicleHref } from "../../../features/catalog/catalog-links";
import { vehicleMeta } from "../../../features/catalog/catalog-seo";
import { VehicleView } from "../../../features/catalog/vehicle-view";
import { InterestButton } from "../../../features/leads/interest/interest-button";
import { LeadButton } from "../../../features/leads/lead-button";
import type { Route } from "./+types/vehicle";

/** `/catalog/vehicle/:key`: one vehicle on sale; 404 for a key the catalogue does not have (sold, mistyped). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const parsed = CatalogDetailQuerySchema.safeParse({ key: params.key });
  if (!parsed.success) throw data(null, { status: 404 });
  const detail = await services.catalog.detail(parsed.data.key);
  if (!detail) throw data(null, { status: 404 });
  const initial = services.calculator.initial(detail.item.section);
  const origin = services.env.PUBLIC_URL;
  const canonical = new URL(vehicleHref(detail.item.key), origin).href;
  return {
    detail,
    limits: {
      advance: { min: initial.advance.min, max: initial.advance.max },
      term: { min: initial.term.min, max: initial.term.max },
    },
    canonical,
    origin,
    // Title and JSON-LD made on the server: the browser's route module carries none of that code.
    meta: vehicleMeta(detail, canonical, origin),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Vehicle({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData.detail;
  return (
    <VehicleView
      detail={loaderData.detail}
      limits={loaderData.limits}
      renderLead={(terms) => {
        const prefill = {
          vehicle: `${item.title}, ${item.complectation.name}${item.identifier ? `, VIN ${item.identifier}` : ""}`,
          type: item.section,
          price: item.price,
          advance: terms.advance,
          term: terms.term,
          buyout: terms.buyout,
          scheduleType: "annuity" as const,
        };
        return (
          <>
            <LeadButton prefill={prefill} size="lg" block />
            {item.section === "used" ? <InterestButton prefill={prefill} /> : null}
          </>
        );
      }}
    />
  );
}
