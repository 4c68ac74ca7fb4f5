import type { Db } from "../../db/client.ts";
import { createBrandsService } from "./brands-service.ts";
import { createConsentsService } from "./consents-service.ts";
import { createDictionaryService } from "./dictionary-service.ts";
import { createDocumentsService } from "./documents-service.ts";
import { createGuidesService } from "./guides-service.ts";
import { createOffersService } from "./offers-service.ts";
import { createPagesService } from "./pages-service.ts";
import { createPartnersService } from "./partners-service.ts";
import { createPressService } from "./press-service.ts";
import { createReviewsService } from "./reviews-service.ts";
import { createContentSitemap } from "./sitemap-service.ts";
import { createSocialService } from "./social-service.ts";
import { createVacanciesService } from "./vacancies-service.ts";

/**
 * Reads of the public content, one module per kind (like the account's, ADR 011). Every method answers a
 * contract DTO, or null for «not found».
 */
export function createContentService(db: Db) {
  const pages = createPagesService(db);
  return {
    pages,
    press: createPressService(db),
    documents: createDocumentsService(db, pages),
    partners: createPartnersService(db),
    reviews: createReviewsService(db),
    vacancies: createVacanciesService(db),
    guides: createGuidesService(db, pages),
    social: createSocialService(db),
    dictionary: createDictionaryService(db, pages),
    brands: createBrandsService(db),
    offers: createOffersService(db, pages),
    consents: createConsentsService(db),
    sitemap: createContentSitemap(db),
  };
}
