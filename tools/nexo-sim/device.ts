import { randomUUID } from 'node:crypto';
import {
  CODIGO_PASO_MS,
  codigoClienteEn,
  codigoParaQr,
  nexoLatidoResponseSchema,
  registerNexoResponseSchema,
  registrarVisitaResponseSchema,
  nexoYoResponseSchema,
  type RegistrarVisitaBody,
  type VisitaResultado,
} from '@tarjeto/shared';

// A Nexo in code: what docs/nexo-protocol.md describes, done over plain HTTP with fetch. The
// command line (nexo-sim.ts), the tests and the benchmark all drive devices through this file, so
// it speaks to the server exactly as an ESP32 or the web kiosk would — no shortcut into the API.

export interface Device {
  url: string;
  token: string;
  nexoId: string;
  negocio: string;
  establecimiento: string;
}

export class NexoError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'NexoError';
  }
}

async function call(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: { code?: string; message?: string } & Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: reported below with the status
  }
  if (!res.ok) {
    throw new NexoError(res.status, body.code ?? 'HTTP', body.message ?? `HTTP ${res.status}`);
  }
  return body;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** Pairs with the 6-digit code from the business's Nexo screen; the token comes only now. */
export async function pair(url: string, connectionCode: string, nombre?: string): Promise<Device> {
  const body = await call(`${base(url)}/api/nexo/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionCode, ...(nombre ? { nombre } : {}) }),
  });
  const { data } = registerNexoResponseSchema.parse(body);
  return {
    url: base(url),
    token: data.token,
    nexoId: data.nexoId,
    negocio: data.negocio.nombreComercial,
    establecimiento: data.establecimiento.nombre,
  };
}

const auth = (d: Device) => ({ authorization: `Bearer ${d.token}` });

export async function whoAmI(d: Device) {
  return nexoYoResponseSchema.parse(await call(`${d.url}/api/nexo/yo`, { headers: auth(d) })).data;
}

/** The heartbeat: "still here", every `latidoCadaMs` while the device is on and online. */
export async function latido(d: Device) {
  const body = await call(`${d.url}/api/nexo/latido`, {
    method: 'POST',
    headers: { ...auth(d), 'content-type': 'application/json' },
    body: '{}',
  });
  return nexoLatidoResponseSchema.parse(body).data;
}

/** One scan. A retry must reuse the same idempotencyKey; a new scan gets a new one. */
export async function registrarVisita(
  d: Device,
  scan: Omit<RegistrarVisitaBody, 'idempotencyKey'> & { idempotencyKey?: string },
): Promise<VisitaResultado> {
  const body = await call(`${d.url}/api/nexo/visitas`, {
    method: 'POST',
    headers: { ...auth(d), 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: randomUUID(), ...scan }),
  });
  return registrarVisitaResponseSchema.parse(body).data;
}

export async function unpair(d: Device) {
  await call(`${d.url}/api/nexo/desvincular`, {
    method: 'POST',
    headers: { ...auth(d), 'content-type': 'application/json' },
    body: '{}',
  });
}

/** A customer's code parts, to make the codes their phone would show (for load and tests). */
export interface ClienteSimulado {
  handle: string;
  secreto: string;
}

export const codigoDe = async (c: ClienteSimulado, at = Date.now()) =>
  codigoParaQr(await codigoClienteEn(c.handle, c.secreto, at));

/**
 * A code of the customer's not sent before (each code is judged once, DOMAIN §4): this step's,
 * else the next one's, which a phone a little ahead shows and the server accepts; null when both
 * were sent already — a real customer has no other code to show until theirs rotates.
 */
export async function codigoSinUsar(c: ClienteSimulado, enviados: Set<string>, at = Date.now()) {
  for (const t of [at, at + CODIGO_PASO_MS]) {
    const codigo = await codigoDe(c, t);
    if (!enviados.has(codigo)) {
      enviados.add(codigo);
      return codigo;
    }
  }
  return null;
}

export interface ResumenDeCarga {
  enviadas: number;
  contadas: number;
  cooldown: number;
  errores: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  segundos: number;
}

/**
 * Registers visits at `porSegundo` for `segundos`, cycling through the customers (or anonymous
 * visits with probability `anonimos`, or when no customer has a code left to show), at most
 * `concurrencia` in flight. Bounded in count and time.
 */
export async function cargar(
  d: Device,
  opts: {
    porSegundo: number;
    segundos: number;
    clientes: readonly ClienteSimulado[];
    anonimos?: number;
    concurrencia?: number;
  },
): Promise<ResumenDeCarga> {
  const total = Math.max(1, Math.round(opts.porSegundo * opts.segundos));
  const maxInFlight = opts.concurrencia ?? 20;
  const started = performance.now();
  const latencies: number[] = [];
  const resumen: ResumenDeCarga = {
    enviadas: 0,
    contadas: 0,
    cooldown: 0,
    errores: {},
    p50Ms: 0,
    p99Ms: 0,
    segundos: 0,
  };
  const inFlight = new Set<Promise<void>>();
  const enviados = new Set<string>();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / opts.porSegundo;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    const anon = opts.clientes.length === 0 || Math.random() < (opts.anonimos ?? 0);
    let codigo: string | null = null;
    for (let k = 0; !anon && codigo === null && k < opts.clientes.length; k++)
      codigo = await codigoSinUsar(opts.clientes[(i + k) % opts.clientes.length]!, enviados);
    const p = (async () => {
      const t0 = performance.now();
      try {
        const r = await registrarVisita(d, codigo ? { codigo } : { anonimo: true });
        if (r.contada) resumen.contadas++;
        else resumen.cooldown++;
      } catch (err) {
        const code = err instanceof NexoError ? err.code : 'RED';
        resumen.errores[code] = (resumen.errores[code] ?? 0) + 1;
      } finally {
        latencies.push(performance.now() - t0);
        resumen.enviadas++;
      }
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  resumen.p50Ms = Math.round(at(0.5) * 10) / 10;
  resumen.p99Ms = Math.round(at(0.99) * 10) / 10;
  resumen.segundos = Math.round((performance.now() - started) / 100) / 10;
  return resumen;
}
