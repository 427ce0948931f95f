import type { OfertaCliente } from '@tarjeto/shared';

// Offers as GET /api/cliente/promociones answers them, for the 'Ofertas' tests.

export const oferta = (over: Partial<OfertaCliente> = {}): OfertaCliente => ({
  publicID: 'PROAGUA0000001',
  titulo: 'Agua fresca de cortesía',
  descripcion: 'Tu agua de horchata o jamaica va por la casa.',
  clase: 'promocion',
  tipo: 'regular',
  nivelReq: 0,
  nombreNivelReq: 'Todos',
  terminos: null,
  ventana: null,
  periodo: null,
  vence: null,
  porVencer: false,
  restantes: null,
  negocio: {
    slug: 'cuichi',
    nombreComercial: 'Tacos Cuichi',
    fotoPerfil: null,
    gradient: 'rubi',
    color: null,
  },
  estado: 'disponible',
  motivo: null,
  desbloqueo: null,
  reabre: null,
  limites: { diario: 1, semanal: null, total: null },
  usos: { hoy: 0, semana: 0, total: 0 },
  codigoVigente: null,
  ...over,
});

export const CAFE = {
  slug: 'cafe',
  nombreComercial: 'Café Lupita',
  fotoPerfil: null,
  gradient: 'dorado',
  color: null,
} as const;

/** One offer in each state. */
export const TODAS: OfertaCliente[] = [
  oferta(),
  oferta({
    publicID: 'PROCAFE0000002',
    titulo: 'Tu café número 10 es gratis',
    negocio: CAFE,
    nivelReq: 1,
    nombreNivelReq: 'Bronce',
    estado: 'usada',
    motivo: 'limite_semanal',
    limites: { diario: 1, semanal: 1, total: null },
    usos: { hoy: 1, semana: 1, total: 4 },
    // 2026-11-30 is a Monday.
    reabre: { fecha: '2026-11-30', hora: null, enDias: 6 },
  }),
  oferta({
    publicID: 'PROMARTES00003',
    titulo: 'Martes de 2x1',
    tipo: 'programa',
    ventana: { diaSemana: 2, horaInicio: '18:00', horaFin: '23:00' },
    estado: 'fuera_de_horario',
    motivo: 'fuera_de_horario',
    reabre: { fecha: '2026-11-24', hora: '18:00', enDias: 0 },
  }),
  oferta({
    publicID: 'PROPLATA000004',
    titulo: 'Orden de tacos para Plata',
    nivelReq: 2,
    nombreNivelReq: 'Plata',
    estado: 'bloqueada',
    motivo: 'nivel',
    desbloqueo: { nivel: 2, nombre: 'Plata', faltan: 3 },
  }),
  oferta({
    publicID: 'PROTROMPO00005',
    titulo: 'Último trompo',
    tipo: 'exclusivo',
    vence: '2026-12-20',
    restantes: 0,
    estado: 'agotada',
    motivo: 'sin_existencias',
  }),
  oferta({
    publicID: 'PROMUERTO00006',
    titulo: 'Pan de muerto',
    negocio: CAFE,
    tipo: 'periodo',
    periodo: { fechaInicio: '2026-11-01', fechaFin: '2026-11-21' },
    vence: '2026-11-21',
    estado: 'vencida',
    motivo: 'vencida',
  }),
];
