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

export function CitySlotProvider({
  value,
  phone = null,
  children,
}: {
  value: ReactNode;
  phone?: CityPhone | null;
  children: ReactNode;
}) {
  return (
    <CitySlotContext.Provider value={value}>
      <CityPhoneContext.Provider value={phone}>{children}</CityPhoneContext.Provider>
    </CitySlotContext.Provider>
  );
}

export function useCitySlot(): ReactNode {
  return useContext(CitySlotContext);
}

export function useCityPhone(): CityPhone | null {
  return useContext(CityPhoneContext);
}
