import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the shared tables, and each area's own (server/features/<area>/table.ts)
  schema: ['./server/db/schema.ts', './server/features/*/table.ts'],
  out: './server/db/migrations',
});
