import type { NegocioPerfil, NexoData, NexoStats, NexoVisita } from '@tarjeto/shared';
import { EST_CENTRO, negocioPerfil } from '../../test/negocio-perfil.ts';

// Answers of the Nexo screen's calls for jsdom tests, shaped as the shared schemas say. A premises
// is test/negocio-perfil.ts's establecimiento() (Centro, EST_CENTRO, unless the test says other).

export const EST_QUINTAS = 'a0000000-0000-4000-8000-000000000002';
export const NEXO_ID = 'b0000000-0000-4000-8000-000000000009';

type Establecimiento = NegocioPerfil['establecimientos'][number];

export const perfilResponse = (establecimientos: Establecimiento[]) => ({
  success: true,
  message: 'Perfil del negocio',
  data: negocioPerfil({
    rfc: 'TCU980312AB1',
    establecimientos,
    programaLealtad: { niveles: [], temporadaActual: null },
  }),
});

export const nexoData = (over: Partial<NexoData> = {}): NexoData => ({
  _id: NEXO_ID,
  nombre: 'Tablet del mostrador',
  establecimientoID: EST_CENTRO,
  visitasRegistradas: 1234,
  // Local times (no zone), so the expected es-MX text is the same wherever the tests run.
  fechaRegistro: '2026-11-22T00:30:00Z',
  ultimoUso: '2026-11-22T15:05:00Z',
  // Heard from just now (the clock when the answer is made): 'En línea'.
  ultimaSenal: new Date().toISOString(),
  ...over,
});

export const nexoStats = (over: Partial<NexoStats> = {}): NexoStats => ({
  _id: NEXO_ID,
  visitasRegistradas: 1234,
  fechaRegistro: '2026-11-22T00:30:00Z',
  ultimoUso: '2026-11-22T15:05:00Z',
  ultimaSenal: new Date().toISOString(),
  visitasHoy: 12,
  visitasUltimos7Dias: 87,
  ...over,
});

export const nexoVisita = (over: Partial<NexoVisita> = {}): NexoVisita => ({
  visitaId: 'v1',
  // Local times (no zone), like the stats': the same es-MX text wherever the tests run.
  fecha: '2026-11-22T15:05:00Z',
  recibida: '2026-11-22T15:05:00Z',
  anonima: false,
  cliente: null,
  registradaPor: null,
  ...over,
});
