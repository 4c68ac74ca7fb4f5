import type { z } from "zod";
import type { CitiesResponse, City, GeoCityResponseSchema } from "../../../contract/cities.ts";
import { api } from "../../store/api";

type GeoCityResponse = z.infer<typeof GeoCityResponseSchema>;

/**
 * The city list for the selector (GET /api/main/cities/, sorted by name on the server, cached by the browser
 * and a CDN for five minutes) and saving the choice (POST /api/geo/city/ sets the `city_id` cookie).
 */
export const cityApi = api.injectEndpoints({
  endpoints: (build) => ({
    cities: build.query<City[], void>({
      query: () => "api/main/cities/",
      transformResponse: (response: CitiesResponse) => response.list,
      keepUnusedDataFor: 300,
    }),
    saveCity: build.mutation<City, number>({
      query: (cityId) => ({ url: "api/geo/city/", method: "POST", body: { city_id: cityId } }),
      transformResponse: (response: GeoCityResponse) => response.city,
      // Setting the cookie to a value twice is harmless: safe to retry once, quickly.
      extraOptions: { idempotent: true, maxRetries: 1 },
    }),
  }),
});

export const { useCitiesQuery, useSaveCityMutation } = cityApi;
