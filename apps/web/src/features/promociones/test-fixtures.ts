import { beforeAll } from 'vitest';
import type { NegocioPerfil, Promocion } from '@tarjeto/shared';
import { negocioPerfil } from '../../test/negocio-perfil.ts';
import { prepararPantalla } from '../../test/render-screen.tsx';

// Answers shaped as the shared schemas say, for the promotions' jsdom tests.

/**
 * What every test of a promotions screen starts from: the open drawer's chunk loaded once (React.lazy
 * — opening it in a test then waits for React, not for the module's first transform on a busy
 * machine) and, beyond prepararPantalla's, the date fixed at 21 Nov 2026, noon in Mexico City (the
 * defaults' dates are exact).
 */
export function prepararPantallaDeOfertas() {
  beforeAll(async () => {
    await import('./components/promocion-drawer-abierto.tsx');
  });
  prepararPantalla({ reloj: { now: new Date('2026-11-21T18:00:00Z'), toFake: ['Date'] } });
}

export const NEGOCIO_ID = 'NEG123';

export const negocio = (over: Partial<NegocioPerfil> = {}): NegocioPerfil =>
  negocioPerfil({ publicID: NEGOCIO_ID, ...over });

let n = 0;
export const promocion = (over: Partial<Promocion> = {}): Promocion => {
  n += 1;
  return {
    _id: `id-${n}`,
    publicID: `PRO${n}`,
    negocioID: NEGOCIO_ID,
    titulo: `Promoción ${n}`,
    descripcion: 'Un taco gratis en tu décima visita',
    clase: 'promocion',
    nivelReq: 0,
    categoriaFavorita: [],
    tipoPromo: { tipo: 'regular', programa: null, periodo: null, exclusivo: null },
    limiteDeUsos: { porUsuario: { diario: 1, semanal: 3, total: 5 }, totalGlobal: 500 },
    terminos: null,
    status: true,
    activo: true,
    porVencer: false,
    analitica: { vistas: 0, usos: 0, limite: 500 },
    creadoPor: { _id: 'u1', nombre: 'Tacos Cuichi' },
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...over,
  };
};

export const lista = (data: Promocion[]) => ({ success: true, data });
export const una = (data: Promocion, message = 'Promoción creada') => ({
  success: true,
  message,
  data,
});
