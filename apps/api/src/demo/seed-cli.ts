import { withMigratedDatabase } from '../db/client.ts';
import { demoBanner, isDatabaseEmpty, seedDemo } from './seed.ts';

// npm run db:seed — loads the demo dataset into an empty database, embedded or PostgreSQL.
await withMigratedDatabase(async (database) => {
  if (!(await isDatabaseEmpty(database.db))) {
    console.log('La base de datos ya tiene datos: no se cargó la demostración.');
  } else {
    console.log(demoBanner(await seedDemo(database.db)));
  }
});
