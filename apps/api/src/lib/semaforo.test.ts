import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argon, ARGON_CONCURRENCIA, ARGON_NICE, hashPassword, verifyPassword } from './password.ts';
import { semaforo } from './semaforo.ts';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('semaforo', () => {
  it('runs at most max tasks at once, in arrival order, and every one of them', async () => {
    const s = semaforo(3);
    let enCurso = 0;
    let maximo = 0;
    const orden: number[] = [];
    const resultados = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s(async () => {
          orden.push(i);
          enCurso++;
          maximo = Math.max(maximo, enCurso);
          expect(s.activas).toBeLessThanOrEqual(3);
          await pausa(5);
          enCurso--;
          return i * 2;
        }),
      ),
    );
    expect(maximo).toBe(3);
    expect(orden).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(resultados).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
    expect(s.activas).toBe(0);
    expect(s.esperando).toBe(0);
  });

  it('frees the turn of a task that fails', async () => {
    const s = semaforo(1);
    await expect(s(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await s(async () => 'sigue')).toBe('sigue');
    expect(s.activas).toBe(0);
  });

  it('refuses a size that would block everything', () => {
    expect(() => semaforo(0)).toThrow();
  });
});

describe('password hashing', () => {
  it('hashes and verifies at most one per core at once', async () => {
    let maximo = 0;
    const vigia = setInterval(() => (maximo = Math.max(maximo, argon.activas)), 1);
    const hashes = await Promise.all(
      Array.from({ length: ARGON_CONCURRENCIA * 3 }, (_, i) => hashPassword(`clave-${i}`)),
    );
    const ok = await Promise.all(hashes.map((h, i) => verifyPassword(h, `clave-${i}`)));
    clearInterval(vigia);
    expect(ok.every(Boolean)).toBe(true);
    expect(await verifyPassword(hashes[0]!, 'otra')).toBe(false);
    expect(await verifyPassword('no es un hash', 'x')).toBe(false);
    expect(maximo).toBeGreaterThan(0);
    expect(maximo).toBeLessThanOrEqual(ARGON_CONCURRENCIA);
    expect(argon.activas).toBe(0);
  });

  it.runIf(fs.existsSync('/proc/thread-self'))(
    'hashes on threads that yield to the event loop (a lower priority than the loop)',
    async () => {
      await Promise.all([hashPassword('una'), hashPassword('otra')]);
      // Field 19 of a thread's stat is its nice value: the loop's stays 0, the hashers' is raised.
      const nice = new Map(
        fs.readdirSync('/proc/self/task').map((t) => {
          const stat = fs.readFileSync(`/proc/self/task/${t}/stat`, 'utf8');
          return [t, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
        }),
      );
      const hashers = [...nice.values()].filter((n) => n === ARGON_NICE).length;
      expect(ARGON_NICE).toBeGreaterThan(0);
      expect(hashers).toBeGreaterThanOrEqual(1);
      expect(hashers).toBeLessThanOrEqual(ARGON_CONCURRENCIA);
      // This thread runs the event loop: its priority is left alone.
      expect(nice.get(fs.readlinkSync('/proc/thread-self').split('/').pop()!)).toBe(0);
    },
  );
});
