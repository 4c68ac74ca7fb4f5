import { spawnSync } from "node:child_process";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

/**
 * `npm run test:pg`: starts a throw-away PostgreSQL on loopback (Debian's postgresql package)
 * and runs the API suite against it instead of PGlite. `npm run test:pg -- <files or filters>` runs only those
 * (as `vitest run` takes them); without any, everything under server/.
 */
const filters = process.argv.slice(2);
const pg = await startThrowawayPostgres();
let status = 1;
try {
  const result = spawnSync("vitest", ["run", ...(filters.length > 0 ? filters : ["server"])], {
    stdio: "inherit",
    shell: true,
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
  });
  status = result.status ?? 1;
} finally {
  pg.stop();
}
process.exit(status);
