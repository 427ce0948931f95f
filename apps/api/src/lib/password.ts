import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { semaforo } from './semaforo.ts';

// Argon2id with the parameters of DOMAIN §2 (≥ 19 MiB, 2 passes, 1 lane). Hashing takes ≈ 9–12 ms
// of a core; never call it inside a database transaction (PGlite serializes everything behind it).

const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many hashes run at once: one per core, each on a thread of its own (argon-hilo.mjs) that
 * runs at a lower priority than the event loop. Bounded, a login storm cannot take every core:
 * without the bound it would also take 19 MiB per hash in flight. Lowered, the hashes use the CPU
 * the loop and the database leave, so the loop — every other request, /api/health included —
 * does not wait its turn behind them (issue 12).
 */
export const ARGON_CONCURRENCIA = Math.max(1, availableParallelism());
export const argon = semaforo(ARGON_CONCURRENCIA);
/** The hashing threads' nice value (0 normal, 19 lowest). */
export const ARGON_NICE = 10;

/** Idle hashing threads; they are started on first use, as many as the semaphore lets run. */
const libres: Worker[] = [];

const nuevoHilo = () =>
  new Worker(new URL('./argon-hilo.mjs', import.meta.url), { workerData: { nice: ARGON_NICE } });

/** One task on a free hashing thread (the semaphore guarantees there is one, or room for one). */
const enHilo = <T>(mensaje: Record<string, unknown>) =>
  argon(
    () =>
      new Promise<T>((resolve, reject) => {
        const hilo = libres.pop() ?? nuevoHilo();
        // An idle thread does not keep the process alive; one with a task in hand does.
        hilo.ref();
        const listo = (r: { valor?: T; error?: string }) => {
          soltar();
          hilo.unref();
          libres.push(hilo);
          if (r.error === undefined) resolve(r.valor as T);
          else reject(new Error(r.error));
        };
        // A thread that dies takes its task with it and is not used again.
        const muerto = (err: unknown) => {
          soltar();
          reject(err instanceof Error ? err : new Error(`el hilo de hashing terminó (${err})`));
        };
        const soltar = () => {
          hilo.off('message', listo);
          hilo.off('error', muerto);
          hilo.off('exit', muerto);
        };
        hilo.on('message', listo);
        hilo.on('error', muerto);
        hilo.on('exit', muerto);
        hilo.postMessage(mensaje);
      }),
  );

export const hashPassword = (password: string) =>
  enHilo<string>({ op: 'hash', password, options: OPTIONS });

export const verifyPassword = (passwordHash: string, password: string) =>
  enHilo<boolean>({ op: 'verify', hash: passwordHash, password });
