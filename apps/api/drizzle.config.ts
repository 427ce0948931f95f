import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration from the schema. Migrations are never edited after
// they land; change the schema and generate another.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
