import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { liveFailure, outcomeOf } from './scan-outcome.ts';

const base = {
  visitaId: null,
  escaneadoEn: '2026-11-21T18:40:00.000Z',
  siguienteVisitaDesde: null,
  cliente: null,
  tarjeta: null,
  promociones: [],
  canjeToken: null,
};

describe('outcomeOf', () => {
  it('is green when the visit counted and amber when it did not', () => {
    expect(outcomeOf({ ...base, contada: true }).kind).toBe('counted');
    expect(outcomeOf({ ...base, contada: false, motivo: 'cooldown' }).kind).toBe('cooldown');
  });
});

describe('liveFailure', () => {
  it('queues a scan that found no connection, or a server that failed', () => {
    expect(liveFailure(new ApiError('x', 0, 'NETWORK'))).toEqual({
      kind: 'queue',
      reason: 'offline',
    });
    expect(liveFailure(new ApiError('x', 502, 'INTERNAL'))).toEqual({
      kind: 'queue',
      reason: 'server',
    });
    expect(liveFailure(new ApiError('x', 409, 'CONFLICT'))).toEqual({
      kind: 'queue',
      reason: 'server',
    });
  });

  it('goes back to pairing on 401', () => {
    expect(liveFailure(new ApiError('x', 401, 'NEXO_NO_VINCULADO'))).toEqual({
      kind: 'unpaired',
    });
  });

  it('shows a refusal in the server’s words, 429 included', () => {
    const msg = ERROR_MESSAGES.CODIGO_CLIENTE_USADO;
    expect(liveFailure(new ApiError(msg, 409, 'CODIGO_CLIENTE_USADO', {}, true))).toEqual({
      kind: 'refused',
      code: 'CODIGO_CLIENTE_USADO',
      message: msg,
    });
    expect(liveFailure(new ApiError('Espera.', 429, 'RATE_LIMITED')).kind).toBe('refused');
    expect(liveFailure(new Error('boom'))).toEqual({
      kind: 'refused',
      code: 'INTERNAL',
      message: ERROR_MESSAGES.INTERNAL,
    });
  });
});
