import { GENEROS, instanteLocal, type CategoriaId, type ClienteSetup } from '@tarjeto/shared';
import type { HorarioDia } from '../db/schema/negocios.ts';
import type { DemoNegocio } from './demo-data.ts';

// The demo's history (DOMAIN §9): generated customers and about 90 days of their visits to the
// sample businesses, drawn from a fixed seed so every fresh start shows the same believable shop —
// regulars who come twice a week, occasional visitors, some who stopped coming, and walk-ins
// without the app. Only the plan is made here; seed.ts writes it through the visit service.

export const DIAS_DE_HISTORIA = 90;
/**
 * The demo businesses' first season opened this many days ago: it closes during the history
 * (about 70 days ago, with real figures and demotions), and most visits count in the next one.
 */
export const PRIMERA_TEMPORADA_HACE_DIAS = 162;

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOMBRES_F = [
  'María',
  'Fernanda',
  'Daniela',
  'Sofía',
  'Valeria',
  'Camila',
  'Ximena',
  'Regina',
  'Paola',
  'Andrea',
  'Mariana',
  'Guadalupe',
  'Alejandra',
  'Karla',
  'Itzel',
  'Renata',
  'Natalia',
  'Lucía',
  'Diana',
  'Carmen',
];
const NOMBRES_M = [
  'José',
  'Juan',
  'Luis',
  'Carlos',
  'Jorge',
  'Miguel',
  'Diego',
  'Emiliano',
  'Santiago',
  'Alejandro',
  'Ricardo',
  'Héctor',
  'Iván',
  'Arturo',
  'Raúl',
  'Óscar',
  'Eduardo',
  'Mauricio',
  'Rodrigo',
  'Fernando',
];
export const APELLIDOS = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Romero',
  'Álvarez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Valenzuela',
];

export interface DemoCliente {
  email: string;
  perfil: ClienteSetup;
}

export interface PlanDeVisitas {
  /** Index into DEMO_NEGOCIOS. */
  negocio: number;
  /** Index into the customer list, or null for a walk-in without the app. */
  cliente: number | null;
  at: Date;
}

/** UTC offset of a time zone on a date, in minutes (Mexico City: −360 since 2022, no DST). */
function offsetMinutes(zonaHoraria: string, utcNoon: Date) {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: zonaHoraria,
    timeZoneName: 'longOffset',
  })
    .formatToParts(utcNoon)
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const minutos = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The moment `fraccion` of the way through the business's hours on its local day `dia` (kept off
 * the first and last twentieth), or null when it has no hours that day. Whether it is open then
 * is the caller's to ask (estadoHorario): hours past midnight belong to the day they start on.
 */
export function momentoDelDia(n: DemoNegocio, dia: string, fraccion: number): Date | null {
  const h = n.horario.find((x) => x.dia === new Date(`${dia}T12:00:00Z`).getUTCDay());
  if (!h?.apertura) return null;
  let span = minutos(h.cierre) - minutos(h.apertura);
  if (span <= 0) span += 24 * 60; // open past midnight
  const abre = instanteLocal(dia, h.apertura, n.zonaHoraria);
  return new Date(abre + Math.floor((0.05 + 0.85 * fraccion) * span) * 60_000);
}

/** Customers made up for the demo: believable names, ages and cities, favourite categories. */
export function clientesGenerados(
  negocios: readonly DemoNegocio[],
  cuantos: number,
  random: () => number,
): DemoCliente[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const out: DemoCliente[] = [];
  for (let i = 0; i < cuantos; i++) {
    const femenino = random() < 0.52;
    const nombre = `${pick(femenino ? NOMBRES_F : NOMBRES_M)} ${pick(APELLIDOS)} ${pick(APELLIDOS)}`;
    const hogar = negocios[i % negocios.length]!.establecimiento;
    const favoritas = [
      ...new Set(negocios.filter(() => random() < 0.4).flatMap((n) => n.categoria)),
    ];
    const categoria: CategoriaId[] = (
      favoritas.length ? favoritas : negocios[i % negocios.length]!.categoria
    ).slice(0, 5);
    out.push({
      email: `cliente${String(i + 1).padStart(3, '0')}@demo.tarjeto.mx`,
      perfil: {
        datosPersonales: {
          nombre,
          edad: 18 + Math.floor(random() * 50),
          genero: random() < 0.94 ? (femenino ? 'Femenino' : 'Masculino') : pick(GENEROS),
          ubicacion: { ciudad: hogar.ciudad, codigoPostal: hogar.codigoPostal },
        },
        categoriaFavorita: categoria,
      },
    });
  }
  return out;
}

