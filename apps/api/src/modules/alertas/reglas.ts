import {
  estadoHorario,
  fechaLocal,
  formatoPorZona,
  nombreCorto,
  sumarDias,
  type AccionAlerta,
  type DiaDeHorario,
  type RolEquipo,
} from '@tarjeto/shared';
import { CLIENTE_EN_TEXTO } from '../actividad/actividad.service.ts';

// What looks wrong at the counter (DOMAIN §10, issue 25 part C): each rule, its threshold and its
// one-line description live in REGLAS_ALERTA, and nowhere else. The functions below decide from
// rows already read (no I/O), and write the alert's sentence as the owner reads it in Actividad
// and in the daily digest. A customer is never named in the stored sentence: it holds CLIENTE
// (replaced by their name when the sentence is read), so their name goes when they leave Tarjeto.

const MINUTO = 60 * 1000;
const HORA = 60 * MINUTO;

/** Where a rule is evaluated: the scheduler's tick, or the request that crosses its threshold. */
export type DondeCorre = 'tarea' | 'al_escribir';

export const REGLAS_ALERTA = {
  'alerta.cliente_frecuente': {
    descripcion:
      'La misma persona del equipo registró más de 6 visitas de un mismo cliente en una semana (lunes a domingo, hora del negocio).',
    corre: 'tarea',
    /** More than this many visits of one customer by one person (not the owner) in a week. */
    maxPorSemana: 6,
  },
  'alerta.fuera_de_horario': {
    descripcion:
      'Visitas o canjes en un Nexo fuera del horario de atención, con 15 minutos de margen; una alerta por establecimiento y día.',
    corre: 'tarea',
    toleranciaMs: 15 * MINUTO,
    /** Raised once the stretch has been quiet this long, so its sentence says the whole of it… */
    quietudMs: 30 * MINUTO,
    /** …or this long after it began, if it goes on. */
    esperaMaxMs: HORA,
  },
  'alerta.rafaga': {
    descripcion:
      'Un Nexo registró de golpe muchas visitas anónimas (15 en 10 minutos) o atrasadas (8 que llegan en 5 minutos con hora de escaneo de más de 2 minutos antes).',
    corre: 'tarea',
    anonimas: { min: 15, ventanaMs: 10 * MINUTO },
    /** Backdated: scanned more than this before it arrived (as visitas' ESCANEO_ATRASADO_MS). */
    atrasadas: { min: 8, ventanaMs: 5 * MINUTO, atrasoMs: 2 * MINUTO },
  },
  'alerta.canje_sin_escaneo': {
    descripcion:
      'Un canje de un cliente al que no se escaneó en este negocio en los 10 minutos anteriores (su código o una visita).',
    corre: 'tarea',
    ventanaMs: 10 * MINUTO,
    /** A scan stamped by the database's clock a moment after the canje's still counts. */
    holguraMs: MINUTO,
  },
  'alerta.codigos_fallidos': {
    descripcion:
      'Un Nexo envió 10 códigos no válidos (de cliente o de canje) en 10 minutos; una alerta por Nexo y hora.',
    corre: 'al_escribir',
    min: 10,
    ventanaMs: 10 * MINUTO,
  },
  'alerta.revinculaciones': {
    descripcion: 'Un establecimiento vinculó un Nexo 3 veces o más en 24 horas.',
    corre: 'tarea',
    min: 3,
    ventanaMs: 24 * HORA,
  },
} as const satisfies Record<
  AccionAlerta,
  { descripcion: string; corre: DondeCorre; [umbral: string]: unknown }
>;

/**
 * How far back each tick looks at what arrived (visits by arrival, canjes and pairings by their
 * time): a few ticks' worth, so a slow or skipped tick misses nothing; what was raised already is
 * recognised by its key.
 */
export const REVISION_MS = 2 * HORA;
/**
 * At most this many of a business's latest visits and canjes in that window are read per tick: a
 * shop's two hours are a few hundred, and a flood (a load test, a device gone mad) costs the tick
 * no more than this. Beyond it the rules see the latest ones only.
 */
export const REVISION_MAX_FILAS = { visitas: 5000, canjes: 2000 } as const;
/** How far back an alert's key is looked for: a week's rule can be raised on any day of it. */
export const CLAVES_DURAN_MS = 9 * 24 * HORA;

