import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { api } from "./api";

const reducer = combineReducers({
  [api.reducerPath]: api.reducer,
});

/** A new store per server request and one in the browser. */
export function makeStore() {
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
