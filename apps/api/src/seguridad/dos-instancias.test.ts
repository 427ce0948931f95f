import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { fechaLocal, sumarDias } from '@tarjeto/shared';
import { databaseUrlFor } from '../test/global-setup.ts';
import {
  arrancar as arrancarCon,
  cuenta as cuentaEn,
  detener,
  direccion,
  llamar,
  ROOT,
  type Instancia,
} from '../test/procesos.ts';
import { REDIS_URL, redisUp } from '../test/redis.ts';
import { esperarCodigo, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';

// Two instances (issue 14, part 5): two API processes on one PostgreSQL database and one Redis,
// with nothing in front but their own ports — the app part of deploy/compose.yaml (docs/deploy.md),
// run with exactly its environment: production, the captcha on, limits in Redis, mail by SMTP.
// Whatever one instance started, the other continues: a session, a rate limit, a pairing code; a
// hot exclusivo promotion redeemed through both at once sells exactly its stock; and when both
// start beside a season that is due, it is closed once. PostgreSQL only: PGlite is one process by
// design.

/** What deploy/compose.yaml says the site's addresses are; everything else is taken as written. */
const DIRECCIONES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'TRUST_PROXY',
] as const;
type Direcciones = Record<(typeof DIRECCIONES)[number], string>;

/**
 * The app service of deploy/compose.yaml: both instances alike, the built server as their
 * command, and their environment with compose's `${VAR:-default}` read as the default. Only the
 * keys of DIRECCIONES may need the site's own values (`${VAR:?…}`).
 */
function appDeCompose() {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8'));
  const { app1, app2 } = compose.services;
  expect(app2).toEqual(app1);
  expect(app1.command).toEqual(['node', 'apps/api/dist/server.js']);
  const entorno: Record<string, string> = {};
  for (const [clave, valor] of Object.entries(app1.environment as Record<string, string>)) {
    const texto = String(valor).replace(/\$\{\w+:-([^}]*)\}/g, '$1');
    if (texto.includes('${')) expect(DIRECCIONES).toContain(clave);
    entorno[clave] = texto;
  }
  for (const clave of DIRECCIONES) expect(Object.keys(entorno)).toContain(clave);
  return entorno;
}

let buzon: SmtpSink;

/**
 * One instance with the app service's environment; only the addresses are this machine's.
 * compose's command is the bundle of apps/api/src/server.ts; the test runs that source.
 */
