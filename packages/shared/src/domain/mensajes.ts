// Messages, automations and campaigns (DOMAIN §12), the rules defined once: the automations and
// their default texts, the placeholders, quiet hours, the caps per customer, the stable 10 %
// control group, each customer's own rhythm for 'Te extrañamos', the once-per-period key, the
// channel, and the uplift measured as messaged vs control with a 95 % confidence interval. Pure
// functions: the API's scheduler and the screens both use them, and their tests are the reference.

import { partesLocales, sumarDias } from './fechas.ts';
import { instanteLocal } from './ofertas-cliente.ts';

// ─── Automations ────────────────────────────────────────────────────────────────────────────────

export const TIPOS_AUTOMATIZACION = [
  'bienvenida',
  'casi_subes',
  'te_extranamos',
  'temporada_termina',
  'nueva_oferta',
] as const;
export type TipoAutomatizacion = (typeof TIPOS_AUTOMATIZACION)[number];

export interface DefinicionAutomatizacion {
  /** As the owner sees it on the automations list. */
  nombre: string;
  /** One line, on the screen where it is switched on: who gets it and when. */
  explicacion: string;
  /** The text until the owner edits it (placeholders, see MARCADORES). */
  textoPredeterminado: string;
  /** Whether the message can carry a promotion (for 'nueva_oferta', the offer itself). */
  conPromocion: boolean;
}

export const AUTOMATIZACIONES: Record<TipoAutomatizacion, DefinicionAutomatizacion> = {
  bienvenida: {
    nombre: 'Bienvenida',
    explicacion:
      'Después de su primera visita, a quien aceptó tus avisos (si vino de noche, a la mañana siguiente).',
    textoPredeterminado:
      '¡Gracias por venir a {negocio}, {nombre}! Ya tienes tu tarjeta: cada visita te acerca a tu siguiente nivel.',
    conPromocion: false,
  },
  casi_subes: {
    nombre: 'Casi subes',
    explicacion: 'A quien le falta una sola visita para subir de nivel; una vez por nivel.',
    textoPredeterminado:
      '{nombre}, te falta una sola visita para subir a {siguienteNivel} en {negocio}. ¡Te esperamos!',
    conPromocion: false,
  },
  te_extranamos: {
    nombre: 'Te extrañamos',
    explicacion:
      'A quien lleva sin venir el doble de lo que suele tardar entre visitas (14 días como mínimo); una vez por ausencia.',
    textoPredeterminado:
      '{nombre}, hace tiempo que no te vemos en {negocio}. ¡Te esperamos pronto!',
    conPromocion: true,
  },
  temporada_termina: {
    nombre: 'Tu temporada termina',
    explicacion:
      '7 días antes del cierre de la temporada, a quien con una visita más conserva o sube su nivel.',
    textoPredeterminado:
      '{nombre}, tu temporada en {negocio} termina el {finTemporada}. Con una visita más conservas o subes tu nivel.',
    conPromocion: false,
  },
  nueva_oferta: {
    nombre: 'Nueva oferta para tu nivel',
    explicacion: 'Cuando empieza una promoción, a quien tiene el nivel para usarla.',
    textoPredeterminado: '{nombre}, hay una nueva promoción para ti en {negocio}: {promocion}.',
    conPromocion: true,
  },
};

// ─── Texts and placeholders ─────────────────────────────────────────────────────────────────────

export const TEXTO_MAX = 300;

export interface ValoresMensaje {
  /** The customer's first name. */
  nombre: string;
  negocio: string;
  nivel?: string;
  siguienteNivel?: string;
  /** Visits still missing for the next level. */
  faltan?: number;
  /** The attached promotion's title. */
  promocion?: string;
  /** The season's last day, as the message says it ('domingo 28 de junio'). */
  finTemporada?: string;
}

export type ClaveMarcador = keyof ValoresMensaje;

