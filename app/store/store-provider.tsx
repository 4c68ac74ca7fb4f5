import { useEffect, useState } from "react";
import { Provider } from "react-redux";
import { makeStore } from "./make-store";
import { appHydrated, persistenceFlushed } from "./persistence";
import { selectIsRehydrated } from "./slices/rehydration-slice";

/** One store per render tree: per request on the server, once in the browser. */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => makeStore());
  useEffect(() => {
    // Effects run only in the browser and after hydration: reading localStorage now cannot make
    // the first render differ from the server's. redux-remember starts only once, so a second
    // run of this effect (StrictMode) is harmless.
    const unsubscribe = store.subscribe(() => {
      if (!selectIsRehydrated(store.getState())) return;
      unsubscribe();
      // After redux-remember's own subscription, which it adds once its read has finished.
      setTimeout(() => store.dispatch(persistenceFlushed()), 0);
    });
    store.dispatch(appHydrated());
    return unsubscribe;
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
