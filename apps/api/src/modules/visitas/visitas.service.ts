import { randomUUID } from 'node:crypto';
import {
  avanzarRacha,
  indiceMes,
  indiceSemana,
  logrosDeVisita,
  partesLocales,
  RACHA_VACIA,
  recordarVisita,
  registrarMes,
  type PromocionEnMostrador,
  type RegistrarVisitaBody,
  type VisitaResultado,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { resolverCodigo } from '../clientes/codigo.service.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import {
  estadoParaVisita,
  planVisita,
  programaAlDia,
  tarjetaParaMostrar,
  temporadaDeLaFecha,
  type Programa,
} from '../lealtad/lealtad.service.ts';
import { firmarCanjeToken } from '../promociones/canje-token.ts';
import { ofertasSegunNivel, promocionesElegibles } from '../promociones/promociones.service.ts';
import { unaVez } from '../solicitudes/solicitudes.service.ts';
import { writeNoCount, writeVisit } from './visitas.repository.ts';

// registerVisit(): the busiest path of the product and its one transaction (DOMAIN §4). A scan
// becomes, together or not at all: the visit row, the customer's card (created on the first visit),
// the business's, season's and device's counters, the hour's roll-up and the stored answer that a
// retry of the same idempotency key gets back.

/** The device a visit comes from, as its bearer token resolved. */
export interface NexoContext {
  nexoId: string;
  negocioId: string;
  establecimientoId: string;
  zonaHoraria: string;
  cooldownMinutos: number;
}

/**
 * How long a scan may wait in an offline device's queue (DOMAIN §4, docs/nexo-protocol.md): its
 * code is checked against the moment it was scanned, within these bounds.
 */
export const VENTANA_SIN_CONEXION_MS = 24 * 60 * 60 * 1000;
/** A device clock a little ahead of the server's is tolerated. */
export const TOLERANCIA_RELOJ_MS = 2 * 60 * 1000;

/** Wrong customer codes a device may send in 10 minutes before it must wait (guessing). */
export const CODIGOS_FALLIDOS_POR_NEXO: readonly [number, number] = [30, 10 * 60 * 1000];

function momentoDelEscaneo(escaneadoEn: string | undefined, now: Date) {
  if (!escaneadoEn) return now;
  const at = new Date(escaneadoEn);
  const delta = now.getTime() - at.getTime();
  if (delta > VENTANA_SIN_CONEXION_MS || delta < -TOLERANCIA_RELOJ_MS)
    throw new AppError('ESCANEO_FUERA_DE_VENTANA');
  // A clock slightly ahead is read as now: a visit is never in the future.
  return delta < 0 ? now : at;
}

export async function registerVisit(
  db: Db,
  limiter: RateLimiter,
  nexo: NexoContext,
  body: RegistrarVisitaBody,
  now = new Date(),
): Promise<VisitaResultado> {
  return unaVez(
    db,
    { nexoId: nexo.nexoId, clave: body.idempotencyKey, tipo: 'visita' },
    async () => {
      const at = momentoDelEscaneo(body.escaneadoEn, now);
      // Everything the transaction needs that does not need its locks, asked at once, outside
      // it: the customer (then their canje token and the promotions' query), and the programme.
      // A season that ended since the business was last touched is closed first (DOMAIN §5).
      const [quien, programa] = await Promise.all([
        body.anonimo
          ? null
          : identificar(db, limiter, nexo, body.codigo ?? '', at).then(async (cliente) => {
              const [canjeToken, ofertas] = await Promise.all([
                // Signed with `db`, not the transaction: the secret is cached per handle.
                firmarCanjeToken(db, cliente.cliente.id, nexo.negocioId, now),
                ofertasSegunNivel(db, {
                  negocioId: nexo.negocioId,
                  clienteId: cliente.cliente.id,
                  zonaHoraria: nexo.zonaHoraria,
                  ahora: now,
                }),
              ]);
              return { cliente, previo: { canjeToken, ofertas } };
            }),
        programaAlDia(db, nexo.negocioId, nexo.zonaHoraria, now),
      ]);
      return { at, quien, programa };
    },
    (tx, { at, quien, programa }) =>
      recordVisit(tx, nexo, programa, {
        cliente: quien?.cliente ?? null,
        at,
        now,
        clave: body.idempotencyKey,
        previo: quien?.previo,
      }),
  );
}