/** The placeholders a text may use, in the order the editor offers them. */
export const MARCADORES: readonly { clave: ClaveMarcador; descripcion: string; ejemplo: string }[] =
  [
    { clave: 'nombre', descripcion: 'Nombre del cliente', ejemplo: 'Ana' },
    { clave: 'negocio', descripcion: 'Nombre de tu negocio', ejemplo: 'Tacos Cuichi' },
    { clave: 'nivel', descripcion: 'Nivel actual del cliente', ejemplo: 'Plata' },
    { clave: 'siguienteNivel', descripcion: 'Siguiente nivel', ejemplo: 'Oro' },
    { clave: 'faltan', descripcion: 'Visitas que le faltan para subir', ejemplo: '1' },
    { clave: 'promocion', descripcion: 'Promoción incluida', ejemplo: '2×1 en tacos al pastor' },
    {
      clave: 'finTemporada',
      descripcion: 'Último día de la temporada',
      ejemplo: 'domingo 28 de junio',
    },
  ];

const CLAVES = new Set<string>(MARCADORES.map((m) => m.clave));
/** Anything between braces, so '{ nombre }' or '{Nombre}' is reported rather than sent as typed. */
const MARCADOR = /\{([^{}\n]*)\}/g;

/** Values that make a preview read like a real message (the examples of MARCADORES). */
export const VALORES_DE_EJEMPLO: ValoresMensaje = {
  nombre: 'Ana',
  negocio: 'Tacos Cuichi',
  nivel: 'Plata',
  siguienteNivel: 'Oro',
  faltan: 1,
  promocion: '2×1 en tacos al pastor',
  finTemporada: 'domingo 28 de junio',
};

/**
 * What a missing value leaves behind: doubled spaces, a space before punctuation, a comma with
 * nothing after it ('…en Tacos Cuichi, !'), a line that starts with its comma (', hace tiempo…'
 * reads 'Hace tiempo…').
 */
