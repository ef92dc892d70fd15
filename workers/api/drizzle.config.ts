import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler applies it (locally and remotely), so D1 keeps
// its own migration ledger and no database credentials are needed to generate.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/schema.ts",
  out: "./migrations",
  casing: "snake_case",
});
