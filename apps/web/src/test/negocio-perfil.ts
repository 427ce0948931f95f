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
