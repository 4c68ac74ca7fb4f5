import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { apiMarkdown } from "../server/api/api-markdown.ts";

writeFileSync(resolve(import.meta.dirname, "../docs/api.md"), apiMarkdown());
process.stdout.write("docs/api.md written\n");
