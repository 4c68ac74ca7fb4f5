import { createIdSetSlice } from "./id-set-slice";

/** Social-feed posts the visitor liked, keyed by post id. Persisted so a like survives a reload. */
export const likesSlice = createIdSetSlice("likes", (id: string | number) => [String(id), true as const]);

export const { toggled: likeToggled } = likesSlice.actions;

export const { selectHas: selectIsLiked } = likesSlice.selectors;
