import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from './client.ts';

// Back-up and restore of the embedded database (DOMAIN §10, issue 14 part 8). A back-up is the
// whole data directory as one gzipped tarball, taken while no server holds it (the directory's
// lock says so), so it is a consistent copy. A restore never writes over data: an existing
// directory is moved aside first, and a failed restore puts it back. The PostgreSQL server's
// equivalent is pg_dump / pg_restore (docs/deploy.md).

/** Writes the data directory's back-up to `archivo`; returns its size in bytes. */
export async function respaldar(dataDir: string, archivo: string) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No hay una base de datos en ${dataDir}.`);
  }
  const database = await openPglite({ dataDir });
  try {
    const blob = await database.volcar();
    const bytes = Buffer.from(await blob.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(archivo)), { recursive: true });
    // Written beside, then renamed: a back-up file is either whole or absent.
    const parcial = `${archivo}.parcial`;
    fs.writeFileSync(parcial, bytes);
    fs.renameSync(parcial, archivo);
    return bytes.length;
  } finally {
    await database.close();
  }
}

const vacio = (dir: string) =>
  !fs.existsSync(dir) || fs.readdirSync(dir).every((f) => f === 'tarjeto.lock');

/**
 * Restores `archivo` into `dataDir`. A directory holding data is refused unless `reemplazar`; then
 * it is kept as `<dataDir>.antes-<fecha>` (returned) and put back if the restore fails.
 */
export async function restaurar(archivo: string, dataDir: string, { reemplazar = false } = {}) {
  const bytes = fs.readFileSync(archivo);
  let anterior: string | null = null;
  if (!vacio(dataDir)) {
    if (!reemplazar) {
      throw new Error(
        `${dataDir} ya tiene datos. Usa --reemplazar para guardarlos aparte y restaurar encima.`,
      );
    }
    anterior = `${dataDir}.antes-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dataDir, anterior);
  }
  try {
    const database = await openPglite({ dataDir, loadDataDir: new Blob([bytes]) });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (anterior) fs.renameSync(anterior, dataDir);
    throw err;
  }
  return { anterior };
}
