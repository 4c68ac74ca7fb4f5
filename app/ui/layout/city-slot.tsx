import { createContext, type ReactNode, useContext } from "react";

/**
 * What the header shows in its city slot. The site layout (a route) provides the city selector of
 * app/features/city, so the design system does not depend on a feature; where nothing is provided (the
 * root error boundary) the header shows a plain label.
 */
const CitySlotContext = createContext<ReactNode>(null);

export function CitySlotProvider({ value, children }: { value: ReactNode; children: ReactNode }) {
  return <CitySlotContext.Provider value={value}>{children}</CitySlotContext.Provider>;
}

export function useCitySlot(): ReactNode {
  return useContext(CitySlotContext);
}
