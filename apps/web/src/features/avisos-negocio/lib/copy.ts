import type { Campana } from '@tarjeto/shared';
import { formatEntero } from '../../../lib/numero.ts';

// The words of Avisos (issue 28): automations, campaigns and their effect in Estadísticas.

export const AVISOS_PATH = '/negocio-dashboard/avisos';

export const ERROR_CARGAR_AUTOMATIZACIONES = 'No pudimos cargar tus automatizaciones.';
export const ERROR_GUARDAR_AUTOMATIZACION =
  'No pudimos guardar la automatización. Intenta de nuevo.';
export const ERROR_CARGAR_CAMPANAS = 'No pudimos cargar tus campañas.';
export const ERROR_CREAR_CAMPANA = 'No pudimos crear la campaña. Intenta de nuevo.';
export const ERROR_CANCELAR_CAMPANA = 'No pudimos cancelar la campaña. Intenta de nuevo.';
export const ERROR_AUDIENCIA = 'No pudimos contar a quién llega. Revisa el segmento.';
export const ERROR_CARGAR_EFECTO = 'No pudimos cargar el efecto de tus avisos.';
export const SIN_ALCANCE =
  'Ahora no llega a nadie: amplía el segmento o prográmala para cuando tus clientes acepten avisos.';

export const SIN_CAMPANAS = 'Aún no envías campañas. Escribe la primera arriba.';
export const SIN_EFECTOS =
  'Aún no hay avisos que medir. Enciende una automatización o envía una campaña en Avisos y aquí verás si tus clientes regresan más.';
export const EXPLICACION_EFECTO =
  'Cada aviso deja sin mensaje a un grupo de control de cerca del 10 % de quienes lo recibirían. La diferencia entre quienes regresaron con mensaje y sin él es lo que logró el mensaje: las visitas que habrían llegado de todos modos no cuentan como suyas.';

export const ETIQUETA_ESTADO: Record<Campana['estado'], string> = {
  programada: 'Programada',
  enviando: 'Enviando',
  enviada: 'Enviada',
  cancelada: 'Cancelada',
};

export { formatEntero };

/** '1 cliente', '3 clientes'. */
export const plural = (n: number, uno: string, varios: string) =>
  `${formatEntero(n)} ${n === 1 ? uno : varios}`;

/** 0.34 → '34 %' (es-MX spaces the sign, BRAND.md). */
export const porcentaje = (tasa: number) => `${formatEntero(Math.round(tasa * 100))} %`;

/** A difference of shares in points, signed with a real minus: 0.09 → '+9', −0.03 → '−3'. */
export const puntos = (d: number) => {
  const n = Math.round(d * 100);
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${formatEntero(Math.abs(n))}`;
};

/** What 'Entregados' counts, under a campaign's figures. */
export const NOTA_ENTREGADOS =
  'Entregados: notificaciones que el teléfono confirmó haber mostrado. Los correos y la cartera del teléfono no lo confirman, así que cuentan solo como enviados.';

/** A window no message is old enough for yet. */
export const SIN_MENSAJES_EN_PLAZO = 'Aún no hay mensajes con ese tiempo encima para medirlo.';
