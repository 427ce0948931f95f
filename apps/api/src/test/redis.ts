import net from 'node:net';

// The Redis the tests may use (the machine's, or TEST_REDIS_URL), and whether it answers: tests
// that need it run only when it does. Files run several at once, each worker on a database of its
// own (1–15), so one file's counters — a login limit by address, say — never reach another's.

const porHilo = Number(process.env.VITEST_POOL_ID ?? 0) % 16;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${porHilo}`;

export const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
