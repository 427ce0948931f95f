import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type Db } from '../db/client.ts';
import { databaseUrlFor } from '../test/global-setup.ts';
import { arrancar, cuenta, detener, type Instancia } from '../test/procesos.ts';
import { esperarCodigo, header, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { DESPACHO_ARRIENDO_MS, DESPACHO_CADA_MS } from '../modules/mensajes/despacho.service.ts';

// Fault (issue 28, part D): a batch of 1,000 messages in the queue, the server killed with SIGKILL
// in the middle of sending it, started again. On PostgreSQL two instances share the batch and one
// of them is the one killed. Afterwards every message is marked sent, the SMTP sink holds each of
// the 1,000 Message-IDs, and none came twice — except, at most, the one or two in flight at the
// kill (sent, not yet marked: at-least-once). Those carry the same Message-ID, so the mailbox
// keeps one; the test counts them and says so.

const enPostgres = process.env.TEST_DB === 'postgres';
const LOTE = 1000;
const GOLPE_TRAS = 300;

let buzon: SmtpSink;
let dir = '';
let admin: pg.Client | undefined;
let nombreBase = '';
let url = '';
const vivas: Instancia[] = [];

const entorno = () => ({
  // Pooled connections, as docs/deploy.md advises for avisos: a batch is a few connections.
  SMTP_URL: `smtp://127.0.0.1:${buzon.port}?pool=true`,
  PUBLIC_URL: 'https://tarjeto.test',
  ...(enPostgres ? { DATABASE_URL: url } : { DATA_DIR: dir, DATABASE_URL: '' }),
});
const iniciar = async () => {
  const i = await arrancar(entorno());
  vivas.push(i);
  return i;
};

beforeAll(async () => {
  buzon = await startSmtpSink();
  if (enPostgres) {
    const base = inject('pgUrl');
    nombreBase = `avisos_caida_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${nombreBase} template ${inject('pgTemplate')}`);
    url = databaseUrlFor(base, nombreBase);
  } else dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-avisos-caida-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(vivas.map((i) => detener(i)));
  if (admin) {
    await admin.query(`drop database if exists ${nombreBase} with (force)`);
    await admin.end();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await buzon.close();
});

/** The scene's database from the test: PostgreSQL beside the servers; PGlite's directory while stopped. */
async function conBase(hacer: (db: Db) => Promise<void>) {
  const database = enPostgres ? await openPostgres(url) : await openPglite({ dataDir: dir });
  try {
    await hacer(database.db);
  } finally {
    await database.close();
  }
}

const idsEnBuzon = () =>
  buzon.received
    .map((r) => /^<aviso-([0-9a-f-]{36})@/.exec(header(r.raw, 'Message-ID') ?? '')?.[1])
    .filter((x): x is string => Boolean(x));

async function hasta(condicion: () => boolean, ms: number, que: string) {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error(`no llegó a tiempo: ${que}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a batch of 1,000 messages and a SIGKILL in the middle', () => {
  it('sends each one once after the restart (the one in flight at most twice, same Message-ID)', async () => {
    // The scene through the API: a business and ten customers who accepted its avisos.
    let api = await iniciar();
    const codigo = (email: string) => esperarCodigo(buzon, email);
    await cuenta(api.base, api.base, 'business', 'Tortillería Lote', { codigo });
    for (let i = 0; i < 10; i++)
      await cuenta(api.base, api.base, 'user', `Cliente Lote ${i}`, { codigo });
    // The batch: 100 messages to each, decided and waiting (what a campaign leaves in the queue).
    const ids: string[] = Array.from({ length: LOTE }, () => randomUUID());
    const sembrar = () =>
      conBase(async (db) => {
        const [negocio] = await queryRows<{ id: string }>(db, sql`select id from negocios limit 1`);
        const gente = await queryRows<{ id: string }>(db, sql`select id from clientes order by id`);
        expect(gente).toHaveLength(10);
        for (const c of gente)
          await db.execute(
            sql`insert into tarjetas (negocio_id, cliente_id, avisos, avisos_at)
                values (${negocio!.id}, ${c.id}, true, now())`,
          );
        for (let i = 0; i < LOTE; i += 100) {
          const lote = ids.slice(i, i + 100);
          await db.execute(sql`
            insert into mensajes (id, negocio_id, cliente_id, origen, clave, texto, enviar_desde, siguiente_at, estado)
            select x.id::uuid, ${negocio!.id}, ${gente[(i / 100) % 10]!.id}, 'campana', 'lote-' || x.id,
                   'Hoy hay tortillas recién hechas.', now(), now(), 'pendiente'
            from (values ${sql.join(
              lote.map((id) => sql`(${id})`),
              sql`, `,
            )}) as x(id)`);
        }
      });
    const antes = buzon.received.length;
    if (enPostgres) {
      await sembrar();
    } else {
      await detener(api);
      await sembrar();
      api = await iniciar();
    }
    // On PostgreSQL a second instance shares the work.
    if (enPostgres) await iniciar();

    await hasta(
      () => buzon.received.length - antes >= GOLPE_TRAS,
      120_000,
      `${GOLPE_TRAS} correos`,
    );
    await detener(api, 'SIGKILL');
    const golpe = Date.now();
    const alGolpe = idsEnBuzon().length;
    expect(alGolpe).toBeLessThan(LOTE);
    // Started again on the same data.
    await iniciar();
    const esperados = new Set(ids);
    await hasta(
      () => new Set(idsEnBuzon().filter((id) => esperados.has(id))).size === LOTE,
      240_000,
      'los 1,000 mensajes',
    );
    // The message in flight at the kill stays leased to the dead instance until its lease runs
    // out (DESPACHO_ARRIENDO_MS): then it goes again. Nothing else may arrive.
    const tras = golpe + DESPACHO_ARRIENDO_MS + DESPACHO_CADA_MS + 3000 - Date.now();
    if (tras > 0) await new Promise((r) => setTimeout(r, tras));
    const llegados = idsEnBuzon().filter((id) => esperados.has(id));
    const veces = new Map<string, number>();
    for (const id of llegados) veces.set(id, (veces.get(id) ?? 0) + 1);
    const repetidos = [...veces.values()].filter((n) => n > 1).length;
    expect(veces.size).toBe(LOTE);
    // At-least-once: only what was in flight at the kill (sent, not yet marked) may come twice —
    // one message per instance that was sending.
    expect(repetidos).toBeLessThanOrEqual(enPostgres ? 2 : 1);
    expect([...veces.values()].every((n) => n <= 2)).toBe(true);

    await Promise.all(vivas.map((i) => detener(i)));
    await conBase(async (db) => {
      const rows = await queryRows<{ estado: string; n: number }>(
        db,
        sql`select estado, count(*)::int as n from mensajes where clave like 'lote-%' group by estado`,
      );
      expect(rows).toEqual([{ estado: 'enviado', n: LOTE }]);
    });
  }, 600_000);
});
