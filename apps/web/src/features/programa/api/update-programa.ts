import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { programaResponseSchema } from '@tarjeto/shared';
import { type ProgramaUpdate } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { programaPath, programaQueryKey } from './get-programa.ts';

export async function updatePrograma({
  negocioID,
  body,
}: {
  negocioID: string;
  body: ProgramaUpdate;
}) {
  const payload = await apiFetch<unknown>(programaPath(negocioID), { method: 'PUT', body });
  return payload as Respuesta<typeof programaResponseSchema>;
}

export function useUpdatePrograma() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePrograma,
    onSuccess: (res, { negocioID }) => {
      qc.setQueryData(programaQueryKey(negocioID), res.data);
      // Simulations were made against the old levels.
      return qc.invalidateQueries({ queryKey: [...programaQueryKey(negocioID), 'simulacion'] });
    },
  });
}
