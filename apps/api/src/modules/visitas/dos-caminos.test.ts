import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODIGO_PASO_MS, type RegistrarVisitaBody, type VisitaResultado } from '@tarjeto/shared';
import {
  clientes,
  codigosUsados,
  logros,
  negocios,
  nexos,
  tarjetas,
  temporadas,
  visitas,
  visitasPorHora,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { dbRateLimiter } from '../../lib/rate-limiter.ts';
import { cliente, negocio, nexoPara, nuevaClave } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { findNexoByToken } from '../nexo/nexo.repository.ts';
import { hashToken } from '../nexo/nexo.service.ts';
import { registerFast, registerLocked, type NexoContext } from './visitas.service.ts';

// The visit's two paths (the rule between them heads visitas.service.ts) give the same answer for
// the same scan and leave the same rows. Two businesses alike, each with its device and customers
// alike (same names, no history); the same generated scans — returning customers, first visits,
// scans within the cooldown, queued scans hours late, a code shown twice, a wrong code, anonymous
// visits — go down the fast path at one and down the locked path at the other, in the same
// simulated time. Each scan's answer (or refusal) must match, and afterwards every card, customer,
// achievement, counter, season and hour's roll-up too.

const t = testAppForFile();

const MIN = 60_000;
const CLIENTES = 2;
const NOMBRES = ['Ana Igual', 'Beto Igual'];

interface Escaneo {
  /** Which customer (by number), or null for an anonymous visit. */
  quien: number | null;
  /** Minutes since the scan before (simulated time). */
  avanceMin: number;
  /** Minutes the scan waited in an offline queue (0: live). */
  atrasoMin: number;
  /**
   * A fresh code; the customer's scan before sent again under a new key (its code used up); or a
   * code nobody shows.
   */
  codigo: 'bueno' | 'repetido' | 'equivocado';
}

const escaneo: fc.Arbitrary<Escaneo> = fc.record({
  quien: fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 8, arbitrary: fc.nat({ max: CLIENTES - 1 }) },
  ),
  // Within the cooldown (4 h), the same week, or days later (streaks, months, levels).
  avanceMin: fc.oneof(
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: 31, max: 6 * 60 }),
    fc.integer({ min: 6 * 60, max: 9 * 24 * 60 }),
  ),
  atrasoMin: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 3, max: 20 * 60 }) },
  ),
  codigo: fc.oneof(
    { weight: 8, arbitrary: fc.constant('bueno' as const) },
    { weight: 1, arbitrary: fc.constant('repetido' as const) },
    { weight: 1, arbitrary: fc.constant('equivocado' as const) },
  ),
});

type Lado = Awaited<ReturnType<typeof prepararLado>>;

/** A business with its device and CLIENTES customers, none with any history yet. */
async function prepararLado(etiqueta: string) {
  const neg = await negocio(t, `Igual ${etiqueta}`);
  const device = await nexoPara(t, neg);
  const gente = [];
  for (const nombre of NOMBRES) gente.push(await cliente(t, nombre));
  // The device as its bearer token resolves for every device request.
  const nexo: NexoContext = (await findNexoByToken(t.database.db, hashToken(device.token)))!;
  // Levels a few visits apart (2, 3, 5, 7), so that generated scans climb them.
  await t.database.db.execute(sql`
    update programas_lealtad set niveles = (
      select jsonb_agg(jsonb_set(l, '{visitasRequeridas}',
        to_jsonb((array[2, 3, 5, 7])[(l->>'nivel')::int])) order by (l->>'nivel')::int)
      from jsonb_array_elements(niveles) l)
    where negocio_id = ${nexo.negocioId}`);
  return {
    nexo,
    token: device.token,
    gente,
    previo: new Map<number, { codigo: string; at: number }>(),
  };
}

/** The body a device sends for the scan at `at` (received at `now`). */
async function cuerpo(lado: Lado, e: Escaneo, at: number, now: number) {
  const clave = { idempotencyKey: nuevaClave() };
  const momento = (m: number) => (m < now ? { escaneadoEn: new Date(m).toISOString() } : {});
  if (e.quien === null) return { ...clave, ...momento(at), anonimo: true } as RegistrarVisitaBody;
  const persona = lado.gente[e.quien]!;
  const previo = lado.previo.get(e.quien);
  if (e.codigo === 'repetido' && previo)
    return { ...clave, ...momento(previo.at), codigo: previo.codigo } as RegistrarVisitaBody;
  const codigo = await persona.qrEn(at);
  if (e.codigo === 'equivocado')
    // This customer's digits under the other one's handle: a code nobody shows.
    return {
      ...clave,
      ...momento(at),
      codigo: codigo.replace(persona.handle, lado.gente[(e.quien + 1) % CLIENTES]!.handle),
    } as RegistrarVisitaBody;
  lado.previo.set(e.quien, { codigo, at });
  return { ...clave, ...momento(at), codigo } as RegistrarVisitaBody;
}

/**
 * An answer with what differs by business or by chance (ids, signed tokens) reduced to whether it
 * is there.
 */
function comparable(r: VisitaResultado | { error: string }) {
  if ('error' in r) return r;
  return { ...r, visitaId: r.visitaId !== null, canjeToken: r.canjeToken !== null };
}

async function intentar(f: () => Promise<VisitaResultado>) {
  try {
    return await f();
  } catch (err) {
    if (err instanceof AppError) return { error: err.code };
    throw err;
  }
}

