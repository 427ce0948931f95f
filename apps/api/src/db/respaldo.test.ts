import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { respaldar, restaurar } from './respaldo.ts';

// The embedded database's back-up (issue 14, part 8): back up, wipe, restore — every row of every
// table equal; a restore never writes over data it was not told to replace. The embedded database
// is the same whichever server the other tests use, so this runs once (the PGlite project); the
// PostgreSQL server's back-up is pg_dump (docs/deploy.md).

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-respaldo-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every table's rows, in a stable order, as text: what "equal" means here. */
async function contenido(database: Database) {
  const { rows: tablas } = (await database.db.execute(sql`
    select table_schema || '.' || table_name as t from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as {
    rows: Array<{ t: string }>;
  };
  const out: Record<string, string[]> = {};
  for (const { t } of tablas) {
    const { rows } = (await database.db.execute(
      sql.raw(`select row_to_json(x)::text as r from ${t} x`),
    )) as { rows: Array<{ r: string }> };
    out[t] = rows.map((r) => r.r).sort();
  }
  return out;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('npm run db:backup / db:restore', () => {
  it('backs up, and after a wipe restores every row of every table', async () => {
    const dir = path.join(tmp, 'datos');
    const db = await openPglite({ dataDir: dir });
    await db.migrate();
    await db.db.execute(sql`
      insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
      select 'persona' || i || '@example.mx', 'hash-' || i, i % 2 = 0, 'Cliente', 'Persona ñ ' || i, 'PUB' || i
      from generate_series(1, 300) i`);
    await db.db.execute(
      sql`insert into newsletter_suscripciones (email) values ('boletín@example.mx')`,
    );
    const antes = await contenido(db);
    await db.close();
    expect(antes['public.usuarios']).toHaveLength(300);
    expect(antes['drizzle.__drizzle_migrations']!.length).toBeGreaterThan(5);

    const archivo = path.join(tmp, 'respaldo.tar.gz');
    expect(await respaldar(dir, archivo)).toBeGreaterThan(1000);
    fs.rmSync(dir, { recursive: true, force: true });

    await restaurar(archivo, dir);
    const restaurada = await openPglite({ dataDir: dir });
    try {
      expect(await contenido(restaurada)).toEqual(antes);
    } finally {
      await restaurada.close();
    }
  });

  it('refuses to back up while a server holds the directory, and to restore over data', async () => {
    const dir = path.join(tmp, 'ocupada');
    const abierta = await openPglite({ dataDir: dir });
    await abierta.migrate();
    await expect(respaldar(dir, path.join(tmp, 'x.tar.gz'))).rejects.toThrow(/ya lo usa otro/);
    await abierta.db.execute(
      sql`insert into newsletter_suscripciones (email) values ('actual@example.mx')`,
    );
    await abierta.close();
    const archivo = path.join(tmp, 'ocupada.tar.gz');
    await respaldar(dir, archivo);

    // Over a directory with data: refused, then replaced only when told, the old data kept aside.
    await expect(restaurar(archivo, dir)).rejects.toThrow(/--reemplazar/);
    const { anterior } = await restaurar(archivo, dir, { reemplazar: true });
    expect(anterior && fs.existsSync(path.join(anterior, 'PG_VERSION'))).toBe(true);
    await expect(respaldar(path.join(tmp, 'no-existe'), archivo)).rejects.toThrow(
      /No hay una base/,
    );
  });
});
