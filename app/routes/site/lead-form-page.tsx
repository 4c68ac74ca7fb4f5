import { data } from "react-router";
import { FORM_TITLES, PUBLIC_FORM_KINDS } from "../../../contract/forms.ts";
import { clientAddressContext, servicesContext } from "../../context";
import { sameOriginReferer, submitLeadForm } from "../../features/leads/lead-action.server";
import { PUBLIC_FORMS } from "../../features/leads/lead-modal";
import styles from "../../features/leads/lead-page.module.css";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import frame from "../../ui/layout/page-frame.module.css";
import type { Route } from "./+types/lead-form-page";

type Kind = keyof typeof PUBLIC_FORMS;

function formKind(param: string | undefined): Kind {
  if (param && param !== "lisorder" && (PUBLIC_FORM_KINDS as readonly string[]).includes(param)) return param as Kind;
  throw data("Такой формы нет", { status: 404 });
}

/** The page a visitor came from; not this page itself (a second send of a corrected form). */
function backFrom(request: Request): string | null {
  const referer = sameOriginReferer(request);
  return referer && !new URL(referer).pathname.startsWith("/forms/") ? referer : null;
}

export const meta: Route.MetaFunction = ({ params }) => {
  const kind = params.kind as Kind | undefined;
  const title = kind && kind in PUBLIC_FORMS ? FORM_TITLES[kind] : "Форма";
  return [{ title: `${title} — Лизинг-Авто` }, { name: "robots", content: "noindex" }];
};

/** The answer depends on what was posted: never from a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The page a form was sent from (a link back after a send without JavaScript). */
export function loader({ params, request }: Route.LoaderArgs) {
  formKind(params.kind);
  return { back: backFrom(request) };
}

/**
 * Every public form of the site posts here (SPEC.md §7): a fetcher after hydration (the visitor stays on the
 * page), a plain POST before it — then this page shows the form again with the messages, or the confirmation.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  formKind(params.kind);
  const result = await submitLeadForm(request, context.get(servicesContext), context.get(clientAddressContext));
  // The answer is the kit's (a fetcher on any page reads it), with where to go back to after a send without JS.
  return data({ ...result, back: backFrom(request) }, { status: result.ok ? 200 : result.status });
}

export default function LeadFormPage({ params, loaderData, actionData }: Route.ComponentProps) {
  const kind = formKind(params.kind);
  const Form = PUBLIC_FORMS[kind];
  const back = actionData?.back ?? loaderData.back;
  return (
    <div className={`container ${frame.page}`}>
      <Breadcrumbs items={[{ label: FORM_TITLES[kind] }]} />
      <section className={styles.card} aria-labelledby="form-title">
        <h1 id="form-title" className={styles.title}>
          {FORM_TITLES[kind]}
        </h1>
        <Form serverResult={actionData ?? null} />
        {back ? (
          <p>
            <a href={back}>Вернуться на страницу</a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
