import { afterEach, beforeEach, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Canje, PromocionEnMostrador, VisitaResultado } from '@tarjeto/shared';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { fetchMock, jsonResponse } from '../../test/fetch-mock.ts';
import { NexoKiosk } from './components/nexo-kiosk.tsx';
import { clearPairing, savePairing, type PairedNexo } from './lib/pairing-storage.ts';
import { createMemoryQueueStore, type QueueStore } from './lib/visit-queue.ts';
import { canje as canjeDel21, tarjeta } from './test-fixtures.ts';

// Helpers for the kiosk's jsdom tests: a paired device as localStorage would hold it, the server's
// answers, and the kiosk rendered with a fresh query client and an in-memory queue.

export const PAIRING: PairedNexo = {
  token: 'nexo_secreto',
  nexoId: 'n1',
  establecimientoId: 'e1',
  nombre: 'Caja 1',
  negocio: {
    publicID: 'NEG1',
    nombreComercial: 'Tacos Cuichi',
    fotoPerfil: null,
    gradient: 'rubi',
  },
  establecimiento: {
    establecimientoID: 'e1',
    nombre: 'Tacos Cuichi Centro',
    direccion: 'Av. Álvaro Obregón 812',
  },
};

export const yoOk = (over: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    success: true,
    data: {
      nexoId: PAIRING.nexoId,
      nombre: PAIRING.nombre,
      visitasRegistradas: 1234,
      fechaRegistro: '2026-11-01T12:00:00.000Z',
      ultimoUso: null,
      negocio: PAIRING.negocio,
      establecimiento: PAIRING.establecimiento,
      ventanaSinConexionMs: 86_400_000,
      zonaHoraria: 'America/Mexico_City',
      latidoCadaMs: 60_000,
      ...over,
    },
  });

export const CANJE_TOKEN = 'c1.neg1.1795000000000.firma';

export const resultado = (over: Partial<VisitaResultado> = {}): VisitaResultado => ({
  contada: true,
  visitaId: 'v1',
  escaneadoEn: new Date().toISOString(),
  siguienteVisitaDesde: null,
  cliente: { nombre: 'Daniela Ruiz', fotoPerfil: null, nivel: 1 },
  tarjeta: tarjeta(),
  promociones: [],
  canjeToken: CANJE_TOKEN,
  ...over,
});

export const promo = (over: Partial<PromocionEnMostrador> = {}): PromocionEnMostrador => ({
  publicID: 'PRO1',
  titulo: '2x1 en tacos',
  descripcion: 'Dos órdenes de tacos de asada por el precio de una',
  nivelReq: 0,
  clase: 'promocion',
  restantes: null,
  terminos: null,
  ...over,
});

/** test-fixtures.ts's redemption, made just now. */
export const canje = (over: Partial<Canje> = {}): Canje =>
  canjeDel21({ fecha: new Date().toISOString(), ...over });

export const canjeOk = (over: Partial<Canje> = {}) =>
  jsonResponse(200, { success: true, message: 'Canje realizado', data: canje(over) });

export const visitaOk = (over: Partial<VisitaResultado> = {}) =>
  jsonResponse(200, { success: true, data: resultado(over) });

export function renderKiosk({
  paired = true,
  store = createMemoryQueueStore(),
}: { paired?: boolean; store?: QueueStore } = {}) {
  if (paired) savePairing(PAIRING);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <NexoKiosk queueStore={store} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, client, store };
}

/**
 * What a kiosk's tests start from: fetch answered by fetchMock, nothing in localStorage, no
 * pairing, and a connection the test may cut (`red.enLinea = false`, read by navigator.onLine).
 * Afterwards the kiosk unmounted before its pairing is cleared, its toasts gone, and the spies,
 * timers and fetch given back.
 */
export function prepararKiosk() {
  const red = { enLinea: true };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    red.enLinea = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => red.enLinea);
    localStorage.clear();
    clearPairing();
  });
  afterEach(() => {
    cleanup();
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearPairing();
  });
  return red;
}
