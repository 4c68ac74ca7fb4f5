import type { FetchBaseQueryError } from "@reduxjs/toolkit/query/react";
import { useEffect } from "react";
import { shallowEqual } from "react-redux";
import type { CatalogDetail } from "../../../contract/catalog.ts";
import { api } from "../../store/api";
import { useAppDispatch, useAppSelector } from "../../store/hooks";

/**
 * The vehicle's full data from the browser, for the pages whose list lives in localStorage (comparison,
 * favourites): `GET /api/catalog/detail/?key=…`, one cached entry per vehicle, so removing one vehicle from the
 * comparison does not fetch the others again. (No zod here: the catalogue's pages keep their JavaScript small.)
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    vehicleDetail: build.query<CatalogDetail, string>({
      query: (key) => ({ url: "api/catalog/detail/", params: { key } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export type VehicleLookup =
  | { key: string; status: "loading" }
  | { key: string; status: "ok"; detail: CatalogDetail }
  /** 404: the vehicle has been sold or withdrawn. */
  | { key: string; status: "gone" }
  | { key: string; status: "error" };

const select = catalogApi.endpoints.vehicleDetail.select;

/** Subscribes to the detail of every key (fetching what is not cached) and returns them in the keys' order. */
export function useVehicleDetails(keys: readonly string[]): VehicleLookup[] {
  const dispatch = useAppDispatch();
  const joined = keys.join("\n");
  useEffect(() => {
    const subscriptions = joined
      ? joined.split("\n").map((key) => dispatch(catalogApi.endpoints.vehicleDetail.initiate(key)))
      : [];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, joined]);

  return useAppSelector(
    (state) =>
      keys.map((key): VehicleLookup => {
        const entry = select(key)(state);
        if (entry.data) return { key, status: "ok", detail: entry.data };
        if (entry.isError) {
          const status = (entry.error as FetchBaseQueryError | undefined)?.status;
          return { key, status: status === 404 ? "gone" : "error" };
        }
        return { key, status: "loading" };
      }),
    (a, b) => a.length === b.length && a.every((x, i) => shallowEqual(x, b[i])),
  );
}
