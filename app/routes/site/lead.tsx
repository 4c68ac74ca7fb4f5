import { data } from "react-router";
import { clientAddressContext, servicesContext } from "../../context";
import { sameOriginReferer, submitLeadForm } from "../../features/leads/lead-action.server";
import { LeadForm } from "../../features/leads/lead-form";
import { hasUtm, utmFromUrl } from "../../features/leads/lead-form-values";
import { LeadPage } from "../../features/leads/lead-page";
import { prefillFromSearch } from "../../features/leads/lead-prefill";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = () => [
  { title: "Заявка на лизинг — Лизинг-Авто" },
  {
    name: "description",
    content:
      "Оставьте заявку на лизинг автомобиля или спецтехники: менеджер перезвонит, рассчитает платежи и подскажет документы.",
  },
  { name: "robots", content: "noindex" },
];

/** The form depends on the referring page and the posted answer: never from a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The leasing request as a page: where «Оставить заявку» leads before JavaScript has started (after it, the
 * same form opens in a modal). The terms come from the query; UTM from it or from the page the visitor came from.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const referer = sameOriginReferer(request);
  const fromUrl = utmFromUrl(url.search);
  return {
    prefill: prefillFromSearch(url.searchParams),
    utm: hasUtm(fromUrl) ? fromUrl : utmFromUrl(referer),
    pageUrl: referer ?? url.href,
  };
}

/** Lead forms posted as HTML forms (any public kind; `kind` says which): validated and stored like the API's. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLeadForm(request, context.get(servicesContext), context.get(clientAddressContext));
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadPage>
      <LeadForm
        prefill={loaderData.prefill}
        utm={loaderData.utm}
        pageUrl={loaderData.pageUrl}
        serverResult={actionData ?? null}
      />
    </LeadPage>
  );
}
