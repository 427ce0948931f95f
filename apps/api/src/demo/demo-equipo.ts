import { and, eq } from 'drizzle-orm';
import { ETIQUETA_ROL, partesLocales, sumarDias, type RolEquipo } from '@tarjeto/shared';
import type { Db } from '../db/client.ts';
import { establecimientos, miembros } from '../db/schema/index.ts';
import { registrarActividad } from '../modules/actividad/actividad.repository.ts';
import { bajaMiembro, insertUsuarioDeEquipo } from '../modules/equipo/equipo.repository.ts';
import { cambiarPin, papelDe } from '../modules/equipo/equipo.service.ts';
import { aLas } from './demo-actividad.ts';
import { DEMO_NEGOCIOS } from './demo-data.ts';

// The demo's teams (DOMAIN §10, issue 25 part B): two of the sample businesses have people who
// serve at the counter and say so at the Nexo with their PIN, so the history's visits and canjes
// name them — in Clientes, in Actividad, in the exports and in Estadísticas' 'Por persona'. Tacos
// Cuichi has two cashiers by shift and a manager who covers the rest; Café Lupita a morning
// cashier (and one who left, whose visits still name her) while its owner serves the afternoons
// herself. Before anyone joined Cuichi, its owner served alone without a PIN: those visits name
// nobody ('Sin asignar').
//
// The rows are made as the invitation makes them (an account with the demo password, linked to
// its membership when accepted), backdated: the invitation's own service would date everything
// today and send mail. No random draw (the dataset's other numbers come from one seeded sequence).

/** A shift: business days (0 Sunday … 6 Saturday; a night past midnight is still its day) and hours. */
interface Turno {
  dias: readonly number[];
  /** Local hours, `desde` inclusive, `hasta` exclusive; past midnight is 24, 25… */
  desde: number;
  hasta: number;
  /** Covers only what no one's own shift covers (the manager, the owner). */
  respaldo?: boolean;
}

export interface PersonaDemo {
  /** The business (DEMO_NEGOCIOS slug). */
  negocio: string;
  nombre: string;
  /** Their sign-in (the owner's is the business's own). */
  email: string | null;
  rol: RolEquipo;
  pin: string;
  /** Invited this many days ago, accepting the same day at `acepta` ('HH:MM', local). */
  haceDias: number;
  acepta: string;
  /** Removed from the team this many days ago, at 15:00. */
  bajaHaceDias?: number;
  /** Every establishment of the business, or its main one only. */
  todos?: boolean;
  /**
   * When they serve: the first person whose own shift covers a moment serves it; else the first
   * whose `respaldo` does.
   */
  turnos: readonly Turno[];
}

const MIERCOLES_A_SABADO = [3, 4, 5, 6];
const LUNES_A_SABADO = [1, 2, 3, 4, 5, 6];

/** In the order the shifts are looked up: a person earlier in the list covers a moment first. */
export const DEMO_EQUIPO: readonly PersonaDemo[] = [
  // Tacos Cuichi, 18:00–02:00, closed on Mondays.
  {
    negocio: 'cuichi',
    nombre: 'Marisol Araujo',
    email: 'marisol@demo.tarjeto.mx',
    rol: 'encargado',
    pin: '2580',
    haceDias: 80,
    acepta: '17:20',
    // Sundays and Tuesdays, the whole night; and whatever the cashiers do not cover (a canje at the
    // counter while the grill is cold).
    turnos: [
      { dias: [0, 2], desde: 18, hasta: 26 },
      { dias: [0, 1, 2, 3, 4, 5, 6], desde: 6, hasta: 30, respaldo: true },
    ],
  },
  {
    negocio: 'cuichi',
    nombre: 'Carlos Rentería',
    email: 'carlos@demo.tarjeto.mx',
    rol: 'cajero',
    pin: '1357',
    haceDias: 75,
    acepta: '17:40',
    turnos: [{ dias: MIERCOLES_A_SABADO, desde: 18, hasta: 22 }],
  },
  {
    negocio: 'cuichi',
    nombre: 'Brenda Félix',
    email: 'brenda@demo.tarjeto.mx',
    rol: 'cajero',
    pin: '2468',
    haceDias: 75,
    acepta: '17:45',
    turnos: [{ dias: MIERCOLES_A_SABADO, desde: 22, hasta: 26 }],
  },
  // Café Lupita, 07:00–21:00, closed on Sundays: a cashier in the mornings, the owner after.
  {
    negocio: 'cafe',
    nombre: 'Itzel Campos',
    email: 'itzel@demo.tarjeto.mx',
    rol: 'cajero',
    pin: '4321',
    haceDias: 130,
    acepta: '16:10',
    bajaHaceDias: 41,
    turnos: [{ dias: LUNES_A_SABADO, desde: 7, hasta: 14 }],
  },
  {
    negocio: 'cafe',
    nombre: 'Jorge Medina',
    email: 'jorge@demo.tarjeto.mx',
    rol: 'cajero',
    pin: '1122',
    haceDias: 38,
    acepta: '18:30',
    todos: true,
    turnos: [{ dias: LUNES_A_SABADO, desde: 7, hasta: 14 }],
  },
  {
    negocio: 'cafe',
    nombre: DEMO_NEGOCIOS.find((n) => n.slug === 'cafe')!.owner.nombre,
    email: null,
    rol: 'dueno',
    pin: '0707',
    haceDias: 130,
    acepta: '09:00',
    // The afternoons, and the mornings nobody else covered.
    turnos: [
      { dias: LUNES_A_SABADO, desde: 14, hasta: 21 },
      { dias: LUNES_A_SABADO, desde: 7, hasta: 14, respaldo: true },
    ],
  },
];

