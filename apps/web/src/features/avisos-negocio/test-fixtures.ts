import {
  AUTOMATIZACIONES,
  compararGrupos,
  type Audiencia,
  type Automatizacion,
  type Campana,
  type Comparacion,
  type Efecto,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import type { NegocioAvisos } from './lib/mensaje.ts';

// Avisos as the API answers it, for this feature's jsdom tests.

export const NEGOCIO: NegocioAvisos = {
  publicID: 'NEGa1b2c3d4e5',
  nombreComercial: 'Tacos Cuichi',
  zonaHoraria: 'America/Mexico_City',
  establecimientos: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      establecimientoID: '11111111-1111-4111-8111-111111111111',
      nombre: 'Cuichi Centro',
      coordenadas: null,
      ubicacion: { direccion: '', ciudad: 'Puebla', estado: 'Puebla', codigoPostal: '', zona: '' },
      principal: true,
      nexoID: null,
    },
  ],
  programaLealtad: {
    niveles: [
      { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6, beneficios: [] },
      { nivel: 2, nombre: 'Plata', visitasRequeridas: 12, beneficios: [] },
      { nivel: 3, nombre: 'Oro', visitasRequeridas: 20, beneficios: [] },
      { nivel: 4, nombre: 'Rubí', visitasRequeridas: 30, beneficios: [] },
    ],
    temporadaActual: null,
  },
};

export const automatizacion = (
  tipo: TipoAutomatizacion = 'te_extranamos',
  over: Partial<Automatizacion> = {},
): Automatizacion => {
  const def = AUTOMATIZACIONES[tipo];
  return {
    tipo,
    nombre: def.nombre,
    explicacion: def.explicacion,
    activa: false,
    texto: null,
    textoPredeterminado: def.textoPredeterminado,
    conPromocion: def.conPromocion,
    promocionID: null,
    vistaPrevia: 'Ana, hace tiempo que no te vemos en Tacos Cuichi. ¡Te esperamos pronto!',
    ultimos30: { enviados: 12, fallidos: 0, control: 2 },
    ...over,
  };
};

export const automatizacionResponse = (a: Automatizacion) => ({
  success: true,
  message: 'Automatización guardada.',
  data: a,
});

export const audiencia = (over: Partial<Audiencia> = {}): Audiencia => ({
  total: 80,
  conAvisos: 50,
  sinCanal: 6,
  porLimites: 3,
  control: 4,
  alcance: 37,
  ...over,
});

export const campana = (over: Partial<Campana> = {}): Campana => ({
  campanaID: 'CAMAB12CD34',
  texto: 'Ana, este fin de semana el pastor va 2×1.',
  segmento: {},
  promocionID: null,
  promocionTitulo: null,
  programadaPara: '2026-11-28T16:00:00.000Z',
  estado: 'enviada',
  creadaAt: '2026-11-28T16:00:00.000Z',
  enviados: 33,
  entregados: 30,
  fallidos: 1,
  pendientes: 0,
  control: 4,
  ...over,
});

export const comparacion = (
  mensaje: { n: number; regresaron: number },
  control: { n: number; regresaron: number },
): Comparacion => ({ mensaje, control, ...compararGrupos(mensaje, control) });

export const efecto = (over: Partial<Efecto> = {}): Efecto => ({
  origen: 'te_extranamos',
  campanaID: null,
  nombre: 'Te extrañamos',
  desde: '2026-10-28T16:00:00.000Z',
  hasta: '2026-11-20T16:00:00.000Z',
  dias7: comparacion({ n: 120, regresaron: 41 }, { n: 14, regresaron: 3 }),
  dias14: comparacion({ n: 100, regresaron: 45 }, { n: 24, regresaron: 6 }),
  ...over,
});
