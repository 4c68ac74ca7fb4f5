import { describe, expect, it } from "vitest";
import { leadModalClosed, leadModalOpened, leadSlice } from "./lead-slice";

const reduce = leadSlice.reducer;

describe("lead slice", () => {
  it("opens the modal with the terms to prefill and closes it keeping them", () => {
    const opened = reduce(undefined, leadModalOpened({ vehicle: "Lada Vesta", type: "cars", price: 1_500_000 }));
    expect(opened).toEqual({
      leadModalIsShowed: true,
      prefill: { vehicle: "Lada Vesta", type: "cars", price: 1_500_000 },
    });
    expect(reduce(opened, leadModalClosed())).toEqual({ ...opened, leadModalIsShowed: false });
  });

  it("opens an empty request when nothing is given", () => {
    const opened = reduce(reduce(undefined, leadModalOpened({ price: 1 })), leadModalOpened());
    expect(opened).toEqual({ leadModalIsShowed: true, prefill: null });
  });
});
