import { DIAS_SEMANA, type TipoPromo } from '@tarjeto/shared';
import { comoFecha, esFecha, fechaCorta, fechaDiaMes } from './fecha-es.ts';
import { formatEntero } from './numero.ts';

// es-MX formats for offers (BRAND.md): "21 nov 2026", 24-hour clock, "1,234", ∞ for no limit —
// the same words on the business's Ofertas, the customer's Ofertas and a business's public page.

/** '2026-11-21' → '21 nov 2026'; anything unreadable comes back as it was. */
export { fechaCorta };

/** '2026-11-21' → '21 nov' (a range whose year the end already says). */
export const diaMes = (fecha: string) => (esFecha(fecha) ? fechaDiaMes(fecha) : fecha);

/** "1,234" */
export { formatEntero };

/** A limit: blank or null means none, shown as ∞ (SPEC §5). */
export const limiteTexto = (v: number | string | null | undefined) => {
  if (v === null || v === undefined || v === '') return '∞';
  const n = Number(v);
  return Number.isFinite(n) ? formatEntero(n) : String(v);
};

export const nombreDia = (dia: number) => DIAS_SEMANA[dia] ?? DIAS_SEMANA[1];

/** Days from `hoy` to `fecha` (both 'YYYY-MM-DD'); negative when past. */
export function diasHasta(hoy: string, fecha: string): number {
  const ms = comoFecha(fecha).getTime() - comoFecha(hoy).getTime();
  return Math.round(ms / 86_400_000);
}

/** "Vence hoy", "Vence mañana", "Vence en 3 días". */
export function venceEn(hoy: string, fecha: string): string {
  const d = diasHasta(hoy, fecha);
  if (d <= 0) return 'Vence hoy';
  if (d === 1) return 'Vence mañana';
  return `Vence en ${d} días`;
}

/** The fields of a promotion's type that decide when it can be used, as the form or the API hold them. */
export interface Vigencia {
  tipo: TipoPromo;
  programa?: { diaSemana: number | string; horaInicio: string; horaFin: string } | null;
  periodo?: { fechaInicio: string; fechaFin: string } | null;
  exclusivo?: {
    /** Unknown to customers, who see only what is left. */
    totalInicial?: number | string;
    restantes?: number | null;
    fechaLimite: string;
  } | null;
}

/** When a customer can use it, in one line: "Cada lunes, de 18:00 a 22:00". */
export function vigenciaTexto(v: Vigencia): string {
  switch (v.tipo) {
    case 'programa': {
      if (!v.programa) return 'Un día a la semana';
      const dia = nombreDia(Number(v.programa.diaSemana)).toLowerCase();
      return `Cada ${dia}, de ${v.programa.horaInicio} a ${v.programa.horaFin}`;
    }
    case 'periodo': {
      if (!v.periodo) return 'Entre dos fechas';
      const { fechaInicio, fechaFin } = v.periodo;
      const mismoAnio = fechaInicio.slice(0, 4) === fechaFin.slice(0, 4);
      return `Del ${mismoAnio ? diaMes(fechaInicio) : fechaCorta(fechaInicio)} al ${fechaCorta(fechaFin)}`;
    }
    case 'exclusivo': {
      if (!v.exclusivo) return 'Cantidad limitada';
      const { totalInicial, restantes, fechaLimite } = v.exclusivo;
      const cuantas =
        restantes === null || restantes === undefined
          ? `Solo ${limiteTexto(totalInicial)}`
          : totalInicial === undefined
            ? `Quedan ${formatEntero(restantes)}`
            : `Quedan ${formatEntero(restantes)} de ${limiteTexto(totalInicial)}`;
      return `${cuantas} · hasta el ${fechaCorta(fechaLimite)}`;
    }
    default:
      return 'Disponible siempre';
  }
}
