import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { codigoParaPantalla, type ClienteCodigo } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';
import {
  guardarLlave,
  leerLlave,
  olvidarLlave,
  pedirLlave,
  type LlaveGuardada,
} from '../../../lib/codigo-sin-conexion.ts';

export const clienteCodigoLlaveQueryKey = ['cliente', 'codigo', 'llave'] as const;

/** While the key cannot be fetched, ask again this often (it fails fast when offline). */
export const MI_CODIGO_REINTENTO_MS = 5000;
/** The countdown's step; ticks fall on whole seconds of the server's clock, as steps do. */
export const MI_CODIGO_TICK_MS = 1000;

const sinConexionDe = (err: unknown) => err instanceof ApiError && err.code === 'NETWORK';
/** Answers that say this session may not have the key: it is dropped from the device. */
const sesionTerminada = (err: unknown) =>
  err instanceof ApiError && (err.status === 401 || err.status === 403);

function useEnLinea() {
  const [enLinea, setEnLinea] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const on = () => setEnLinea(true);
    const off = () => setEnLinea(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return enLinea;
}

/**
 * The customer's code, computed on the phone (DOMAIN §4): the key — handle and secret — comes from
 * the server each time the screen opens online and is kept on the device (lib/codigo-sin-conexion),
 * so without a connection the code keeps rotating exactly as the server computes it, on the
 * server's clock as last measured. A session the server no longer accepts drops the key.
 *
 * `usuarioId` is the account shown: the signed-in one, or — when the session cannot be checked
 * offline — the one the kept key belongs to.
 */
export function useCodigoVigente({ usuarioId, nombre }: { usuarioId: string; nombre: string }) {
  const [llave, setLlave] = useState<LlaveGuardada | null>(() => leerLlave(usuarioId));
  const [pantalla, setPantalla] = useState<ClienteCodigo | null>(null);
  const enLinea = useEnLinea();
  const query = useQuery({
    queryKey: clienteCodigoLlaveQueryKey,
    queryFn: ({ signal }) => pedirLlave(signal),
    // A key from an earlier visit may be stale (a password changed since): always ask.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: (q) =>
      q.state.status === 'error' && !sesionTerminada(q.state.error)
        ? MI_CODIGO_REINTENTO_MS
        : false,
  });
  const { data, dataUpdatedAt, error, refetch } = query;

  // A fresh key replaces the kept one.
  useEffect(() => {
    if (data) setLlave(guardarLlave(usuarioId, nombre, data, dataUpdatedAt));
  }, [data, dataUpdatedAt, usuarioId, nombre]);

  // The server says this session may not have it: off the device.
  useEffect(() => {
    if (sesionTerminada(error)) {
      olvidarLlave();
      setLlave(null);
    }
  }, [error]);

  // Back online: fetch it again at once (a password may have changed elsewhere).
  const estabaEnLinea = useRef(enLinea);
  useEffect(() => {
    if (enLinea && !estabaEnLinea.current) void refetch();
    estabaEnLinea.current = enLinea;
  }, [enLinea, refetch]);

  // The code now, again on every whole second of the server's clock (steps start on one).
  useEffect(() => {
    if (!llave) {
      setPantalla(null);
      return;
    }
    let vivo = true;
    let timer: ReturnType<typeof setTimeout>;
    const calcular = () => {
      const servidor = Date.now() + llave.desfaseMs;
      void codigoParaPantalla(llave.handle, llave.secreto, servidor).then((c) => {
        if (vivo) setPantalla(c);
      });
      timer = setTimeout(calcular, MI_CODIGO_TICK_MS - (servidor % MI_CODIGO_TICK_MS));
    };
    calcular();
    // Browsers slow timers in background tabs: on coming back, compute at once.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      calcular();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      vivo = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [llave]);

  const codigo = llave ? pantalla : null;
  return {
    /** The code to show, or null while there is none. */
    codigo,
    /** Milliseconds until the next code replaces this one. */
    renuevaEnMs: codigo?.renuevaEn ?? 0,
    /** No connection: the code on screen comes from the kept key. */
    sinConexion: !enLinea || sinConexionDe(error),
    /** No key on the device and it could not be fetched: why (null while it may still come). */
    error: llave ? null : error,
    cargando: !llave && query.isFetching,
    reintentar: () => void refetch(),
  };
}
