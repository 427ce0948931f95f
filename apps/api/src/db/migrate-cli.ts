import { loadEnv, resolveDataDir } from '../config/env.ts';
import { openDatabase } from './client.ts';

// npm run db:migrate — applies pending migrations to DATABASE_URL or the embedded DATA_DIR.
const env = loadEnv();
const database = await openDatabase({
  DATABASE_URL: env.DATABASE_URL,
  dataDir: resolveDataDir(env),
});
try {
  await database.migrate();
  console.log(`Migraciones aplicadas (${database.driver}).`);
} finally {
  await database.close();
}
