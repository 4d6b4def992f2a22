// drizzle-kit: generates the embedded store's SQL migrations (one set for PGlite and PostgreSQL).
// Run from apps/gateway: `npx drizzle-kit generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/backends/embedded/schema.ts',
  out: './src/backends/embedded/migrations',
});