/** The team's demo logins (password DEMO_PASSWORD) with their PINs, for the banner and README. */
export const demoEquipoLogins = () =>
  DEMO_EQUIPO.filter((p) => p.bajaHaceDias === undefined).map((p) => {
    const n = DEMO_NEGOCIOS.find((x) => x.slug === p.negocio)!;
    return {
      email: p.email ?? n.owner.email,
      rol: ETIQUETA_ROL[p.rol],
      negocio: n.nombreComercial,
      pin: p.pin,
    };
  });

interface Dentro {
  miembroId: string;
  desde: number;
  hasta: number;
  turnos: readonly Turno[];
}

/**
 * Makes the teams as of `now` and answers who was serving at a business's Nexo at a moment of its
 * history (null: nobody had said). The seed passes it as the Nexo's `miembroId` to every visit and
 * canje it writes through the services.
 */
export async function equipoDemo(
  tx: Db,
  v: {
    negocios: ReadonlyArray<{
      slug: string;
      negocioId: string;
      owner: { id: string; email: string };
      /** Where the owner signs in from at the shop (demo-actividad's address). */
      ipLocal: string;
      /** The business's clock: shifts and hours are on it. */
      zonaHoraria: string;
    }>;
    passwordHash: string;
    now: Date;
  },
) {
  const porNegocio = new Map<string, Dentro[]>();
  for (const [k, p] of DEMO_EQUIPO.entries()) {
    const n = v.negocios.find((x) => x.slug === p.negocio)!;
    const hoy = partesLocales(v.now, n.zonaHoraria).fecha;
    const dia = sumarDias(hoy, -p.haceDias);
    const [h, m] = p.acepta.split(':').map(Number) as [number, number];
    const invitado = aLas(dia, 10, (k * 7) % 60, n.zonaHoraria);
    const aceptado = aLas(dia, h, m, n.zonaHoraria);
    const texto = `${p.nombre} (${ETIQUETA_ROL[p.rol]})`;
    let usuarioId = n.owner.id;
    if (p.rol !== 'dueno') {
      const u = await insertUsuarioDeEquipo(tx, {
        email: p.email!,
        nombre: p.nombre,
        passwordHash: v.passwordHash,
        now: aceptado,
      });
      usuarioId = u.id;
    }
    // Where they work: the owner everywhere (none named), the others at the main counter or all.
    const lugares =
      p.rol === 'dueno'
        ? []
        : (
            await tx
              .select({ id: establecimientos.id })
              .from(establecimientos)
              .where(
                and(
                  eq(establecimientos.negocioId, n.negocioId),
                  p.todos ? undefined : eq(establecimientos.principal, true),
                ),
              )
          ).map((e) => e.id);
    const [row] = await tx
      .insert(miembros)
      .values({
        negocioId: n.negocioId,
        usuarioId,
        nombre: p.nombre,
        email: p.email ?? n.owner.email,
        rol: p.rol,
        establecimientos: lugares,
        creadoAt: p.rol === 'dueno' ? aceptado : invitado,
        aceptadoAt: aceptado,
      })
      .returning({ id: miembros.id });
    const miembroId = row!.id;
    // Their PIN, as they set it in their profile once signed in.
    await cambiarPin(tx, await papelDe(tx, usuarioId), p.pin);
    if (p.rol !== 'dueno') {
      await registrarActividad(
        tx,
        { negocioId: n.negocioId },
        {
          accion: 'equipo.invitado',
          miembroId,
          detalle: { texto: `${p.nombre} (${ETIQUETA_ROL[p.rol]}, ${p.email})` },
          ip: n.ipLocal,
          en: invitado,
        },
      );
      await registrarActividad(
        tx,
        { negocioId: n.negocioId },
        {
          accion: 'equipo.se_unio',
          actor: 'miembro',
          miembroId,
          detalle: { texto },
          ip: `203.0.113.${100 + k}`,
          en: aceptado,
        },
      );
    }
    let hasta = Number.POSITIVE_INFINITY;
    if (p.bajaHaceDias !== undefined) {
      const baja = aLas(sumarDias(hoy, -p.bajaHaceDias), 15, 0, n.zonaHoraria);
      await bajaMiembro(tx, n.negocioId, miembroId, baja);
      await registrarActividad(
        tx,
        { negocioId: n.negocioId },
        { accion: 'equipo.baja', miembroId, detalle: { texto }, ip: n.ipLocal, en: baja },
      );
      hasta = baja.getTime();
    }
    porNegocio.set(p.negocio, [
      ...(porNegocio.get(p.negocio) ?? []),
      { miembroId, desde: aceptado.getTime(), hasta, turnos: p.turnos },
    ]);
  }

  return {
    /** Who was serving at the business's Nexo at `at`, by the shifts; null: nobody had said. */
    atiende(slug: string, at: Date): string | null {
      const personas = porNegocio.get(slug);
      if (!personas) return null;
      const zona = v.negocios.find((x) => x.slug === slug)!.zonaHoraria;
      const local = partesLocales(at, zona);
      // Past midnight is the night before's shift.
      const madrugada = local.hora < 6;
      const dia = madrugada ? (local.diaSemana + 6) % 7 : local.diaSemana;
      const hora = madrugada ? local.hora + 24 : local.hora;
      const t = at.getTime();
      const cubre = (respaldo: boolean) =>
        personas.find(
          (p) =>
            t >= p.desde &&
            t < p.hasta &&
            p.turnos.some(
              (s) =>
                Boolean(s.respaldo) === respaldo &&
                s.dias.includes(dia) &&
                hora >= s.desde &&
                hora < s.hasta,
            ),
        );
      return (cubre(false) ?? cubre(true))?.miembroId ?? null;
    },
  };
}
