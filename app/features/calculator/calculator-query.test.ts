import { describe, expect, it } from "vitest";
import type { CalcInitial } from "../../../contract/calculator.ts";
import {
  calcInputFromSearch,
  calcInputToSearch,
  parseCalcType,
  parseTypedNumber,
  vehicleFromSearch,
} from "./calculator-query";

const cars = {
  type: "cars",
  price: { min: 500_000, max: 30_000_000, default: 3_000_000, step: 10_000 },
  advance: { min: 0, max: 49, default: 20, step: 1 },
  term: { min: 12, max: 60, default: 36, step: 1 },
  buyout: { min: 1, max: 10, default: 1, step: 1 },
  defaults: { price: 3_000_000, advance: 20, term: 36, buyout: 1, scheduleType: "annuity" },
} as unknown as CalcInitial;

describe("calculator query", () => {
  it("reads the home teaser's figures", () => {
    const input = calcInputFromSearch(new URLSearchParams("price=5000000&advance=25&term=48"), cars);
    expect(input).toEqual({
      type: "cars",
      price: 5_000_000,
      advance: 25,
      term: 48,
      buyout: 1,
      scheduleType: "annuity",
    });
  });

  it("clamps to the limits and falls back to the defaults", () => {
    const input = calcInputFromSearch(
      new URLSearchParams("price=99999999999&advance=-5&term=abc&buyout=3,5&scheduleType=weird"),
      cars,
    );
    expect(input).toEqual({
      type: "cars",
      price: 30_000_000,
      advance: 0,
      term: 36,
      buyout: 3.5,
      scheduleType: "annuity",
    });
    expect(calcInputFromSearch(new URLSearchParams("term=12.7&price=3 456 789"), cars)).toMatchObject({
      term: 13,
      price: 3_456_789,
    });
  });

  it("round-trips through the address with the vehicle of the same type only", () => {
    const input = {
      type: "cars",
      price: 2_500_000,
      advance: 10,
      term: 24,
      buyout: 1,
      scheduleType: "degressive",
    } as const;
    const vehicle = { name: "Lada Vesta", id: 12, type: "cars" } as const;
    const search = new URLSearchParams(calcInputToSearch(input, vehicle));
    expect(calcInputFromSearch(search, cars)).toEqual(input);
    expect(vehicleFromSearch(search, "cars")).toEqual(vehicle);
    expect(calcInputToSearch({ ...input, type: "trucks" }, vehicle)).not.toContain("vehicle");
  });

  it("parses numbers as people type them and unknown types as cars", () => {
    expect(parseTypedNumber("1\u00a0234\u00a0567,5")).toBe(1_234_567.5);
    expect(parseTypedNumber("")).toBeNaN();
    expect(parseCalcType("special")).toBe("special");
    expect(parseCalcType("boats")).toBe("cars");
  });
});
