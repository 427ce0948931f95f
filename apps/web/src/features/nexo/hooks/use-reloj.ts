import { useEffect, useState } from 'react';

/** How often "Visto hace …" is worked out again on screen. */
export const RELOJ_ESTADO_MS = 30_000;

/** The current time, renewed every `cadaMs`: relative words ("hace 3 h") stay true on an open tab. */
export function useReloj(cadaMs = RELOJ_ESTADO_MS): Date {
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAhora(new Date()), cadaMs);
    return () => clearInterval(timer);
  }, [cadaMs]);
  return ahora;
}
