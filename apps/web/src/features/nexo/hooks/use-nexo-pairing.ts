import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { NEXO_CODE_TTL_MS, NEXO_COUNTDOWN_STEP_MS } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useGenerateCode } from '../api/generate-code.ts';
import {
  establecimientoNexoQueryKey,
  useEstablecimientoNexo,
} from '../api/get-establecimiento-nexo.ts';
import { negocioProfileQueryKey } from '../api/get-negocio-profile.ts';
import { ERROR_GENERAR_CODIGO, NEXO_CONECTADO_TOAST } from '../lib/copy.ts';

/** A code on screen, waiting for a device to type it. Times are Date.now() milliseconds. */
export interface EsperaDeVinculacion {
  code: string;
  generadoEn: number;
  /** When the code stops working (from the server's `expiresIn`). */
  venceEn: number;
  /** When the screen stops waiting (SPEC §9: 300000 ms, or sooner if the code dies first). */
  terminaEn: number;
}

/**
 * The pairing flow of SPEC §4 for one establishment: disconnected → code generated (waiting) →
 * connected when the connection check, polled every 3 s while waiting, finds a device. Waiting ends
 * after 5 minutes; the countdown steps once a second from `expiresIn`.
 *
 * Remaining time is always worked out from the clock, not by counting ticks, so a tab the browser
 * throttled in the background still shows the truth when it comes back.
 */
export function useNexoPairing(establecimientoID: string) {
  const qc = useQueryClient();
  const generate = useGenerateCode();
  const [espera, setEspera] = useState<EsperaDeVinculacion | null>(null);
  const [vencido, setVencido] = useState(false);
  const [ahora, setAhora] = useState(() => Date.now());
  const nexo = useEstablecimientoNexo(establecimientoID, { polling: espera !== null });
  const conectado = Boolean(nexo.data?._id);

  // The countdown: one step a second while a code is on screen.
  useEffect(() => {
    if (!espera) return;
    const timer = setInterval(() => setAhora(Date.now()), NEXO_COUNTDOWN_STEP_MS);
    return () => clearInterval(timer);
  }, [espera]);

  // The end of waiting, on its own timer so it lands on time whatever the countdown shows.
  useEffect(() => {
    if (!espera) return;
    const timer = setTimeout(
      () => {
        setEspera(null);
        setVencido(true);
      },
      Math.max(0, espera.terminaEn - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [espera]);

  // A device typed the code: the poll now answers with it.
  useEffect(() => {
    if (espera && conectado) {
      setEspera(null);
      toast.success(NEXO_CONECTADO_TOAST);
      // The profile's establishments carry their nexoID: let them catch up.
      void qc.invalidateQueries({ queryKey: negocioProfileQueryKey });
    }
  }, [espera, conectado, qc]);

  const generar = useCallback(() => {
    setVencido(false);
    generate.mutate(establecimientoID, {
      onSuccess: ({ code, expiresIn }) => {
        const t = Date.now();
        setAhora(t);
        setEspera({
          code,
          generadoEn: t,
          venceEn: t + expiresIn,
          // The server says how long the code lives; a screen waiting longer than that, or longer
          // than the spec's 5 minutes, would wait for a code nobody can use.
          terminaEn: t + Math.min(expiresIn, NEXO_CODE_TTL_MS),
        });
      },
      onError: (err) => {
        toast.error(errorMessage(err, ERROR_GENERAR_CODIGO));
        // 409: a device paired in the meantime (another tab, say). Show it.
        if (err instanceof ApiError && err.code === 'NEXO_YA_VINCULADO') {
          void qc.invalidateQueries({ queryKey: establecimientoNexoQueryKey(establecimientoID) });
        }
      },
    });
  }, [generate, establecimientoID, qc]);

  return {
    nexo,
    conectado,
    espera,
    /** Milliseconds until the code on screen stops working. */
    restanteMs: espera ? Math.max(0, espera.venceEn - ahora) : 0,
    /** The last code ran out with no device: say so beside 'Generar Código'. */
    vencido,
    generar,
    generando: generate.isPending,
  };
}
