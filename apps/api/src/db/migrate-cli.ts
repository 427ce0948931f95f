import { withMigratedDatabase } from './client.ts';

// npm run db:migrate — applies pending migrations to DATABASE_URL or the embedded DATA_DIR.
await withMigratedDatabase(async (database) => {
  console.log(`Migraciones aplicadas (${database.driver}).`);
});
