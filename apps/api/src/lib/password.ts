import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { semaforo } from './semaforo.ts';

// Argon2id with the parameters of DOMAIN §2 (≥ 19 MiB, 2 passes, 1 lane). Hashing takes ≈ 9 ms;
// never call it inside a database transaction (PGlite serializes everything behind it).

const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many hashes run at once: one per core. Each runs on libuv's thread pool (4 threads by
 * default), so a login storm unbounded would keep every core busy hashing and the event loop —
 * every other request, /api/health included — would wait its turn behind them (issue 12). It also
 * bounds the memory a storm takes: 19 MiB per hash in flight.
 */
export const ARGON_CONCURRENCIA = Math.max(1, availableParallelism());
export const argon = semaforo(ARGON_CONCURRENCIA);

export const hashPassword = (password: string) => argon(() => hash(password, OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  argon(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
