import { useEffect, useState } from "react";
import { Provider } from "react-redux";
import { makeStore } from "./make-store";
import { appHydrated } from "./persistence";

/** One store per render tree: per request on the server, once in the browser. */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => makeStore());
  useEffect(() => {
    // Effects run only in the browser and after hydration: reading localStorage now cannot make
    // the first render differ from the server's. redux-remember starts only once, so a second
    // run of this effect (StrictMode) is harmless.
    store.dispatch(appHydrated());
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
