import http from 'node:http';

// Open-loop load (bench/visitas-ritmo.ts, bench/soak.ts): requests leave at the times a fixed
// offered rate says, whether or not earlier ones have been answered, and each one's latency runs
// from the moment it was *due*, not from when the client got round to sending it. A closed-loop
// client (autocannon, even with `overallRate`: each connection waits for its answer before the
// next request) stops sending while the server is slow, so the requests that would have waited
// never exist and the percentiles hide the queue — coordinated omission. Here a slow server (or a
// slow client) shows in the latencies.

export interface Respuesta {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** When the request was handed to the operating system (performance.now()); 0 if never. */
  salio: number;
}

/** One HTTP/1.1 request over `agent` (keep-alive); never throws: a network error is status 0. */
export function pedir(
  agent: http.Agent,
  base: URL,
  opciones: { method: string; path: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<Respuesta> {
  return new Promise((resolve) => {
    let hecho = false;
    let salio = 0;
    const fin = (r: Respuesta) => {
      if (!hecho) {
        hecho = true;
        resolve(r);
      }
    };
    const headers: Record<string, string> = { ...opciones.headers };
    if (opciones.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(opciones.body));
    }
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: opciones.method,
        path: opciones.path,
        headers,
        agent,
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () =>
          fin({
            status: res.statusCode ?? 0,
            body: Buffer.concat(partes).toString('utf8'),
            headers: res.headers,
            salio,
          }),
        );
        res.on('error', (e) => fin({ status: 0, body: String(e), headers: {}, salio }));
      },
    );
    req.on('finish', () => (salio = performance.now()));
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`sin respuesta en ${timeoutMs} ms`));
    });
    req.on('error', (e) => fin({ status: 0, body: String(e.message), headers: {}, salio }));
    if (opciones.body !== undefined) req.write(opciones.body);
    req.end();
  });
}

export interface Flujo {
  /** Requests (or screens) per second, evenly spaced. */
  porSegundo: number;
  /** The n-th event of this stream, due at `debido` (performance.now() clock); never rejects. */
  enviar(n: number, debido: number): Promise<unknown>;
}

/**
 * Runs every stream at its rate for `duracionMs`, then waits for the answers still out. Returns
 * the worst lag of a dispatch behind its due time (the client's own delay, inside the latencies).
 */
export async function lazoAbierto(
  flujos: Flujo[],
  duracionMs: number,
  alTick?: (transcurridoMs: number) => void,
) {
  const t0 = performance.now();
  const enviados = flujos.map(() => 0);
  const pendientes = new Set<Promise<unknown>>();
  let retrasoMax = 0;
  for (;;) {
    const ahora = performance.now() - t0;
    for (const [i, f] of flujos.entries()) {
      for (;;) {
        const t = (enviados[i]! * 1000) / f.porSegundo;
        if (t >= duracionMs || t > ahora) break;
        retrasoMax = Math.max(retrasoMax, ahora - t);
        const p = f.enviar(enviados[i]!++, t0 + t);
        pendientes.add(p);
        void p.finally(() => pendientes.delete(p));
      }
    }
    alTick?.(ahora);
    if (ahora >= duracionMs) break;
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all([...pendientes]);
  return { retrasoMaxMs: Math.round(retrasoMax * 10) / 10, t0 };
}

/** The p-quantile (0–1) of values sorted ascending; 0 for none. */
export const percentil = (ordenados: number[], p: number) =>
  ordenados.length
    ? ordenados[Math.min(ordenados.length - 1, Math.ceil(p * ordenados.length) - 1)]!
    : 0;

export const r1 = (x: number) => Math.round(x * 10) / 10;

/** Whether a visit's answer is a counted visit (200 with `data.contada`); false for anything else. */
export function visitaContada(r: Respuesta) {
  if (r.status !== 200) return false;
  try {
    return (JSON.parse(r.body) as { data?: { contada?: boolean } }).data?.contada === true;
  } catch {
    return false;
  }
}
