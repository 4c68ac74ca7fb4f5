import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Items the visitor picked with a toggle button, keyed by id: what a page needs to draw them without a request. */
export interface IdSetState<Value> {
  list: Record<string, Value>;
}

/**
 * A persisted set of picked ids (compared and favourite vehicles, liked posts): the same button adds an item or
 * takes it out again. `entry` gives an item's id and what is stored under it.
 */
export function createIdSetSlice<Name extends string, Item, Value>(
  name: Name,
  entry: (item: Item) => [id: string, value: Value],
) {
  const initialState: IdSetState<Value> = { list: {} };
  return createSlice({
    name,
    initialState,
    reducers: {
      toggled(state, action: PayloadAction<Item>) {
        const [id, value] = entry(action.payload);
        if (state.list[id]) {
          delete state.list[id];
        } else {
          // Immer's Draft of an unresolved generic is opaque to TypeScript; the value is stored as given.
          (state as IdSetState<Value>).list[id] = value;
        }
      },
      removed(state, action: PayloadAction<string>) {
        delete state.list[action.payload];
      },
      cleared: () => initialState,
    },
    selectors: {
      selectList: (state) => state.list,
      selectCount: (state) => Object.keys(state.list).length,
      // `in` reads a number as its string, so a post's numeric id finds the key it was stored under.
      selectHas: (state, id: string | number) => id in state.list,
    },
  });
}