const ordenar = (s: string) =>
  s
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?)])/g, '$1')
    .replace(/([¡¿(]) +/g, '$1')
    .replace(/[,;:]+([.;:!?])/g, '$1')
    .replace(/ *\n */g, '\n')
    .trim()
    .replace(
      /^([¡¿]?)[,;:] *(\p{Ll})?/gmu,
      (_, signo: string, letra?: string) => signo + (letra ? letra.toLocaleUpperCase('es-MX') : ''),
    );

/**
 * The message a customer reads: known placeholders filled, unknown ones left as typed, a missing
 * value as nothing (never 'undefined'), and the spaces that leaves tidied ('Hola {nombre}, …'
 * without a name reads 'Hola, …').
 */
export function rellenarTexto(plantilla: string, valores: ValoresMensaje): string {
  const texto = plantilla.replace(MARCADOR, (todo, clave: string) => {
    if (!CLAVES.has(clave)) return todo;
    const v = valores[clave as ClaveMarcador];
    if (v === undefined || v === null) return '';
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
    return v.trim();
  });
  return ordenar(texto);
}

/** Characters as a person counts them (an emoji is one). */
export const largoTexto = (s: string) => Array.from(s).length;

/** What is wrong with a text the owner wrote, in Spanish, or null when it can be sent. */
export function errorDeTexto(plantilla: string): string | null {
  const texto = plantilla.trim();
  if (!texto) return 'Escribe el mensaje.';
  const largo = largoTexto(texto);
  if (largo > TEXTO_MAX)
    return `El mensaje puede tener hasta ${TEXTO_MAX} caracteres (tiene ${largo}).`;
  for (const [todo, clave] of texto.matchAll(MARCADOR)) {
    if (!CLAVES.has(clave!)) {
      const validos = MARCADORES.map((m) => `{${m.clave}}`).join(', ');
      return `No existe el dato ${todo}. Puedes usar ${validos}.`;
    }
  }
  return null;
}

// ─── Quiet hours ────────────────────────────────────────────────────────────────────────────────

/** No message goes out from 21:00 until 09:00, the business's local time; it waits for morning. */
export const HORAS_SILENCIO = { desde: 21, hasta: 9 } as const;

const DIA_MS = 86_400_000;

/** Whether the business's clock at `instante` is within quiet hours (21:00 included, 09:00 not). */
export function enSilencio(instante: Date, zona: string): boolean {
  const { hora } = partesLocales(instante, zona);
  return hora >= HORAS_SILENCIO.desde || hora < HORAS_SILENCIO.hasta;
}

/**
 * The earliest instant at or after `instante` outside quiet hours in the IANA zone `zona`: itself
 * when it is daytime there, otherwise 09:00:00 local — the same day before 09:00, the next day from
 * 21:00 — whatever daylight saving does in between.
 */
export function fueraDeSilencio(instante: Date, zona: string): Date {
  const { fecha, hora } = partesLocales(instante, zona);
  if (hora >= HORAS_SILENCIO.hasta && hora < HORAS_SILENCIO.desde) return instante;
  const dia = hora >= HORAS_SILENCIO.desde ? sumarDias(fecha, 1) : fecha;
  const manana = `${String(HORAS_SILENCIO.hasta).padStart(2, '0')}:00`;
  return new Date(instanteLocal(dia, manana, zona));
}

// ─── Caps per customer ──────────────────────────────────────────────────────────────────────────

/** At most 1 message a day and 2 a week per customer per business, 3 a day across businesses. */
export const LIMITES_MENSAJES = { porNegocioDia: 1, porNegocioSemana: 2, totalDia: 3 } as const;

const SEMANA_MS = 7 * DIA_MS;

/**
 * Whether one more message at `ahora` would make some window of `ventanaMs` hold more than `tope`
 * messages. The windows are rolling: any stretch of that length that contains `ahora`, so a
 * message already scheduled for later counts as much as one sent before.
 */
function excede(instantes: readonly number[], ahora: number, ventanaMs: number, tope: number) {
  const cerca = instantes.filter((t) => Math.abs(t - ahora) < ventanaMs);
  if (cerca.length < tope) return false;
  const todos = [...cerca, ahora].sort((a, b) => a - b);
  // The fullest window holding `ahora` starts at one of the messages not after it.
  for (const inicio of todos) {
    if (inicio > ahora) break;
    if (todos.filter((t) => t >= inicio && t < inicio + ventanaMs).length > tope) return true;
  }
  return false;
}

/**
 * Whether one more message to this customer from `negocioId` at `ahora` (the instant it would go
 * out) keeps within LIMITES_MENSAJES, given the customer's messages already sent or scheduled, from
 * every business: rolling 24-hour and 7-day windows.
 */
export function dentroDeLimites(
  enviados: readonly { negocioId: string; en: Date }[],
  negocioId: string,
  ahora: Date,
): boolean {
  const t = ahora.getTime();
  const todos = enviados.map((e) => e.en.getTime());
  const delNegocio = enviados.filter((e) => e.negocioId === negocioId).map((e) => e.en.getTime());
  return !(
    excede(delNegocio, t, DIA_MS, LIMITES_MENSAJES.porNegocioDia) ||
    excede(delNegocio, t, SEMANA_MS, LIMITES_MENSAJES.porNegocioSemana) ||
    excede(todos, t, DIA_MS, LIMITES_MENSAJES.totalDia)
  );
}

// ─── Control group ──────────────────────────────────────────────────────────────────────────────

/** The share of each automation's or campaign's eligible customers who get nothing. */
export const FRACCION_CONTROL = 0.1;

/**
 * A 32-bit hash of a string's UTF-16 code units: FNV-1a, then MurmurHash3's finaliser so that
 * strings alike but for their last characters land far apart. The same in the browser and Node.
 */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Whether the customer is in the control group of `origen` ('auto:<negocioId>:te_extranamos',
 * 'campana:<id>'): a random-looking but stable 10 %, the same every time it is asked, and drawn
 * afresh for every origin.
 */
export function enGrupoControl(origen: string, clienteId: string): boolean {
  return hash32(`${origen}:${clienteId}`) / 2 ** 32 < FRACCION_CONTROL;
}

/** The origin key of an automation at a business, for enGrupoControl. */
export const origenAutomatizacion = (negocioId: string, tipo: TipoAutomatizacion) =>
  `auto:${negocioId}:${tipo}`;
/** The origin key of a campaign, for enGrupoControl. */
export const origenCampana = (campanaId: string) => `campana:${campanaId}`;

// ─── Te extrañamos: the customer's own rhythm ───────────────────────────────────────────────────

/** Nobody is 'missed' sooner than this many days after their last visit. */
export const RITMO_MINIMO_DIAS = 14;
/** Visits closer than this to the one before are the same outing (breakfast, then lunch). */
const MISMA_SALIDA_MS = 12 * 3_600_000;

const mediana = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mitad = Math.floor(s.length / 2);
  return s.length % 2 ? s[mitad]! : (s[mitad - 1]! + s[mitad]!) / 2;
};

