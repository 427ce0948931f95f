import type { Canje, VisitaResultado } from '@tarjeto/shared';

// What the kiosk's server answers, as plain data for the tests of its words and outcomes (lib/)
// and of the kiosk itself (test-utils.tsx, which dates them now).

type Tarjeta = NonNullable<VisitaResultado['tarjeta']>;

/** The card a visit's answer brings: Bronce, 6 visits this season, 2 short of Plata. */
export const tarjeta = (over: Partial<Tarjeta> = {}): Tarjeta => ({
  visitas: 6,
  visitasTotales: 23,
  nivel: 1,
  nombreNivel: 'Bronce',
  siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
  nueva: false,
  subioDeNivel: false,
  ...over,
});

/** A redemption: Daniela Ruiz's '2x1 en tacos' on 21 Nov 2026 at 18:42 UTC, another one allowed. */
export const canje = (over: Partial<Canje> = {}): Canje => ({
  canjeId: 'cj1',
  fecha: '2026-11-21T18:42:00.000Z',
  promocion: { publicID: 'PRO1', titulo: '2x1 en tacos', descripcion: 'Dos órdenes de tacos' },
  cliente: { nombre: 'Daniela Ruiz', fotoPerfil: null, nivel: 1 },
  restantes: null,
  otroCanje: { elegible: true, motivo: null },
  ...over,
});
