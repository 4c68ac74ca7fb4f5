import type { RouterContextProvider } from "react-router";
import type { PageServices } from "../../../server/domain/services.ts";
import { servicesContext } from "../../context";
import { notFound } from "./paging";

/**
 * The loader data of a content page: what `read` finds through the page services, with the site's public origin
 * (PUBLIC_URL) that the page's canonical address, Open Graph and JSON-LD name; a 404 when `read` finds nothing.
 */
export async function contentPageData<T extends object>(
  context: Readonly<RouterContextProvider>,
  read: (services: PageServices) => Promise<T | null | undefined>,
): Promise<T & { origin: string }> {
  const services = context.get(servicesContext);
  const found = await read(services);
  if (!found) notFound();
  return { ...found, origin: services.env.PUBLIC_URL };
}
