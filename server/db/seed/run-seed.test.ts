import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { type Database, openDatabase } from "../client.ts";
import { users } from "../schema/accounts.ts";
import { runSeed } from "./run-seed.ts";

/** The seed as boot() runs it for a configuration: the demo steps follow the parsed DEMO_DATA. */
async function seededEmails(variables: Record<string, string>): Promise<string[]> {
  database = await openDatabase({ dataDir: null });
  await runSeed(database.db, { demo: loadEnv(variables).DEMO_DATA });
  return (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("the seed of a production configuration", () => {
  it("creates no demo accounts on the embedded database", async () => {
    expect(await seededEmails({ NODE_ENV: "production" })).toEqual([]);
  });

  // The PostgreSQL server is played by PGlite here: DATABASE_URL only has to reach the configuration.
  it("creates no demo accounts with a DATABASE_URL", async () => {
    expect(await seededEmails({ NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/leasing" })).toEqual([]);
  });

  it("creates them, the staff account too, when DEMO_DATA=on asks for them", async () => {
    expect(await seededEmails({ NODE_ENV: "production", DEMO_DATA: "on" })).toContain("staff@example.com");
  });
});