const arrancar = (url: string) =>
  arrancarCon((port): Direcciones & Record<string, string> => ({
    ...appDeCompose(),
    DATABASE_URL: url,
    REDIS_URL,
    SMTP_URL: `smtp://127.0.0.1:${buzon.port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The TLS proxy is this test, on loopback: it names each caller in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  }));

/** An account made as people make it in production: the captcha solved, the code from the mail. */
const cuenta = (alta: string, resto: string, tipo: 'user' | 'business', nombre: string) =>
  cuentaEn(alta, resto, tipo, nombre, {
    captcha: true,
    codigo: (email) => esperarCodigo(buzon, email),
  });

const enPostgres = process.env.TEST_DB === 'postgres';
let negocio: { cookie: string; publicID: string; establecimientoID: string; token?: string };
let a: Instancia;
let b: Instancia;
let url: string;
let admin: pg.Client;
let nombreBase: string;

beforeAll(async () => {
  if (!enPostgres || !redisUp) return;
  buzon = await startSmtpSink();
  const base = inject('pgUrl');
  nombreBase = `tarjeto_dos_${randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${nombreBase} template ${inject('pgTemplate')}`);
  url = databaseUrlFor(base, nombreBase);
  [a, b] = await Promise.all([arrancar(url), arrancar(url)]);
}, 120_000);

afterAll(async () => {
  if (!enPostgres || !redisUp) return;
  await Promise.all([a, b].filter(Boolean).map((i) => detener(i)));
  await admin.query(`drop database if exists ${nombreBase} with (force)`);
  await admin.end();
  await buzon.close();
});

/** A device paired to the scene's establishment: the code asked on `pide`, used on `usa`. */
async function parear(pide: string, usa: string, nombre: string) {
  const code = await llamar(pide, 'POST', '/api/establecimiento/generate-code', {
    cookie: negocio.cookie,
    body: { establecimientoID: negocio.establecimientoID },
  });
  expect(code.status, JSON.stringify(code.json)).toBe(200);
  const registro = await llamar(usa, 'POST', '/api/nexo/register', {
    body: { connectionCode: code.json.data.code, nombre },
  });
  expect(registro.status, JSON.stringify(registro.json)).toBe(200);
  return { code: code.json.data.code as string, token: registro.json.data.token as string };
}

/** A new exclusivo promotion of the scene's business, made on `base`; its public id. */
async function exclusivo(base: string, titulo: string, stock: number) {
  const hoy = fechaLocal(new Date(), 'America/Mexico_City');
  const promo = await llamar(base, 'POST', '/api/promocion', {
    cookie: negocio.cookie,
    body: {
      negocioID: negocio.publicID,
      titulo,
      descripcion: 'Solo hoy, hasta agotar existencias.',
      tipoPromo: {
        tipo: 'exclusivo',
        exclusivo: { totalInicial: stock, fechaLimite: sumarDias(hoy, 5) },
      },
    },
  });
  expect(promo.status, JSON.stringify(promo.json)).toBe(200);
  return promo.json.data.publicID as string;
}

describe.runIf(enPostgres && redisUp)('two instances on one PostgreSQL and one Redis', () => {
  it('continues on one what the other started: a session, a pairing code', async () => {
    const dueno = await cuenta(a.base, b.base, 'business', 'Taquería Dos Cajas');
    const perfil = await llamar(b.base, 'GET', '/api/negocio/profile', { cookie: dueno.cookie });
    expect(perfil.status).toBe(200);
    negocio = {
      cookie: dueno.cookie,
      publicID: perfil.json.data.publicID,
      establecimientoID: perfil.json.data.establecimientos[0].establecimientoID,
    };
    const { code, token } = await parear(a.base, b.base, 'Caja de la otra instancia');
    negocio.token = token;
    // The code was used on B: A does not take it again.
    const otra = await llamar(a.base, 'POST', '/api/nexo/register', {
      body: { connectionCode: code },
    });
    expect(otra.status).toBe(400);
    expect((await llamar(a.base, 'GET', '/api/nexo/yo', { token: negocio.token })).status).toBe(
      200,
    );
    // Logged out on A, the session is gone on B too.
    const sesion = await cuenta(b.base, a.base, 'user', 'Sesión Compartida');
    expect(
      (await llamar(b.base, 'GET', '/api/cliente/profile', { cookie: sesion.cookie })).status,
    ).toBe(200);
    await llamar(a.base, 'POST', '/api/auth/logout', { cookie: sesion.cookie });
    expect(
      (await llamar(b.base, 'GET', '/api/cliente/profile', { cookie: sesion.cookie })).status,
    ).toBe(401);
  }, 120_000);

  it('counts a login limit across both', async () => {
    const victima = await cuenta(a.base, b.base, 'user', 'Límite Compartido');
    const intentos: number[] = [];
    const desde = direccion();
    for (let i = 0; i < 8; i++) {
      const res = await llamar(i % 2 ? a.base : b.base, 'POST', '/api/auth/login', {
        body: { email: victima.email, contrasena: 'no-es-la-clave' },
        desde,
      });
      intentos.push(res.status);
    }
    // 5 tries per account and address, counted wherever they land: then 429 from either.
    expect(intentos.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(intentos.slice(5)).toEqual([429, 429, 429]);
  }, 120_000);

  it('sells a hot exclusivo promotion through both at once exactly up to its stock', async () => {
    const STOCK = 5;
    const promocionID = await exclusivo(a.base, 'Las últimas 5 órdenes a mitad de precio', STOCK);
    // Twelve customers, each scanned once at the counter and holding a code for the offer.
    const codigos: string[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await cuenta(
        i % 2 ? a.base : b.base,
        i % 2 ? b.base : a.base,
        'user',
        `Cliente ${i}`,
      );
      const qr = (await llamar(a.base, 'GET', '/api/cliente/codigo', { cookie: c.cookie })).json
        .data.qr;
      const visita = await llamar(i % 2 ? a.base : b.base, 'POST', '/api/nexo/visitas', {
        token: negocio.token!,
        body: { codigo: qr, idempotencyKey: randomUUID() },
      });
      expect(visita.status, JSON.stringify(visita.json)).toBe(200);
      const codigo = await llamar(b.base, 'POST', '/api/cliente/canjes', {
        cookie: c.cookie,
        body: { promocionID },
      });
      expect(codigo.status, JSON.stringify(codigo.json)).toBe(200);
      codigos.push(codigo.json.data.codigo);
    }
    const res = await Promise.all(
      codigos.map((codigo, i) =>
        llamar(i % 2 ? a.base : b.base, 'POST', '/api/canjes/confirmar', {
          cookie: negocio.cookie,
          body: { codigo },
        }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(STOCK);
    expect(res.filter((r) => r.status >= 500)).toEqual([]);
    // The ledger, read from the instances' database: one row per unit sold, no more.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db
      .query<{ n: string }>(
        `select count(*) n from canjes c join promociones p on p.id = c.promocion_id
         where p.public_id = $1`,
        [promocionID],
      )
      .finally(() => db.end());
    expect(Number(rows[0]!.n)).toBe(STOCK);
  }, 180_000);

  it('accepts on one the canje token the other signed at the scan', async () => {
    const promocionID = await exclusivo(b.base, 'Agua fresca de cortesía', 10);
    const c = await cuenta(a.base, b.base, 'user', 'Cliente de Paso');
    const qr = (await llamar(b.base, 'GET', '/api/cliente/codigo', { cookie: c.cookie })).json.data
      .qr;
    const visita = await llamar(a.base, 'POST', '/api/nexo/visitas', {
      token: negocio.token!,
      body: { codigo: qr, idempotencyKey: randomUUID() },
    });
    expect(visita.status, JSON.stringify(visita.json)).toBe(200);
    // Signed by A with the secret in the database; B reads the same secret.
    const canje = await llamar(b.base, 'POST', '/api/nexo/canjes', {
      token: negocio.token!,
      body: {
        promocionID,
        canjeToken: visita.json.data.canjeToken,
        idempotencyKey: randomUUID(),
      },
    });
    expect(canje.status, JSON.stringify(canje.json)).toBe(200);
  }, 120_000);

  it("stops a device's wrong codes wherever they land (the count in Redis)", async () => {
    // A device of its own (the scene's is done with): the test leaves it stopped.
    await llamar(a.base, 'POST', `/api/establecimiento/${negocio.establecimientoID}/unpair`, {
      cookie: negocio.cookie,
      body: {},
    });
    const { token } = await parear(b.base, a.base, 'Caja de prueba');
    const estados: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await llamar(i % 2 ? a.base : b.base, 'POST', '/api/nexo/visitas', {
        token,
        body: {
          codigo: `TARJETO:ZZZZZ${String(i).padStart(6, '0')}`,
          idempotencyKey: randomUUID(),
        },
      });
      estados.push(res.status);
    }
    // 30 wrong codes per device in 10 minutes, counted by both: the 31st waits, from either.
    expect(estados.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(estados[30]).toBe(429);
  }, 120_000);

  it('closes a due season once when both start beside it', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const negocioId = (
        await db.query<{ id: string }>('select id from negocios where public_id = $1', [
          negocio.publicID,
        ])
      ).rows[0]!.id;
      await db.query(
        `update temporadas set fecha_inicio = current_date - 95, fecha_fin = current_date - 5
         where negocio_id = $1 and activa`,
        [negocioId],
      );
      await Promise.all([detener(a), detener(b)]);
      // Both start at once, and each one's scheduler looks for due seasons as it starts.
      [a, b] = await Promise.all([arrancar(url), arrancar(url)]);
      const temporadas = async () =>
        (
          await db.query<{ activa: boolean }>(
            'select activa from temporadas where negocio_id = $1 order by fecha_inicio',
            [negocioId],
          )
        ).rows.map((r) => r.activa);
      for (let i = 0; i < 100 && (await temporadas()).length < 2; i++) {
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 1000));
      expect(await temporadas()).toEqual([false, true]);
    } finally {
      await db.end();
    }
  }, 180_000);
});
