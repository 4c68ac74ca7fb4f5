import { createContext, type ReactNode, useContext } from "react";

/**
 * What the header shows in its city slot. The site layout (a route) provides the city selector of
 * app/features/city, so the design system does not depend on a feature; where nothing is provided (the
 * root error boundary) the header shows a plain label.
 */
const CitySlotContext = createContext<ReactNode>(null);

/** The chosen city's own phone (its main office's line) for the header; null: the company's number. */
export type CityPhone = { display: string; href: string; city: string };
const CityPhoneContext = createContext<CityPhone | null>(null);

/** The used catalogue: the site's links open it filtered to the chosen city (issue 14) when it has vehicles there. */
export const USED_CATALOG = "/catalog/used";
const UsedCatalogContext = createContext<string>(USED_CATALOG);

export function CitySlotProvider({
  value,
  phone = null,
  usedCatalog = USED_CATALOG,
  children,
}: {
  value: ReactNode;
  phone?: CityPhone | null;
  usedCatalog?: string;
  children: ReactNode;
}) {
  return (
    <CitySlotContext.Provider value={value}>
      <CityPhoneContext.Provider value={phone}>
        <UsedCatalogContext.Provider value={usedCatalog}>{children}</UsedCatalogContext.Provider>
      </CityPhoneContext.Provider>
    </CitySlotContext.Provider>
  );
}

export function useCitySlot(): ReactNode {
  return useContext(CitySlotContext);
}

export function useCityPhone(): CityPhone | null {
  return useContext(CityPhoneContext);
}

/** A site link's address for the chosen city: the used catalogue's gains the city filter, the others stay. */
export function useCityHref(): (to: string) => string {
  const used = useContext(UsedCatalogContext);
  return (to) => (to === USED_CATALOG ? used : to);
}