/** Where in the day people come: a peak a little after the middle of the opening hours. */
function horaDeVisita(dia: HorarioDia, random: () => number) {
  const abre = minutos(dia.apertura);
  let cierra = minutos(dia.cierre);
  if (cierra <= abre) cierra += 24 * 60; // open past midnight
  const span = cierra - abre - 15;
  const x = (random() + random() + random()) / 3; // bell-ish around the middle
  return abre + Math.floor(Math.min(0.98, x * 1.1) * span);
}

/** Customers of other businesses who come to each business for the first time in the last week. */
export const PRIMERIZOS_POR_NEGOCIO = 4;

/**
 * The visits of the last DIAS_DE_HISTORIA days, oldest first. Each business has its regulars
 * (`asiduos`: [customer index, visits a week]) and walk-ins; a customer never visits the same
 * business twice within 5 hours (the 4-hour cooldown would refuse it). Each business's visits fall
 * in its opening hours on its own clock (`zonaHoraria`).
 */
export function planDeVisitas(
  negocios: readonly DemoNegocio[],
  asiduos: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  now: Date,
  random: () => number,
): PlanDeVisitas[] {
  const plan: PlanDeVisitas[] = [];
  const dayMs = 24 * 3600 * 1000;
  negocios.forEach((negocio, ni) => {
    const regulars = asiduos[ni] ?? [];
    const last = new Map<number, number>();
    // Some started coming later, a few stopped: the dashboard shows new and lost customers.
    const ventana = regulars.map(() => {
      const desde = random() < 0.3 ? Math.floor(random() * 60) : 0;
      const hasta =
        random() < 0.12 ? DIAS_DE_HISTORIA - 20 - Math.floor(random() * 30) : DIAS_DE_HISTORIA;
      return [desde, hasta] as const;
    });
    // A few first-timers in the last week — customers of the other businesses who come here once —
    // so Inicio's 'Nuevos' and 'Clientes recientes' show someone new, as a real week does.
    const aqui = new Set(regulars.map(([c]) => c));
    // Not Ana or Beto (customers 0 and 1): their cards are set by hand, and a first visit that
    // falls on an open day or not (it depends on today's weekday) would change them.
    const deOtros = [...new Set(asiduos.flat().map(([c]) => c))].filter(
      (c) => !aqui.has(c) && c > 1,
    );
    const primerizos = new Map<number, number[]>();
    // Picked without drawing from `random`, so the rest of the history stays as it was.
    for (let k = 0; k < PRIMERIZOS_POR_NEGOCIO && deOtros.length > 0; k++) {
      const [cliente] = deOtros.splice((ni * 7 + k * 13) % deOtros.length, 1);
      const d = (ni + k * 2) % 7;
      primerizos.set(d, [...(primerizos.get(d) ?? []), cliente!]);
    }
    for (let d = DIAS_DE_HISTORIA; d >= 0; d--) {
      const noonUtc = new Date(now.getTime() - d * dayMs);
      const offset = offsetMinutes(negocio.zonaHoraria, noonUtc);
      const localNow = new Date(noonUtc.getTime() + offset * 60_000);
      const weekday = localNow.getUTCDay();
      const dia = negocio.horario.find((h) => h.dia === weekday);
      if (!dia || !dia.apertura) continue;
      const fin = weekday === 5 || weekday === 6 ? 1.35 : 1; // busier weekends
      const midnightLocalUtc =
        Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate()) -
        offset * 60_000;
      const at = (m: number) =>
        new Date(midnightLocalUtc + m * 60_000 + Math.floor(random() * 60) * 1000);
      const dayIndex = DIAS_DE_HISTORIA - d;
      regulars.forEach(([cliente, porSemana], ri) => {
        const [desde, hasta] = ventana[ri]!;
        if (dayIndex < desde || dayIndex > hasta) return;
        if (random() >= (porSemana / 6.5) * fin) return;
        const when = at(horaDeVisita(dia, random));
        if (when.getTime() > now.getTime()) return;
        const prev = last.get(cliente);
        if (prev !== undefined && when.getTime() - prev < 5 * 3600 * 1000) return;
        last.set(cliente, when.getTime());
        plan.push({ negocio: ni, cliente, at: when });
      });
      for (const [k, cliente] of (primerizos.get(d) ?? []).entries()) {
        const when = new Date(midnightLocalUtc + horaDeVisita(dia, () => 0.3 + k * 0.1) * 60_000);
        if (when.getTime() <= now.getTime()) plan.push({ negocio: ni, cliente, at: when });
      }
      // Walk-ins who do not use the app: foot traffic only.
      const walkIns = Math.floor(random() * 3 * fin);
      for (let w = 0; w < walkIns; w++) {
        const when = at(horaDeVisita(dia, random));
        if (when.getTime() <= now.getTime()) plan.push({ negocio: ni, cliente: null, at: when });
      }
    }
  });
  return plan.sort((a, b) => a.at.getTime() - b.at.getTime());
}
