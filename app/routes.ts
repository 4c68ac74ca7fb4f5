import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map at a glance: public site, sign-in, client account. */
export default [
  // Sign-in: the password form and the one-time key from an e-mailed link.
  ...prefix("login", [index("routes/auth/sign-in.tsx"), route("key", "routes/auth/key-sign-in.tsx")]),

  // Client account: the layout's middleware lets only a signed-in person in.
  route("account", "routes/account/account-layout.tsx", [index("routes/account/account-home.tsx")]),

  // Public site; its catch-all answers every unknown path with a 404, so it stays last.
  layout("routes/site/site-layout.tsx", [index("routes/site/home.tsx"), route("*", "routes/site/not-found.tsx")]),
] satisfies RouteConfig;
