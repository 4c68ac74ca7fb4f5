import { describe, expect, it } from "vitest";
import { publicRequest } from "./public-request.ts";

const inner = "http://10.0.3.7:3000/contacts?x=1";

describe("publicRequest", () => {
  it("keeps the request as it came without trusted proxies, whatever the headers say", () => {
    const request = new Request(inner);
    expect(publicRequest(request, { proto: "https", host: "evil.example" }, 0)).toBe(request);
  });

  it("takes the scheme and host our proxy recorded, path and query unchanged", () => {
    const request = new Request(inner, { headers: { cookie: "a=1" } });
    const seen = publicRequest(request, { proto: "https", host: "leasing-auto.ru" }, 1);
    expect(seen.url).toBe("https://leasing-auto.ru/contacts?x=1");
    expect(seen.headers.get("cookie")).toBe("a=1");
  });

  it("never reads what the client put left of our proxy's entry", () => {
    const seen = publicRequest(new Request(inner), { proto: "https, http", host: "evil.example, leasing-auto.ru" }, 1);
    expect(seen.url).toBe("http://leasing-auto.ru/contacts?x=1");
  });

  it("ignores values that are not a scheme or a host name", () => {
    const request = new Request(inner);
    expect(publicRequest(request, { proto: "javascript", host: "leasing-auto.ru/evil" }, 1)).toBe(request);
    expect(publicRequest(request, { host: "a b" }, 1)).toBe(request);
  });

  it("passes a posted form on", async () => {
    const request = new Request(inner, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "city_id=2",
    });
    const seen = publicRequest(request, { proto: "https" }, 1);
    expect(seen.method).toBe("POST");
    expect((await seen.formData()).get("city_id")).toBe("2");
  });
});
