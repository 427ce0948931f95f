import type { Programa, PromocionAsignada, Simulacion } from '@tarjeto/shared';

// Answers shaped as the shared schemas say, for the programme's jsdom tests.

export const NEGOCIO_ID = 'NEG123';
export const PROGRAMA = `/api/programa-lealtad/negocio/${NEGOCIO_ID}`;
export const SIMULACION = `${PROGRAMA}/simulacion`;

/** A promotion of a level's promocionesAsignadas (its title as the id: the screen reads titles elsewhere). */
const asignada = (activa: boolean, publicID: string): PromocionAsignada => ({
  _id: publicID,
  publicID,
  titulo: publicID,
  activa,
  promocionID: {
    _id: publicID,
    publicID,
    titulo: publicID,
    clase: 'promocion',
    nivelReq: 1,
    status: activa,
  },
});

export const programa = (over: Partial<Programa> = {}): Programa => ({
  niveles: [
    {
      nombre: 'Bronce',
      nivel: 1,
      visitasRequeridas: 6,
      clientesActuales: 30,
      beneficios: [{ descripcion: 'Promociones exclusivas', activo: true }],
      promocionesAsignadas: [asignada(true, 'PRO1')],
    },
    {
      nombre: 'Plata',
      nivel: 2,
      visitasRequeridas: 8,
      clientesActuales: 20,
      beneficios: [{ descripcion: '5% de descuento', activo: true }],
      promocionesAsignadas: [],
    },
    {
      nombre: 'Oro',
      nivel: 3,
      visitasRequeridas: 12,
      clientesActuales: 12,
      beneficios: [{ descripcion: '10% de descuento', activo: false }],
      promocionesAsignadas: [asignada(true, 'PRO2'), asignada(false, 'desconocida')],
    },
    {
      nombre: 'Rubí',
      nivel: 4,
      visitasRequeridas: 15,
      clientesActuales: 5,
      beneficios: [],
      promocionesAsignadas: [],
    },
  ],
  clientesSinNivel: 45,
  duracionMeses: 3,
  temporadaActual: {
    fechaInicio: '2026-10-01',
    fechaFin: '2026-12-31',
    duracionMeses: 3,
    activa: true,
    estadisticas: { visitasTotales: 1234, promocionesCanjeadas: 87, clientes: 112, subidas: 40 },
  },
  temporadasAnteriores: [
    {
      fechaInicio: '2026-07-01',
      fechaFin: '2026-09-30',
      duracionMeses: 3,
      estadisticas: {
        visitasTotales: 980,
        promocionesCanjeadas: 60,
        clientes: 90,
        subidas: 35,
        bajadas: 9,
      },
      distribucion: [40, 25, 15, 8, 2],
    },
  ],
  ...over,
});

export const simulacion = (over: Partial<Simulacion> = {}): Simulacion => ({
  actual: [45, 30, 20, 12, 5],
  simulada: [45, 30, 20, 12, 5],
  clientes: 112,
  visitas: 1234,
  temporada: { fechaInicio: '2026-10-01', fechaFin: '2026-12-31' },
  ms: 12.4,
  ...over,
});
