import { CALC_TYPES, type CalcType } from "../../../contract/calc-types.ts";
import type { CalcInitial } from "../../../contract/calculator.ts";
import { servicesContext } from "../../context";
import { CALCULATOR_CRUMBS, CalculatorPage } from "../../features/calculator/calculator-page";
import { calcInputFromSearch, parseCalcType, vehicleFromSearch } from "../../features/calculator/calculator-query";
import { CalculatorView } from "../../features/calculator/calculator-view";
import { pageMeta } from "../../features/content/seo";
import { LeadButton } from "../../features/leads/lead-button";
import type { Route } from "./+types/calculator";

const TITLE = "Калькулятор лизинга автомобилей и спецтехники — Лизинг-Авто";
const DESCRIPTION =
  "Рассчитайте ежемесячный платёж, сумму договора, удорожание и налоговую выгоду лизинга: аванс от 0 %, срок до 60 месяцев, аннуитетный или дегрессивный график, НДС 22 %.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        origin: loaderData.origin,
        title: TITLE,
        description: DESCRIPTION,
        path: "/calculator",
        crumbs: CALCULATOR_CRUMBS,
      })
    : [];

/**
 * The programmes of all vehicle types and the inputs from the query (the home page's teaser, catalogue
 * vehicle pages: `type`, `price`, `advance` in %, `term`, `buyout`, `scheduleType`, `vehicle`, `vehicleId`),
 * clamped to the limits. The first result is rendered on the server by the same function as in the browser.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { calculator, env } = context.get(servicesContext);
  const initials = Object.fromEntries(CALC_TYPES.map((type) => [type, calculator.initial(type)])) as Record<
    CalcType,
    CalcInitial
  >;
  const type = parseCalcType(url.searchParams.get("type"));
  return {
    origin: env.PUBLIC_URL,
    initials,
    input: calcInputFromSearch(url.searchParams, initials[type]),
    vehicle: vehicleFromSearch(url.searchParams, type),
  };
}

export default function Calculator({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage>
      <CalculatorView
        // A navigation to other figures (e.g. from the header) starts over with them.
        key={JSON.stringify([loaderData.input, loaderData.vehicle])}
        initials={loaderData.initials}
        input={loaderData.input}
        vehicle={loaderData.vehicle}
        leadAction={({ prefill, compact }) => (
          <LeadButton prefill={prefill} variant="accent" size={compact ? "md" : "lg"} block={!compact}>
            Оформить заявку
          </LeadButton>
        )}
      />
    </CalculatorPage>
  );
}