/** Stands for the customer in a stored sentence; the reader puts their name in its place. */
const CLIENTE = CLIENTE_EN_TEXTO;

// ── What the rules read ─────────────────────────────────────────────────────────────────────

export interface VisitaVista {
  id: string;
  establecimientoId: string;
  nexoId: string | null;
  clienteId: string | null;
  miembroId: string | null;
  anonima: boolean;
  fecha: Date;
  recibidaAt: Date;
}

export interface CanjeVisto {
  id: string;
  establecimientoId: string | null;
  nexoId: string | null;
  clienteId: string | null;
  miembroId: string | null;
  fecha: Date;
  promocion: string;
  /** A scan of the customer here in the window before it (REGLAS_ALERTA canje_sin_escaneo). */
  escaneado: boolean;
}

export interface Vinculacion {
  nexoId: string;
  establecimientoId: string;
  nombre: string;
  creadoAt: Date;
}

/** One person's visits of one customer in one week (the business's Monday to Sunday). */
export interface VisitasDeLaSemana {
  miembroId: string;
  clienteId: string;
  /** The week's Monday, 'YYYY-MM-DD'. */
  lunes: string;
  visitas: number;
  /** The device of the latest of them. */
  nexoId: string | null;
}

/** The names a sentence needs, by id. */
export interface Nombres {
  establecimientos: ReadonlyMap<string, string>;
  nexos: ReadonlyMap<string, { nombre: string; establecimientoId: string }>;
  miembros: ReadonlyMap<string, { nombre: string; rol: RolEquipo }>;
}

export interface Negocio {
  id: string;
  zonaHoraria: string;
  horario: readonly DiaDeHorario[];
}

/** An alert to raise, once per `clave`. */
export interface AlertaNueva {
  accion: AccionAlerta;
  clave: string;
  texto: string;
  nexoId: string | null;
  miembroId: string | null;
  /** The customer CLIENTE stands for. */
  clienteId?: string;
}

// ── Wording ─────────────────────────────────────────────────────────────────────────────────

