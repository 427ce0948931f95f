import {
  CODIGOS_NEGOCIO_POR_CUENTA,
  CODIGOS_NEGOCIO_VENTANA_MS,
  DEFAULT_ZONA_HORARIA,
  ERROR_MESSAGES,
  fechaLocal,
  indiceSemana,
  logrosProximos,
  nombreNivelEn,
  rachaVigente,
  semanaIso,
  temporadaTerminada,
  tituloLogro,
  type LogrosCliente,
  type ResumenSemanal,
  type TarjetaCliente,
  type TarjetasCliente,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import {
  abrirTarjeta,
  cerrarTemporadaSiTermino,
  tarjetaParaMostrar,
} from '../lealtad/lealtad.service.ts';
import {
  findClienteDelUsuario,
  findLogrosDelCliente,
  findNegocioPorCodigo,
  findTarjetasDelCliente,
  findVisitasDesde,
  type TarjetaDelCliente,
} from './cartera.repository.ts';

// The customer's wallet (issue 11; DOMAIN §5): their cards, the weekly banner, adding a business
// by its code, and their achievements. The customer is always the session's: nobody reads or
// adds to another's wallet. Levels, streaks and achievements follow the shared rules
// (packages/shared/src/domain), the same the visit transaction writes with.

const DIA_MS = 24 * 60 * 60 * 1000;

async function clienteDe(db: Db, usuarioId: string) {
  const cliente = await findClienteDelUsuario(db, usuarioId);
  if (!cliente) throw new AppError('PERFIL_INCOMPLETO');
  return cliente;
}

/** This ISO week's index on the business's own calendar. */
const semanaEn = (zonaHoraria: string, now: Date) => indiceSemana(fechaLocal(now, zonaHoraria));

/**
 * The customer's cards as they stand today. A business whose season ended and that nobody has
 * touched since is closed first (DOMAIN §5, the lazy close), so levels and season visits are
 * never a finished season's.
 */
async function tarjetasAlDia(db: Db, clienteId: string, now: Date) {
  const rows = await findTarjetasDelCliente(db, clienteId);
  const vencidos = rows.filter(
    (r) => r.temporada && temporadaTerminada(r.temporada, fechaLocal(now, r.negocio.zonaHoraria)),
  );
  if (vencidos.length === 0) return rows;
  for (const r of vencidos) await cerrarTemporadaSiTermino(db, r.negocio.id, now);
  return findTarjetasDelCliente(db, clienteId);
}

function aTarjeta(r: TarjetaDelCliente, now: Date): TarjetaCliente {
  const { visitas: _visitas, ...card } = tarjetaParaMostrar(r.tarjeta, r.niveles);
  return {
    negocio: {
      publicID: r.negocio.publicId,
      nombre: r.negocio.nombre,
      slug: r.negocio.slug,
      fotoPerfil: fotoUrl(r.negocio.fotoId),
      gradient: r.negocio.gradient,
      color: r.negocio.color,
    },
    ...card,
    visitasTemporada: r.tarjeta.visitasTemporada,
    temporadaFin: r.temporada?.fechaFin ?? null,
    ultimaVisita: r.tarjeta.ultimaVisita?.toISOString() ?? null,
    racha: rachaVigente(
      { semanas: r.tarjeta.rachaSemanas, ultimaSemana: r.tarjeta.ultimaSemana },
      semanaEn(r.negocio.zonaHoraria, now),
    ),
    agregadaAt: r.tarjeta.agregadaAt.toISOString(),
  };
}

/**
 * The weekly banner: the streak across all cards (weeks are counted on the calendar of the
 * business of the latest visit, where the streak was last moved), this week's counted visits
 * (each on its own business's calendar) and the latest visit.
 */
async function resumenSemanal(
  db: Db,
  cliente: NonNullable<Awaited<ReturnType<typeof findClienteDelUsuario>>>,
  rows: readonly TarjetaDelCliente[],
  now: Date,
): Promise<ResumenSemanal> {
  let ultima: TarjetaDelCliente | null = null;
  for (const r of rows) {
    const at = r.tarjeta.ultimaVisita;
    if (at && (!ultima || at > ultima.tarjeta.ultimaVisita!)) ultima = r;
  }
  const zona = ultima?.negocio.zonaHoraria ?? DEFAULT_ZONA_HORARIA;
  // A week is at most 7 local days; 8 days back covers every zone's Monday.
  const recientes = ultima
    ? await findVisitasDesde(db, cliente.id, new Date(now.getTime() - 8 * DIA_MS))
    : [];
  return {
    racha: rachaVigente(
      { semanas: cliente.rachaSemanas, ultimaSemana: cliente.ultimaSemana },
      semanaEn(zona, now),
    ),
    semana: semanaIso(fechaLocal(now, zona)),
    visitasSemana: recientes.filter(
      (v) => indiceSemana(v.fechaLocal) === semanaEn(v.zonaHoraria, now),
    ).length,
    ultimaVisita: ultima
      ? {
          fecha: ultima.tarjeta.ultimaVisita!.toISOString(),
          negocio: {
            publicID: ultima.negocio.publicId,
            nombre: ultima.negocio.nombre,
            slug: ultima.negocio.slug,
          },
        }
      : null,
  };
}

/** GET /api/cliente/tarjetas: one card per business in the wallet, and the weekly banner. */
export async function tarjetasDelCliente(
  db: Db,
  usuarioId: string,
  now = new Date(),
): Promise<TarjetasCliente> {
  const cliente = await clienteDe(db, usuarioId);
  const rows = await tarjetasAlDia(db, cliente.id, now);
  return {
    tarjetas: rows.map((r) => aTarjeta(r, now)),
    resumen: await resumenSemanal(db, cliente, rows, now),
  };
}

const codigoDesconocido = () =>
  new AppError('NEGOCIO_CODIGO_DESCONOCIDO', {
    fieldErrors: { codigoNegocio: ERROR_MESSAGES.NEGOCIO_CODIGO_DESCONOCIDO },
  });

/**
 * POST /api/cliente/tarjetas: adds a business to the wallet by the code on its counter — the same
 * empty card its first visit would make. Every attempt counts against the account before the code
 * is looked up, so parallel guesses cannot slip past the limit; adding one clears the count.
 */
export async function agregarTarjeta(
  db: Db,
  limiter: RateLimiter,
  usuarioId: string,
  codigoNegocio: string,
  now = new Date(),
): Promise<{ tarjeta: TarjetaCliente; message: string }> {
  const cliente = await clienteDe(db, usuarioId);
  const key = `cartera:codigo:${usuarioId}`;
  const hit = await limiter.hit(key, CODIGOS_NEGOCIO_POR_CUENTA, CODIGOS_NEGOCIO_VENTANA_MS);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const negocio = await findNegocioPorCodigo(db, codigoNegocio);
  if (!negocio) throw codigoDesconocido();
  if (!(await abrirTarjeta(db, negocio.id, cliente.id))) {
    const message = `${negocio.nombre} ya está en tu cartera.`;
    throw new AppError('TARJETA_YA_EN_CARTERA', {
      message,
      fieldErrors: { codigoNegocio: message },
    });
  }
  await limiter.reset(key);
  const rows = await tarjetasAlDia(db, cliente.id, now);
  const nueva = rows.find((r) => r.negocio.id === negocio.id)!;
  return {
    tarjeta: aTarjeta(nueva, now),
    message: `¡Listo! ${negocio.nombre} ya está en tu cartera.`,
  };
}

/**
 * GET /api/cliente/logros: what the customer earned (stored when earned, by the visit and canje
 * transactions), newest first, and the next of each kind with their progress, closest first.
 */
export async function logrosDelCliente(
  db: Db,
  usuarioId: string,
  now = new Date(),
): Promise<LogrosCliente> {
  const cliente = await clienteDe(db, usuarioId);
  // One after the other: a lazy season close may hold the embedded database's one connection.
  const rows = await tarjetasAlDia(db, cliente.id, now);
  const earned = await findLogrosDelCliente(db, cliente.id);
  const resumen = await resumenSemanal(db, cliente, rows, now);
  const porNegocio = new Map(rows.map((r) => [r.negocio.id, r]));
  const proximos = logrosProximos({
    visitas: cliente.visitasTotales,
    canjes: cliente.canjesTotales,
    racha: resumen.racha,
    negociosVisitados: rows.filter((r) => r.tarjeta.visitasTotales > 0).length,
    tarjetas: rows.map((r) => ({
      negocioId: r.negocio.id,
      visitasTemporada: r.tarjeta.visitasTemporada,
      siguiente: tarjetaParaMostrar(r.tarjeta, r.niveles).siguienteNivel,
    })),
    obtenidos: new Set(earned.map((l) => l.clave)),
  });
  return {
    obtenidos: earned.map((l) => ({
      tipo: l.tipo,
      valor: l.valor,
      titulo: tituloLogro(
        l,
        l.tipo === 'nivel' && l.negocio ? nombreNivelEn(l.valor ?? 0, l.niveles) : undefined,
      ),
      negocio: l.negocio
        ? { publicID: l.negocio.publicId, nombre: l.negocio.nombre, slug: l.negocio.slug }
        : null,
      obtenidoAt: l.obtenidoAt.toISOString(),
    })),
    proximos: proximos.map((p) => {
      const r = p.negocioId ? porNegocio.get(p.negocioId) : undefined;
      return {
        tipo: p.tipo,
        valor: p.valor,
        titulo: tituloLogro(p, r ? nombreNivelEn(p.valor ?? 0, r.niveles) : undefined),
        negocio: r
          ? { publicID: r.negocio.publicId, nombre: r.negocio.nombre, slug: r.negocio.slug }
          : null,
        actual: p.actual,
        meta: p.meta,
      };
    }),
  };
}
