import { hash } from '@node-rs/argon2';
import { Redis } from 'ioredis';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { BASE32_CROCKFORD, codigoClienteEn, codigoParaQr } from '@tarjeto/shared';
import { lazoAbierto, pedir, percentil, r1, visitaContada, type Respuesta } from './lib/abierto.ts';
import { benchDatabase } from './lib/database.ts';
import { nivelesPorDefecto } from './lib/negocio.ts';
import type { Medida } from './lib/report.ts';
import { median, startProcess, type Running } from './lib/server.ts';
import { tokenHash } from './visitas.ts';

// Issue 29, target 7: the soak. BENCH_SOAK_MIN minutes (20 by default) of mixed traffic at a
// moderate fixed rate — visits, canjes, the customer's Inicio, the business's Inicio, logins and
// exports — against two API instances on one PostgreSQL database and one Redis, as
// deploy/compose.yaml runs them (REDIS_URL: rate limits shared; TRUST_PROXY: the proxy names the
// client). Requests alternate between the instances, as the proxy does.
//
// Open loop (bench/lib/abierto.ts): every request leaves when the rate says it is due and its
// latency counts from then, so a server that slows down over time shows it.
//
// Targets: no errors at all; each instance's resident memory after the warm-up (the first tenth)
// grows ≤ 10 % to the end (medians of the samples of a twentieth of the run at each end); and
// the p99 of each call in the last quarter of the run (the last 5 of 20 minutes) within 20 % of
// the first quarter's. That first quarter starts after the same warm-up (minutes 2 to 7 of 20):
// counted from minute 0 it holds the cold start — a freshly started server, just-seeded tables —
// whose seconds-long p99 would hide any later slowdown; the report gives that figure too. Every
// visit and canje answered 200 is checked against the database.
//
// Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379/13, a database of its own): the bench
// empties Tarjeto's rate-limit keys there first, so a second run in 15 minutes starts clean.

const MINUTOS = Number(process.env.BENCH_SOAK_MIN ?? 20);
const DURACION_MS = MINUTOS * 60_000;
const VENTANA_MS = DURACION_MS / 4;
const CALENTAMIENTO_MS = DURACION_MS / 10;
/** Memory samples compared: the medians over this long after the warm-up and at the end. */
const TRAMO_MEMORIA_MS = DURACION_MS / 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

const NEGOCIOS = 100;
/**
 * The last businesses get no visits during the run: the exports download theirs, a history of
 * HISTORIAL_EXPORTA visits each made just before it, so the first quarter's downloads and the
 * last's carry the same rows (the other businesses' grow by some 360 visits in 20 minutes, which
 * would be read as a slowdown).
 */
const NEGOCIOS_EXPORTA = 10;
const NEGOCIOS_CON_VISITAS = NEGOCIOS - NEGOCIOS_EXPORTA;
const HISTORIAL_EXPORTA = 40;
const CLIENTES = 4000;
/** Customers signed in, whose Inicio is opened. */
const CLIENTES_CON_SESION = 300;
/** Customers with a card at business 0 and live app codes for its promotions (the canjes). */
const CLIENTES_CANJE = 1500;
const PROMOCIONES = 4;
const CUENTAS_LOGIN = 2000;
const CONTRASENA = 'Horchata-Fria-2026';

/** Events per second of each kind: about 50 requests a second in all. */
const RITMO = {
  visita: 30,
  canje: 2,
  /** The customer's Inicio: three calls at once. */
  cliente: 3,
  /** The business's Inicio: four calls at once. */
  negocio: 2,
  login: 1,
  /** A password confirmation, then a download. */
  exportacion: 0.5,
};

const sessionHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

