import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map at a glance: public site, sign-in, client account. */
export default [
  layout("routes/site/site-layout.tsx", [index("routes/site/home.tsx"), route("*", "routes/site/not-found.tsx")]),
] satisfies RouteConfig;
