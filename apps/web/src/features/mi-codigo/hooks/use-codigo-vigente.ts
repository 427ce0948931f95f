import { useEffect, useState } from 'react';
import { useClienteCodigoQuery } from '../api/get-cliente-codigo.ts';

/**
 * Ask for the next code this long after `renuevaEn`: by then the server has surely moved to the
 * new step. Asking before would only bring the same code back.
 */
export const MI_CODIGO_MARGEN_MS = 250;
/** After a failed renewal, try again this often while the code on screen is still accepted. */
export const MI_CODIGO_REINTENTO_MS = 5000;
/** The countdown's step. */
export const MI_CODIGO_TICK_MS = 1000;

/**
 * The customer's code, always one the counter will accept. The next code is fetched as soon as it
 * is out (`renuevaEn`); the one on screen stays accepted for a while after that (`expiraEn`), so
 * the swap never shows a dead code. If renewing fails, the current code stays while it is still
 * accepted and is taken off screen when it is not.
 */
export function useCodigoVigente() {
  const query = useClienteCodigoQuery();
  const { data, dataUpdatedAt, errorUpdatedAt, isError, refetch } = query;
  const [ahora, setAhora] = useState(() => Date.now());

  // The countdown: re-render once a second.
  useEffect(() => {
    const timer = setInterval(() => setAhora(Date.now()), MI_CODIGO_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // Fetch the next code the moment it is out.
  useEffect(() => {
    if (!data) return;
    const espera = dataUpdatedAt + data.renuevaEn + MI_CODIGO_MARGEN_MS - Date.now();
    const timer = setTimeout(() => void refetch(), Math.max(0, espera));
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch]);

  // A renewal failed but the code on screen still works: keep trying quietly.
  useEffect(() => {
    if (!isError || !data) return;
    const timer = setTimeout(() => void refetch(), MI_CODIGO_REINTENTO_MS);
    return () => clearTimeout(timer);
  }, [isError, errorUpdatedAt, data, refetch]);

  // Browsers slow timers in background tabs: on coming back, renew at once if it is due.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !data) return;
      if (Date.now() >= dataUpdatedAt + data.renuevaEn) void refetch();
      setAhora(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [data, dataUpdatedAt, refetch]);

  // The clock ticks once a second; a code that arrived since the last tick is measured from its
  // arrival, or a fresh 20 s would read "21 s" for a moment.
  const t = Math.max(ahora, dataUpdatedAt);
  const vigente = data !== undefined && t < dataUpdatedAt + data.expiraEn;
  return {
    query,
    /** The code to show, or null when there is none the counter would accept. */
    codigo: vigente ? data : null,
    /** Milliseconds until the next code replaces this one. */
    renuevaEnMs: data ? Math.max(0, dataUpdatedAt + data.renuevaEn - t) : 0,
    /** Milliseconds this code is still accepted. */
    expiraEnMs: data ? Math.max(0, dataUpdatedAt + data.expiraEn - t) : 0,
  };
}
