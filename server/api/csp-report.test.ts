import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  // One load balancer in front: X-Forwarded-For gives each test its own address, so their limits stay apart.
  app = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await app.close();
});

function report(type: string, body: unknown, address: string) {
  return app.api.request("/api/csp-report/", {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("CSP violation reports", () => {
  it("logs a report-uri report and a Reporting API batch at warn level, one line per violation", async () => {
    const warn = vi.spyOn(app.services.logger, "warn");
    const legacy = await report(
      "application/csp-report",
      {
        "csp-report": {
          "document-uri": "https://leasing-auto.ru/catalog/cars",
          "blocked-uri": "inline",
          "violated-directive": "script-src-elem",
          "effective-directive": "script-src-elem",
          "original-policy": "default-src 'self'",
          "line-number": 12,
        },
      },
      "203.0.113.1",
    );
    expect(legacy.status).toBe(204);
    const batch = await report(
      "application/reports+json",
      [
        {
          type: "csp-violation",
          age: 10,
          url: "https://leasing-auto.ru/",
          body: {
            documentURL: "https://leasing-auto.ru/",
            blockedURL: "https://evil.example/x.js",
            effectiveDirective: "script-src-elem",
          },
        },
        { type: "deprecation", body: { id: "x" } },
      ],
      "203.0.113.1",
    );
    expect(batch.status).toBe(204);
    const logged = warn.mock.calls.map(([fields]) => (fields as { cspViolation: object }).cspViolation);
    expect(logged).toEqual([
      expect.objectContaining({ documentUrl: "https://leasing-auto.ru/catalog/cars", blockedUrl: "inline", line: 12 }),
      expect.objectContaining({ blockedUrl: "https://evil.example/x.js", directive: "script-src-elem" }),
    ]);
    warn.mockRestore();
  });

  it("refuses other content types, broken JSON, wrong shapes and bodies over 16 KiB", async () => {
    expect((await report("application/json", { "csp-report": {} }, "203.0.113.2")).status).toBe(415);
    expect((await report("application/csp-report", "{not json", "203.0.113.2")).status).toBe(400);
    expect((await report("application/reports+json", { type: "csp-violation" }, "203.0.113.2")).status).toBe(400);
    const big = { "csp-report": { "script-sample": "x".repeat(17 * 1024) } };
    expect((await report("application/csp-report", big, "203.0.113.2")).status).toBe(413);
  });

  it("limits the reports of one address to 60 a minute", async () => {
    const body = { "csp-report": { "blocked-uri": "inline" } };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await report("application/csp-report", body, "203.0.113.3")).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect((await report("application/csp-report", body, "203.0.113.4")).status).toBe(204);
  });
});
