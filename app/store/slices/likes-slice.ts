import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Social-feed posts the visitor liked, keyed by post id. Persisted so a like survives a reload. */
export interface LikesState {
  list: Record<string, true>;
}

const initialState: LikesState = { list: {} };

export const likesSlice = createSlice({
  name: "likes",
  initialState,
  reducers: {
    likeToggled(state, action: PayloadAction<string | number>) {
      const id = String(action.payload);
      if (state.list[id]) {
        delete state.list[id];
      } else {
        state.list[id] = true;
      }
    },
  },
});

export const { likeToggled } = likesSlice.actions;

export const selectIsLiked = (state: { likes: LikesState }, id: string | number): boolean =>
  state.likes.list[String(id)] === true;
