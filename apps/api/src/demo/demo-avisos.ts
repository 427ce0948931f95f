import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  AUTOMATIZACIONES,
  dentroDeLimites,
  diasDeAusencia,
  enGrupoControl,
  estadoHorario,
  fechaLocal,
  fueraDeSilencio,
  instanteLocal,
  origenAutomatizacion,
  origenCampana,
  rellenarTexto,
  sumarDias,
  type CanalMensaje,
  type SegmentoCampana,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import { queryRows, type Db } from '../db/client.ts';
import { automatizaciones, campanas, mensajes, promociones, visitas } from '../db/schema/index.ts';
import type { EstadoMensaje } from '../db/schema/mensajes.ts';
import { newPublicId } from '../lib/ids.ts';
import { programaDe } from '../modules/lealtad/lealtad.service.ts';
import type { Decision } from '../modules/mensajes/mensajes.repository.ts';
import { recordVisita } from '../modules/visitas/visitas.service.ts';
import { DEMO_CLIENTES, DEMO_NEGOCIOS } from './demo-data.ts';
import { lugar } from './demo-alertas.ts';
import { momentoDelDia, rng } from './demo-visitas.ts';

// The demo's Avisos (issue 28 part E): each business's automations on for the last five weeks, the
// messages they decided day by day as the scheduler would have — from the visits as they stood each
// morning, with consent, the caps, once per period and the stable 10 % control group — one campaign
// sent about 18 days ago and one scheduled, so Avisos and Estadísticas → Campañas are alive on
// first start. The seeded history does not know about messages, so a modest share of the messaged
// customers come back once within a few days (a few of the control group too, as people do),
// written through the visit service; the difference the screen shows is then computed from the
// visits, never stored.
// Its own seeded sequence: the rest of the dataset's numbers must not shift.

const DIA_MS = 86_400_000;
const MIN = 60_000;

/** The automations are on since this many days ago (the history is decided from then on). */
export const AVISOS_ACTIVOS_HACE_DIAS = 35;
/** The campaign that went, this many days ago; the scheduled one goes this many days ahead. */
const CAMPANA_HACE_DIAS = 18;
const CAMPANA_EN_DIAS = 3;
/** Shares of cards with a first visit that said yes, and no, to the business's messages. */
const CON_AVISOS = 0.7;
const SIN_AVISOS = 0.1;
/**
 * Who comes back once in the next days: some do anyway, message or not (both groups alike); the
 * message brings part of the rest (the messaged only). The screen's difference is what is left.
 */
const REGRESO_NATURAL = 0.08;
const REGRESO_POR_MENSAJE = 0.24;

/** Who answered what on the demo logins' cards (the rest as drawn): a mix, and one never asked. */
const CONSENTIMIENTO_DEMO: Record<string, Record<string, boolean | null>> = {
  'ana@demo.tarjeto.mx': { cuichi: true, cafe: true, perlita: null },
  'beto@demo.tarjeto.mx': { shugu: true, obregon: null },
};

/** One business's own words: a text of its own, and its two campaigns. */
const TEXTOS: Record<string, { campana: string; programada: string }> = {
  cuichi: {
    campana: '¡{nombre}, este fin de semana la orden de cabeza va por nuestra cuenta en {negocio}!',
    programada: '{nombre}, el sábado hay noche de salsas de molcajete en {negocio}. ¡Te esperamos!',
  },
  obregon: {
    campana:
      '¡{nombre}, este fin de semana tu carne asada trae tortillas sobaqueras de más en {negocio}!',
    programada: '{nombre}, este domingo el mezquite se prende temprano en {negocio}: ¡ven a comer!',
  },
  shugu: {
    campana: '¡{nombre}, este fin de semana tu segundo rollo va a mitad de precio en {negocio}!',
    programada: '{nombre}, llegó atún fresco de Mazatlán: pruébalo esta semana en {negocio}.',
  },
  perlita: {
    campana: '¡{nombre}, este fin de semana tu aguachile trae tostadas de cortesía en {negocio}!',
    programada: '{nombre}, hay camarón de altamar recién llegado en {negocio}. ¡Te esperamos!',
  },
  cafe: {
    campana: '¡{nombre}, este fin de semana el café de olla va por nuestra cuenta!',
    programada: '{nombre}, el sábado hay conchas de nata recién horneadas en {negocio}.',
  },
};
/** Tacos Cuichi rewrote its 'Te extrañamos' (the others keep the default texts). */
const TEXTO_PROPIO: { slug: string; tipo: TipoAutomatizacion; texto: string } = {
  slug: 'cuichi',
  tipo: 'te_extranamos',
  texto: '¡{nombre}, el trompo te extraña! Vuelve a {negocio} esta semana y pide {promocion}.',
};
/** The scheduled campaign of this business goes to its upper levels only. */
const PROGRAMADA_POR_NIVEL: Record<string, SegmentoCampana> = { shugu: { niveles: [2, 3, 4] } };

