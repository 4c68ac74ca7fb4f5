import { useEffect, useState } from "react";
import { Provider } from "react-redux";
import { useMatches } from "react-router";
import { setBrowserStore } from "./browser-store";
import { makeStore } from "./make-store";
import { appHydrated, persistenceFlushed } from "./persistence";
import { primeAndHoldQueryEntries, queryEntriesOf } from "./query-entries";
import { selectIsRehydrated } from "./slices/rehydration-slice";

/**
 * One store per render tree: per request on the server, once in the browser. The RTK Query entries the matched
 * routes' loaders returned (account pages, ADR 037) go into its cache before anything renders, on the server and in
 * the browser alike: the screens' hooks find their data, the markup matches, and nothing is fetched again.
 */
export function StoreProvider({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const [{ store, releasePrimed }] = useState(() => {
    const created = makeStore();
    const entries = matches.flatMap((match) => queryEntriesOf(match.loaderData));
    setBrowserStore(created);
    return { store: created, releasePrimed: primeAndHoldQueryEntries(created.dispatch, entries) };
  });
  useEffect(() => {
    // This provider's effects run after its children's: the screens' hooks hold the entries by now.
    releasePrimed();
  }, [releasePrimed]);
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