const base32 = (n: number, largo: number) => {
  let out = '';
  for (let i = 0; i < largo; i++) {
    out = BASE32_CROCKFORD[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
};

/** An address of its own for the n-th client of a kind (X-Forwarded-For through the proxy). */
const direccion = (tipo: number, n: number) => `10.${tipo}.${(n >> 8) & 255}.${n & 255}`;

interface Siembra {
  tokens: string[];
  negocios: Array<{ publicId: string; cookie: string }>;
  clientes: Array<{ handle: string; secreto: string }>;
  sesionesCliente: string[];
  codigosCanje: string[];
}

async function seed(db: pg.Client): Promise<Siembra> {
  const passwordHash = await hash(CONTRASENA, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const tokens = Array.from(
    { length: NEGOCIOS },
    () => `nexo_${randomBytes(32).toString('base64url')}`,
  );
  const sesionesNegocio = Array.from({ length: NEGOCIOS }, () =>
    randomBytes(32).toString('base64url'),
  );
  // The businesses, each with its owner signed in (a real password, for the exports' check), its
  // branch, programme, season and one paired Nexo.
  await db.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select 'soakneg' || i || '@bench.tarjeto.mx', $4, true, 'Negocio', 'Dueño ' || i, 'NEGSOAK' || i
       from generate_series(0, $1 - 1) i returning id, public_id
     ), s as (
       insert into sesiones (usuario_id, token_hash, expires_at)
       select u.id, h.hash, now() + interval '1 day'
       from u join unnest($5::text[]) with ordinality h(hash, i)
         on 'NEGSOAK' || (h.i - 1) = u.public_id
     ), n as (
       insert into negocios (usuario_id, public_id, slug, codigo, nombre_comercial, categoria)
       select id, public_id, lower(public_id), public_id, 'Negocio de prueba', array['taqueria'] from u
       returning id, public_id
     ), e as (
       insert into establecimientos (negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
       select id, 'Matriz', 'Calle 1', 'Puebla', 'Puebla', '72000', 'Centro', true from n
       returning id, negocio_id
     ), p as (
       insert into programas_lealtad (negocio_id, niveles) select id, $2::jsonb from n
     ), t as (
       insert into temporadas (negocio_id, fecha_inicio, fecha_fin, duracion_meses, activa)
       select id, current_date - 30, current_date + 60, 3, true from n
     )
     insert into nexos (negocio_id, establecimiento_id, nombre, token_hash)
     select e.negocio_id, e.id, 'Caja', h.hash
     from e join n on n.id = e.negocio_id
     join unnest($3::text[]) with ordinality h(hash, i) on 'NEGSOAK' || (h.i - 1) = n.public_id`,
    [
      NEGOCIOS,
      JSON.stringify(nivelesPorDefecto()),
      tokens.map(tokenHash),
      passwordHash,
      sesionesNegocio.map(sessionHash),
    ],
  );
  // The customers, with their code secrets; the first ones signed in.
  const secretos = Array.from({ length: CLIENTES }, () => randomBytes(20).toString('base64url'));
  const handles = Array.from({ length: CLIENTES }, (_, i) => base32(i + 1000, 5));
  const sesionesCliente = Array.from({ length: CLIENTES_CON_SESION }, () =>
    randomBytes(32).toString('base64url'),
  );
  await db.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select 'soakcli' || i || '@bench.tarjeto.mx', 'x', true, 'Cliente', 'Cliente ' || i, 'CLISOAK' || i
       from generate_series(0, $1 - 1) i returning id, public_id
     ), s as (
       insert into sesiones (usuario_id, token_hash, expires_at)
       select u.id, h.hash, now() + interval '1 day'
       from u join unnest($4::text[]) with ordinality h(hash, i)
         on 'CLISOAK' || (h.i - 1) = u.public_id
     )
     insert into clientes (usuario_id, public_id, nombre, edad, genero, ciudad, codigo_postal, categoria_favorita, codigo_handle, codigo_secreto)
     select u.id, u.public_id, 'Cliente de prueba', 30, 'Otro', 'Puebla', '72000', array['taqueria'], d.handle, d.secreto
     from u join unnest($2::text[], $3::text[]) with ordinality d(handle, secreto, i)
       on 'CLISOAK' || (d.i - 1) = u.public_id`,
    [CLIENTES, handles, secretos, sesionesCliente.map(sessionHash)],
  );
  // The canjes: business 0's exclusivo promotions with stock for all, and one live app code per
  // (promotion, customer) of the first CLIENTES_CANJE customers, who hold a card there.
  await db.query(
    `insert into tarjetas (negocio_id, cliente_id, primera_visita, ultima_visita)
     select n.id, c.id, now() - interval '40 days', now() - interval '2 days'
     from negocios n, clientes c
     where n.public_id = 'NEGSOAK0' and c.public_id = any($1::text[])`,
    [Array.from({ length: CLIENTES_CANJE }, (_, i) => `CLISOAK${i}`)],
  );
  await db.query(
    `insert into promociones (public_id, negocio_id, titulo, descripcion, clase, tipo, exclusivo_total, restantes, fecha_limite, creado_por)
     select 'PROMOSOAK' || i, n.id, 'Edición limitada ' || i, 'Para todos', 'promocion', 'exclusivo', 1000000, 1000000, current_date + 30, n.usuario_id
     from negocios n, generate_series(0, $1 - 1) i where n.public_id = 'NEGSOAK0'`,
    [PROMOCIONES],
  );
  const codigosCanje = Array.from({ length: PROMOCIONES * CLIENTES_CANJE }, (_, k) =>
    base32(k + 1000, 6),
  );
  // Code k: promotion k % PROMOCIONES, customer ⌊k / PROMOCIONES⌋.
  await db.query(
    `insert into codigos_canje (codigo, negocio_id, promocion_id, cliente_id, expires_at)
     select x.codigo, p.negocio_id, p.id, c.id, now() + make_interval(mins => $3)
     from unnest($1::text[]) with ordinality x(codigo, k)
     join promociones p on p.public_id = 'PROMOSOAK' || ((x.k - 1) % $2)
     join clientes c on c.public_id = 'CLISOAK' || ((x.k - 1) / $2)`,
    [codigosCanje, PROMOCIONES, MINUTOS + 60],
  );
  // The accounts that sign in, all with the same genuine Argon2id hash.
  await db.query(
    `insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
     select 'soaklogin' || i || '@bench.tarjeto.mx', $2, true, 'Cliente', 'Cliente ' || i, 'LOGINSOAK' || i
     from generate_series(0, $1 - 1) i`,
    [CUENTAS_LOGIN, passwordHash],
  );
  await db.query('analyze');
  return {
    tokens,
    negocios: sesionesNegocio.map((t, i) => ({
      publicId: `NEGSOAK${i}`,
      cookie: `tarjeto_sesion=${t}`,
    })),
    clientes: handles.map((handle, i) => ({ handle, secreto: secretos[i]! })),
    sesionesCliente: sesionesCliente.map((t) => `tarjeto_sesion=${t}`),
    codigosCanje,
  };
}

/** Every answer of one call: when it was due (ms into the run), how long it took, and if it was ok. */
type Registro = Map<string, Array<{ t: number; ms: number }>>;

export interface SoakResultado {
  llamadas: Array<{
    /** The p99 of the first quarter counted from the very start, cold start included. */
    p99Literal: number;
    nombre: string;
    n: number;
    p99Inicio: number;
    p99Final: number;
    nInicio: number;
    nFinal: number;
  }>;
  errores: number;
  fallos: string;
  memoria: Array<{ inicioMb: number; finalMb: number; maxMb: number; crecimiento: number }>;
  visitasContadas: number;
  visitasEnBase: number;
  canjesOk: number;
  canjesEnBase: number;
  retrasoMaxMs: number;
  peticiones: number;
}

/** Tarjeto's rate-limit keys in the bench's Redis database, removed; false if Redis is down. */
async function limpiarRedis() {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [siguiente, claves] = await redis.scan(cursor, 'MATCH', 'tarjeto:rl:*', 'COUNT', 1000);
      if (claves.length) await redis.del(...claves);
      cursor = siguiente;
    } while (cursor !== '0');
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function medir(adminUrl: string): Promise<SoakResultado> {
  const database = await benchDatabase(adminUrl);
  const instancias: Running[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'never',
      // As deploy/compose.yaml: info (a visit that went well writes nothing).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      CAPTCHA: 'off',
      DATA_DIR: '',
    };
    // One after the other: the first migrates the empty database.
    instancias.push(await startProcess(['apps/api/dist/server.js'], env));
    instancias.push(await startProcess(['apps/api/dist/server.js'], env));
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const s = await seed(db);
      const bases = instancias.map((i) => new URL(i.base));
      const agentes = instancias.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
      let turno = 0;
      const registro: Registro = new Map();
      const fallos = new Map<string, number>();
      let visitasContadas = 0;
      let canjesOk = 0;
      let peticiones = 0;
      let t0 = 0;
      const anotar = (nombre: string, debido: number, r: Respuesta, ok: boolean) => {
        peticiones++;
        const ms = performance.now() - debido;
        let filas = registro.get(nombre);
        if (!filas) registro.set(nombre, (filas = []));
        filas.push({ t: debido - t0, ms });
        if (!ok) {
          const clave = `${nombre}: ${r.status} ${r.body.slice(0, 100)}`;
          fallos.set(clave, (fallos.get(clave) ?? 0) + 1);
        }
      };
      /** One request to the next instance in turn, recorded under `nombre`. */
      const llamar = async (
        nombre: string,
        debido: number,
        opciones: Parameters<typeof pedir>[2],
        ok: (r: Respuesta) => boolean = (r) => r.status === 200,
      ) => {
        const i = turno++ % instancias.length;
        const r = await pedir(agentes[i]!, bases[i]!, opciones);
        const bien = ok(r);
        anotar(nombre, debido, r, bien);
        return { r, bien };
      };
      const navegador = { 'sec-fetch-site': 'same-origin' };

      const visitas = {
        porSegundo: RITMO.visita,
        // Visit k: customer k % C, at business (c + ⌊k / C⌋) % B — every (customer, business)
        // pair once, and a customer back only every C / rate seconds (another code step).
        enviar: async (k: number, debido: number) => {
          const c = k % CLIENTES;
          const b = (c + Math.floor(k / CLIENTES)) % NEGOCIOS_CON_VISITAS;
          const cliente = s.clientes[c]!;
          const codigo = codigoParaQr(
            await codigoClienteEn(cliente.handle, cliente.secreto, Date.now()),
          );
          await llamar(
            'POST /api/nexo/visitas',
            debido,
            {
              method: 'POST',
              path: '/api/nexo/visitas',
              headers: { authorization: `Bearer ${s.tokens[b]}` },
              body: JSON.stringify({ codigo, idempotencyKey: randomUUID() }),
            },
            (r) => {
              const contada = visitaContada(r);
              if (contada) visitasContadas++;
              return contada;
            },
          );
        },
      };
      const canjes = {
        porSegundo: RITMO.canje,
        enviar: async (k: number, debido: number) => {
          const codigo = s.codigosCanje[k];
          if (!codigo) {
            const clave = 'canjes: sin códigos preparados';
            fallos.set(clave, (fallos.get(clave) ?? 0) + 1);
            return;
          }
          const { bien } = await llamar('POST /api/nexo/canjes/codigo', debido, {
            method: 'POST',
            path: '/api/nexo/canjes/codigo',
            headers: { authorization: `Bearer ${s.tokens[0]}` },
            body: JSON.stringify({ codigo, idempotencyKey: randomUUID() }),
          });
          if (bien) canjesOk++;
        },
      };
      const inicioCliente = {
        porSegundo: RITMO.cliente,
        enviar: async (k: number, debido: number) => {
          const c = k % CLIENTES_CON_SESION;
          const headers = {
            ...navegador,
            cookie: s.sesionesCliente[c]!,
            'x-forwarded-for': direccion(64, c),
          };
          await Promise.all(
            ['/api/cliente/tarjetas', '/api/cliente/logros', '/api/cliente/promociones'].map(
              (path) => llamar(`GET ${path}`, debido, { method: 'GET', path, headers }),
            ),
          );
        },
      };
      const inicioNegocio = {
        porSegundo: RITMO.negocio,
        enviar: async (k: number, debido: number) => {
          const n = s.negocios[k % NEGOCIOS]!;
          const headers = {
            ...navegador,
            cookie: n.cookie,
            'x-forwarded-for': direccion(96, k % NEGOCIOS),
          };
          const id = n.publicId;
          await Promise.all(
            [
              [
                'GET /api/estadisticas/negocio/:id/inicio',
                `/api/estadisticas/negocio/${id}/inicio`,
              ],
              ['GET /api/visita/stats/:id', `/api/visita/stats/${id}`],
              [
                'GET /api/negocio/:id/clientes/recientes',
                `/api/negocio/${id}/clientes/recientes?limit=5`,
              ],
              [
                'GET /api/negocio/:id/clientes/proximos',
                `/api/negocio/${id}/clientes/proximos?limit=5`,
              ],
            ].map(([nombre, path]) =>
              llamar(nombre!, debido, { method: 'GET', path: path!, headers }),
            ),
          );
        },
      };
      const logins = {
        porSegundo: RITMO.login,
        enviar: (k: number, debido: number) =>
          llamar('POST /api/auth/login', debido, {
            method: 'POST',
            path: '/api/auth/login',
            headers: {
              ...navegador,
              'x-forwarded-for': direccion(1 + (k >> 16), Math.floor(k / 4) & 0xffff),
            },
            body: JSON.stringify({
              email: `soaklogin${k % CUENTAS_LOGIN}@bench.tarjeto.mx`,
              contrasena: CONTRASENA,
            }),
          }),
      };
      const archivos = ['clientes.csv', 'visitas.csv', 'datos.json'];
      const exportaciones = {
        porSegundo: RITMO.exportacion,
        // The owner confirms the password, then downloads one file with the permit it got.
        enviar: async (k: number, debido: number) => {
          const n = s.negocios[NEGOCIOS_CON_VISITAS + (k % NEGOCIOS_EXPORTA)]!;
          const headers = { ...navegador, cookie: n.cookie, 'x-forwarded-for': direccion(128, k) };
          const { r, bien } = await llamar('POST /api/exportar/:id/permiso', debido, {
            method: 'POST',
            path: `/api/exportar/${n.publicId}/permiso`,
            headers,
            body: JSON.stringify({ contrasena: CONTRASENA }),
          });
          if (!bien) return;
          const permiso = [r.headers['set-cookie'] ?? []]
            .flat()
            .map((c) => c.split(';')[0])
            .join('; ');
          const archivo = archivos[k % archivos.length]!;
          await llamar(
            'GET /api/exportar/:id/{clientes.csv,visitas.csv,datos.json}',
            performance.now(),
            {
              method: 'GET',
              path: `/api/exportar/${n.publicId}/${archivo}`,
              headers: { ...headers, cookie: `${n.cookie}; ${permiso}` },
            },
          );
        },
      };

      // The exported businesses' history, through the API as any visit: the last customers, each
      // once (their first visit of the run comes minutes later, in another code step).
      await Promise.all(
        Array.from({ length: NEGOCIOS_EXPORTA }, async (_, j) => {
          for (let i = 0; i < HISTORIAL_EXPORTA; i++) {
            const cliente = s.clientes[CLIENTES - 1 - (j * HISTORIAL_EXPORTA + i)]!;
            const codigo = codigoParaQr(
              await codigoClienteEn(cliente.handle, cliente.secreto, Date.now()),
            );
            const r = await pedir(agentes[0]!, bases[0]!, {
              method: 'POST',
              path: '/api/nexo/visitas',
              headers: { authorization: `Bearer ${s.tokens[NEGOCIOS_CON_VISITAS + j]}` },
              body: JSON.stringify({ codigo, idempotencyKey: randomUUID() }),
            });
            if (!visitaContada(r))
              throw new Error(`Historial de exportación: ${r.status} ${r.body.slice(0, 200)}`);
            visitasContadas++;
          }
        }),
      );

      const muestras = instancias.map(() => [] as Array<{ t: number; mb: number }>);
      let ultimaMuestra = -Infinity;
      const inicio = performance.now();
      t0 = inicio;
      const { retrasoMaxMs } = await lazoAbierto(
        [visitas, canjes, inicioCliente, inicioNegocio, logins, exportaciones],
        DURACION_MS,
        (ms) => {
          if (ms - ultimaMuestra < 2000) return;
          ultimaMuestra = ms;
          instancias.forEach((x, i) => muestras[i]!.push({ t: ms, mb: x.rssMb() }));
        },
      );
      agentes.forEach((a) => a.destroy());

      const llamadas = [...registro.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([nombre, filas]) => {
          const p99 = (desde: number, hasta: number) => {
            const xs = filas
              .filter((f) => f.t >= desde && f.t < hasta)
              .map((f) => f.ms)
              .sort((a, b) => a - b);
            return { p99: r1(percentil(xs, 0.99)), n: xs.length };
          };
          const ini = p99(CALENTAMIENTO_MS, CALENTAMIENTO_MS + VENTANA_MS);
          const fin = p99(DURACION_MS - VENTANA_MS, Infinity);
          const literal = p99(0, VENTANA_MS);
          return {
            p99Literal: literal.p99,
            nombre,
            n: filas.length,
            p99Inicio: ini.p99,
            p99Final: fin.p99,
            nInicio: ini.n,
            nFinal: fin.n,
          };
        });
      // BENCH_SOAK_SERIE=<file>: each call's p50/p99 and count per 10 s, and the memory samples,
      // as JSON — to see when a slowdown or a growth happened.
      if (process.env.BENCH_SOAK_SERIE) {
        const serie = Object.fromEntries(
          [...registro.entries()].map(([nombre, filas]) => {
            const tramos = new Map<number, number[]>();
            for (const f of filas) {
              const k = Math.floor(f.t / 10_000) * 10;
              tramos.set(k, [...(tramos.get(k) ?? []), f.ms]);
            }
            return [
              nombre,
              [...tramos.entries()].map(([seg, xs]) => {
                xs.sort((a, b) => a - b);
                return {
                  seg,
                  n: xs.length,
                  p50: r1(percentil(xs, 0.5)),
                  p99: r1(percentil(xs, 0.99)),
                };
              }),
            ];
          }),
        );
        fs.writeFileSync(
          process.env.BENCH_SOAK_SERIE,
          JSON.stringify({ serie, muestras }, null, 1),
        );
      }
      const memoria = muestras.map((m) => {
        const entre = (a: number, b: number) =>
          m.filter((x) => x.t >= a && x.t < b).map((x) => x.mb);
        const inicioMb = median(entre(CALENTAMIENTO_MS, CALENTAMIENTO_MS + TRAMO_MEMORIA_MS));
        const finalMb = median(entre(DURACION_MS - TRAMO_MEMORIA_MS, Infinity));
        return {
          inicioMb,
          finalMb,
          maxMb: Math.max(...m.map((x) => x.mb)),
          crecimiento: r1(((finalMb - inicioMb) / inicioMb) * 100),
        };
      });
      const { rows } = await db.query<{ v: string; c: string }>(
        `select (select count(*) from visitas) v, (select count(*) from canjes) c`,
      );
      return {
        llamadas,
        errores: [...fallos.values()].reduce((a, b) => a + b, 0),
        fallos: [...fallos.entries()].map(([k, v]) => `${v}× ${k}`).join('; '),
        memoria,
        visitasContadas,
        visitasEnBase: Number(rows[0]!.v),
        canjesOk,
        canjesEnBase: Number(rows[0]!.c),
        retrasoMaxMs,
        peticiones,
      };
    } finally {
      await db.end();
    }
  } finally {
    for (const i of instancias) await i.stop();
    await database.drop();
  }
}