/**
 * Days without a visit after which this customer counts as missed: twice the median of the days
 * between their consecutive visits, rounded up to whole days, and never less than 14. Visits come
 * in any order; one less than 12 hours after the previous is the same outing. With no gap to
 * measure (fewer than two visits), 14.
 */
export function diasDeAusencia(visitas: readonly Date[]): number {
  const ts = visitas.map((v) => v.getTime()).sort((a, b) => a - b);
  const huecos: number[] = [];
  for (let i = 1; i < ts.length; i++) {
    const hueco = ts[i]! - ts[i - 1]!;
    if (hueco >= MISMA_SALIDA_MS) huecos.push(hueco / DIA_MS);
  }
  if (!huecos.length) return RITMO_MINIMO_DIAS;
  // The epsilon keeps 7.000000001 days (a float of exactly 7) from becoming 15.
  return Math.max(RITMO_MINIMO_DIAS, Math.ceil(2 * mediana(huecos) - 1e-9));
}

// ─── Once per period ────────────────────────────────────────────────────────────────────────────

/**
 * The key under which an automation goes to a customer at most once: Bienvenida once ever ('siempre'),
 * Casi subes once per level (the next level's id), Te extrañamos once per absence (the last visit,
 * ISO), Tu temporada termina once per season (its id), Nueva oferta once per promotion (its id).
 * Throws when the datum the type needs is missing: that is the caller's bug, not a period.
 */
export function clavePeriodo(
  tipo: TipoAutomatizacion,
  datos: {
    siguienteNivel?: string;
    ultimaVisita?: Date;
    temporadaId?: string;
    promocionId?: string;
  },
): string {
  const falta = (dato: string): never => {
    throw new Error(`clavePeriodo(${tipo}): falta ${dato}`);
  };
  switch (tipo) {
    case 'bienvenida':
      return 'siempre';
    case 'casi_subes':
      return datos.siguienteNivel ?? falta('siguienteNivel');
    case 'te_extranamos':
      return (datos.ultimaVisita ?? falta('ultimaVisita')).toISOString();
    case 'temporada_termina':
      return datos.temporadaId ?? falta('temporadaId');
    case 'nueva_oferta':
      return datos.promocionId ?? falta('promocionId');
  }
}

// ─── Channel ────────────────────────────────────────────────────────────────────────────────────

/** 'cartera': the wallet pass (Google or Apple); 'push': Web Push; 'correo': a verified email. */
export type CanalMensaje = 'cartera' | 'push' | 'correo';
export const CANALES_MENSAJE: readonly CanalMensaje[] = ['cartera', 'push', 'correo'];

