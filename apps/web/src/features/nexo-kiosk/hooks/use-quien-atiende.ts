import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NexoEquipo, PersonaMostrador } from '@tarjeto/shared';
import {
  atender,
  dejarDeAtender,
  nexoEquipoKey,
  nexoEquipoQuery,
} from '../api/equipo-mostrador.ts';
import { esDesvinculado } from '../api/device-auth.ts';

/**
 * The counter's "¿Quién atiende?" (issue 25 part B). When the business has people who may serve
 * here (with a PIN) and nobody has said it is them, the kiosk asks before it scans (`pedir`). A
 * business without a team never sees it; nor does a kiosk without a connection — saying who you
 * are needs the server, and scans must not wait for it (they queue as always).
 */
export function useQuienAtiende({
  pairing,
  enLinea,
  onUnpaired,
}: {
  pairing: { token: string; nexoId: string };
  /** The browser is online and Tarjeto answered lately. */
  enLinea: boolean;
  onUnpaired: () => void;
}) {
  const qc = useQueryClient();
  const equipo = useQuery(nexoEquipoQuery(pairing));
  const unpaired = useEffectEvent(onUnpaired);
  useEffect(() => {
    if (esDesvinculado(equipo.error)) unpaired();
  }, [equipo.error]);

  const personas = equipo.data?.personas ?? [];
  const atiende = equipo.data?.atiende ?? null;

  const poner = useCallback(
    (persona: PersonaMostrador | null) =>
      qc.setQueryData<NexoEquipo>(nexoEquipoKey(pairing.nexoId), (old) =>
        old ? { ...old, atiende: persona } : old,
      ),
    [qc, pairing.nexoId],
  );

  /** A person says it is them: their PIN, checked by the server (errors are the caller's). */
  const identificar = useCallback(
    async (miembroId: string, pin: string) => {
      const persona = await atender(pairing.token, { miembroId, pin });
      poner(persona);
      return persona;
    },
    [pairing.token, poner],
  );

  const [cambiando, setCambiando] = useState(false);
  /** 'Cambiar': nobody serves until the next person says it is them. */
  const cambiar = useCallback(async () => {
    setCambiando(true);
    try {
      await dejarDeAtender(pairing.token);
      poner(null);
    } finally {
      setCambiando(false);
    }
  }, [pairing.token, poner]);

  return {
    personas,
    atiende,
    /** Ask "¿Quién atiende?" before scanning. */
    pedir: enLinea && personas.length > 0 && atiende === null,
    identificar,
    cambiar,
    cambiando,
    /** The list may be stale (someone left): ask again. */
    actualizar: () => void equipo.refetch(),
  };
}
