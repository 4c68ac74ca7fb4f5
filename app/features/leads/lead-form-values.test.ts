import { describe, expect, it } from "vitest";
import { LeasingOrderFormSchema } from "../../../contract/forms.ts";
import { fieldErrors, formValues, utmFromUrl } from "./lead-form-values";
import { prefillFromSearch, prefillToSearch } from "./lead-prefill";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("formValues", () => {
  it("turns an HTML form into the JSON the schemas expect", () => {
    const values = formValues(
      form({
        kind: "lisorder",
        clientType: "legal",
        inn: " 7707083893 ",
        name: "Иван",
        phone: "8 916 123-45-67",
        email: "",
        price: "3\u00a0000\u00a0000",
        advance: "20,5",
        term: "36",
        consentPersonalData: "on",
        website: "",
      }),
    );
    expect(values).toEqual({
      clientType: "legal",
      inn: "7707083893",
      name: "Иван",
      phone: "8 916 123-45-67",
      price: 3_000_000,
      advance: 20.5,
      term: 36,
      consentPersonalData: true,
    });
    expect(LeasingOrderFormSchema.parse(values).phone).toBe("+79161234567");
  });

  it("leaves an unreadable number as text so the schema names it, and keeps a filled honeypot", () => {
    const values = formValues(form({ price: "три миллиона", website: "http://spam" }));
    expect(values).toEqual({ price: "три миллиона", website: "http://spam" });
    const parsed = LeasingOrderFormSchema.safeParse(values);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    expect(errors.price).toBe("Стоимость — число в рублях");
    expect(errors.website).toMatch(/^Форма заполнена автоматически/);
    expect(errors.consentPersonalData).toMatch(/согласия на обработку персональных данных/);
  });
});

describe("utmFromUrl", () => {
  it("reads UTM from an address or a query string", () => {
    expect(utmFromUrl("https://leasing-auto.ru/calculator?utm_campaign=autumn&utm_medium=cpc&x=1")).toEqual({
      utm_campaign: "autumn",
      utm_medium: "cpc",
      utm_content: null,
      utm_term: null,
      utm_source: null,
    });
    expect(utmFromUrl("?utm_source=%20vk%20").utm_source).toBe("vk");
    expect(utmFromUrl(null).utm_campaign).toBeNull();
    expect(utmFromUrl("http://[bad").utm_campaign).toBeNull();
  });
});

describe("lead prefill in the address", () => {
  it("round-trips the vehicle and the terms, dropping what it cannot read", () => {
    const prefill = {
      vehicle: "КАМАЗ 65115",
      vehicleId: 7,
      type: "trucks",
      price: 12_500_000,
      advance: 30,
      term: 48,
      buyout: 1,
      scheduleType: "degressive",
    } as const;
    expect(prefillFromSearch(new URLSearchParams(prefillToSearch(prefill)))).toEqual(prefill);
    expect(prefillFromSearch(new URLSearchParams("type=boats&price=-1&scheduleType=x&term=abc"))).toEqual({});
    expect(prefillToSearch(null)).toBe("");
  });
});
