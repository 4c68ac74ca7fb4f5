import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDocument } from "../server/api/docs.ts";
import { loadEnv } from "../server/env.ts";

/**
 * Lints the OpenAPI document as a client generator reads it (part of `npm run lint`): built in-process for the
 * configured PUBLIC_URL, checked by Redocly CLI with redocly.yaml and the exceptions recorded in
 * .redocly.lint-ignore.yaml. Redocly finds the ignore file beside its config and keys it by the document's path,
 * so the three go into one temp folder together. Offline: no telemetry, no update check. Exits non-zero on any
 * problem that is not a recorded exception.
 */
const root = join(import.meta.dirname, "..");
const folder = mkdtempSync(join(tmpdir(), "openapi-lint-"));
try {
  const document = openApiDocument(loadEnv().PUBLIC_URL);
  writeFileSync(join(folder, "openapi.json"), JSON.stringify(document, null, 2));
  for (const file of ["redocly.yaml", ".redocly.lint-ignore.yaml"]) copyFileSync(join(root, file), join(folder, file));
  const run = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/@redocly/cli/bin/cli.js"),
      "lint",
      "openapi.json",
      "--format=stylish",
      "--max-problems=1000",
      "--lint-config=error",
    ],
    {
      cwd: folder,
      stdio: "inherit",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_NOTIFICATIONS: "true" },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
