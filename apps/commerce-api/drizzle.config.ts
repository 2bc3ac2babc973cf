import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from src/db/schema.ts into ./drizzle (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
