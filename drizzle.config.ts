import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: migrations are applied from code at start (db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/*.ts",
  out: "./db/migrations",
});