/** Everything a side's scans wrote, keyed by customer number rather than id. */
async function estado(lado: Lado) {
  const db = t.database.db;
  const ids = await db
    .select({ id: clientes.id, nombre: clientes.nombre })
    .from(clientes)
    .where(
      inArray(
        clientes.codigoHandle,
        lado.gente.map((g) => g.handle),
      ),
    );
  const numero = new Map(ids.map((c) => [c.id, NOMBRES.indexOf(c.nombre)]));
  const clienteIds = ids.map((c) => c.id);
  const porNumero = <T extends { clienteId: string | null }>(filas: T[]) =>
    filas
      .map(({ clienteId, ...resto }) => ({ cliente: numero.get(clienteId ?? ''), ...resto }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const { negocioId, nexoId } = lado.nexo;
  return {
    tarjetas: porNumero(
      (await db.select().from(tarjetas).where(eq(tarjetas.negocioId, negocioId))).map(
        ({ id: _id, negocioId: _negocio, createdAt: _creada, ...resto }) => resto,
      ),
    ),
    clientes: porNumero(
      await db
        .select({
          clienteId: clientes.id,
          visitas: clientes.visitasTotales,
          racha: clientes.rachaSemanas,
          semana: clientes.ultimaSemana,
        })
        .from(clientes)
        .where(inArray(clientes.id, clienteIds)),
    ),
    logros: porNumero(
      (
        await db
          .select({
            clienteId: logros.clienteId,
            tipo: logros.tipo,
            valor: logros.valor,
            clave: logros.clave,
            obtenido: logros.obtenidoAt,
            aqui: sql<boolean>`${logros.negocioId} is not null`,
          })
          .from(logros)
          .where(inArray(logros.clienteId, clienteIds))
      ).map((l) => ({ ...l, clave: l.clave.replace(negocioId, 'NEGOCIO') })),
    ),
    visitas: porNumero(
      await db
        .select({
          clienteId: visitas.clienteId,
          fecha: visitas.fecha,
          fechaLocal: visitas.fechaLocal,
          hora: visitas.horaLocal,
          anonima: visitas.anonima,
          conCodigo: sql<boolean>`${visitas.codigoPaso} is not null`,
        })
        .from(visitas)
        .where(eq(visitas.negocioId, negocioId)),
    ),
    codigosUsados: (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(codigosUsados)
        .where(inArray(codigosUsados.clienteId, clienteIds))
    )[0]!.n,
    negocio: (
      await db
        .select({ visitas: negocios.visitasTotales, clientes: negocios.clientesUnicos })
        .from(negocios)
        .where(eq(negocios.id, negocioId))
    )[0],
    nexo: (
      await db
        .select({ registradas: nexos.visitasRegistradas })
        .from(nexos)
        .where(eq(nexos.id, nexoId))
    )[0],
    temporadas: (
      await db
        .select({
          visitas: temporadas.visitasTotales,
          subidas: temporadas.subidas,
          activa: temporadas.activa,
        })
        .from(temporadas)
        .where(eq(temporadas.negocioId, negocioId))
    ).sort((a, b) => a.visitas - b.visitas),
    porHora: (
      await db
        .select({
          fecha: visitasPorHora.fecha,
          hora: visitasPorHora.hora,
          diaSemana: visitasPorHora.diaSemana,
          visitas: visitasPorHora.visitas,
          anonimas: visitasPorHora.anonimas,
        })
        .from(visitasPorHora)
        .where(eq(visitasPorHora.negocioId, negocioId))
    ).sort((a, b) => `${a.fecha}${a.hora}`.localeCompare(`${b.fecha}${b.hora}`)),
  };
}

describe("the visit's two paths", () => {
  it('give the same answers and leave the same rows for the same scans', async () => {
    let corrida = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(escaneo, { minLength: 4, maxLength: 24, size: 'max' }),
        async (escaneos) => {
          corrida++;
          const rapido = await prepararLado(`R${corrida}`);
          const bloqueado = await prepararLado(`B${corrida}`);
          // The simulated clock, for the scans and the limits alike; it starts a step past the
          // present, so the customers' first codes are not ones the fixtures' own requests saw.
          let reloj = Date.now() + CODIGO_PASO_MS;
          const limiter = dbRateLimiter(t.database.db, () => new Date(reloj));
          for (const [i, e] of escaneos.entries()) {
            reloj += e.avanceMin * MIN + CODIGO_PASO_MS;
            const now = new Date(reloj);
            const at = reloj - e.atrasoMin * MIN;
            const r = await intentar(async () => {
              const body = await cuerpo(rapido, e, at, reloj);
              const decidida = await registerFast(
                t.database.db,
                limiter,
                hashToken(rapido.token),
                body,
                now,
              );
              // Scans one after another: nothing for the fast path to hand over.
              if (!('respuesta' in decidida))
                throw new Error(`el camino rápido cedió el escaneo ${i}`);
              return decidida.respuesta;
            });
            const b = await intentar(async () =>
              registerLocked(
                t.database.db,
                limiter,
                bloqueado.nexo,
                await cuerpo(bloqueado, e, at, reloj),
                now,
              ),
            );
            expect(comparable(b), `escaneo ${i}: ${JSON.stringify(e)}`).toEqual(comparable(r));
          }
          expect(await estado(bloqueado)).toEqual(await estado(rapido));
        },
      ),
      { numRuns: 8 },
    );
  });
});
