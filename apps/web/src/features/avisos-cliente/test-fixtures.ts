import { vi } from 'vitest';
import type { AvisosCliente, AvisoTarjeta } from '@tarjeto/shared';
import type * as Push from '../../lib/push.ts';
import { jsonResponse } from '../../test/fetch-mock.ts';

// The customer's avisos as the API answers them, for this feature's tests.

export const AVISOS_PATH = '/api/cliente/avisos';
export const PUSH_PATH = '/api/cliente/avisos/push';
export const CLAVE =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const tarjetaAviso = (over: Partial<AvisoTarjeta> = {}): AvisoTarjeta => ({
  negocioID: 'NEGCUICHI',
  nombre: 'Tacos Cuichi',
  acepta: false,
  preguntado: false,
  enCartera: false,
  cambiadoAt: null,
  ...over,
});

export const avisos = (over: Partial<AvisosCliente> = {}): AvisosCliente => ({
  push: { clavePublica: CLAVE, suscripciones: 0 },
  correo: true,
  tarjetas: [tarjetaAviso()],
  ...over,
});

export const avisosResponse =
  (a: AvisosCliente = avisos()) =>
  () =>
    jsonResponse(200, { success: true, data: a });

/** PUT /api/cliente/avisos/:negocioID answering with what was sent. */
export const cambiarResponse =
  (base: AvisoTarjeta = tarjetaAviso()) =>
  (init?: RequestInit) => {
    const { acepta } = JSON.parse(String(init?.body)) as { acepta: boolean };
    return jsonResponse(200, {
      success: true,
      message: acepta
        ? `Recibirás avisos de ${base.nombre}.`
        : `Ya no recibirás avisos de ${base.nombre}.`,
      data: { ...base, acepta, preguntado: true, cambiadoAt: '2026-11-27T20:00:00.000Z' },
    });
  };

export const SUSCRIPCION: PushSubscriptionJSON = {
  endpoint: 'https://push.example.com/enviar/abc123',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * lib/push.ts as these tests see it, for vi.mock: available, the permission not asked yet, no
 * subscription on this device; subscribing and unsubscribing are each test's to answer.
 */
export const pushDePrueba = async (original: () => Promise<typeof Push>) => ({
  ...(await original()),
  pushDisponible: vi.fn(() => true),
  estadoPermiso: vi.fn(() => 'preguntar'),
  suscripcionActual: vi.fn(async () => null),
  suscribirPush: vi.fn(),
  cancelarPush: vi.fn(),
});
