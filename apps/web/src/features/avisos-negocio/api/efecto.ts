import { useQuery } from '@tanstack/react-query';
import type { Efecto, efectosResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { AVISOS_KEY } from './automatizaciones.ts';

// Estadísticas → Campañas (issue 28 part E): messaged vs control for every automation and campaign.

export const useEfectos = () =>
  useQuery({
    queryKey: [...AVISOS_KEY, 'efecto'] as const,
    queryFn: async ({ signal }): Promise<Efecto[]> =>
      (
        await apiFetch<Respuesta<typeof efectosResponseSchema>>('/api/negocio/avisos/efecto', {
          signal,
        })
      ).data.efectos,
  });