/** A decision as the sender would have left it: sent, failed or kept in the control group. */
interface Decidido extends Decision {
  estado: EstadoMensaje;
  canal: CanalMensaje | null;
  intentos: number;
  error: string | null;
  enviadoAt: Date | null;
  entregadoAt: Date | null;
  createdAt: Date;
}

const nombrePila = (nombre: string) => nombre.trim().split(/\s+/)[0] ?? '';

/**
 * Consent, automations, a month of decided messages and two campaigns for every demo business, as
 * of `now`, with the visits the messages brought. `atiende` says who served at a business's Nexo
 * at a moment (demo-equipo.ts). Returns the visits it wrote and what it decided.
 */
export async function avisosDemo(
  tx: Db,
  now: Date,
  atiende: (negocio: number, at: Date) => string | null = () => null,
) {
  const random = rng(20261128);
  const lugares = await Promise.all(
    DEMO_NEGOCIOS.map(async (n) => ({ ...(await lugar(tx, n.slug)), n })),
  );
  const indiceDe = new Map(lugares.map((l, i) => [l.negocioId, i]));

  // ── Consent: asked when the card was made, answered a few minutes after the first visit ──────
  // (An answer already given — Tacos Cuichi's lapsed customers, demo-perdidos.ts — is kept, with
  // no draw, so everyone else's answers stay as drawn.)
  const tarjetasRows = await queryRows<{
    id: string;
    negocio_id: string;
    cliente_id: string;
    nombre: string;
    foto_id: string | null;
    email: string;
    primera: Date | string;
    avisos: boolean;
    avisos_at: Date | string | null;
  }>(
    tx,
    sql`select t.id, t.negocio_id, t.cliente_id, c.nombre, c.foto_id, u.email, t.primera_visita primera,
               t.avisos, t.avisos_at
        from tarjetas t join clientes c on c.id = t.cliente_id join usuarios u on u.id = c.usuario_id
        join negocios n on n.id = t.negocio_id
        where t.primera_visita is not null order by n.slug, u.email`,
  );
  interface Tarjeta {
    clienteId: string;
    nombre: string;
    fotoId: string | null;
    primera: Date;
    avisos: boolean;
    avisosAt: Date | null;
    /** One of the demo logins: their visits stay as the history drew them. */
    demo: boolean;
  }
  const tarjetasDe = new Map<string, Tarjeta[]>();
  const respuestas: Array<{ id: string; avisos: boolean; at: Date | null }> = [];
  for (const t of tarjetasRows) {
    const primera = new Date(t.primera);
    const lista = tarjetasDe.get(t.negocio_id) ?? [];
    tarjetasDe.set(t.negocio_id, lista);
    const demo = DEMO_CLIENTES.some((c) => c.email === t.email);
    if (t.avisos_at !== null) {
      lista.push({
        clienteId: t.cliente_id,
        nombre: t.nombre,
        fotoId: t.foto_id,
        primera,
        avisos: t.avisos,
        avisosAt: new Date(t.avisos_at),
        demo,
      });
      continue;
    }
    const r = random();
    const minutos = 2 + Math.floor(random() * 25);
    const slug = DEMO_NEGOCIOS[indiceDe.get(t.negocio_id)!]!.slug;
    const fijo = CONSENTIMIENTO_DEMO[t.email]?.[slug];
    const respuesta =
      fijo !== undefined
        ? fijo
        : r < CON_AVISOS
          ? true
          : r < CON_AVISOS + SIN_AVISOS
            ? false
            : null;
    const at = respuesta === null ? null : new Date(primera.getTime() + minutos * MIN);
    if (respuesta !== null) respuestas.push({ id: t.id, avisos: respuesta, at });
    lista.push({
      clienteId: t.cliente_id,
      nombre: t.nombre,
      fotoId: t.foto_id,
      primera,
      avisos: respuesta === true,
      avisosAt: at,
      demo,
    });
  }
  if (respuestas.length)
    await tx.execute(sql`
      update tarjetas set avisos = v.avisos, avisos_at = v.at
      from (values ${sql.join(
        respuestas.map(
          (r) => sql`(${r.id}::uuid, ${r.avisos}::boolean, ${r.at!.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}) as v(id, avisos, at)
      where tarjetas.id = v.id`);

  // ── Automations: on since five weeks ago; Tu temporada termina left off ──────────────────────
  const activaDesde = new Date(now.getTime() - AVISOS_ACTIVOS_HACE_DIAS * DIA_MS);
  const autos = new Map<
    string,
    Map<TipoAutomatizacion, { texto: string; promocion: { id: string; titulo: string } | null }>
  >();
  const filasAuto = [];
  for (const l of lugares) {
    const [promo] = await tx
      .select({ id: promociones.id, titulo: promociones.titulo })
      .from(promociones)
      .where(
        and(
          eq(promociones.negocioId, l.negocioId),
          eq(promociones.status, true),
          isNull(promociones.eliminadaAt),
        ),
      )
      .orderBy(asc(promociones.createdAt))
      .limit(1);
    const delNegocio = new Map<
      TipoAutomatizacion,
      { texto: string; promocion: { id: string; titulo: string } | null }
    >();
    for (const tipo of Object.keys(AUTOMATIZACIONES) as TipoAutomatizacion[]) {
      const activa = tipo !== 'temporada_termina';
      const propio = TEXTO_PROPIO.slug === l.n.slug && TEXTO_PROPIO.tipo === tipo;
      const promocion = tipo === 'te_extranamos' ? (promo ?? null) : null;
      filasAuto.push({
        negocioId: l.negocioId,
        tipo,
        activa,
        texto: propio ? TEXTO_PROPIO.texto : null,
        promocionId: promocion?.id ?? null,
        activaDesde: activa ? activaDesde : null,
        updatedAt: propio ? new Date(activaDesde.getTime() + DIA_MS) : activaDesde,
      });
      delNegocio.set(tipo, {
        texto: propio ? TEXTO_PROPIO.texto : AUTOMATIZACIONES[tipo].textoPredeterminado,
        promocion,
      });
    }
    autos.set(l.negocioId, delNegocio);
  }
  await tx.insert(automatizaciones).values(filasAuto);

  // ── The visits as they stood, customer by customer, oldest first ─────────────────────────────
  const visitasDe = new Map<string, number[]>();
  const clave2 = (negocioId: string, clienteId: string) => `${negocioId}:${clienteId}`;
  for (const v of await queryRows<{ negocio_id: string; cliente_id: string; ms: number }>(
    tx,
    sql`select negocio_id, cliente_id, (extract(epoch from fecha) * 1000)::float8 ms
        from visitas where cliente_id is not null order by fecha`,
  )) {
    const k = clave2(v.negocio_id, v.cliente_id);
    const l = visitasDe.get(k) ?? [];
    l.push(Number(v.ms));
    visitasDe.set(k, l);
  }
  const antesDe = (negocioId: string, clienteId: string, t: number) =>
    (visitasDe.get(clave2(negocioId, clienteId)) ?? []).filter((x) => x <= t);

  // ── Campaigns ───────────────────────────────────────────────────────────────────────────────
  const campanasPasadas = new Map<string, { id: string; texto: string; at: Date }>();
  for (const l of lugares) {
    const zona = l.n.zonaHoraria;
    const dia = sumarDias(fechaLocal(now, zona), -CAMPANA_HACE_DIAS);
    const at = new Date(instanteLocal(dia, '12:30', zona));
    const texto = TEXTOS[l.n.slug]!.campana;
    const [c] = await tx
      .insert(campanas)
      .values({
        publicId: newPublicId('CAM'),
        negocioId: l.negocioId,
        texto,
        segmento: {},
        programadaPara: at,
        repartidaAt: at,
        createdAt: new Date(instanteLocal(sumarDias(dia, -1), '20:15', zona)),
      })
      .returning({ id: campanas.id });
    campanasPasadas.set(l.negocioId, { id: c!.id, texto, at });
    const programada = new Date(
      instanteLocal(sumarDias(fechaLocal(now, zona), CAMPANA_EN_DIAS), '12:00', zona),
    );
    await tx.insert(campanas).values({
      publicId: newPublicId('CAM'),
      negocioId: l.negocioId,
      texto: TEXTOS[l.n.slug]!.programada,
      segmento: PROGRAMADA_POR_NIVEL[l.n.slug] ?? {},
      programadaPara: programada,
      createdAt: new Date(Math.min(now.getTime() - 2 * 3600_000, programada.getTime())),
    });
  }

  // ── A month of decisions, day by day ────────────────────────────────────────────────────────
  const decididos: Decidido[] = [];
  const claves = new Set<string>();
  /** Each customer's messages the caps count (every group; not failed ones). */
  const cuentan = new Map<string, Array<{ negocioId: string; en: Date }>>();
  const regresos: Array<{ negocio: number; clienteId: string; at: Date }> = [];

  const decidir = (
    l: (typeof lugares)[number],
    t: Tarjeta,
    o: {
      origen: TipoAutomatizacion | 'campana';
      campanaId: string | null;
      periodo: string;
      plantilla: string;
      promocion: { id: string; titulo: string } | null;
      ahora: Date;
    },
  ) => {
    const clave =
      o.origen === 'campana'
        ? `campana:${o.campanaId}:${t.clienteId}`
        : `auto:${l.negocioId}:${o.origen}:${o.periodo}:${t.clienteId}`;
    if (claves.has(clave)) return;
    const enviarDesde = fueraDeSilencio(o.ahora, l.n.zonaHoraria);
    const recientes = cuentan.get(t.clienteId) ?? [];
    if (!dentroDeLimites(recientes, l.negocioId, enviarDesde)) return;
    const control = enGrupoControl(
      o.origen === 'campana'
        ? origenCampana(o.campanaId!)
        : origenAutomatizacion(l.negocioId, o.origen),
      t.clienteId,
    );
    const texto = rellenarTexto(o.plantilla, {
      nombre: nombrePila(t.nombre),
      negocio: l.nombre,
      ...(o.promocion ? { promocion: o.promocion.titulo } : {}),
    });
    const r = random();
    const fallido = !control && r < 0.03;
    const canal: CanalMensaje = r < 0.75 ? 'correo' : 'push';
    const estado: EstadoMensaje = control ? 'control' : fallido ? 'fallido' : 'enviado';
    const entregado = estado === 'enviado' && canal === 'push' && random() < 0.6;
    decididos.push({
      negocioId: l.negocioId,
      clienteId: t.clienteId,
      origen: o.origen,
      campanaId: o.campanaId,
      clave,
      control,
      texto,
      promocionId: o.promocion?.id ?? null,
      enviarDesde,
      estado,
      canal: control ? null : fallido ? 'correo' : canal,
      intentos: control ? 0 : fallido ? 5 : 1,
      error: fallido ? '452 4.2.2 Buzón lleno' : null,
      enviadoAt: estado === 'enviado' ? enviarDesde : null,
      entregadoAt: entregado
        ? new Date(enviarDesde.getTime() + (1 + Math.floor(random() * 40)) * MIN)
        : null,
      createdAt: o.ahora,
    });
    claves.add(clave);
    if (!fallido)
      cuentan.set(t.clienteId, [...recientes, { negocioId: l.negocioId, en: enviarDesde }]);
    // Some come back within the next days anyway; the message brings part of the rest.
    if ((o.origen === 'te_extranamos' || o.origen === 'campana') && !t.demo) {
      const natural = random() < REGRESO_NATURAL;
      const porElMensaje = estado === 'enviado' && random() < REGRESO_POR_MENSAJE;
      if (natural || porElMensaje) {
        const at = regreso(l.n, enviarDesde, now, 1 + Math.floor(random() * 6), random());
        const ya = visitasDe.get(clave2(l.negocioId, t.clienteId)) ?? [];
        if (at && ya.every((x) => Math.abs(x - at.getTime()) > 5 * 3600_000)) {
          ya.push(at.getTime());
          ya.sort((a, b) => a - b);
          visitasDe.set(clave2(l.negocioId, t.clienteId), ya);
          regresos.push({ negocio: indiceDe.get(l.negocioId)!, clienteId: t.clienteId, at });
        }
      }
    }
  };

  for (let d = AVISOS_ACTIVOS_HACE_DIAS; d >= 0; d--) {
    for (const l of lugares) {
      const zona = l.n.zonaHoraria;
      const dia = sumarDias(fechaLocal(now, zona), -d);
      const ahora = new Date(instanteLocal(dia, '11:00', zona));
      if (ahora < activaDesde || ahora > now) continue;
      const tarjetas = (tarjetasDe.get(l.negocioId) ?? []).filter(
        (t) => t.avisos && t.avisosAt! <= ahora,
      );
      const a = autos.get(l.negocioId)!;
      const t0 = ahora.getTime();
      // The scheduler's order: by type, then by customer.
      const desde = Math.max(activaDesde.getTime(), t0 - 2 * DIA_MS);
      const bienvenida = a.get('bienvenida')!;
      for (const t of tarjetas)
        if (t.primera.getTime() > desde && t.primera.getTime() <= t0)
          decidir(l, t, {
            origen: 'bienvenida',
            campanaId: null,
            periodo: 'siempre',
            plantilla: bienvenida.texto,
            promocion: null,
            ahora,
          });
      const extranamos = a.get('te_extranamos')!;
      for (const t of tarjetas) {
        const previas = antesDe(l.negocioId, t.clienteId, t0);
        const ultima = previas.at(-1);
        if (ultima === undefined) continue;
        if (ultima >= t0 - 14 * DIA_MS || ultima <= t0 - 180 * DIA_MS) continue;
        const dias = diasDeAusencia(previas.slice(-12).map((x) => new Date(x)));
        if (t0 - ultima < dias * DIA_MS) continue;
        decidir(l, t, {
          origen: 'te_extranamos',
          campanaId: null,
          periodo: new Date(ultima).toISOString(),
          plantilla: extranamos.texto,
          promocion: extranamos.promocion,
          ahora,
        });
      }
      // The campaign of the day, when its time came: its whole audience then, one by one.
      const c = campanasPasadas.get(l.negocioId)!;
      if (fechaLocal(c.at, zona) === dia) {
        const audiencia = (tarjetasDe.get(l.negocioId) ?? []).filter(
          (t) => t.avisos && t.avisosAt! <= c.at && t.primera <= c.at,
        );
        for (const t of audiencia)
          decidir(l, t, {
            origen: 'campana',
            campanaId: c.id,
            periodo: 'campana',
            plantilla: c.texto,
            promocion: null,
            ahora: c.at,
          });
      }
    }
  }

  for (let i = 0; i < decididos.length; i += 400)
    await tx
      .insert(mensajes)
      .values(decididos.slice(i, i + 400).map((m) => ({ ...m, siguienteAt: m.enviarDesde })));

  // ── The returns, through the visit service, oldest first ────────────────────────────────────
  regresos.sort((a, b) => a.at.getTime() - b.at.getTime());
  const programas = new Map<number, Awaited<ReturnType<typeof programaDe>>>();
  const escritas: string[] = [];
  for (const r of regresos) {
    const l = lugares[r.negocio]!;
    const programa = programas.get(r.negocio) ?? (await programaDe(tx, l.negocioId));
    programas.set(r.negocio, programa);
    const t = tarjetasDe.get(l.negocioId)!.find((x) => x.clienteId === r.clienteId)!;
    const res = await recordVisita(
      tx,
      {
        nexoId: l.nexoId,
        negocioId: l.negocioId,
        establecimientoId: l.establecimientoId,
        zonaHoraria: l.n.zonaHoraria,
        cooldownMinutos: 240,
        miembroId: atiende(r.negocio, r.at),
      },
      programa,
      {
        cliente: { cliente: { id: t.clienteId, nombre: t.nombre, fotoId: t.fotoId }, paso: null },
        at: r.at,
        now: r.at,
        conOfertas: false,
      },
    );
    if (res.contada) escritas.push(res.visitaId!);
  }
  if (escritas.length)
    await tx.execute(
      sql`update ${visitas} set recibida_at = fecha where id in (${sql.join(
        escritas.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );

  return {
    visitas: escritas.length,
    mensajes: decididos.length,
    porNegocio: lugares.map((l) => {
      const de = decididos.filter((m) => m.negocioId === l.negocioId);
      const cuenta = (origen: string, control: boolean) =>
        de.filter((m) => m.origen === origen && m.control === control).length;
      return {
        slug: l.n.slug,
        conAvisos: (tarjetasDe.get(l.negocioId) ?? []).filter((t) => t.avisos).length,
        tarjetas: (tarjetasDe.get(l.negocioId) ?? []).length,
        bienvenida: [cuenta('bienvenida', false), cuenta('bienvenida', true)],
        teExtranamos: [cuenta('te_extranamos', false), cuenta('te_extranamos', true)],
        campana: [cuenta('campana', false), cuenta('campana', true)],
        regresos: regresos.filter((r) => lugares[r.negocio] === l).length,
      };
    }),
  };
}

/**
 * A moment `dias` days after `desde` within the business's opening hours on its own clock
 * (`fraccion` of the way through that day's hours; a closed day gives way to the next open one),
 * within 6 days of `desde` and before `now`; null when there is none.
 */
function regreso(
  n: (typeof DEMO_NEGOCIOS)[number],
  desde: Date,
  now: Date,
  dias: number,
  fraccion: number,
) {
  for (let k = dias; k <= 6; k++) {
    const at = momentoDelDia(n, sumarDias(fechaLocal(desde, n.zonaHoraria), k), fraccion);
    if (!at) continue;
    const t = at.getTime();
    if (t > desde.getTime() + 6 * DIA_MS || t >= now.getTime()) return null;
    if (estadoHorario(n.horario, at, n.zonaHoraria).abierto) return at;
  }
  return null;
}