const formatoHora = formatoPorZona('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const formatoDiaDeLaSemana = formatoPorZona('es-MX', { weekday: 'long' });
const formatoDiaCorto = formatoPorZona('es-MX', { day: 'numeric', month: 'short' });
const formatoDiaDelMes = formatoPorZona('es-MX', { day: 'numeric', month: 'long' });

/** '21:40' on the business's clock. */
export const hora = (at: Date, zona: string) => formatoHora(zona).format(at);

/** 'sábado' */
const diaDeLaSemana = (at: Date, zona: string) => formatoDiaDeLaSemana(zona).format(at);

/** '21 nov' */
const diaCorto = (at: Date, zona: string) => formatoDiaCorto(zona).format(at).replace('.', '');

/** '21:40–22:15', or '21:40' for one moment; with the day ('20 nov 21:40') when it is not `dia`. */
function tramo(desde: Date, hasta: Date, zona: string, dia?: string) {
  const h = (at: Date) =>
    dia !== undefined && fechaLocal(at, zona) !== dia
      ? `${diaCorto(at, zona)} ${hora(at, zona)}`
      : hora(at, zona);
  const a = h(desde);
  const b = h(hasta);
  return a === b ? a : `${a}–${b}`;
}

const contar = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

const minutosEntre = (a: Date, b: Date) =>
  Math.max(1, Math.ceil((b.getTime() - a.getTime()) / MINUTO));

/** 'Caja del carbón (Centro)' */
function nexoTexto(nombres: Nombres, nexoId: string | null) {
  const nexo = nexoId ? nombres.nexos.get(nexoId) : undefined;
  if (!nexo) return 'un Nexo';
  const est = nombres.establecimientos.get(nexo.establecimientoId);
  return est ? `${nexo.nombre} (${est})` : nexo.nombre;
}

/** The one person behind every row, or null when it was several (or nobody said). */
function mismaPersona(filas: ReadonlyArray<{ miembroId: string | null }>) {
  const ids = new Set(filas.map((f) => f.miembroId));
  return ids.size === 1 ? ([...ids][0] ?? null) : null;
}

// ── The rules ───────────────────────────────────────────────────────────────────────────────

/**
 * The densest stretch of `instantes` (sorted, ms): the most of them within `ventanaMs` of the
 * first, the earliest such stretch on a tie. Indices into `instantes`, inclusive.
 */
export function tramoMasDenso(instantes: readonly number[], ventanaMs: number) {
  let mejor = { desde: 0, hasta: -1 };
  let i = 0;
  for (let j = 0; j < instantes.length; j++) {
    while (instantes[j]! - instantes[i]! >= ventanaMs) i++;
    if (j - i > mejor.hasta - mejor.desde) mejor = { desde: i, hasta: j };
  }
  return { ...mejor, n: mejor.hasta - mejor.desde + 1 };
}

function porClave<T>(filas: readonly T[], clave: (f: T) => string | null) {
  const grupos = new Map<string, T[]>();
  for (const f of filas) {
    const k = clave(f);
    if (k === null) continue;
    grupos.set(k, [...(grupos.get(k) ?? []), f]);
  }
  return grupos;
}

/** Bursts of anonymous visits, and of backdated ones arriving together, per device. */
export function rafagas(negocio: Negocio, visitas: readonly VisitaVista[], nombres: Nombres) {
  const regla = REGLAS_ALERTA['alerta.rafaga'];
  const zona = negocio.zonaHoraria;
  const out: AlertaNueva[] = [];

  const anonimas = porClave(
    visitas.filter((v) => v.anonima),
    (v) => v.nexoId,
  );
  for (const [nexoId, filas] of anonimas) {
    filas.sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
    const t = tramoMasDenso(
      filas.map((v) => v.fecha.getTime()),
      regla.anonimas.ventanaMs,
    );
    if (t.n < regla.anonimas.min) continue;
    const tramoFilas = filas.slice(t.desde, t.hasta + 1);
    const [primera, ultima] = [tramoFilas[0]!, tramoFilas.at(-1)!];
    out.push({
      accion: 'alerta.rafaga',
      clave: `rafaga:anonimas:${nexoId}:${fechaLocal(primera.fecha, zona)}`,
      texto: `${t.n} visitas anónimas en ${minutosEntre(primera.fecha, ultima.fecha)} minutos desde ${nexoTexto(nombres, nexoId)}, ${tramo(primera.fecha, ultima.fecha, zona)}`,
      nexoId,
      miembroId: mismaPersona(tramoFilas),
    });
  }

  const atrasadas = porClave(
    visitas.filter((v) => v.recibidaAt.getTime() - v.fecha.getTime() > regla.atrasadas.atrasoMs),
    (v) => v.nexoId,
  );
  for (const [nexoId, filas] of atrasadas) {
    filas.sort((a, b) => a.recibidaAt.getTime() - b.recibidaAt.getTime());
    const t = tramoMasDenso(
      filas.map((v) => v.recibidaAt.getTime()),
      regla.atrasadas.ventanaMs,
    );
    if (t.n < regla.atrasadas.min) continue;
    const tramoFilas = filas.slice(t.desde, t.hasta + 1);
    const llegada = tramoFilas[0]!.recibidaAt;
    const dia = fechaLocal(llegada, zona);
    const escaneos = tramoFilas.map((v) => v.fecha.getTime());
    out.push({
      accion: 'alerta.rafaga',
      clave: `rafaga:atrasadas:${nexoId}:${dia}`,
      texto: `${t.n} visitas con hora atrasada llegaron juntas desde ${nexoTexto(nombres, nexoId)} a las ${hora(llegada, zona)}, con horas de escaneo de ${tramo(new Date(Math.min(...escaneos)), new Date(Math.max(...escaneos)), zona, dia)}`,
      nexoId,
      miembroId: mismaPersona(tramoFilas),
    });
  }
  return out;
}

/** Closed at `at` and for `toleranciaMs` either side of it, on the business's clock. */
export function fueraDeHorario(
  horario: readonly DiaDeHorario[],
  at: Date,
  zona: string,
  toleranciaMs: number,
) {
  return [at.getTime() - toleranciaMs, at.getTime(), at.getTime() + toleranciaMs].every(
    (t) => !estadoHorario(horario, new Date(t), zona).abierto,
  );
}

/** Whether the business has said when it opens at all (without hours, nothing is outside them). */
const tieneHorario = (horario: readonly DiaDeHorario[]) =>
  horario.some((d) => /^\d\d:\d\d$/.test(d.apertura) && /^\d\d:\d\d$/.test(d.cierre));

/**
 * Visits and canjes at a counter outside opening hours: one alert per establishment and local
 * day, once the stretch has gone quiet (or has gone on long enough) so it says the whole of it.
 */
export function actividadFueraDeHorario(
  negocio: Negocio,
  visitas: readonly VisitaVista[],
  canjes: readonly CanjeVisto[],
  nombres: Nombres,
  now: Date,
) {
  const regla = REGLAS_ALERTA['alerta.fuera_de_horario'];
  const zona = negocio.zonaHoraria;
  if (!tieneHorario(negocio.horario)) return [];
  type Fila = {
    tipo: 'visita' | 'canje';
    establecimientoId: string;
    nexoId: string | null;
    miembroId: string | null;
    fecha: Date;
  };
  const filas: Fila[] = [
    ...visitas.map((v) => ({ ...v, tipo: 'visita' as const })),
    // A canje confirmed in the panel is nobody's counter: only a Nexo's has a place.
    ...canjes.flatMap((c) =>
      c.establecimientoId && c.nexoId
        ? [{ ...c, establecimientoId: c.establecimientoId, tipo: 'canje' as const }]
        : [],
    ),
  ].filter((f) => fueraDeHorario(negocio.horario, f.fecha, zona, regla.toleranciaMs));

  const out: AlertaNueva[] = [];
  const grupos = porClave(filas, (f) => `${f.establecimientoId}:${fechaLocal(f.fecha, zona)}`);
  for (const [clave, grupo] of grupos) {
    grupo.sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
    const [primera, ultima] = [grupo[0]!, grupo.at(-1)!];
    const quieto = now.getTime() - ultima.fecha.getTime() >= regla.quietudMs;
    const largo = now.getTime() - primera.fecha.getTime() >= regla.esperaMaxMs;
    if (!quieto && !largo) continue;
    const visitasN = grupo.filter((f) => f.tipo === 'visita').length;
    const canjesN = grupo.length - visitasN;
    const que = [
      visitasN > 0 ? contar(visitasN, 'visita', 'visitas') : null,
      canjesN > 0 ? contar(canjesN, 'canje', 'canjes') : null,
    ]
      .filter(Boolean)
      .join(' y ');
    const est = nombres.establecimientos.get(primera.establecimientoId) ?? 'un establecimiento';
    const cuando = tramo(primera.fecha, ultima.fecha, zona);
    out.push({
      accion: 'alerta.fuera_de_horario',
      clave: `fuera_de_horario:${clave}`,
      texto: `${que} fuera de horario en ${est} el ${diaDeLaSemana(primera.fecha, zona)} ${cuando.includes('–') ? cuando : `a las ${cuando}`}`,
      nexoId: ultima.nexoId,
      miembroId: mismaPersona(grupo),
    });
  }
  return out;
}

/** Each canje of a customer nobody scanned here just before. */
export function canjesSinEscaneo(
  negocio: Negocio,
  canjes: readonly CanjeVisto[],
  nombres: Nombres,
) {
  const zona = negocio.zonaHoraria;
  return canjes.flatMap((c): AlertaNueva[] => {
    if (c.escaneado || !c.clienteId) return [];
    const miembro = c.miembroId ? nombres.miembros.get(c.miembroId) : undefined;
    const donde = c.nexoId ? `en ${nexoTexto(nombres, c.nexoId)}` : 'en el panel';
    return [
      {
        accion: 'alerta.canje_sin_escaneo',
        clave: `canje_sin_escaneo:${c.id}`,
        texto: `${miembro ? `${nombreCorto(miembro.nombre)} registró un canje` : 'Canje'} de «${c.promocion}» para ${CLIENTE} sin escanearlo antes, ${donde} a las ${hora(c.fecha, zona)}`,
        nexoId: c.nexoId,
        miembroId: c.miembroId,
        clienteId: c.clienteId,
      },
    ];
  });
}

/** An establishment paired again and again: the latest pairing that completes a run. */
export function revinculaciones(
  negocio: Negocio,
  vinculaciones: readonly Vinculacion[],
  nombres: Nombres,
  desde: Date,
) {
  const regla = REGLAS_ALERTA['alerta.revinculaciones'];
  const zona = negocio.zonaHoraria;
  const out: AlertaNueva[] = [];
  for (const [establecimientoId, filas] of porClave(vinculaciones, (v) => v.establecimientoId)) {
    filas.sort((a, b) => a.creadoAt.getTime() - b.creadoAt.getTime());
    let peor: { v: Vinculacion; n: number } | null = null;
    for (const v of filas) {
      if (v.creadoAt.getTime() <= desde.getTime()) continue;
      const n = filas.filter(
        (o) =>
          o.creadoAt.getTime() <= v.creadoAt.getTime() &&
          o.creadoAt.getTime() > v.creadoAt.getTime() - regla.ventanaMs,
      ).length;
      if (n >= regla.min && (!peor || n >= peor.n)) peor = { v, n };
    }
    if (!peor) continue;
    const est = nombres.establecimientos.get(establecimientoId) ?? 'un establecimiento';
    out.push({
      accion: 'alerta.revinculaciones',
      clave: `revinculaciones:${establecimientoId}:${fechaLocal(peor.v.creadoAt, zona)}`,
      texto: `El Nexo de ${est} se vinculó ${peor.n} veces en 24 horas; la última, «${peor.v.nombre}», a las ${hora(peor.v.creadoAt, zona)}`,
      nexoId: peor.v.nexoId,
      miembroId: null,
    });
  }
  return out;
}

/** The Monday of the business-local ISO week of a 'YYYY-MM-DD' date. */
export function lunesDe(fecha: string) {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const diaSemana = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sumarDias(fecha, -((diaSemana + 6) % 7));
}

/**
 * 'en la semana del 16 de noviembre': the week by its Monday, so the sentence, kept as written,
 * still says which week when it is read later.
 */
const semanaTexto = (lunes: string) =>
  `en la semana del ${formatoDiaDelMes('UTC').format(new Date(`${lunes}T12:00:00Z`))}`;

/** One person crediting one customer more than the week allows. */
export function clientesFrecuentes(
  negocio: Negocio,
  semanas: readonly VisitasDeLaSemana[],
  nombres: Nombres,
) {
  const regla = REGLAS_ALERTA['alerta.cliente_frecuente'];
  return semanas.flatMap((s): AlertaNueva[] => {
    const miembro = nombres.miembros.get(s.miembroId);
    // The owner crediting their own regulars is not a person of the team doing it behind them.
    if (!miembro || miembro.rol === 'dueno' || s.visitas <= regla.maxPorSemana) return [];
    return [
      {
        accion: 'alerta.cliente_frecuente',
        clave: `cliente_frecuente:${s.miembroId}:${s.clienteId}:${s.lunes}`,
        texto: `${nombreCorto(miembro.nombre)} registró ${s.visitas} visitas de ${CLIENTE} ${semanaTexto(s.lunes)}`,
        nexoId: s.nexoId,
        miembroId: s.miembroId,
        clienteId: s.clienteId,
      },
    ];
  });
}

/** The run of wrong codes that has just reached the threshold at a device. */
export function codigosFallidos(
  negocio: Pick<Negocio, 'zonaHoraria'>,
  nexoId: string,
  miembroId: string | null,
  nombres: Nombres,
  now: Date,
): AlertaNueva {
  const regla = REGLAS_ALERTA['alerta.codigos_fallidos'];
  const zona = negocio.zonaHoraria;
  return {
    accion: 'alerta.codigos_fallidos',
    clave: `codigos_fallidos:${nexoId}:${fechaLocal(now, zona)}T${hora(now, zona).slice(0, 2)}`,
    texto: `${regla.min} códigos no válidos en menos de ${regla.ventanaMs / MINUTO} minutos desde ${nexoTexto(nombres, nexoId)}, hasta las ${hora(now, zona)}`,
    nexoId,
    miembroId,
  };
}
