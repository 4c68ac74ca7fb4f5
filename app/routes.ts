import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The site map at a glance: public site, sign-in, client account, the lessor's back office. */
export default [
  // Sign-in: the password form, the one-time key from an e-mailed link, password recovery (ADR 026).
  ...prefix("login", [
    index("routes/auth/sign-in.tsx"),
    route("key", "routes/auth/key-sign-in.tsx"),
    route("forgot", "routes/auth/forgot-password.tsx"),
    route("reset", "routes/auth/reset-password.tsx"),
    // The second factor (ADR 030): the code after the password; an employee's enrolment before anything else.
    route("code", "routes/auth/mfa-code.tsx"),
    route("mfa-setup", "routes/auth/mfa-setup.tsx"),
    // A colleague's e-mailed invitation to a client's profile (ADR 031).
    route("invite", "routes/auth/accept-invite.tsx"),
    // A cession's e-mailed invitation of an assignee or a guarantor (issue 12).
    route("cession", "routes/auth/accept-cession-invite.tsx"),
    // The first password of a client whose account the back office opened (issue 15).
    route("welcome", "routes/auth/welcome.tsx"),
    // An employee's e-mailed invitation from the administrator (issue 15).
    route("staff-invite", "routes/auth/staff-invite.tsx"),
  ]),

  // Client account: the layout's middleware lets only a signed-in person in.
  route("account", "routes/account/account-layout.tsx", [
    index("routes/account/account-home.tsx"),
    route("calendar", "routes/account/calendar.tsx"),
    route("contracts", "routes/account/contracts.tsx"),
    route("contracts/:code/:tab?", "routes/account/contract.tsx"),
    route("requisites", "routes/account/requisites.tsx"),
    route("accounting/:tab?", "routes/account/accounting.tsx"),
    route("documents", "routes/account/documents.tsx"),
    route("insurance", "routes/account/insurance.tsx"),
    route("fines", "routes/account/fines.tsx"),
    route("notifications", "routes/account/notifications.tsx"),
    route("services/:tab?", "routes/account/services.tsx"),
    route("faq", "routes/account/faq.tsx"),
    route("settings/:tab?", "routes/account/settings.tsx"),
    route("rescheduling", "routes/account/rescheduling.tsx"),
    // Tickets: the list, a new one (a static segment: it wins over a ticket's code), a ticket's thread.
    route("tickets", "routes/account/tickets.tsx"),
    route("tickets/new", "routes/account/ticket-new.tsx"),
    route("tickets/:code", "routes/account/ticket.tsx"),
    route("cession", "routes/account/cession.tsx"),
    route("cession/new", "routes/account/cession-new.tsx"),
    route("cession/:code", "routes/account/cession-view.tsx"),
    // Any other account address: the account's own 404, inside its shell (stays last).
    route("*", "routes/account/not-found.tsx", { id: "account-not-found" }),
  ]),

  // The lessor's back office: the layout's middleware lets only employees in; each section checks the roles.
  route("staff", "routes/staff/staff-layout.tsx", [
    index("routes/staff/staff-home.tsx"),
    route("tickets", "routes/staff/tickets.tsx"),
    route("tickets/:code", "routes/staff/ticket.tsx"),
    route("rescheduling", "routes/staff/rescheduling.tsx"),
    route("rescheduling/:code", "routes/staff/rescheduling-request.tsx"),
    route("cessions", "routes/staff/cessions.tsx"),
    route("cessions/:code", "routes/staff/cession.tsx"),
    route("clients", "routes/staff/clients.tsx"),
    route("clients/new", "routes/staff/client-new.tsx"),
    route("clients/:id", "routes/staff/client.tsx"),
    route("leads", "routes/staff/leads.tsx"),
    route("leads/dashboard", "routes/staff/leads-dashboard.tsx"),
    route("leads/:id", "routes/staff/lead.tsx"),
    route("candidates", "routes/staff/candidates.tsx"),
    route("candidates/:id", "routes/staff/candidate.tsx"),
    route("content/:kind?", "routes/staff/content.tsx"),
    route("content/:kind/:id", "routes/staff/content-edit.tsx"),
    route("site/:tab?", "routes/staff/site-lists.tsx"),
    route("site/offers/:id", "routes/staff/site-offer.tsx"),
    route("site/partners/:id", "routes/staff/site-partner.tsx"),
    route("site/cities/:id", "routes/staff/site-city.tsx"),
    route("site/offices/:id", "routes/staff/site-office.tsx"),
    route("vehicles", "routes/staff/vehicles.tsx"),
    route("vehicles/new", "routes/staff/vehicle-new.tsx"),
    route("vehicles/:id", "routes/staff/vehicle.tsx"),
    route("audit", "routes/staff/audit.tsx"),
    route("security", "routes/staff/security-log.tsx"),
    route("me", "routes/staff/my-sessions.tsx"),
    route("employees", "routes/staff/employees.tsx"),
    // Any other back office address: its own 404, inside its shell (stays last).
    route("*", "routes/staff/not-found.tsx", { id: "staff-not-found" }),
  ]),

  // Resource routes for crawlers: the sitemap of every content and catalogue landing page, robots.txt.
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  route("robots.txt", "routes/site/robots-txt.ts"),

  // Public site; its catch-all answers every unknown path with a 404, so it stays last.
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home.tsx"),
    // Catalogue: lists with brand and brand + model landings (one module), the vehicle, comparison, favourites.
    route("catalog", "routes/site/catalog/catalog-index.tsx"),
    route("catalog/cars/:brand?/:model?", "routes/site/catalog/catalog-list.tsx", { id: "catalog-cars" }),
    route("catalog/trucks/:brand?/:model?", "routes/site/catalog/catalog-list.tsx", { id: "catalog-trucks" }),
    route("catalog/used/:brand?/:model?", "routes/site/catalog/catalog-list.tsx", { id: "catalog-used" }),
    route("catalog/special/:brand?/:model?", "routes/site/catalog/catalog-list.tsx", { id: "catalog-special" }),
    // A trim of new vehicles (issue 14): used vehicles and special machinery have no trim pages.
    route("catalog/cars/:brand/:model/:trim", "routes/site/catalog/trim.tsx", { id: "catalog-trim-cars" }),
    route("catalog/trucks/:brand/:model/:trim", "routes/site/catalog/trim.tsx", { id: "catalog-trim-trucks" }),
    route("catalog/vehicle/:key", "routes/site/catalog/vehicle.tsx"),
    route("compare", "routes/site/catalog/compare.tsx"),
    route("favorites", "routes/site/catalog/favorites.tsx"),
    // Leasing calculator; the leasing request as a page (the modal's no-JavaScript twin and every form's action).
    route("calculator", "routes/site/calculator.tsx"),
    route("lead", "routes/site/lead.tsx"),
    route("forms/:kind", "routes/site/lead-form-page.tsx"),
    // Candidate questionnaire (a static segment: it wins over a vacancy's /vacancies/:code) and quizzes.
    route("vacancies/questionnaire", "routes/site/careers/candidate.tsx"),
    route("quiz", "routes/site/quiz-list.tsx"),
    route("quiz/:code", "routes/site/quiz.tsx"),
    // Public content (ADR 009; paths as server/domain/content/site-urls.ts): information pages, press and media,
    // guide, partners, vacancies, offers, consents, the «Клиентам» hub, and the site search.
    route("about", "routes/site/content/about.tsx"),
    route("press", "routes/site/content/press-list.tsx", { id: "content-press" }),
    route("press/:code", "routes/site/content/press-article.tsx", { id: "content-press-article" }),
    route("media", "routes/site/content/press-list.tsx", { id: "content-media" }),
    route("media/:code", "routes/site/content/press-article.tsx", { id: "content-media-article" }),
    route("investors", "routes/site/content/investors.tsx"),
    route("investors/docs", "routes/site/content/investor-docs.tsx"),
    route("partners", "routes/site/content/partners.tsx"),
    route("partners/:code", "routes/site/content/partner.tsx"),
    route("requisites", "routes/site/content/requisites.tsx"),
    route("contacts", "routes/site/content/contacts.tsx"),
    route("social", "routes/site/content/social.tsx"),
    route("reviews", "routes/site/content/reviews.tsx"),
    route("clients", "routes/site/content/clients.tsx"),
    route("clientservice", "routes/site/content/dictionary.tsx"),
    route("clientservice/:code", "routes/site/content/dictionary-term.tsx"),
    route("support-contract", "routes/site/content/info-page.tsx", { id: "content-supportcontract" }),
    route("finish-contract", "routes/site/content/info-page.tsx", { id: "content-finishcontract" }),
    route("additional-services", "routes/site/content/info-page.tsx", { id: "content-additionalservices" }),
    route("esg", "routes/site/content/info-page.tsx", { id: "content-esgprinciples" }),
    route("insurance", "routes/site/content/info-page.tsx", { id: "content-insurance" }),
    route("leasing-agreement", "routes/site/content/leasing-agreement.tsx"),
    route("guide", "routes/site/content/guide.tsx"),
    route("guide/:code", "routes/site/content/guide-article.tsx"),
    route("brands", "routes/site/content/brands.tsx"),
    route("vacancies", "routes/site/content/vacancies.tsx"),
    route("vacancies/:code", "routes/site/content/vacancy.tsx"),
    route("offers", "routes/site/content/offers.tsx"),
    route("offers/:code", "routes/site/content/offer.tsx"),
    route("terms/:code", "routes/site/content/consent.tsx"),
    route("search", "routes/site/search.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
