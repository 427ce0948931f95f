import { ETIQUETA_ROL, type Miembro, type RolEquipo } from '@tarjeto/shared';
import { fechaDeInstante } from '../../../lib/fecha-es.ts';

// The team's words in one place: Ajustes → Equipo, the invitation's page, the PIN, the Cajero's
// page. The role names and their one-line descriptions are shared (@tarjeto/shared).

export const AJUSTES_PATH = '/negocio-dashboard/ajustes';
export const EQUIPO_PATH = '/negocio-dashboard/ajustes/equipo';
export const NEXO_KIOSK_PATH = '/nexo';

export const ERROR_CARGAR_EQUIPO = 'No pudimos cargar tu equipo. Intenta de nuevo.';
export const ERROR_INVITAR = 'No pudimos enviar la invitación. Intenta de nuevo.';
export const ERROR_EDITAR = 'No pudimos guardar los cambios. Intenta de nuevo.';
export const ERROR_REENVIAR = 'No pudimos reenviar la invitación. Intenta de nuevo.';
export const ERROR_QUITAR = 'No pudimos quitar a esta persona. Intenta de nuevo.';
export const MIEMBRO_QUITADO = (nombre: string) => `${nombre} ya no es parte de tu equipo`;

export const PIN_REQUERIDO = 'Escribe tu PIN';
export const PIN_CONFIRMA = 'Confirma tu PIN';
export const PINES_NO_COINCIDEN = 'Los PIN no coinciden';
export const ERROR_PIN = 'No pudimos guardar tu PIN. Intenta de nuevo.';
export const PIN_GUARDADO = 'Tu PIN quedó guardado';

export const ERROR_CARGAR_INVITACION = 'No pudimos abrir la invitación. Revisa tu conexión.';
export const ERROR_ACEPTAR = 'No pudimos crear tu cuenta. Intenta de nuevo.';
export const ERROR_CARGAR_ROL = 'No pudimos cargar tu lugar en el negocio. Intenta de nuevo.';

/** 'Cajero', 'Encargado', 'Dueño'. */
export const etiquetaRol = (rol: RolEquipo) => ETIQUETA_ROL[rol];

/** 'como Cajero', 'como Encargado' — the article-free way the invitation says it. */
export const comoRol = (rol: RolEquipo) => `como ${ETIQUETA_ROL[rol]}`;

/** The initial a person's avatar shows. */
export const inicial = (nombre: string) =>
  nombre.trim().charAt(0).toLocaleUpperCase('es-MX') || '?';

/** '4 dic 2026' (es-MX writes 'dic.' with a point: the house style drops it). */
export const fechaCorta = fechaDeInstante;

/** Where a person works: the establishments' names, or all of them. */
export function lugaresDe(m: Pick<Miembro, 'rol' | 'establecimientos'>, total: number): string {
  if (m.rol === 'dueno' || (total > 1 && m.establecimientos.length === total))
    return 'Todos los establecimientos';
  if (m.establecimientos.length === 0) return 'Sin establecimiento';
  return m.establecimientos.map((e) => e.nombre).join(', ');
}

/** A pending invitation's state: when its link stops working, or that it already did. */
export function estadoInvitacion(vence: string | null, ahora = new Date()): string | null {
  if (!vence) return null;
  const fecha = new Date(vence);
  if (fecha.getTime() <= ahora.getTime()) return 'La invitación venció: reenvíala';
  return `La invitación vence el ${fechaCorta(vence)}`;
}
