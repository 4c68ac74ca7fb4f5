import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import { SearchForm } from "./search-form";

/** What the header and the mobile menu render as the site search field. */
export type SearchField = ComponentType<{ labelHidden?: boolean }>;

/**
 * The site layout (a route) provides the search field with suggestions of app/features/search, so the design
 * system does not depend on a feature; where nothing is provided (the root error boundary) the header keeps the
 * plain GET form.
 */
const SearchSlotContext = createContext<SearchField>(SearchForm);

export function SearchSlotProvider({ field, children }: { field: SearchField; children: ReactNode }) {
  return <SearchSlotContext.Provider value={field}>{children}</SearchSlotContext.Provider>;
}

export function useSearchField(): SearchField {
  return useContext(SearchSlotContext);
}
