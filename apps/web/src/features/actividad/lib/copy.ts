import {
  ETIQUETA_ROL,
  fechaLocal,
  quienRegistro,
  sumarDias,
  type AccionAlerta,
  type EventoActividad,
  type TipoActividad,
} from '@tarjeto/shared';
import { formatoFecha, horaEnZona } from '../../../lib/formato-fecha.ts';

// 'Actividad de la cuenta': the words for each event, and times on the business's clock.

export const ACTIVIDAD_PATH = '/negocio-dashboard/ajustes/actividad';
export const AJUSTES_PATH = '/negocio-dashboard/ajustes';

export const ERROR_CARGAR_ACTIVIDAD = 'No pudimos cargar la actividad. Intenta de nuevo.';
export const SIN_ACTIVIDAD = 'Todavía no hay actividad';
export const SIN_ACTIVIDAD_AYUDA =
  'Aquí verás cada inicio de sesión, cambio de contraseña, Nexo, promoción, canje y descarga de datos de tu cuenta.';
export const SIN_ACTIVIDAD_DE_TIPO = 'No hay actividad de este tipo';
export const SIN_ACTIVIDAD_DE_TIPO_AYUDA = 'Elige «Toda la actividad» para ver lo demás.';

export const TIPO_ETIQUETAS: Record<TipoActividad, string> = {
  sesiones: 'Inicios de sesión',
  contrasena: 'Contraseña',
  nexo: 'Nexos',
  promociones: 'Promociones',
  canjes: 'Canjes',
  exportaciones: 'Descargas de datos',
  equipo: 'Equipo',
  alertas: 'Alertas',
};

const ARCHIVOS: Record<string, string> = {
  'clientes.csv': 'Clientes (CSV)',
  'visitas.csv': 'Visitas (CSV)',
  'datos.json': 'Todo tu negocio (JSON)',
};

const nexoNombre = (e: EventoActividad) => e.nexo?.nombre ?? 'un Nexo';

const quienDelEquipo = (e: EventoActividad) =>
  e.texto ?? (e.miembro ? `${e.miembro.nombre} (${ETIQUETA_ROL[e.miembro.rol]})` : 'una persona');

/** What each alert is about, when it carries no sentence of its own. */
export const ALERTAS: Record<AccionAlerta, string> = {
  'alerta.cliente_frecuente': 'la misma persona registró muchas visitas de un cliente',
  'alerta.fuera_de_horario': 'actividad fuera del horario de atención',
  'alerta.rafaga': 'muchas visitas anónimas o atrasadas de golpe',
  'alerta.canje_sin_escaneo': 'un canje sin escaneo reciente del cliente',
  'alerta.codigos_fallidos': 'muchos códigos no válidos en un Nexo',
  'alerta.revinculaciones': 'un Nexo desvinculado y vinculado varias veces',
};

/** The event's line: 'Canje: 2x1 en tacos — Ana G. (Nexo Mostrador)'. */
export function tituloEvento(e: EventoActividad): string {
  switch (e.accion) {
    case 'sesion.iniciada':
      return 'Inicio de sesión';
    case 'sesion.fallida':
      return 'Intento de inicio de sesión con contraseña incorrecta';
    case 'contrasena.cambiada':
      return 'Contraseña cambiada';
    case 'contrasena.restablecida':
      return 'Contraseña restablecida con código por correo';
    case 'nexo.vinculado':
      return `Nexo vinculado: ${nexoNombre(e)}`;
    case 'nexo.desvinculado':
      return `Nexo desvinculado: ${nexoNombre(e)}`;
    case 'nexo.codigo_generado':
      return 'Código de vinculación generado para un Nexo';
    case 'nexo.sin_conexion':
      return `Nexo sin conexión en horario de atención: ${nexoNombre(e)}`;
    case 'promocion.creada':
      return `Promoción creada: ${e.promocion ?? ''}`;
    case 'promocion.editada':
      return `Promoción editada: ${e.promocion ?? ''}`;
    case 'promocion.pausada':
      return `Promoción pausada: ${e.promocion ?? ''}`;
    case 'promocion.reanudada':
      return `Promoción reactivada: ${e.promocion ?? ''}`;
    case 'promocion.eliminada':
      return `Promoción eliminada: ${e.promocion ?? ''}`;
    case 'canje.registrado':
      return `Canje: ${e.promocion ?? ''} — ${e.cliente ?? 'cliente que dejó Tarjeto'} (${e.nexo ? e.nexo.nombre : 'Panel'})`;
    case 'exportacion.descargada':
      return `Datos descargados: ${ARCHIVOS[e.archivo ?? ''] ?? e.archivo ?? ''}`;
    case 'equipo.invitado':
      return `Invitación al equipo: ${quienDelEquipo(e)}`;
    case 'equipo.se_unio':
      return `Se unió al equipo: ${quienDelEquipo(e)}`;
    case 'equipo.cambiado':
      return `Cambio en el equipo: ${quienDelEquipo(e)}`;
    case 'equipo.baja':
      return `Salió del equipo: ${quienDelEquipo(e)}`;
    case 'segundo_factor.activado':
      return 'Verificación en dos pasos activada';
    case 'segundo_factor.desactivado':
      return 'Verificación en dos pasos desactivada';
    case 'alerta.cliente_frecuente':
    case 'alerta.fuera_de_horario':
    case 'alerta.rafaga':
    case 'alerta.canje_sin_escaneo':
    case 'alerta.codigos_fallidos':
    case 'alerta.revinculaciones':
      return `Alerta: ${e.texto ?? ALERTAS[e.accion]}`;
  }
}