/** The customer a code names, counting wrong codes against the device (guessing). */
async function identificar(
  db: Db,
  limiter: RateLimiter,
  nexo: NexoContext,
  codigo: string,
  at: Date,
) {
  const fails = `nexo:codigos-fallidos:${nexo.nexoId}`;
  const [max, windowMs] = CODIGOS_FALLIDOS_POR_NEXO;
  // The count and the code are looked up side by side (one wait, not two); a device over the
  // limit is refused whatever its code was, and only a wrong code adds to the count.
  const [fallidos, resuelto] = await Promise.all([
    limiter.peek(fails, windowMs),
    resolverCodigo(db, codigo, at).then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (fallidos >= max) {
    throw new AppError('RATE_LIMITED', {
      message: 'Demasiados códigos no válidos desde este Nexo. Espera unos minutos.',
      retryAfterSeconds: windowMs / 1000,
    });
  }
  if ('error' in resuelto) {
    await limiter.hit(fails, max, windowMs);
    throw resuelto.error;
  }
  return resuelto.ok;
}

/** A customer as a code identifies them; `paso` null for a visit written without a code. */
export interface ClienteDelCodigo {
  cliente: { id: string; nombre: string; fotoId: string | null };
  paso: number | null;
}

/**
 * The visit itself, inside the caller's transaction, for a customer already identified (or an
 * anonymous visit). The device API reaches it through registerVisit(); the demo dataset writes its
 * history through it too, so counters, cards and roll-ups always agree with the visit rows. With
 * `clave`, the answer is stored for retries of that idempotency key. `conOfertas: false` skips
 * working out the promotions to show (the demo history never shows them).
 */
export async function recordVisit(
  tx: Db,
  nexo: NexoContext,
  programa: Programa,
  visit: {
    cliente: ClienteDelCodigo | null;
    at: Date;
    now: Date;
    clave?: string;
    conOfertas?: boolean;
    /**
     * Asked before the transaction (registerVisit): the canje token, and the promotions with the
     * customer's uses, to filter by the level this visit leaves. Without it, both are worked out
     * here, inside the transaction.
     */
    previo?: { canjeToken: string; ofertas: (nivel: number) => PromocionEnMostrador[] };
  },
): Promise<VisitaResultado> {
  const { at, now } = visit;
  const local = partesLocales(at, nexo.zonaHoraria);
  const stored = (respuesta: VisitaResultado) =>
    visit.clave ? { clave: visit.clave, respuesta } : null;
  const base = {
    id: randomUUID(),
    negocioId: nexo.negocioId,
    establecimientoId: nexo.establecimientoId,
    nexoId: nexo.nexoId,
    fecha: at,
    fechaLocal: local.fecha,
    horaLocal: local.hora,
    diaSemana: local.diaSemana,
  };

  if (!visit.cliente) {
    const answer: VisitaResultado = {
      contada: true,
      visitaId: base.id,
      escaneadoEn: at.toISOString(),
      siguienteVisitaDesde: null,
      cliente: null,
      tarjeta: null,
      promociones: [],
      canjeToken: null,
    };
    await writeVisit(tx, {
      visita: { ...base, clienteId: null, tarjetaId: null, codigoPaso: null },
      tarjeta: null,
      cliente: null,
      logros: [],
      temporadaId: temporadaDeLaFecha(programa, local.fecha),
      clienteNuevo: false,
      now,
      solicitud: stored(answer),
    });
    return answer;
  }

  const { cliente, paso } = visit.cliente;
  const quien = { nombre: cliente.nombre, fotoPerfil: fotoUrl(cliente.fotoId) };
  const cooldownMs = nexo.cooldownMinutos * 60 * 1000;
  const estado = await estadoParaVisita(tx, nexo.negocioId, cliente.id, at, cooldownMs);
  const { tarjeta, nueva } = estado;
  // The levels and season as they are inside this transaction (a close may just have run).
  const vigente = { niveles: estado.niveles, temporada: estado.temporada };
  const ofertas = async (nivel: number) =>
    visit.conOfertas === false
      ? []
      : visit.previo
        ? visit.previo.ofertas(nivel)
        : promocionesElegibles(tx, {
            negocioId: nexo.negocioId,
            clienteId: cliente.id,
            nivel,
            zonaHoraria: nexo.zonaHoraria,
            ahora: now,
          });
  const canjeToken =
    visit.previo?.canjeToken ?? (await firmarCanjeToken(tx, cliente.id, nexo.negocioId, now));

  if (estado.cercana) {
    const answer: VisitaResultado = {
      contada: false,
      motivo: 'cooldown',
      visitaId: null,
      escaneadoEn: at.toISOString(),
      siguienteVisitaDesde: new Date(estado.cercana.getTime() + cooldownMs).toISOString(),
      cliente: { ...quien, nivel: tarjeta.nivel },
      tarjeta: {
        ...tarjetaParaMostrar(tarjeta, vigente.niveles),
        nueva: false,
        subioDeNivel: false,
      },
      promociones: await ofertas(tarjeta.nivel),
      canjeToken,
    };
    await writeNoCount(tx, nexo.nexoId, now, stored(answer));
    return answer;
  }

  const plan = planVisita(tarjeta, vigente, local.fecha);
  const semana = indiceSemana(local.fecha);
  const rachaTarjeta = avanzarRacha(
    { semanas: tarjeta.rachaSemanas, ultimaSemana: tarjeta.ultimaSemana },
    semana,
  );
  // What the statistics count (DOMAIN §7): the card's two latest visits and its months with one.
  // A first visit here (a card just made, or one that waited empty) has none before it.
  const recencia = recordarVisita(
    nueva
      ? { ultima: null, penultima: null }
      : { ultima: tarjeta.ultimaVisita, penultima: tarjeta.penultimaVisita },
    at,
  );
  const meses = registrarMes(
    { ultimoMes: tarjeta.ultimoMes, meses: tarjeta.mesesConVisita },
    indiceMes(local.fecha),
  );
  const rachaAntes =
    estado.cliente.ultimaSemana === null
      ? RACHA_VACIA
      : { semanas: estado.cliente.rachaSemanas, ultimaSemana: estado.cliente.ultimaSemana };
  const rachaCliente = avanzarRacha(rachaAntes, semana);
  // `estado.negocios`: the businesses visited before this visit (not a wallet's empty cards).
  const logros = logrosDeVisita(
    {
      visitas: estado.cliente.visitasTotales,
      negocios: estado.negocios,
      racha: rachaAntes.semanas,
      nivel: tarjeta.nivel,
    },
    {
      visitas: estado.cliente.visitasTotales + 1,
      negocios: estado.negocios + (nueva ? 1 : 0),
      racha: rachaCliente.semanas,
      nivel: plan.nivel,
    },
    nexo.negocioId,
  );
  const answer: VisitaResultado = {
    contada: true,
    visitaId: base.id,
    escaneadoEn: at.toISOString(),
    siguienteVisitaDesde: null,
    cliente: { ...quien, nivel: plan.nivel },
    tarjeta: {
      ...tarjetaParaMostrar(plan, vigente.niveles),
      nueva,
      subioDeNivel: plan.subioDeNivel,
    },
    promociones: await ofertas(plan.nivel),
    canjeToken,
  };
  try {
    await writeVisit(tx, {
      visita: { ...base, clienteId: cliente.id, tarjetaId: tarjeta.id, codigoPaso: paso },
      tarjeta: {
        nivel: plan.nivel,
        enTemporada: plan.temporadaId !== null,
        subio: plan.subioDeNivel,
        racha: rachaTarjeta,
        penultimaVisita: recencia.penultima,
        meses,
      },
      cliente: { racha: rachaCliente },
      logros,
      temporadaId: plan.temporadaId,
      clienteNuevo: nueva,
      now,
      solicitud: stored(answer),
    });
  } catch (err) {
    // The same code already counted somewhere (one code counts once): the transaction is void.
    for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      if (e.code === '23505') throw new AppError('CODIGO_CLIENTE_USADO');
    throw err;
  }
  return answer;
}
