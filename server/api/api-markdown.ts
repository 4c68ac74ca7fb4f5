import { openApiDocument } from "./docs.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** docs/api.md, generated from the OpenAPI document so the two never disagree (`npm run docs:api`). */
export function apiMarkdown(): string {
  const doc = openApiDocument();
  const lines = [
    "# API paths",
    "",
    "Generated from the OpenAPI document (`npm run docs:api`); do not edit by hand.",
    "The live document is `GET /api/openapi.json`, the readable reference `GET /api/docs`.",
    "Errors are RFC 9457 `application/problem+json` with a Russian `detail`; state-changing `/apilk/*` calls need `X-CSRF-Token`.",
    "",
    "| method | path | purpose | answers |",
    "| --- | --- | --- | --- |",
  ];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const codes = Object.keys(op.responses ?? {}).join(", ");
      lines.push(`| ${method.toUpperCase()} | \`${path}\` | ${op.summary ?? ""} | ${codes} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}
