import { describe, expect, it } from "vitest";
import { candidateChanged, candidateReset, candidateSlice, currentStepSet, stepSet } from "./candidate-slice";

const reduce = candidateSlice.reducer;

describe("candidate slice", () => {
  it("merges changes, keeping the other fields of a block, and stamps lastChange", () => {
    let state = reduce(undefined, candidateChanged({ vacancy: "42", personal: { lastName: "Иванова" } }));
    state = reduce(
      state,
      candidateChanged({ personal: { firstName: "Анна" }, family: { brothers: [{ name: "Пётр" }] } }),
    );

    expect(state.vacancy).toBe("42");
    expect(state.personal).toEqual({ lastName: "Иванова", firstName: "Анна" });
    expect(state.family).toEqual({
      father: null,
      mother: null,
      spouse: null,
      brothers: [{ name: "Пётр" }],
      children: [],
    });
    expect(state.lastChange).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("moves the furthest step with the current one, but not back", () => {
    let state = reduce(undefined, currentStepSet(3));
    expect(state).toMatchObject({ step: 3, currentStep: 3 });
    state = reduce(state, currentStepSet(1));
    expect(state).toMatchObject({ step: 3, currentStep: 1 });
    state = reduce(state, stepSet(5));
    expect(state.step).toBe(5);
  });

  it("resets to an empty questionnaire", () => {
    let state = reduce(undefined, candidateChanged({ id: "c-1", education: [{ school: "МГУ" }] }));
    state = reduce(state, currentStepSet(2));
    state = reduce(state, candidateReset());
    expect(state).toEqual(candidateSlice.getInitialState());
  });
});
