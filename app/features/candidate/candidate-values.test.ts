import { describe, expect, it } from "vitest";
import { candidateChanged, candidateSlice } from "../../store/slices/candidate-slice";
import {
  fieldId,
  formatDraftTime,
  serverErrors,
  toCandidateRequest,
  validateAll,
  validateStep,
  withoutList,
} from "./candidate-values";

const reduce = candidateSlice.reducer;
const cities = [{ id: 7, name: "Казань" }];

describe("candidate form values", () => {
  it("builds the request from the draft: the city name from the list, an empty school row for an empty list", () => {
    const draft = reduce(undefined, candidateChanged({ city: 7, vacancy: null, personal: { lastName: "Иванова" } }));
    const request = toCandidateRequest(draft, { cities, consent: true });
    expect(request).toMatchObject({ city: 7, cityName: "Казань", vacancy: null, education: [{}], consent: true });
    expect(request.lastjob.noExperience).toBe(false);
  });

  it("uses the free-text city when no city is chosen", () => {
    const draft = reduce(undefined, candidateChanged({ personal: { cityName: "Тверь" } }));
    expect(toCandidateRequest(draft, { cities, consent: false })).toMatchObject({ city: null, cityName: "Тверь" });
  });

  it("validates one step and the whole questionnaire in step order", () => {
    const draft = reduce(undefined, candidateChanged({ city: 7 }));
    const request = toCandidateRequest(draft, { cities, consent: false });
    expect(validateStep(0, request)).toEqual({});
    const personal = validateStep(1, request);
    expect(personal["personal.lastName"]).toBe("Заполните поле «Фамилия»");
    expect(validateAll(request).step).toBe(1);
  });

  it("sends server errors back to their step and drops a list's errors when a row goes", () => {
    expect(serverErrors({ "education.0.institution": "x", "address.actual": "y" }).step).toBe(3);
    expect(withoutList({ "family.brothers.0.name": "x", "family.children.0.name": "y" }, "family.brothers")).toEqual({
      "family.children.0.name": "y",
    });
    expect(fieldId("family.brothers.0.name")).toBe("candidate-family-brothers-0-name");
  });

  it("says when the draft was saved, in words", () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(formatDraftTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe("сегодня в 9:05");
    expect(formatDraftTime(new Date(2026, 10, 21, 18, 30).toISOString(), now)).toBe("вчера в 18:30");
    expect(formatDraftTime(new Date(2026, 10, 2, 8, 0).toISOString(), now)).toBe("2 ноября в 8:00");
    expect(formatDraftTime(new Date(2025, 0, 9, 8, 0).toISOString(), now)).toBe("9 января 2025 г. в 8:00");
  });
});