/** The first channel the customer has, in order of preference; null when none. */
export function elegirCanal(t: {
  tienePase: boolean;
  tienePush: boolean;
  tieneCorreo: boolean;
}): CanalMensaje | null {
  if (t.tienePase) return 'cartera';
  if (t.tienePush) return 'push';
  if (t.tieneCorreo) return 'correo';
  return null;
}

// ─── Did it work? Messaged vs control ───────────────────────────────────────────────────────────

/** Returns are counted this many days after the message (or after it would have gone). */
export const VENTANAS_REGRESO_DIAS = [7, 14] as const;
/** Below this many customers in either group the screens say there are not enough data yet. */
export const MINIMO_POR_GRUPO = 20;
/** The normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

function comprobar(exitos: number, n: number) {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(exitos) || exitos < 0 || exitos > n)
    throw new RangeError(`Proporción imposible: ${exitos} de ${n}`);
}

/** Wilson's score interval for `exitos` of `n`; with n = 0 nothing is known: [0, 1]. */
export function wilson(exitos: number, n: number, z = Z_95): { bajo: number; alto: number } {
  comprobar(exitos, n);
  if (n === 0) return { bajo: 0, alto: 1 };
  const p = exitos / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const centro = (p + z2 / (2 * n)) / den;
  const radio = (z / den) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return {
    bajo: exitos === 0 ? 0 : Math.max(0, centro - radio),
    alto: exitos === n ? 1 : Math.min(1, centro + radio),
  };
}

/**
 * The interval for p1 − p2 of two independent proportions: Newcombe's hybrid score interval
 * (method 10 of Newcombe, Statistics in Medicine 1998), built from each one's Wilson interval.
 */
export function intervaloDiferencia(
  a: { n: number; exitos: number },
  b: { n: number; exitos: number },
  z = Z_95,
): { bajo: number; alto: number } {
  const w1 = wilson(a.exitos, a.n, z);
  const w2 = wilson(b.exitos, b.n, z);
  // An empty group's proportion is unknown: its interval [0, 1] with the middle as estimate.
  const p1 = a.n ? a.exitos / a.n : 0.5;
  const p2 = b.n ? b.exitos / b.n : 0.5;
  const d = p1 - p2;
  return {
    bajo: Math.max(-1, d - Math.hypot(p1 - w1.bajo, w2.alto - p2)),
    alto: Math.min(1, d + Math.hypot(w1.alto - p1, p2 - w2.bajo)),
  };
}

export interface ComparacionGrupos {
  /** Share of the messaged customers who came back (null with nobody messaged). */
  tasaMensaje: number | null;
  /** Share of the control group who came back (null with an empty group). */
  tasaControl: number | null;
  /** tasaMensaje − tasaControl: the return the messages made, attributed, never claimed. */
  diferencia: number | null;
  ic95: { bajo: number; alto: number } | null;
  /** Both groups have MINIMO_POR_GRUPO customers; until then 'Todavía no hay datos suficientes'. */
  suficiente: boolean;
}

/** Messaged vs control: each group's return rate, the difference and its 95 % interval. */
export function compararGrupos(
  mensaje: { n: number; regresaron: number },
  control: { n: number; regresaron: number },
): ComparacionGrupos {
  comprobar(mensaje.regresaron, mensaje.n);
  comprobar(control.regresaron, control.n);
  const tasaMensaje = mensaje.n ? mensaje.regresaron / mensaje.n : null;
  const tasaControl = control.n ? control.regresaron / control.n : null;
  const ambos = tasaMensaje !== null && tasaControl !== null;
  return {
    tasaMensaje,
    tasaControl,
    diferencia: ambos ? tasaMensaje - tasaControl : null,
    ic95: ambos
      ? intervaloDiferencia(
          { n: mensaje.n, exitos: mensaje.regresaron },
          { n: control.n, exitos: control.regresaron },
        )
      : null,
    suficiente: mensaje.n >= MINIMO_POR_GRUPO && control.n >= MINIMO_POR_GRUPO,
  };
}
