import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_NIVELES_PROGRAMA } from '@tarjeto/shared';
import { benchDatabase } from './database.ts';
import { startProcess, type Running } from './server.ts';

// What the benches set up the same way: a throw-away database with the built API over it, and,
// straight in SQL, the default levels as a programme stores them, an owner signed in with their
// business (one branch, its programme, a season under way) and that business's customers with a
// card each.

/** The default levels as `programas_lealtad.niveles` keeps them. */
export const nivelesPorDefecto = () =>
  DEFAULT_NIVELES_PROGRAMA.map((n) => ({
    nivel: n.nivel,
    nombre: n.nombre,
    visitasRequeridas: n.visitasRequeridas,
    beneficios: [{ descripcion: n.beneficio, activo: true }],
  }));

/**
 * SQL for a card's level from its season's visits (`visitas`, a column or expression) against the
 * levels passed as JSON in parameter `$n`: how many thresholds it reaches, as the product counts.
 */
export const nivelSegunVisitas = (visitas: string, n = 1) =>
  `(select count(*) from jsonb_array_elements($${n}::jsonb) l
    where (l->>'visitasRequeridas')::int <= ${visitas})`;

const sessionHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

export interface NegocioDePrueba {
  publicId: string;
  slug: string;
  codigo: string;
  nombreComercial: string;
  /** Its owner's address (and login), '…@bench.tarjeto.mx'. */
  email: string;
  zonaHoraria?: string;
}

/**
 * The owner (signed in: the cookie value is `token`) and their business, with its main branch,
 * the default programme and a 3-month season that began 80 days ago.
 */
export async function sembrarNegocio(client: pg.Client, negocio: NegocioDePrueba) {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       values ($3, 'x', true, 'Negocio', 'Dueño', $4) returning id
     ), s as (
       insert into sesiones (usuario_id, token_hash, expires_at)
       select id, $2, now() + interval '1 day' from u
     ), n as (
       insert into negocios (usuario_id, public_id, slug, codigo, nombre_comercial, categoria, zona_horaria)
       select id, $4, $5, $6, $7, array['taqueria'], $8 from u
       returning id
     ), e as (
       insert into establecimientos (negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
       select id, 'Matriz', 'Calle 1', 'Puebla', 'Puebla', '72000', 'Centro', true from n
     ), p as (
       insert into programas_lealtad (negocio_id, niveles) select id, $1::jsonb from n
     )
     insert into temporadas (negocio_id, fecha_inicio, fecha_fin, duracion_meses, activa)
     select id, current_date - 80, current_date + 10, 3, true from n`,
    [
      JSON.stringify(nivelesPorDefecto()),
      sessionHash(token),
      negocio.email,
      negocio.publicId,
      negocio.slug,
      negocio.codigo,
      negocio.nombreComercial,
      negocio.zonaHoraria ?? 'America/Mexico_City',
    ],
  );
  return { token };
}

/**
 * `cantidad` customers (public ids `${prefijo}1`, `${prefijo}2`…) with a card each at the business,
 * first seen `desdeDias` days ago; then the temporary table `numeradas` (i from 0, the card's id,
 * its customer, its business) for picking cards by number in generated visits.
 */
export async function sembrarClientes(
  client: pg.Client,
  negocioPublicId: string,
  { cantidad, prefijo, desdeDias = 0 }: { cantidad: number; prefijo: string; desdeDias?: number },
) {
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select lower($2) || i || '@bench.tarjeto.mx', 'x', true, 'Cliente', 'Cliente ' || i, $2 || i
       from generate_series(1, $1) i returning id, public_id
     ), c as (
       insert into clientes (usuario_id, public_id, nombre, edad, genero, ciudad, codigo_postal, categoria_favorita)
       select id, public_id, 'Cliente de prueba', 30, 'Otro', 'Puebla', '72000', array['taqueria'] from u
       returning id
     )
     insert into tarjetas (negocio_id, cliente_id, primera_visita, ultima_visita)
     select n.id, c.id, now() - make_interval(days => $4), now()
     from c, negocios n where n.public_id = $3`,
    [cantidad, prefijo, negocioPublicId, desdeDias],
  );
  await client.query(
    `create temporary table numeradas as
       select row_number() over (order by id) - 1 as i, id, cliente_id, negocio_id from tarjetas`,
  );
  await client.query('create index on numeradas (i)');
}

/**
 * A throw-away database on the PostgreSQL server with the built API over it (no demo data) and a
 * client to seed it, for the length of `fn`; everything is stopped and dropped afterwards.
 */
export async function conApi<T>(
  adminUrl: string,
  fn: (x: { api: Running; db: pg.Client; url: string }) => Promise<T>,
  /** More of the server's configuration (e.g. TRUST_PROXY for a workload behind a proxy). */
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  const database = await benchDatabase(adminUrl);
  try {
    const api = await startProcess(['apps/api/dist/server.js'], {
      DATABASE_URL: database.url,
      SEED_DEMO: 'never',
      // BENCH_LOG_LEVEL=debug with BENCH_SERVER_LOG=<file> (server.ts) to see every request.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      CAPTCHA: 'off',
      DATA_DIR: '',
      ...env,
    });
    try {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        return await fn({ api, db, url: database.url });
      } finally {
        await db.end();
      }
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}
