import { useEffect, useState } from 'react';

/** Milliseconds left until `hasta` (epoch ms), ticking; null with nothing to count down to. */
export function useCuentaRegresiva(hasta: number | null): number | null {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    if (hasta === null) return;
    setAhora(Date.now());
    const id = setInterval(() => setAhora(Date.now()), 250);
    return () => clearInterval(id);
  }, [hasta]);
  return hasta === null ? null : Math.max(0, hasta - ahora);
}

/** '9:58' */
export const minutosSegundos = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
