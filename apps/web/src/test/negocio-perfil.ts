import type { NegocioPerfil } from '@tarjeto/shared';

/**
 * A business as GET /api/negocio/profile answers it, for jsdom tests: Tacos Cuichi, a taquería in
 * Mexico City's time zone with the four default levels, nothing set up beyond sign-up. Each
 * feature's fixtures override what its screens are about.
 */
export const negocioPerfil = (over: Partial<NegocioPerfil> = {}): NegocioPerfil => ({
  publicID: 'NEG123',
  slug: 'cuichi',
  codigo: 'TACOS-7Q4K',
  nombreComercial: 'Tacos Cuichi',
  rfc: null,
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
  establecimientos: [],
  programaLealtad: {
    niveles: [
      { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6, beneficios: [] },
      { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, beneficios: [] },
      { nivel: 3, nombre: 'Oro', visitasRequeridas: 12, beneficios: [] },
      { nivel: 4, nombre: 'Rubí', visitasRequeridas: 15, beneficios: [] },
    ],
    temporadaActual: null,
  },
  ...over,
});

type Establecimiento = NegocioPerfil['establecimientos'][number];

export const EST_CENTRO = 'a0000000-0000-4000-8000-000000000001';

/** One of its premises: Tacos Cuichi Centro in Culiacán, the main one, no Nexo, no pin on a map. */
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