/** 0 errors, memory growth ≤ 10 % per instance, each call's last-quarter p99 within 20 % of its first. */
export async function benchSoak(adminUrl: string): Promise<Medida[]> {
  const carga = 'Prueba de resistencia (soak)';
  const base = 'PostgreSQL' as const;
  if (!(await limpiarRedis()))
    return [
      {
        carga,
        base,
        medida: `Redis responde en ${REDIS_URL}`,
        valor: 0,
        unidad: '',
        meta: { op: '>=', valor: 1 },
        lectura: 'razón',
      },
    ];
  const v = await medir(adminUrl);
  const min = (ms: number) => r1(ms / 60_000);
  const total = Object.values(RITMO).reduce((a, b) => a + b, 0);
  const medidas: Medida[] = [
    {
      carga,
      base,
      medida: 'respuestas con error (no 2xx, visita no contada, sin respuesta)',
      valor: v.errores,
      unidad: '',
      meta: { op: '<=', valor: 0 },
      lectura: 'razón',
      detalle: `${v.peticiones.toLocaleString('en-US')} peticiones en ${MINUTOS} min a 2 instancias (PostgreSQL y Redis compartidos), lazo abierto: ${Object.entries(
        RITMO,
      )
        .map(([k, r]) => `${k} ${r}/s`)
        .join(
          ', ',
        )} (${r1(total)} eventos/s); retraso máx. del cliente ${v.retrasoMaxMs} ms${v.fallos ? `; ${v.fallos}` : ''}`,
    },
    {
      carga,
      base,
      medida: 'visitas en la base distintas de las contadas',
      valor: Math.abs(v.visitasEnBase - v.visitasContadas),
      unidad: '',
      meta: { op: '<=', valor: 0 },
      lectura: 'razón',
      detalle: `${v.visitasContadas} contadas, ${v.visitasEnBase} en la base; canjes: ${v.canjesOk} con 200, ${v.canjesEnBase} en la base`,
    },
    {
      carga,
      base,
      medida: 'canjes en la base distintos de los confirmados',
      valor: Math.abs(v.canjesEnBase - v.canjesOk),
      unidad: '',
      meta: { op: '<=', valor: 0 },
      lectura: 'razón',
    },
  ];
  v.memoria.forEach((m, i) =>
    medidas.push({
      carga,
      base,
      medida: `crecimiento de la memoria residente de la instancia ${i + 1} tras el calentamiento`,
      valor: m.crecimiento,
      unidad: '%',
      meta: { op: '<=', valor: 10 },
      lectura: 'razón',
      detalle: `${m.inicioMb} MB tras ${min(CALENTAMIENTO_MS)} min → ${m.finalMb} MB al final (medianas de ${min(TRAMO_MEMORIA_MS)} min de muestras cada 2 s); máx. ${m.maxMb} MB`,
    }),
  );
  for (const l of v.llamadas)
    medidas.push({
      carga,
      base,
      medida: `${l.nombre}: p99 de los últimos ${min(VENTANA_MS)} min / primeros ${min(VENTANA_MS)} min`,
      valor: l.p99Inicio ? r1((l.p99Final / l.p99Inicio) * 100) : 0,
      unidad: '%',
      meta: { op: '<=', valor: 120 },
      lectura: 'razón',
      detalle: `p99 ${l.p99Inicio} ms (${l.nInicio} respuestas, de ${min(CALENTAMIENTO_MS)} a ${min(CALENTAMIENTO_MS + VENTANA_MS)} min) → ${l.p99Final} ms (${l.nFinal}, de ${min(DURACION_MS - VENTANA_MS)} a ${MINUTOS} min); desde el minuto 0, arranque en frío incluido: p99 ${l.p99Literal} ms; ${l.n} en total`,
    });
  return medidas;
}
