import { useState } from "react";
import { Provider } from "react-redux";
import { makeStore } from "./make-store";

/** One store per render tree: per request on the server, once in the browser. */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(makeStore);
  return <Provider store={store}>{children}</Provider>;
}
