import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npx drizzle-kit generate`) and applied on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
