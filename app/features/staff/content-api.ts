import {
  type StaffContentChoices,
  StaffContentChoicesSchema,
  type StaffContentKind,
  type StaffContentListResponse,
  StaffContentListResponseSchema,
  type StaffContentPreviewResponse,
  StaffContentPreviewResponseSchema,
  type StaffContentResponse,
  StaffContentResponseSchema,
  type StaffContentSaveRequest,
} from "../../../contract/staff-content.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The site's editorial content: `staff/api/content/list/?kind=…`, `detail/?kind=&id=`, `choices/`, `save/`,
 * `publish/` and `preview/` (Markdown → the site's HTML). Lists are read fresh on every visit: another editor may
 * have published meanwhile, and an editor wants to see the site's state, not a copy.
 */
export const staffContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""), as listQueryString makes it. */
    staffContentList: build.query<StaffContentListResponse, { kind: StaffContentKind; query: string }>({
      query: ({ kind, query }) => `staff/api/content/list/?kind=${kind}${query.replace(/^\?/, "&")}`,
      ...checkedBy(StaffContentListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Content"],
    }),
    staffContent: build.query<StaffContentResponse, { kind: StaffContentKind; id: number }>({
      query: ({ kind, id }) => `staff/api/content/detail/?kind=${kind}&id=${id}`,
      ...checkedBy(StaffContentResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { kind, id }) => ["Content", { type: "Content", id: `${kind}:${id}` }],
    }),
    staffContentChoices: build.query<StaffContentChoices, void>({
      query: () => "staff/api/content/choices/",
      ...checkedBy(StaffContentChoicesSchema),
      keepUnusedDataFor: 0,
    }),
    staffContentSave: build.mutation<StaffContentResponse, StaffContentSaveRequest>({
      query: (body) => ({ url: "staff/api/content/save/", method: "POST", body }),
      ...checkedBy(StaffContentResponseSchema),
      invalidatesTags: ["Content"],
    }),
    staffContentPublish: build.mutation<
      StaffContentResponse,
      { kind: StaffContentKind; id: number; published: boolean }
    >({
      query: (body) => ({ url: "staff/api/content/publish/", method: "POST", body }),
      ...checkedBy(StaffContentResponseSchema),
      invalidatesTags: ["Content"],
    }),
    /** A POST that changes nothing: the body may be long, and the server renders with the site's own renderer. */
    staffContentPreview: build.mutation<StaffContentPreviewResponse, { markdown: string }>({
      query: (body) => ({ url: "staff/api/content/preview/", method: "POST", body }),
      ...checkedBy(StaffContentPreviewResponseSchema),
    }),
  }),
});

export const {
  useStaffContentListQuery,
  useStaffContentQuery,
  useStaffContentChoicesQuery,
  useStaffContentSaveMutation,
  useStaffContentPublishMutation,
  useStaffContentPreviewMutation,
} = staffContentApi;
