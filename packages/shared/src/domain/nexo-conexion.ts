import { NEXO_AVISO_SILENCIO_MS, NEXO_EN_LINEA_MS, NEXO_VISTO_MAX_MS } from '../constants.ts';
import { estadoHorario, type DiaDeHorario } from './horario.ts';

// Whether a paired Nexo is there (DOMAIN §10: "a device reports a heartbeat; 'En línea' means heard
// from in the last few minutes"). A device is heard from when it pairs, beats (every NEXO_LATIDO_MS
// while the kiosk is open and online), asks who it is, or registers a visit; the latest of those is
// its last sign of life. The dashboard says what that means in three words, and the server tells
// the owner once when a device that used to beat falls silent while the shop is open.

type Instante = Date | string | null | undefined;

const ms = (x: Instante) => {
  if (x === null || x === undefined) return null;
  const t = (x instanceof Date ? x : new Date(x)).getTime();
  return Number.isNaN(t) ? null : t;
};

/** The latest of the device's signs of life (heartbeat, visit…); null when it gave none. */
export function ultimaSenal(...senales: Instante[]): Date | null {
  let ultima: number | null = null;
  for (const s of senales) {
    const t = ms(s);
    if (t !== null && (ultima === null || t > ultima)) ultima = t;
  }
  return ultima === null ? null : new Date(ultima);
}

export type EstadoConexionNexo =
  /** Heard from in the last NEXO_EN_LINEA_MS. */
  | { estado: 'en_linea'; texto: string }
  /** Heard from before that, within NEXO_VISTO_MAX_MS: "Visto hace 3 h". */
  | { estado: 'visto'; texto: string; haceMs: number }
  /** Never heard from since it was paired, or not for more than NEXO_VISTO_MAX_MS. */
  | { estado: 'sin_conexion'; texto: string; nunca: boolean };

export const EN_LINEA = 'En línea';
export const SIN_CONEXION = 'Sin conexión';

/**
 * How long ago, the way a dashboard says it: "1 min", "45 min", "3 h", "1 día", "6 días". Rounded
 * down, so it never says more time passed than did.
 */
export function haceTexto(haceMs: number): string {
  const minutos = Math.max(1, Math.floor(haceMs / 60_000));
  if (minutos < 60) return `${minutos} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return `${horas} h`;
  const dias = Math.floor(horas / 24);
  return dias === 1 ? '1 día' : `${dias} días`;
}

/**
 * 'En línea', 'Visto hace …' or 'Sin conexión' for a device last heard from at `ultima`. A time
 * ahead of `ahora` (one clock a little ahead of the other) counts as just now.
 */
export function estadoConexionNexo(ultima: Instante, ahora: Date): EstadoConexionNexo {
  const t = ms(ultima);
  if (t === null) return { estado: 'sin_conexion', texto: SIN_CONEXION, nunca: true };
  const hace = Math.max(0, ahora.getTime() - t);
  if (hace <= NEXO_EN_LINEA_MS) return { estado: 'en_linea', texto: EN_LINEA };
  if (hace <= NEXO_VISTO_MAX_MS)
    return { estado: 'visto', texto: `Visto hace ${haceTexto(hace)}`, haceMs: hace };
  return { estado: 'sin_conexion', texto: SIN_CONEXION, nunca: false };
}

/** Open at every minute of [desde, hasta] on the business's clock (opening hours, SPEC §5). */
export function abiertoTodoElTiempo(
  horario: readonly DiaDeHorario[],
  desde: Date,
  hasta: Date,
  zonaHoraria: string,
): boolean {
  for (let t = hasta.getTime(); t >= desde.getTime(); t -= 60_000) {
    if (!estadoHorario(horario, new Date(t), zonaHoraria).abierto) return false;
  }
  return true;
}

export interface NexoVigilado {
  /** Its last heartbeat (or 'yo'); null for a device that never beat, which is not watched. */
  vistoAt: Instante;
  /** Its last visit. */
  ultimoUso: Instante;
  /** When its owner was last told it went silent. */
  avisoSinConexionAt: Instante;
  horario: readonly DiaDeHorario[];
  zonaHoraria: string;
}

/**
 * Whether to tell the owner now that this device went silent: it has beaten before (a device that
 * never did — an old one, or an ESP32 that does not — is not watched), nothing was heard from it
 * for NEXO_AVISO_SILENCIO_MS, the business was open for the whole of that last stretch (a shop
 * that just opened gives its kiosk the same half hour to come up), and the owner was not already
 * told about this silence: once per silence, again only after the device was heard from since.
 */
export function debeAvisarSinConexion(n: NexoVigilado, ahora: Date): boolean {
  if (ms(n.vistoAt) === null) return false;
  const ultima = ultimaSenal(n.vistoAt, n.ultimoUso)!;
  if (ahora.getTime() - ultima.getTime() < NEXO_AVISO_SILENCIO_MS) return false;
  const aviso = ms(n.avisoSinConexionAt);
  if (aviso !== null && aviso >= ultima.getTime()) return false;
  return abiertoTodoElTiempo(
    n.horario,
    new Date(ahora.getTime() - NEXO_AVISO_SILENCIO_MS),
    ahora,
    n.zonaHoraria,
  );
}
