import { loadEnv, resolveDataDir } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { demoBanner, isDatabaseEmpty, seedDemo } from './seed.ts';

// npm run db:seed — loads the demo dataset into an empty database, embedded or PostgreSQL.
const env = loadEnv();
const database = await openDatabase({
  DATABASE_URL: env.DATABASE_URL,
  dataDir: resolveDataDir(env),
});
try {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.log('La base de datos ya tiene datos: no se cargó la demostración.');
  } else {
    console.log(demoBanner(await seedDemo(database.db)));
  }
} finally {
  await database.close();
}
