import { describe, expect, it, vi } from 'vitest';
import type { RegistrarVisitaBody } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';
import {
  classifySendError,
  createMemoryQueueStore,
  flushVisitaQueue,
  newScan,
  randomKey,
  visitaBody,
  type QueuedVisita,
} from './visit-queue.ts';

const NEXO = 'nexo-1';
const scan = (n: number, over: Partial<QueuedVisita> = {}): QueuedVisita => ({
  idempotencyKey: `clave-000${n}`,
  escaneadoEn: `2026-11-21T18:0${n}:00.000Z`,
  codigo: `7Q4KM-48291${n}`,
  nexoId: NEXO,
  ...over,
});

const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError('mensaje', status, code);
const network = () => apiError(0, 'NETWORK');

describe('newScan and visitaBody', () => {
  it('gives each scan its own key and the moment it happened', () => {
    const at = new Date('2026-11-21T18:40:00.000Z');
    let n = 0;
    const uuid = () => `00000000-0000-4000-8000-00000000000${++n}`;
    const a = newScan({ codigo: '7Q4KM-482913' }, NEXO, at, uuid);
    const b = newScan({ anonimo: true }, NEXO, at, uuid);
    expect(a).toEqual({
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
      escaneadoEn: '2026-11-21T18:40:00.000Z',
      codigo: '7Q4KM-482913',
      nexoId: NEXO,
    });
    expect(b.idempotencyKey).not.toBe(a.idempotencyKey);
    expect(b.anonimo).toBe(true);
    expect(b.codigo).toBeUndefined();
  });

  it('uses crypto.randomUUID by default, and random bytes where it does not exist', () => {
    const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newScan({ anonimo: true }, NEXO).idempotencyKey).toMatch(uuidV4);
    // As on a page served over plain http: no randomUUID, getRandomValues still there.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(uuidV4);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('sends the key and the scan time with the code, or anonimo without one', () => {
    expect(visitaBody(scan(1))).toEqual({
      codigo: '7Q4KM-482911',
      idempotencyKey: 'clave-0001',
      escaneadoEn: '2026-11-21T18:01:00.000Z',
    });
    expect(visitaBody(scan(2, { codigo: undefined, anonimo: true }))).toEqual({
      anonimo: true,
      idempotencyKey: 'clave-0002',
      escaneadoEn: '2026-11-21T18:02:00.000Z',
    });
  });
});

describe('classifySendError', () => {
  it.each([
    ['no connection', network(), 'retry'],
    ['a server error', apiError(500, 'INTERNAL'), 'retry'],
    ['a 503', apiError(503, 'SERVICE_UNAVAILABLE'), 'retry'],
    ['the database restarting', apiError(503, 'BASE_NO_DISPONIBLE'), 'retry'],
    ['too many requests', apiError(429, 'RATE_LIMITED'), 'retry'],
    ['the same key still in flight', apiError(409, 'CONFLICT'), 'retry'],
    ['an invalid code', apiError(400, 'CODIGO_CLIENTE_INVALIDO'), 'rejected'],
    ['a used code', apiError(409, 'CODIGO_CLIENTE_USADO'), 'rejected'],
    ['a scan too old', apiError(400, 'ESCANEO_FUERA_DE_VENTANA'), 'rejected'],
    ['an unpaired device', apiError(401, 'NEXO_NO_VINCULADO'), 'unpaired'],
    ['a 403', apiError(403, 'CROSS_ORIGIN'), 'retry'],
    ['anything else', new TypeError('x'), 'retry'],
  ])('%s → %s', (_label, err, expected) => {
    expect(classifySendError(err)).toBe(expected);
  });
});

describe('flushVisitaQueue', () => {
  it('sends oldest first, one at a time, with the same key and scan time, and empties the queue', async () => {
    const store = createMemoryQueueStore([scan(3), scan(1), scan(2)]);
    const sent: RegistrarVisitaBody[] = [];
    let inFlight = 0;
    const send = vi.fn(async (body: RegistrarVisitaBody) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(body);
      inFlight--;
    });
    const result = await flushVisitaQueue({ store, nexoId: NEXO, send });
    expect(sent.map((b) => b.idempotencyKey)).toEqual(['clave-0001', 'clave-0002', 'clave-0003']);
    expect(sent[0]).toEqual(visitaBody(scan(1)));
    expect(result).toEqual({ sent: 3, rejected: 0, remaining: 0, stoppedBy: null });
    expect(await store.list()).toEqual([]);
  });

  it('drops scans the server refused for good (400, 409) and goes on', async () => {
    const store = createMemoryQueueStore([scan(1), scan(2), scan(3)]);
    const send = vi
      .fn()
      .mockRejectedValueOnce(apiError(400, 'CODIGO_CLIENTE_INVALIDO'))
      .mockRejectedValueOnce(apiError(409, 'CODIGO_CLIENTE_USADO'))
      .mockResolvedValueOnce({});
    const result = await flushVisitaQueue({ store, nexoId: NEXO, send });
    expect(result).toEqual({ sent: 1, rejected: 2, remaining: 0, stoppedBy: null });
    expect(await store.list()).toEqual([]);
  });

  it('keeps everything from the first scan that cannot get through, without trying the rest', async () => {
    const store = createMemoryQueueStore([scan(1), scan(2), scan(3)]);
    const send = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(network());
    const result = await flushVisitaQueue({ store, nexoId: NEXO, send });
    expect(send).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ sent: 1, rejected: 0, remaining: 2, stoppedBy: 'network' });
    expect((await store.list()).map((v) => v.idempotencyKey).sort()).toEqual([
      'clave-0002',
      'clave-0003',
    ]);
  });

  it.each([
    [apiError(500, 'INTERNAL')],
    [apiError(429, 'RATE_LIMITED')],
    [apiError(409, 'CONFLICT')],
  ])('keeps the scan on %s and reports the server', async (err) => {
    const store = createMemoryQueueStore([scan(1)]);
    const result = await flushVisitaQueue({
      store,
      nexoId: NEXO,
      send: vi.fn().mockRejectedValue(err),
    });
    expect(result).toEqual({ sent: 0, rejected: 0, remaining: 1, stoppedBy: 'server' });
    expect(await store.list()).toHaveLength(1);
  });

  it('stops when the device was unpaired and says so', async () => {
    const store = createMemoryQueueStore([scan(1), scan(2)]);
    const send = vi.fn().mockRejectedValue(apiError(401, 'NEXO_NO_VINCULADO'));
    const result = await flushVisitaQueue({ store, nexoId: NEXO, send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.stoppedBy).toBe('unpaired');
    expect(result.remaining).toBe(2);
  });

  it('never sends a scan taken under another pairing', async () => {
    const store = createMemoryQueueStore([scan(1, { nexoId: 'otro' }), scan(2)]);
    const send = vi.fn().mockResolvedValue({});
    const result = await flushVisitaQueue({ store, nexoId: NEXO, send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].idempotencyKey).toBe('clave-0002');
    expect(result).toEqual({ sent: 1, rejected: 1, remaining: 0, stoppedBy: null });
    expect(await store.list()).toEqual([]);
  });

  it('does nothing with an empty queue', async () => {
    const send = vi.fn();
    const result = await flushVisitaQueue({
      store: createMemoryQueueStore(),
      nexoId: NEXO,
      send,
    });
    expect(send).not.toHaveBeenCalled();
    expect(result).toEqual({ sent: 0, rejected: 0, remaining: 0, stoppedBy: null });
  });
});
