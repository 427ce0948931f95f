import type { NegocioPerfil } from '@tarjeto/shared';

// The signed-in business as GET /api/negocio/profile answers it, for the Ajustes screens' tests.

export const ORIGIN = 'https://tarjeto.mx';

export const negocio = (over: Partial<NegocioPerfil> = {}): NegocioPerfil => ({
  publicID: 'NEGa1b2c3d4e5',
  slug: 'cafe-lupita',
  codigo: 'CAFE-7Q4K',
  nombreComercial: 'Café Lupita',
  rfc: 'CLU980312AB1',
  fotoPerfil: null,
  categoria: ['cafeteria'],
  gradient: 'azul',
  sitioWeb: null,
  redesSociales: {},
  rangoPrecios: 'mid',
  personalTotal: 6,
  horarioOperacion: [],
  numeroPlatosPrincipales: 2,
  presupuestoMarketing: 2000,
  historiaNegocio: null,
  valorDiferenciador: null,
  enfoqueMercado: null,
  zonaHoraria: 'America/Mexico_City',
  visitasTotales: 1234,
  clientesUnicos: 87,
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

export const perfilResponse = (over: Partial<NegocioPerfil> = {}) => ({
  success: true,
  message: 'Perfil del negocio',
  data: negocio(over),
});
