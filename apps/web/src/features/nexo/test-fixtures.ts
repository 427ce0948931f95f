import type { NegocioPerfil, NexoData, NexoStats, NexoVisita } from '@tarjeto/shared';

// Answers of the Nexo screen's calls for jsdom tests, shaped as the shared schemas say.

export const EST_CENTRO = 'a0000000-0000-4000-8000-000000000001';
export const EST_QUINTAS = 'a0000000-0000-4000-8000-000000000002';
export const NEXO_ID = 'b0000000-0000-4000-8000-000000000009';

type Establecimiento = NegocioPerfil['establecimientos'][number];

export const establecimiento = (over: Partial<Establecimiento> = {}): Establecimiento => ({
  _id: over.establecimientoID ?? EST_CENTRO,
  establecimientoID: EST_CENTRO,
  coordenadas: null,
  nombre: 'Tacos Cuichi Centro',
  ubicacion: {
    direccion: 'Av. Álvaro Obregón 812',
    ciudad: 'Culiacán',
    estado: 'Sinaloa',
    codigoPostal: '80000',
    zona: 'Centro',
  },
  principal: true,
  nexoID: null,
  ...over,
});

export const negocioPerfil = (establecimientos: Establecimiento[]): NegocioPerfil => ({
  publicID: 'NEG123',
  slug: 'cuichi',
  codigo: 'TACOS-7Q4K',
  nombreComercial: 'Tacos Cuichi',
  rfc: 'TCU980312AB1',
  fotoPerfil: null,
  categoria: ['taqueria'],
  gradient: 'rubi',
  sitioWeb: null,
  redesSociales: {},
  rangoPrecios: 'low',
  personalTotal: 6,
  horarioOperacion: [],
  numeroPlatosPrincipales: 1,
  presupuestoMarketing: 1000,
  historiaNegocio: null,
  valorDiferenciador: null,
  enfoqueMercado: null,
  zonaHoraria: 'America/Mexico_City',
  visitasTotales: 0,
  clientesUnicos: 0,
  calificacionPromedio: 0,
  cartelImpresoAt: null,
  establecimientos,
  programaLealtad: { niveles: [], temporadaActual: null },
});

export const perfilResponse = (establecimientos: Establecimiento[]) => ({
  success: true,
  message: 'Perfil del negocio',
  data: negocioPerfil(establecimientos),
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
