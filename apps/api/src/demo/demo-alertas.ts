import { and, asc, desc, eq, isNull, lte, notExists, notInArray, notLike, sql } from 'drizzle-orm';
import { DEFAULT_ZONA_HORARIA, fechaLocal, pasoDe, sumarDias } from '@tarjeto/shared';
import { queryRows, type Db } from '../db/client.ts';
import {
  canjes,
  clientes,
  codigosUsados,
  usuarios,
  establecimientos,
  miembros,
  negocios,
  nexos,
  promociones,
  tarjetas,
  visitas,
} from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { dbRateLimiter } from '../lib/rate-limiter.ts';
import { registrarActividad } from '../modules/actividad/actividad.repository.ts';
import { vigilarCodigoFallido } from '../modules/alertas/alertas.service.ts';
import { lunesDe } from '../modules/alertas/reglas.ts';
import { evaluarAlertas } from '../modules/alertas/revision.service.ts';
import { programaDe } from '../modules/lealtad/lealtad.service.ts';
import { revokeNexoOfEstablecimiento } from '../modules/nexo/nexo.repository.ts';
import { pairNexo } from '../modules/nexo/nexo.service.ts';
import { recordCanje, viewPromocionAsCliente } from '../modules/promociones/canjes.service.ts';
import { recordVisita, type NexoContext } from '../modules/visitas/visitas.service.ts';
import { aLas, IP_LOCAL_DEMO } from './demo-actividad.ts';
import { DEMO_CLIENTES, DEMO_NEGOCIOS } from './demo-data.ts';
import { EMAILS_PERDIDOS } from './demo-perdidos.ts';

// The demo's Alertas (issue 25 part C): one believable case of each rule, planted in the last
// days of the history, and raised by the rules themselves — the scheduler's evaluation run at the
// tick after each case, the wrong-code counter fed code by code — so a newcomer sees in Actividad
// (filter 'Alertas') what each looks like:
// - Café Lupita: its morning cashier credits one customer 7 times in one week (the team comes
//   from demo-equipo.ts; without a cashier there the case is skipped);
// - La Perlita: three walk-ins registered after closing one evening;
// - Obregón: 17 anonymous visits in 7 minutes from its counter;
// - Shūgu: 9 visits of the day arriving together just before closing, backdated;
// - Tacos Cuichi: a canje the evening cashier registered for a customer nobody scanned, and, one
//   night, a run of 10 wrong codes at its Nexo;
// - Café Lupita Roma: a Nexo paired three times in one afternoon, and unpaired each time (the
//   branch still has none, as the README says).
// No random draw: the rest of the dataset comes from one seeded sequence this must not shift.

const MIN = 60_000;
/** 'Today' of the whole case list: Mexico City's date (each case's times are on its own clock). */
const ZONA = DEFAULT_ZONA_HORARIA;

/** How many pairings the Roma case adds to the dataset's one per business. */
export const PAREOS_DEMO_ALERTAS = 3;

interface Lugar {
  negocioId: string;
  establecimientoId: string;
  nexoId: string;
  nombre: string;
  horario: Array<{ dia: number; apertura: string; cierre: string }>;
  zonaHoraria: string;
}

/** A demo business by slug, with its main establishment and that one's live Nexo. */
export async function lugar(tx: Db, slug: string): Promise<Lugar> {
  const [row] = await tx
    .select({
      negocioId: negocios.id,
      establecimientoId: establecimientos.id,
      nexoId: nexos.id,
      nombre: negocios.nombreComercial,
      horario: negocios.horarioOperacion,
      zonaHoraria: negocios.zonaHoraria,
    })
    .from(negocios)
    .innerJoin(
      establecimientos,
      and(eq(establecimientos.negocioId, negocios.id), eq(establecimientos.principal, true)),
    )
    .innerJoin(
      nexos,
      and(eq(nexos.establecimientoId, establecimientos.id), isNull(nexos.revocadoAt)),
    )
    .where(eq(negocios.slug, slug));
  return row!;
}

const negocioDe = (l: Lugar) => ({
  id: l.negocioId,
  zonaHoraria: l.zonaHoraria,
  horario: l.horario,
});

const contexto = (l: Lugar, miembroId: string | null = null): NexoContext => ({
  nexoId: l.nexoId,
  negocioId: l.negocioId,
  establecimientoId: l.establecimientoId,
  zonaHoraria: l.zonaHoraria,
  cooldownMinutos: 240,
  miembroId,
});

