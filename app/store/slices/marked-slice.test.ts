import { describe, expect, it } from "vitest";
import { markedSlice, notificationMarkToggled, selectIsNotificationMarked } from "./marked-slice";

describe("marked slice", () => {
  it("toggles a notification id in and out of the list", () => {
    let state = markedSlice.reducer(undefined, notificationMarkToggled(7));
    state = markedSlice.reducer(state, notificationMarkToggled(9));
    expect(state.accountNotifications).toEqual([7, 9]);
    expect(selectIsNotificationMarked({ marked: state }, 7)).toBe(true);

    state = markedSlice.reducer(state, notificationMarkToggled(7));
    expect(state.accountNotifications).toEqual([9]);
    expect(selectIsNotificationMarked({ marked: state }, 7)).toBe(false);
  });
});
