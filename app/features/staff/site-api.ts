import {
  type StaffCityListResponse,
  StaffCityListResponseSchema,
  type StaffCityResponse,
  StaffCityResponseSchema,
  type StaffCitySaveRequest,
  type StaffOfferListResponse,
  StaffOfferListResponseSchema,
  type StaffOfferResponse,
  StaffOfferResponseSchema,
  type StaffOfferSaveRequest,
  type StaffOfficeResponse,
  StaffOfficeResponseSchema,
  type StaffOfficeSaveRequest,
  type StaffPartnerListResponse,
  StaffPartnerListResponseSchema,
  type StaffPartnerResponse,
  StaffPartnerResponseSchema,
  type StaffPartnerSaveRequest,
  type StaffReviewListResponse,
  StaffReviewListResponseSchema,
  type StaffReviewResponse,
  StaffReviewResponseSchema,
  StaffSiteRemovedResponseSchema,
} from "../../../contract/staff-site.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The site's directory content (`staff/api/site/…`): offers, partners, reviews' moderation, cities and offices.
 * Nothing is kept once a screen closes (a colleague may be editing too); every change refreshes the lists.
 */
export const staffSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffSiteOffers: build.query<StaffOfferListResponse, string>({
      query: (query) => `staff/api/site/offers/list/${query}`,
      ...checkedBy(StaffOfferListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteOffer: build.query<StaffOfferResponse, { id: number }>({
      query: ({ id }) => `staff/api/site/offers/detail/?id=${id}`,
      ...checkedBy(StaffOfferResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteOfferSave: build.mutation<StaffOfferResponse, StaffOfferSaveRequest>({
      query: (body) => ({ url: "staff/api/site/offers/save/", method: "POST", body }),
      ...checkedBy(StaffOfferResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteOfferPublish: build.mutation<StaffOfferResponse, { id: number; published: boolean }>({
      query: (body) => ({ url: "staff/api/site/offers/publish/", method: "POST", body }),
      ...checkedBy(StaffOfferResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSitePartners: build.query<StaffPartnerListResponse, string>({
      query: (query) => `staff/api/site/partners/list/${query}`,
      ...checkedBy(StaffPartnerListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSitePartner: build.query<StaffPartnerResponse, { id: number }>({
      query: ({ id }) => `staff/api/site/partners/detail/?id=${id}`,
      ...checkedBy(StaffPartnerResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSitePartnerSave: build.mutation<StaffPartnerResponse, StaffPartnerSaveRequest>({
      query: (body) => ({ url: "staff/api/site/partners/save/", method: "POST", body }),
      ...checkedBy(StaffPartnerResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSitePartnerPublish: build.mutation<StaffPartnerResponse, { id: number; published: boolean }>({
      query: (body) => ({ url: "staff/api/site/partners/publish/", method: "POST", body }),
      ...checkedBy(StaffPartnerResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteReviews: build.query<StaffReviewListResponse, string>({
      query: (query) => `staff/api/site/reviews/list/${query}`,
      ...checkedBy(StaffReviewListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteReviewDecide: build.mutation<StaffReviewResponse, { id: number; decision: "publish" | "hide" }>({
      query: ({ id, decision }) => ({ url: `staff/api/site/reviews/${decision}/`, method: "POST", body: { id } }),
      ...checkedBy(StaffReviewResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteReviewReply: build.mutation<StaffReviewResponse, { id: number; reply: string }>({
      query: (body) => ({ url: "staff/api/site/reviews/reply/", method: "POST", body }),
      ...checkedBy(StaffReviewResponseSchema),
      invalidatesTags: ["Site"],
    }),
    /** `query`: the list's query string (`?filters=…`, or ""). */
    staffSiteCities: build.query<StaffCityListResponse, string>({
      query: (query) => `staff/api/site/cities/list/${query}`,
      ...checkedBy(StaffCityListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteCity: build.query<StaffCityResponse, { id: number }>({
      query: ({ id }) => `staff/api/site/cities/detail/?id=${id}`,
      ...checkedBy(StaffCityResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteCitySave: build.mutation<StaffCityResponse, StaffCitySaveRequest>({
      query: (body) => ({ url: "staff/api/site/cities/save/", method: "POST", body }),
      ...checkedBy(StaffCityResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteCityRemove: build.mutation<{ ok: true }, { id: number }>({
      query: (body) => ({ url: "staff/api/site/cities/remove/", method: "POST", body }),
      ...checkedBy(StaffSiteRemovedResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteOffice: build.query<StaffOfficeResponse, { id: number }>({
      query: ({ id }) => `staff/api/site/offices/detail/?id=${id}`,
      ...checkedBy(StaffOfficeResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Site"],
    }),
    staffSiteOfficeSave: build.mutation<StaffOfficeResponse, StaffOfficeSaveRequest>({
      query: (body) => ({ url: "staff/api/site/offices/save/", method: "POST", body }),
      ...checkedBy(StaffOfficeResponseSchema),
      invalidatesTags: ["Site"],
    }),
    staffSiteOfficeRemove: build.mutation<{ ok: true }, { id: number }>({
      query: (body) => ({ url: "staff/api/site/offices/remove/", method: "POST", body }),
      ...checkedBy(StaffSiteRemovedResponseSchema),
      invalidatesTags: ["Site"],
    }),
  }),
});

export const {
  useStaffSiteOffersQuery,
  useStaffSiteOfferQuery,
  useStaffSiteOfferSaveMutation,
  useStaffSiteOfferPublishMutation,
  useStaffSitePartnersQuery,
  useStaffSitePartnerQuery,
  useStaffSitePartnerSaveMutation,
  useStaffSitePartnerPublishMutation,
  useStaffSiteReviewsQuery,
  useStaffSiteReviewDecideMutation,
  useStaffSiteReviewReplyMutation,
  useStaffSiteCitiesQuery,
  useStaffSiteCityQuery,
  useStaffSiteCitySaveMutation,
  useStaffSiteCityRemoveMutation,
  useStaffSiteOfficeQuery,
  useStaffSiteOfficeSaveMutation,
  useStaffSiteOfficeRemoveMutation,
} = staffSiteApi;