/** A visit through the visit service, arriving `recibida` (when it was scanned unless said). */
async function visitaDemo(
  tx: Db,
  l: Lugar,
  at: Date,
  o: {
    cliente?: { id: string; nombre: string; fotoId: string | null };
    miembroId?: string | null;
    recibida?: Date;
  } = {},
) {
  const programa = await programaDe(tx, l.negocioId);
  const r = await recordVisita(tx, contexto(l, o.miembroId ?? null), programa, {
    cliente: o.cliente ? { cliente: o.cliente, paso: null } : null,
    at,
    now: at,
    conOfertas: false,
  });
  if (!r.contada) return 0;
  await tx
    .update(visitas)
    .set({ recibidaAt: o.recibida ?? at })
    .where(eq(visitas.id, r.visitaId!));
  return 1;
}

/** A day from `desde` days ago back, the first whose weekday (0 Sunday) `sirve` takes. */
function diaQue(hoy: string, desde: number, sirve: (diaSemana: number) => boolean) {
  for (let d = desde; ; d++) {
    const dia = sumarDias(hoy, -d);
    if (sirve(new Date(`${dia}T12:00:00Z`).getUTCDay())) return dia;
  }
}

/** The first active person of a business with this role, oldest first; null without one. */
async function personaCon(tx: Db, negocioId: string, rol: 'cajero' | 'encargado') {
  const [m] = await tx
    .select({ id: miembros.id })
    .from(miembros)
    .where(and(eq(miembros.negocioId, negocioId), eq(miembros.rol, rol), isNull(miembros.bajaAt)))
    .orderBy(asc(miembros.creadoAt), asc(miembros.nombre))
    .limit(1);
  return m?.id ?? null;
}

/** Who was serving at a Nexo at `at`: the person of its latest visit before then. */
async function quienAtendia(tx: Db, nexoId: string, at: Date) {
  const [v] = await tx
    .select({ miembroId: visitas.miembroId })
    .from(visitas)
    .where(and(eq(visitas.nexoId, nexoId), lte(visitas.fecha, at)))
    .orderBy(desc(visitas.fecha))
    .limit(1);
  return v?.miembroId ?? null;
}

/**
 * Plants the cases and raises their alerts, as of `now`. Returns the visits and canjes it wrote,
 * which the dataset's totals include.
 */
