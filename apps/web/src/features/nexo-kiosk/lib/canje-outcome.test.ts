import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { canjeFailure, canjearConReintentos, CANJE_REINTENTOS_MS } from './canje-outcome.ts';
import { canje } from '../test-fixtures.ts';

const red = () => new ApiError('x', 0, 'NETWORK');
const refusal = (status: number, code: keyof typeof ERROR_MESSAGES) =>
  new ApiError(ERROR_MESSAGES[code], status, code, {}, true);

describe('canjeFailure', () => {
  it('tries again with the same key when nothing (or a server failure) came back', () => {
    expect(canjeFailure(red())).toBe('retry');
    expect(canjeFailure(new ApiError('x', 503, 'SERVICE_UNAVAILABLE'))).toBe('retry');
    expect(canjeFailure(new ApiError('x', 500, 'INTERNAL'))).toBe('retry');
    // The same key still being handled: the next try gets its answer.
    expect(canjeFailure(new ApiError('x', 409, 'CONFLICT'))).toBe('retry');
  });

  it('shows every refusal in the server’s words', () => {
    for (const code of [
      'PROMO_SIN_EXISTENCIAS',
      'PROMO_LIMITE_DIARIO',
      'PROMO_LIMITE_SEMANAL',
      'PROMO_LIMITE_TOTAL',
      'PROMO_LIMITE_GLOBAL',
      'PROMO_FUERA_DE_HORARIO',
      'PROMO_NIVEL_INSUFICIENTE',
      'PROMO_VENCIDA',
      'PROMO_INACTIVA',
      'PROMO_FUERA_DE_PERIODO',
    ] as const) {
      expect(canjeFailure(refusal(409, code))).toEqual({
        kind: 'refused',
        code,
        message: ERROR_MESSAGES[code],
        rescan: false,
      });
    }
    expect(canjeFailure(refusal(400, 'CODIGO_CANJE_INVALIDO'))).toMatchObject({
      kind: 'refused',
      rescan: false,
    });
    expect(canjeFailure(refusal(429, 'RATE_LIMITED'))).toMatchObject({ kind: 'refused' });
    expect(canjeFailure(new ApiError('No encontramos esa promoción.', 404, 'NOT_FOUND'))).toEqual({
      kind: 'refused',
      code: 'NOT_FOUND',
      message: 'No encontramos esa promoción.',
      rescan: false,
    });
  });

  it('asks for a new scan when the token expired', () => {
    expect(canjeFailure(refusal(400, 'CANJE_TOKEN_INVALIDO'))).toEqual({
      kind: 'refused',
      code: 'CANJE_TOKEN_INVALIDO',
      message: 'Vuelve a escanear el código del cliente para canjear.',
      rescan: true,
    });
  });

  it('goes back to pairing on 401, and reads an unreadable answer as an error', () => {
    expect(canjeFailure(refusal(401, 'NEXO_NO_VINCULADO'))).toEqual({ kind: 'unpaired' });
    expect(canjeFailure(new Error('boom'))).toEqual({
      kind: 'refused',
      code: 'INTERNAL',
      message: ERROR_MESSAGES.INTERNAL,
      rescan: false,
    });
  });
});

describe('canjearConReintentos', () => {
  const noWait = vi.fn(async () => {});

  it('answers at once when the first try works', async () => {
    const made = canje();
    const send = vi.fn(async () => made);
    expect(await canjearConReintentos({ send, sleep: noWait })).toEqual({
      kind: 'done',
      canje: made,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries three times in all, pausing between, then says it could not confirm', async () => {
    const send = vi.fn(async () => {
      throw red();
    });
    const sleep = vi.fn<(ms: number) => Promise<void>>(async () => {});
    const onRetry = vi.fn<(intento: number) => void>();
    expect(await canjearConReintentos({ send, sleep, onRetry })).toEqual({
      kind: 'unconfirmed',
      reason: 'sin-respuesta',
    });
    expect(send).toHaveBeenCalledTimes(CANJE_REINTENTOS_MS.length + 1);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([...CANJE_REINTENTOS_MS]);
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([2, 3]);
  });

  it('stops at the first real answer: a success after a lost one, or a refusal', async () => {
    const made = canje();
    const send = vi
      .fn<() => Promise<typeof made>>()
      .mockRejectedValueOnce(new ApiError('x', 502, 'INTERNAL'))
      .mockResolvedValueOnce(made);
    expect(await canjearConReintentos({ send, sleep: noWait })).toEqual({
      kind: 'done',
      canje: made,
    });
    expect(send).toHaveBeenCalledTimes(2);

    const refused = vi
      .fn<() => Promise<typeof made>>()
      .mockRejectedValueOnce(red())
      .mockRejectedValueOnce(refusal(409, 'PROMO_LIMITE_DIARIO'));
    expect(await canjearConReintentos({ send: refused, sleep: noWait })).toMatchObject({
      kind: 'refused',
      code: 'PROMO_LIMITE_DIARIO',
    });
    expect(refused).toHaveBeenCalledTimes(2);
  });
});
