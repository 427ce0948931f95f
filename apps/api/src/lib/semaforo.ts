// A counting semaphore: at most `max` of the wrapped tasks run at once; the rest wait their turn,
// first come first served. For work that is heavy outside the event loop (Argon2id hashing on the
// thread pool): bounded, it cannot take every core from the loop that answers everyone else.

export interface Semaforo {
  <T>(tarea: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly activas: number;
  /** Tasks waiting for a turn. */
  readonly esperando: number;
}

export function semaforo(max: number): Semaforo {
  if (!Number.isInteger(max) || max < 1) throw new Error(`semaforo: max inválido (${max})`);
  let activas = 0;
  const cola: Array<() => void> = [];
  const run = async <T>(tarea: () => Promise<T>): Promise<T> => {
    if (activas < max) activas++;
    // A finishing task hands its turn straight to the next in line (activas stays the same).
    else await new Promise<void>((turno) => cola.push(turno));
    try {
      return await tarea();
    } finally {
      const siguiente = cola.shift();
      if (siguiente) siguiente();
      else activas--;
    }
  };
  return Object.defineProperties(run, {
    activas: { get: () => activas },
    esperando: { get: () => cola.length },
  }) as Semaforo;
}
