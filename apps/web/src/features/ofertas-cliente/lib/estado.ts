import type { EstadoOferta, OfertaCliente } from '@tarjeto/shared';
import { diaMes, fechaCorta, formatEntero, nombreDia } from '../../../lib/formato-ofertas.ts';

// The words of a customer's offer state (issue 11): what they can do now, or why not and when.
// The state itself comes from the server, decided by the same rules as the counter.

export type Tono = 'green' | 'marigold' | 'neutral' | 'red' | 'rubi';

const visitas = (n: number) =>
  n === 1 ? 'te falta 1 visita' : `te faltan ${formatEntero(n)} visitas`;

const semana = (fecha: string) =>
  nombreDia(new Date(`${fecha}T12:00:00Z`).getUTCDay()).toLowerCase();

/** 'hoy a las 18:00', 'mañana', 'el martes a las 18:00', 'el sábado 20 dic' (business calendar). */
export function cuandoTexto(r: NonNullable<OfertaCliente['reabre']>): string {
  const dia =
    r.enDias === 0
      ? 'hoy'
      : r.enDias === 1
        ? 'mañana'
        : r.enDias < 7
          ? `el ${semana(r.fecha)}`
          : `el ${semana(r.fecha)} ${diaMes(r.fecha)}`;
  return r.hora ? `${dia} a las ${r.hora}` : dia;
}

/** The badge and the one line under an offer: its state for this customer. */
export function estadoTexto(o: OfertaCliente): {
  etiqueta: string;
  detalle: string | null;
  tono: Tono;
} {
  const vuelve = o.reabre ? `Vuelve a estar disponible ${cuandoTexto(o.reabre)}.` : null;
  switch (o.estado) {
    case 'disponible':
      return {
        etiqueta: 'Disponible',
        tono: 'green',
        detalle: o.ventana ? `Hoy hasta las ${o.ventana.horaFin}.` : null,
      };
    case 'usada':
      if (o.motivo === 'limite_total')
        return {
          etiqueta: 'Ya la usaste',
          tono: 'neutral',
          detalle: 'Ya la usaste todas las veces que se podía.',
        };
      return {
        etiqueta: 'Ya la usaste',
        tono: 'neutral',
        detalle: `${o.motivo === 'limite_semanal' ? 'Ya la usaste esta semana.' : 'Ya la usaste hoy.'}${vuelve ? ` ${vuelve}` : ''}`,
      };
    case 'fuera_de_horario':
      return {
        etiqueta: 'Fuera de horario',
        tono: 'marigold',
        detalle: o.reabre ? `Disponible ${cuandoTexto(o.reabre)}.` : null,
      };
    case 'proximamente':
      return {
        etiqueta: 'Próximamente',
        tono: 'marigold',
        detalle: o.reabre ? `Empieza ${cuandoTexto(o.reabre)}.` : null,
      };
    case 'bloqueada':
      return {
        etiqueta: `Nivel ${o.desbloqueo?.nombre ?? o.nombreNivelReq}`,
        tono: 'rubi',
        detalle:
          o.desbloqueo?.faltan != null
            ? `Desbloquea en ${o.desbloqueo.nombre}: ${visitas(o.desbloqueo.faltan)}.`
            : `Se desbloquea al llegar a ${o.nombreNivelReq}.`,
      };
    case 'agotada':
      return {
        etiqueta: 'Agotada',
        tono: 'red',
        detalle: o.motivo === 'sin_existencias' ? 'Ya no quedan.' : 'Alcanzó su límite de usos.',
      };
    case 'vencida':
      return {
        etiqueta: 'Terminó',
        tono: 'neutral',
        detalle: o.vence ? `Terminó el ${fechaCorta(o.vence)}.` : null,
      };
  }
}

/** The sections of 'Ofertas', in order. */
export const SECCIONES: ReadonlyArray<{ id: string; titulo: string; estados: EstadoOferta[] }> = [
  { id: 'ahora', titulo: 'Para usar ahora', estados: ['disponible'] },
  { id: 'despues', titulo: 'Más adelante', estados: ['usada', 'fuera_de_horario', 'proximamente'] },
  { id: 'bloqueadas', titulo: 'Por desbloquear', estados: ['bloqueada'] },
  { id: 'terminadas', titulo: 'Ya no disponibles', estados: ['agotada', 'vencida'] },
];

/** "1 al día · 3 por semana · 5 en total"; null with no limit for the customer. */
export function limitesTexto(l: OfertaCliente['limites']): string | null {
  const partes = [
    l.diario !== null ? `${formatEntero(l.diario)} al día` : null,
    l.semanal !== null ? `${formatEntero(l.semanal)} por semana` : null,
    l.total !== null ? `${formatEntero(l.total)} en total` : null,
  ].filter(Boolean);
  return partes.length ? partes.join(' · ') : null;
}