/**
 * The person of the team who did it, named as lists name them ('Carlos R. (Cajero)'): who acted
 * (actor 'miembro'), or who registered a canje — at the Nexo or in the panel. The owner is 'Tú'
 * (this screen is theirs alone); anything else the event names a person for (an invitation, an
 * alert) is about them, not by them.
 */
function quienDelEquipoActuo(e: EventoActividad): string | null {
  if (!e.miembro || (e.actor !== 'miembro' && e.accion !== 'canje.registrado')) return null;
  return e.miembro.rol === 'dueno' ? 'Tú' : quienRegistro(e.miembro);
}

/**
 * Who did it and from where: 'Tú · IP 189.203.14.7', 'Carlos R. (Cajero) · En Tacos Cuichi
 * Centro'. Without a team, a canje at a Nexo says only where, and one in the panel 'Desde el panel'.
 */
export function quienEvento(e: EventoActividad): string {
  const partes: string[] = [];
  const persona = quienDelEquipoActuo(e);
  if (persona) partes.push(persona);
  if (e.actor === 'sistema') partes.push('Tarjeto');
  else if (e.actor === 'miembro' && !persona) partes.push('Alguien de tu equipo');
  else if (e.actor === 'dueno') {
    if (e.accion === 'sesion.fallida') partes.push('Alguien con tu correo');
    else if (e.accion === 'canje.registrado') partes.push('Desde el panel');
    else partes.push('Tú');
  }
  if (e.nexo?.establecimiento) partes.push(`En ${e.nexo.establecimiento}`);
  else if (e.actor === 'nexo') partes.push('Desde un Nexo');
  if (e.ip) partes.push(`IP ${e.ip}`);
  return partes.join(' · ');
}

/** '18:42' on the business's clock. */
export const horaLocal = horaEnZona;

/** A day's heading: 'Hoy', 'Ayer', or 'sábado, 21 de noviembre de 2026'. */
export function diaLocal(iso: string, zona: string, ahora = new Date()) {
  const dia = fechaLocal(new Date(iso), zona);
  const hoy = fechaLocal(ahora, zona);
  if (dia === hoy) return 'Hoy';
  if (dia === sumarDias(hoy, -1)) return 'Ayer';
  const texto = formatoFecha(zona, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
  return texto.charAt(0).toLocaleUpperCase('es-MX') + texto.slice(1);
}

// ── Alertas (issue 25 part C) ──────────────────────────────────────────────────────────────

export const esAlerta = (e: Pick<EventoActividad, 'tipo'>) => e.tipo === 'alertas';

/** An alert's sentence, as Tarjeto wrote it when it raised it. */
export const textoAlerta = (e: EventoActividad) =>
  e.texto ?? ALERTAS[e.accion as AccionAlerta] ?? '';

/**
 * Who and which Nexo an alert is about, and who raised it: 'Carlos R. (Cajero) · Caja del
 * carbón, en Centro · Detectada por Tarjeto'. A Nexo the sentence already names is not repeated.
 */
export function sobreAlerta(e: EventoActividad): string {
  const partes: string[] = [];
  if (e.miembro) partes.push(e.miembro.rol === 'dueno' ? 'Tú' : quienRegistro(e.miembro));
  if (e.nexo && !textoAlerta(e).includes(e.nexo.nombre))
    partes.push(
      e.nexo.establecimiento ? `${e.nexo.nombre}, en ${e.nexo.establecimiento}` : e.nexo.nombre,
    );
  partes.push('Detectada por Tarjeto');
  return partes.join(' · ');
}

export const ALERTAS_AYUDA =
  'Tarjeto revisa tu mostrador cada 5 minutos y marca lo que se ve raro. Una alerta no es una acusación: revísala con tu equipo. La mañana siguiente te llega un resumen por correo.';
export const SIN_ALERTAS = 'No hay alertas';
export const SIN_ALERTAS_AYUDA =
  'Si algo se ve raro en el mostrador —visitas fuera de horario, muchos códigos no válidos, canjes sin escanear al cliente— te avisamos aquí y por correo.';
