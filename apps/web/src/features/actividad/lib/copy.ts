import {
  ETIQUETA_ROL,
  fechaLocal,
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

/** Who did it and from where: 'Tú · IP 189.203.14.7', 'En Tacos Cuichi Centro'. */
export function quienEvento(e: EventoActividad): string {
  const partes: string[] = [];
  if (e.actor === 'sistema') partes.push('Tarjeto');
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
