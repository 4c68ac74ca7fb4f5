import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";
import { apiMarkdown } from "./api-markdown.ts";

it("docs/api.md lists every path of the OpenAPI document (run `npm run docs:api` after adding one)", () => {
  const committed = readFileSync(resolve(import.meta.dirname, "../../docs/api.md"), "utf8");
  expect(committed).toBe(apiMarkdown());
});
