import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  clientesPorNivelResponseSchema,
  equipoPeriodoResponseSchema,
  estadisticasInicioResponseSchema,
  horasPicoResponseSchema,
  resumenPeriodoResponseSchema,
  retencionResponseSchema,
  usoPromocionesResponseSchema,
  visitasSemanalesResponseSchema,
  PeriodoEstadisticas,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The business's statistics (GET /api/estadisticas/negocio/{publicID}/…): one call per panel, so
// each panel loads, fails and retries on its own. All of them share the key prefix
// ['estadisticas', negocioID], which a visit or a canje elsewhere may invalidate at once.

export const estadisticasQueryKey = (negocioID: string) => ['estadisticas', negocioID] as const;

const base = (negocioID: string) => `/api/estadisticas/negocio/${encodeURIComponent(negocioID)}`;

/** One panel's query; `S` is its answer's contract (the type only: the API checked the answer). */
function panel<S extends z.ZodType<{ data: unknown }>>(
  negocioID: string,
  nombre: string,
  periodo?: PeriodoEstadisticas,
) {
  return {
    queryKey: [...estadisticasQueryKey(negocioID), nombre, periodo ?? null] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const query = periodo ? `?periodo=${periodo}` : '';
      const payload = await apiFetch<Respuesta<S>>(`${base(negocioID)}/${nombre}${query}`, {
        signal,
      });
      return payload.data as Respuesta<S>['data'];
    },
  };
}

/** Inicio: quick summary and 'Visitas de la semana'. */
export const estadisticasInicioQuery = (negocioID: string) =>
  panel<typeof estadisticasInicioResponseSchema>(negocioID, 'inicio');

export const useEstadisticasInicio = (negocioID: string) =>
  useQuery(estadisticasInicioQuery(negocioID));

export const useResumenPeriodo = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel<typeof resumenPeriodoResponseSchema>(negocioID, 'resumen', periodo));

export const useVisitasSemanales = (negocioID: string) =>
  useQuery(panel<typeof visitasSemanalesResponseSchema>(negocioID, 'visitas-semanales'));

export const useUsoPromociones = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel<typeof usoPromocionesResponseSchema>(negocioID, 'promociones', periodo));

export const useClientesPorNivel = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel<typeof clientesPorNivelResponseSchema>(negocioID, 'niveles', periodo));

export const useHorasPico = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel<typeof horasPicoResponseSchema>(negocioID, 'horas-pico', periodo));

/** 'Por persona': visits and canjes by who registered them in the period. */
export const useEquipoPeriodo = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel<typeof equipoPeriodoResponseSchema>(negocioID, 'equipo', periodo));

export const useRetencion = (negocioID: string) =>
  useQuery(panel<typeof retencionResponseSchema>(negocioID, 'retencion'));
