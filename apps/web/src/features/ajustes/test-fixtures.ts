import type { NegocioPerfil } from '@tarjeto/shared';
import { negocioPerfil } from '../../test/negocio-perfil.ts';

// The signed-in business as GET /api/negocio/profile answers it, for the Ajustes screens' tests.

export const ORIGIN = 'https://tarjeto.mx';

export const negocio = (over: Partial<NegocioPerfil> = {}): NegocioPerfil =>
  negocioPerfil({
    publicID: 'NEGa1b2c3d4e5',
    slug: 'cafe-lupita',
    codigo: 'CAFE-7Q4K',
    nombreComercial: 'Café Lupita',
    rfc: 'CLU980312AB1',
    categoria: ['cafeteria'],
    gradient: 'azul',
    rangoPrecios: 'mid',
    numeroPlatosPrincipales: 2,
    presupuestoMarketing: 2000,
    visitasTotales: 1234,
    clientesUnicos: 87,
    ...over,
  });

export const perfilResponse = (over: Partial<NegocioPerfil> = {}) => ({
  success: true,
  message: 'Perfil del negocio',
  data: negocio(over),
});
