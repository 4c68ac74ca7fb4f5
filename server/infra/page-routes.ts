import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const KEPT_PATHS = 2000;

/**
 * The route pattern of a page path in the built app (e.g. `/catalog/:section/:brand?/:model?`), for the per-route
 * metrics: the raw path would make a series per vehicle. Undefined when no page route matches.
 */
export function pageRoutePattern(build: Pick<ServerBuild, "routes">): (path: string) => string | undefined {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive };
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object as RouteObject);
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const nested = children.get(route.id);
      return nested && !route.index ? ({ ...route, children: attach(nested) } as RouteObject) : route;
    });
  const tree = attach(children.get(undefined) ?? []);
  // matchRoutes flattens and ranks the whole tree on every call (about half a millisecond here, on every page
  // answer): the patterns of recent paths are kept. Bounded, so a crawl of unique paths cannot grow it.
  const known = new Map<string, string | undefined>();
  return (path) => {
    if (known.has(path)) return known.get(path);
    if (known.size >= KEPT_PATHS) known.clear();
    const pattern = patternOf(path);
    known.set(path, pattern);
    return pattern;
  };

  function patternOf(path: string): string | undefined {
    const matches = matchRoutes(tree, path);
    const leaf = matches?.at(-1);
    // A catch-all ("*") answers unknown paths with a 404 page: those are not a route.
    if (!matches || !leaf || leaf.route.path === "*") return undefined;
    const joined = matches
      .map((m) => m.route.path)
      .filter((p): p is string => Boolean(p))
      .join("/");
    return `/${joined}`.replace(/\/{2,}/g, "/");
  }
}
