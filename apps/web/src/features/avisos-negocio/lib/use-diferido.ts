import { useEffect, useState } from 'react';

/** `valor` once it has stayed the same for `ms` (the audience waits for the typing to settle). */
export function useDiferido<T>(valor: T, ms: number): T {
  const [diferido, setDiferido] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setDiferido(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return diferido;
}
