import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API): a QR that goes dark in line, or a
 * kiosk that dims and locks, stops working. The browser drops the lock whenever the page is
 * hidden, so it is asked for again on return. Where the API is missing or refuses (battery saver,
 * no user gesture yet), nothing breaks: the screen may just dim.
 */
export function useWakeLock(active = true) {
  const soportado = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [activo, setActivo] = useState(false);

  useEffect(() => {
    if (!soportado || !active) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelado = false;

    const pedir = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const s = await navigator.wakeLock.request('screen');
        if (cancelado) {
          void s.release();
          return;
        }
        sentinel = s;
        setActivo(true);
        s.addEventListener('release', () => {
          if (!cancelado) setActivo(false);
        });
      } catch {
        setActivo(false);
      }
    };
    const onVisible = () => void pedir();

    void pedir();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelado = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [soportado, active]);

  return { soportado, activo };
}
