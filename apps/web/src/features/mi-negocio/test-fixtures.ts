import { DIAS_SEMANA, type NegocioPerfil } from '@tarjeto/shared';
import { negocioPerfil } from '../../test/negocio-perfil.ts';

// A business as GET /api/negocio/profile answers it, for the jsdom tests of 'Mi negocio'.

export const EST_CENTRO = 'a0000000-0000-4000-8000-000000000001';
export const EST_ROMA = 'a0000000-0000-4000-8000-000000000002';
export const EST_SIN_HISTORIA = 'a0000000-0000-4000-8000-000000000003';

/** Where the Coyoacán premises stand; a save that leaves them alone sends it back as it came. */
export const UBICACION_CENTRO = {
  direccion: 'Francisco Sosa 54',
  ciudad: 'Ciudad de México',
  estado: 'CDMX',
  codigoPostal: '04000',
  zona: 'Coyoacán',
};

const semana = [1, 2, 3, 4, 5, 6].map((dia) => ({
  dia,
  diaNombre: DIAS_SEMANA[dia]!,
  apertura: '07:00',
  cierre: '21:00',
}));

export const perfil = (over: Partial<NegocioPerfil> = {}): NegocioPerfil =>
  negocioPerfil({
    slug: 'cafe-lupita',
    codigo: 'CAFE-7Q4K',
    nombreComercial: 'Café Lupita',
    rfc: 'CLU190401TT2',
    categoria: ['cafeteria', 'panaderia'],
    gradient: 'dorado',
    color: null,
    redesSociales: { instagram: 'https://instagram.com/cafelupita' },
    personalTotal: 4,
    horarioOperacion: [{ dia: 0, diaNombre: 'Domingo', apertura: '', cierre: '' }, ...semana],
    historiaNegocio: 'Café de olla y pan dulce.',
    visitasTotales: 1234,
    clientesUnicos: 87,
    establecimientos: [
      {
        _id: EST_CENTRO,
        establecimientoID: EST_CENTRO,
        coordenadas: null,
        nombre: 'Café Lupita Coyoacán',
        ubicacion: UBICACION_CENTRO,
        principal: true,
        nexoID: 'b0000000-0000-4000-8000-000000000009',
        visitasRegistradas: 1200,
      },
      {
        _id: EST_ROMA,
        establecimientoID: EST_ROMA,
        coordenadas: null,
        nombre: 'Café Lupita Roma',
        ubicacion: {
          direccion: 'Orizaba 101',
          ciudad: 'Ciudad de México',
          estado: 'CDMX',
          codigoPostal: '06700',
          zona: 'Roma Norte',
        },
        principal: false,
        nexoID: null,
        visitasRegistradas: 34,
      },
      {
        _id: EST_SIN_HISTORIA,
        establecimientoID: EST_SIN_HISTORIA,
        coordenadas: null,
        nombre: 'Café Lupita Del Valle',
        ubicacion: {
          direccion: 'Insurgentes Sur 1200',
          ciudad: 'Ciudad de México',
          estado: 'CDMX',
          codigoPostal: '03100',
          zona: 'Del Valle',
        },
        principal: false,
        nexoID: null,
        visitasRegistradas: 0,
      },
    ],
    programaLealtad: { niveles: [], temporadaActual: null },
    ...over,
  });

export const perfilResponse = (p: NegocioPerfil) => ({
  success: true,
  message: 'Cambios guardados',
  data: p,
});
