import type { Miembro, MiRol } from '@tarjeto/shared';

// The team as the API answers it, for the equipo feature's and the dashboard's jsdom tests.

export const LUGAR_CENTRO = {
  establecimientoID: '11111111-1111-4111-8111-111111111111',
  nombre: 'Tacos Cuichi Centro',
};
export const LUGAR_NORTE = {
  establecimientoID: '22222222-2222-4222-8222-222222222222',
  nombre: 'Tacos Cuichi Norte',
};

export const miembro = (over: Partial<Miembro> = {}): Miembro => ({
  miembroId: '33333333-3333-4333-8333-333333333333',
  nombre: 'Carlos Pérez',
  email: 'carlos@ejemplo.mx',
  rol: 'cajero',
  estado: 'activo',
  establecimientos: [LUGAR_CENTRO],
  tienePin: true,
  invitadoEn: '2026-11-20T18:00:00.000Z',
  aceptadoEn: '2026-11-21T18:00:00.000Z',
  invitacionVence: null,
  ...over,
});

export const DUENO = miembro({
  miembroId: '44444444-4444-4444-8444-444444444444',
  nombre: 'Lupita Ramírez',
  email: 'lupita@cafe.mx',
  rol: 'dueno',
  establecimientos: [LUGAR_CENTRO, LUGAR_NORTE],
  tienePin: false,
});

export const equipoResponse = (miembros: Miembro[]) => ({
  success: true,
  data: { miembros },
});

export const miRol = (over: Partial<MiRol> = {}): MiRol => ({
  negocioID: 'NEGa1b2c3d4e5',
  nombreComercial: 'Tacos Cuichi',
  rol: 'cajero',
  permisos: [],
  tienePin: false,
  ...over,
});

export const miRolResponse = (over: Partial<MiRol> = {}) => ({ success: true, data: miRol(over) });