export async function alertasDemo(tx: Db, now: Date) {
  const hoy = fechaLocal(now, ZONA);
  let visitasHechas = 0;
  let canjesHechos = 0;

  // The history was written in one go, so every visit "arrived" when loading began; it was a live
  // scan at its own time. And the seed writes only a canje, not the scan before it at the kiosk
  // (a visit, or a code judged for a cooldown): each one's judged code is recorded a minute
  // before it, so the rules see the counter as it was.
  await tx.execute(sql`update ${visitas} set recibida_at = fecha where recibida_at <> fecha`);
  const sinEscaneo = await queryRows<{ cliente_id: string; negocio_id: string; fecha: string }>(
    tx,
    sql`select c.cliente_id, c.negocio_id, c.fecha::text fecha from ${canjes} c
        where c.cliente_id is not null
          and not exists (select 1 from ${visitas} v where v.cliente_id = c.cliente_id
                            and v.negocio_id = c.negocio_id
                            and v.fecha between c.fecha - interval '10 minutes' and c.fecha)`,
  );
  for (const c of sinEscaneo) {
    const at = new Date(new Date(c.fecha).getTime() - MIN);
    // The step of its moment, or one before when two canjes of the customer share it (the seed
    // dates a few at the same minute at two businesses).
    for (let antes = 0; antes < 10; antes++) {
      const [hecho] = await tx
        .insert(codigosUsados)
        .values({
          clienteId: c.cliente_id,
          paso: pasoDe(at.getTime()) - antes,
          negocioId: c.negocio_id,
          usadoAt: at,
        })
        .onConflictDoNothing()
        .returning({ paso: codigosUsados.paso });
      if (hecho) break;
    }
  }

  // Café Lupita: the morning cashier and a friend — someone with no card there yet, not one of
  // the demo logins nor of Cuichi's lapsed customers — every morning of last week, twice some days.
  const cafe = await lugar(tx, 'cafe');
  const cajero = await personaCon(tx, cafe.negocioId, 'cajero');
  if (cajero) {
    const [amigo] = await tx
      .select({ id: clientes.id, nombre: clientes.nombre, fotoId: clientes.fotoId })
      .from(clientes)
      .innerJoin(usuarios, eq(usuarios.id, clientes.usuarioId))
      .where(
        and(
          notInArray(
            usuarios.email,
            DEMO_CLIENTES.map((c) => c.email),
          ),
          notLike(usuarios.email, EMAILS_PERDIDOS),
          notExists(
            tx
              .select({ id: tarjetas.id })
              .from(tarjetas)
              .where(
                and(eq(tarjetas.clienteId, clientes.id), eq(tarjetas.negocioId, cafe.negocioId)),
              ),
          ),
        ),
      )
      // From the end of the alphabet: Cuichi's case below takes a regular from its start.
      .orderBy(desc(clientes.nombre))
      .limit(1);
    const lunes = sumarDias(lunesDe(hoy), -7);
    const mananas: Array<[number, number, number]> = [
      [0, 7, 40],
      [1, 7, 35],
      [2, 7, 50],
      [2, 12, 10],
      [3, 8, 5],
      [4, 7, 45],
      [4, 12, 30],
    ];
    for (const [d, h, m] of mananas)
      visitasHechas += await visitaDemo(
        tx,
        cafe,
        aLas(sumarDias(lunes, d), h, m, cafe.zonaHoraria),
        {
          cliente: amigo!,
          miembroId: cajero,
        },
      );
    await evaluarAlertas(tx, negocioDe(cafe), aLas(sumarDias(lunes, 4), 12, 35, cafe.zonaHoraria));
  }
  // Otherwise demo-equipo.ts made no cashier at Café Lupita: there is nobody to flag.

  // La Perlita (10:00–18:00, closed on Tuesdays): walk-ins registered well after closing.
  const perlita = await lugar(tx, 'perlita');
  const noche = diaQue(hoy, 3, (d) => d !== 2);
  for (const [h, m] of [
    [19, 40],
    [19, 58],
    [20, 25],
  ] as const)
    visitasHechas += await visitaDemo(tx, perlita, aLas(noche, h, m, perlita.zonaHoraria));
  await evaluarAlertas(tx, negocioDe(perlita), aLas(noche, 21, 0, perlita.zonaHoraria));

  // Obregón (13:00–23:00): 17 anonymous visits in under 7 minutes one afternoon.
  const obregon = await lugar(tx, 'obregon');
  const tarde = sumarDias(hoy, -4);
  for (let k = 0; k < 17; k++)
    visitasHechas += await visitaDemo(
      tx,
      obregon,
      new Date(aLas(tarde, 17, 10, obregon.zonaHoraria).getTime() + k * 25_000),
    );
  await evaluarAlertas(tx, negocioDe(obregon), aLas(tarde, 17, 20, obregon.zonaHoraria));

  // Shūgu (13:00–22:00, closed on Mondays): the day's visits arrive together before closing.
  const shugu = await lugar(tx, 'shugu');
  const diaShugu = diaQue(hoy, 2, (d) => d !== 1);
  const llegada = aLas(diaShugu, 21, 35, shugu.zonaHoraria);
  for (const [k, [h, m]] of (
    [
      [14, 5],
      [14, 50],
      [15, 30],
      [16, 10],
      [17, 0],
      [17, 45],
      [18, 20],
      [19, 35],
      [20, 50],
    ] as const
  ).entries())
    visitasHechas += await visitaDemo(tx, shugu, aLas(diaShugu, h, m, shugu.zonaHoraria), {
      recibida: new Date(llegada.getTime() + k * 15_000),
    });
  await evaluarAlertas(tx, negocioDe(shugu), aLas(diaShugu, 21, 40, shugu.zonaHoraria));

  // Tacos Cuichi (18:00–02:00, closed on Mondays): the evening cashier redeems an offer for a
  // regular (not one of its lapsed customers) nobody scanned, on the latest of his evenings
  // (Wednesday to Saturday).
  const cuichi = await lugar(tx, 'cuichi');
  const tardeCuichi = diaQue(hoy, 1, (d) => d >= 3);
  const enCanje = aLas(tardeCuichi, 20, 40, cuichi.zonaHoraria);
  const cajeroCuichi = await personaCon(tx, cuichi.negocioId, 'cajero');
  const [regular] = await queryRows<{ id: string }>(
    tx,
    sql`select t.cliente_id id from ${tarjetas} t join ${clientes} c on c.id = t.cliente_id
        join ${usuarios} u on u.id = c.usuario_id
        where t.negocio_id = ${cuichi.negocioId} and t.ultima_visita is not null
          and u.email not like ${EMAILS_PERDIDOS}
          and not exists (select 1 from ${visitas} v where v.cliente_id = t.cliente_id
                            and v.negocio_id = t.negocio_id
                            and v.fecha between ${enCanje.toISOString()}::timestamptz - interval '1 hour'
                                            and ${enCanje.toISOString()}::timestamptz)
        order by c.nombre limit 1`,
  );
  const ofertas = await tx
    .select({ publicId: promociones.publicId })
    .from(promociones)
    .where(and(eq(promociones.negocioId, cuichi.negocioId), eq(promociones.status, true)))
    .orderBy(asc(promociones.createdAt));
  for (const o of regular ? ofertas : []) {
    // The regular opened the offer in the app before asking for it.
    await viewPromocionAsCliente(tx, regular!, o.publicId, new Date(enCanje.getTime() - 60_000));
    try {
      await recordCanje(
        tx,
        {
          negocioId: cuichi.negocioId,
          zonaHoraria: cuichi.zonaHoraria,
          establecimientoId: cuichi.establecimientoId,
          nexoId: cuichi.nexoId,
          usuarioId: null,
          miembroId: cajeroCuichi,
        },
        { promocionPublicId: o.publicId, clienteId: regular!.id, now: enCanje },
      );
      canjesHechos++;
      break;
    } catch (err) {
      // Not for them, not then (level, hours, limits, stock): the next offer.
      if (!(err instanceof AppError)) throw err;
    }
  }
  await evaluarAlertas(tx, negocioDe(cuichi), new Date(enCanje.getTime() + 5 * MIN));

  // …and one night, ten wrong codes in four minutes at its Nexo, each counted as the visit
  // service counts it.
  const nocheCuichi = diaQue(hoy, 5, (d) => d !== 1);
  const primerCodigo = aLas(nocheCuichi, 21, 12, cuichi.zonaHoraria);
  const atendia = await quienAtendia(tx, cuichi.nexoId, primerCodigo);
  for (let k = 0; k < 10; k++) {
    const at = new Date(primerCodigo.getTime() + k * 25_000);
    await vigilarCodigoFallido(
      tx,
      dbRateLimiter(tx, () => at),
      {
        nexoId: cuichi.nexoId,
        negocioId: cuichi.negocioId,
        zonaHoraria: cuichi.zonaHoraria,
        miembroId: atendia,
      },
      at,
    );
  }

  // Café Lupita Roma, which has no Nexo: one afternoon a tablet is paired, unpaired, a phone
  // tried, and the tablet again — and unpaired at the end of the day's trial.
  const [roma] = await tx
    .select({ id: establecimientos.id })
    .from(establecimientos)
    .where(
      and(eq(establecimientos.negocioId, cafe.negocioId), eq(establecimientos.principal, false)),
    )
    .orderBy(asc(establecimientos.nombre))
    .limit(1);
  if (roma) {
    const dia = sumarDias(hoy, -5);
    const ip = IP_LOCAL_DEMO(DEMO_NEGOCIOS.findIndex((n) => n.slug === 'cafe'));
    const pareos: Array<[string, [number, number], [number, number]]> = [
      ['Tablet Roma', [16, 0], [16, 20]],
      ['Teléfono de la barra', [16, 25], [16, 50]],
      ['Tablet Roma', [17, 10], [17, 40]],
    ];
    for (const [nombre, [h, m], [hq, mq]] of pareos.slice(0, PAREOS_DEMO_ALERTAS)) {
      await pairNexo(tx, {
        negocioId: cafe.negocioId,
        establecimientoId: roma.id,
        nombre,
        now: aLas(dia, h, m, cafe.zonaHoraria),
      });
      if (h === 17) await evaluarAlertas(tx, negocioDe(cafe), aLas(dia, 17, 15, cafe.zonaHoraria));
      const quitado = aLas(dia, hq, mq, cafe.zonaHoraria);
      const nexoId = await revokeNexoOfEstablecimiento(tx, roma.id, quitado);
      await registrarActividad(
        tx,
        { negocioId: cafe.negocioId },
        { accion: 'nexo.desvinculado', nexoId, ip, en: quitado },
      );
    }
  }

  return { visitas: visitasHechas, canjes: canjesHechos };
}
