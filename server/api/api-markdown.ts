import { apiOperations } from "./docs.ts";
import { SECURITY_SCHEMES } from "./openapi-helpers.ts";

/** docs/api.md, generated from the OpenAPI document so the two never disagree (`npm run docs:api`). */
export function apiMarkdown(): string {
  const lines = [
    "# API paths",
    "",
    "Generated from the OpenAPI document (`npm run docs:api`); do not edit by hand.",
    "The live document is `GET /api/openapi.json`, the readable reference `GET /api/docs`.",
    "Errors are RFC 9457 `application/problem+json` with a Russian `detail`.",
    `Security: \`sessionCookie\` is the \`${SECURITY_SCHEMES.sessionCookie.name}\` cookie, \`csrfToken\` the \`${SECURITY_SCHEMES.csrfToken.name}\` header with the token from \`GET /apilk/account/check/\`.`,
    "",
    "| method | path | operationId | purpose | security | answers |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const op of apiOperations()) {
    lines.push(
      `| ${op.method} | \`${op.path}\` | \`${op.operationId}\` | ${op.summary} | ${op.security} | ${op.answers} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
