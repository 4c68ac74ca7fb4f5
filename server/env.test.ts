import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("TRUST_PROXY", () => {
  it("is off unless set: X-Forwarded-For is ignored", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "OFF" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
  });

  it("takes the number of trusted proxies", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10" }).TRUST_PROXY).toBe(10);
  });

  it("refuses anything else on start with a message that says what to write", () => {
    for (const value of ["true", "yes", "-1", "1.5", "11", "100", "1,2", "10.0.0.0/8"]) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be "off" or the number of trusted proxies in front of the app \(1–10\)/,
      );
    }
  });
});

describe("PUBLIC_URL", () => {
  it("is the bare origin of the address given, localhost by default", () => {
    expect(loadEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadEnv({ PUBLIC_URL: "https://leasing-auto.ru/" }).PUBLIC_URL).toBe("https://leasing-auto.ru");
    expect(loadEnv({ PUBLIC_URL: "https://example.test:8443" }).PUBLIC_URL).toBe("https://example.test:8443");
  });

  it("refuses what is not an http(s) address on start", () => {
    for (const value of ["leasing-auto.ru", "ftp://leasing-auto.ru", "javascript:alert(1)", ""]) {
      expect(() => loadEnv({ PUBLIC_URL: value }), value).toThrow(
        /PUBLIC_URL must be the site's public http\(s\) address/,
      );
    }
  });
});

describe("S3 storage for uploads", () => {
  const all = {
    S3_ENDPOINT: "https://storage.example.ru",
    S3_BUCKET: "uploads",
    S3_ACCESS_KEY: "key",
    S3_SECRET_KEY: "secret",
  };

  it("is off without the S3 variables (empty values count as unset): uploads stay on local disk", () => {
    expect(loadEnv({}).s3).toBeNull();
    expect(loadEnv({ S3_ENDPOINT: "", S3_BUCKET: " ", S3_ACCESS_KEY: "", S3_SECRET_KEY: "" }).s3).toBeNull();
    expect(loadEnv({ S3_REGION: "ru-central1" }).s3).toBeNull();
  });

  it("takes all four, with the region us-east-1 unless S3_REGION names one", () => {
    expect(loadEnv(all).s3).toEqual({
      endpoint: "https://storage.example.ru",
      bucket: "uploads",
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "us-east-1",
    });
    expect(loadEnv({ ...all, S3_REGION: "ru-central1" }).s3?.region).toBe("ru-central1");
  });

  it("refuses to start with some of them, naming the missing ones", () => {
    expect(() => loadEnv({ S3_BUCKET: "uploads" })).toThrow(
      /S3 storage for uploads needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY \(missing: S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY\)/,
    );
    expect(() => loadEnv({ ...all, S3_SECRET_KEY: "" })).toThrow(/\(missing: S3_SECRET_KEY\)/);
  });

  it("refuses plain http:// in production with a message saying why, except for a server on this machine", () => {
    const production = { ...all, NODE_ENV: "production" };
    for (const endpoint of ["http://storage.example.ru", "http://10.0.0.5:9000", "http://127.example.ru"]) {
      expect(() => loadEnv({ ...production, S3_ENDPOINT: endpoint }), endpoint).toThrow(
        /S3_ENDPOINT must use https:\/\/ in production .* Plain http:\/\/ is allowed only for a server on this machine/,
      );
    }
    for (const endpoint of ["http://127.0.0.1:9000", "http://localhost:9000", "http://[::1]:9000"]) {
      expect(loadEnv({ ...production, S3_ENDPOINT: endpoint }).s3?.endpoint, endpoint).toBe(endpoint);
    }
    expect(loadEnv({ ...production, S3_ENDPOINT: "https://storage.example.ru" }).s3?.endpoint).toBe(
      "https://storage.example.ru",
    );
    // Outside production (development, the tests' local s3rver) plain http stays allowed.
    expect(loadEnv({ ...all, S3_ENDPOINT: "http://storage.example.ru" }).s3?.endpoint).toBe(
      "http://storage.example.ru",
    );
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    for (const endpoint of ["storage.example.ru", "ftp://storage.example.ru", "http://"]) {
      expect(() => loadEnv({ ...all, S3_ENDPOINT: endpoint }), endpoint).toThrow(
        /S3_ENDPOINT must be the http\(s\) URL of the S3-compatible server/,
      );
    }
  });
});

describe("DEMO_DATA", () => {
  it("is off by default in production, on the embedded database or on PostgreSQL", () => {
    expect(loadEnv({ NODE_ENV: "production" }).DEMO_DATA).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/leasing" }).DEMO_DATA).toBe(false);
  });

  it("is off by default on a PostgreSQL server whatever NODE_ENV says", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://db/leasing" }).DEMO_DATA).toBe(false);
    expect(loadEnv({ NODE_ENV: "development", DATABASE_URL: "postgres://db/leasing" }).DEMO_DATA).toBe(false);
  });

  it("is on by default outside production on the embedded database (npm run dev)", () => {
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ NODE_ENV: "development" }).DEMO_DATA).toBe(true);
  });

  it("follows DEMO_DATA when it is set", () => {
    expect(loadEnv({ NODE_ENV: "production", DEMO_DATA: "on" }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DATABASE_URL: "postgres://db/leasing", DEMO_DATA: "on" }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: "off" }).DEMO_DATA).toBe(false);
  });

  it("refuses anything but on or off", () => {
    expect(() => loadEnv({ DEMO_DATA: "yes" })).toThrow(/DEMO_DATA/);
  });
});
