import type { ClienteNegocio, ClienteNegocioDetalle, VisitaCliente } from '@tarjeto/shared';

// Answers shaped as the shared schemas say, for the customers screens' jsdom tests.

export const NEGOCIO = {
  publicID: 'NEG1',
  zonaHoraria: 'America/Mexico_City',
  nombreComercial: 'Tacos Cuichi',
};
export const LISTA = `/api/negocio/${NEGOCIO.publicID}/clientes`;
export const AHORA = new Date('2026-11-21T18:00:00Z');

export const cliente = (n: number, over: Partial<ClienteNegocio> = {}): ClienteNegocio => ({
  clientePublicID: `CLI${n}`,
  nombre: `Cliente ${n}`,
  fotoPerfil: null,
  nivel: 1,
  nombreNivel: 'Bronce',
  visitasTemporada: 6,
  visitasTotales: 20 + n,
  primeraVisita: '2026-03-02T20:00:00.000Z',
  ultimaVisita: new Date(AHORA.getTime() - n * 3600_000).toISOString(),
  racha: 3,
  siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
  ...over,
});

export const detalle = (over: Partial<ClienteNegocioDetalle> = {}): ClienteNegocioDetalle => ({
  ...cliente(1, { nombre: 'Lupe Ramírez' }),
  temporada: { fechaInicio: '2026-10-01', fechaFin: '2026-12-31' },
  canjes: {
    total: 2,
    recientes: [
      {
        canjeId: 'c2',
        fecha: '2026-11-20T02:30:00.000Z',
        promocion: { publicID: 'PRO1', titulo: 'Taco de regalo', clase: 'recompensa' },
        establecimiento: 'Tacos Cuichi Centro',
        registradaPor: { nombre: 'Carlos Rentería', rol: 'cajero' },
      },
      {
        canjeId: 'c1',
        fecha: '2026-11-10T02:30:00.000Z',
        promocion: { publicID: 'PRO2', titulo: 'Martes de 2x1', clase: 'promocion' },
        establecimiento: null,
        registradaPor: null,
      },
    ],
  },
  ...over,
});

export const visita = (n: number, over: Partial<VisitaCliente> = {}): VisitaCliente => ({
  visitaId: `v${n}`,
  fecha: new Date(AHORA.getTime() - n * 86_400_000).toISOString(),
  establecimiento: 'Tacos Cuichi Centro',
  registradaPor: null,
  ...over,
});
