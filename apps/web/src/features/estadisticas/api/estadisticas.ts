import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clientesPorNivelResponseSchema,
  estadisticasInicioResponseSchema,
  horasPicoResponseSchema,
  resumenPeriodoResponseSchema,
  retencionResponseSchema,
  usoPromocionesResponseSchema,
  visitasSemanalesResponseSchema,
  type PeriodoEstadisticas,
} from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

// The business's statistics (GET /api/estadisticas/negocio/{publicID}/…): one call per panel, so
// each panel loads, fails and retries on its own. All of them share the key prefix
// ['estadisticas', negocioID], which a visit or a canje elsewhere may invalidate at once.

export const estadisticasQueryKey = (negocioID: string) => ['estadisticas', negocioID] as const;

const base = (negocioID: string) => `/api/estadisticas/negocio/${encodeURIComponent(negocioID)}`;

function panel<S extends z.ZodType<{ data: unknown }>>(
  negocioID: string,
  nombre: string,
  schema: S,
  periodo?: PeriodoEstadisticas,
) {
  return {
    queryKey: [...estadisticasQueryKey(negocioID), nombre, periodo ?? null] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const query = periodo ? `?periodo=${periodo}` : '';
      const payload = await apiFetch<unknown>(`${base(negocioID)}/${nombre}${query}`, { signal });
      return schema.parse(payload).data as z.infer<S>['data'];
    },
  };
}

/** Inicio: quick summary and 'Visitas de la semana'. */
export const useEstadisticasInicio = (negocioID: string) =>
  useQuery(panel(negocioID, 'inicio', estadisticasInicioResponseSchema));

export const useResumenPeriodo = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel(negocioID, 'resumen', resumenPeriodoResponseSchema, periodo));

export const useVisitasSemanales = (negocioID: string) =>
  useQuery(panel(negocioID, 'visitas-semanales', visitasSemanalesResponseSchema));

export const useUsoPromociones = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel(negocioID, 'promociones', usoPromocionesResponseSchema, periodo));

export const useClientesPorNivel = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel(negocioID, 'niveles', clientesPorNivelResponseSchema, periodo));

export const useHorasPico = (negocioID: string, periodo: PeriodoEstadisticas) =>
  useQuery(panel(negocioID, 'horas-pico', horasPicoResponseSchema, periodo));

export const useRetencion = (negocioID: string) =>
  useQuery(panel(negocioID, 'retencion', retencionResponseSchema));
