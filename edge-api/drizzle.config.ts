import { defineConfig } from 'drizzle-kit'

// Runs on Node (drizzle-kit is a Node tool): `npm run db:generate -w edge-api -- --name <change>`.
// The generated SQL in ./drizzle is committed and applied by the API at start-up.
export default defineConfig({
  dialect: 'turso',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
