import { sql } from 'drizzle-orm';
import {
  clienteSetupSchema,
  enGrupoControl,
  estadoHorario,
  fechaLocal,
  origenAutomatizacion,
  sumarDias,
} from '@tarjeto/shared';
import type { Db } from '../db/client.ts';
import { usuarios } from '../db/schema/index.ts';
import { newPublicId } from '../lib/ids.ts';
import { crearCliente } from '../modules/perfiles/perfiles.service.ts';
import type { DemoNegocio } from './demo-data.ts';
import { clientesGenerados, momentoDelDia, rng, type DemoCliente } from './demo-visitas.ts';

// Tacos Cuichi's lapsed customers (issue 28 part E): a few hundred people who came two or three
// times between 50 and 100 days ago and not since, and said yes to the taquería's messages. With
// them, the demo's Te extrañamos has enough customers in both groups (MINIMO_POR_GRUPO each) for
// Estadísticas → Campañas to show a difference — computed, as always, from the visits: avisosDemo
// decides their messages day by day like the others', and only the messaged ones come back.
// Their visits are written by seed.ts in the history's order (a season closes in between), through
// the visit service; they open no offers. Drawn from sequences of their own, so the history's
// draws do not shift (avisosDemo's, taken in turn as it decides, do: it has more to decide).

/** Their emails, as a LIKE pattern: cliente.<slug>.NNN@demo.tarjeto.mx. */
export const EMAILS_PERDIDOS = 'cliente.%.%@demo.tarjeto.mx';

/** About this many lapsed customers… */
export const PERDIDOS = 230;
/**
 * …and more, one by one, until this many of them are in Te extrañamos's control group (10 % is
 * drawn by a hash of ids the database makes, so 230 alone would leave fewer than 20 some starts).
 * Who is in which group never depends on whether they come back, so the comparison stays fair.
 */
const CONTROL_MINIMO = 24;
/** Never more than this many (the plan is drawn for all of them, only the first are created). */
const PERDIDOS_MAXIMO = 500;

export interface PlanDePerdidos {
  negocio: DemoNegocio;
  clientes: DemoCliente[];
  /** Each customer's visits (index into `clientes`), oldest first. */
  visitas: Array<{ cliente: number; at: Date }>;
}

/** A moment of the business's opening hours on the local day `dia`, or null if it is closed. */
function enHorarioDelDia(n: DemoNegocio, dia: string, fraccion: number) {
  const at = momentoDelDia(n, dia, fraccion);
  return at && estadoHorario(n.horario, at, n.zonaHoraria).abierto ? at : null;
}

/**
 * Who they are and when they came, as of `now`: 2 or 3 visits each, 4 to 20 days apart (so Te
 * extrañamos misses them at most 40 days after the last, a week ago or more), the last one 50 days
 * ago or more and the first 100 days ago at most, each in the business's opening hours.
 */
export function planDePerdidos(negocio: DemoNegocio, now: Date): PlanDePerdidos {
  const clientes = clientesGenerados([negocio], PERDIDOS_MAXIMO, rng(20261201)).map((c, i) => ({
    ...c,
    email: `cliente.${negocio.slug}.${String(i + 1).padStart(3, '0')}@demo.tarjeto.mx`,
  }));
  const random = rng(20261202);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const visitas: PlanDePerdidos['visitas'] = [];
  for (let c = 0; c < clientes.length; c++) {
    const huecos = Array.from(
      { length: random() < 0.7 ? 1 : 2 },
      () => 4 + Math.floor(random() * 17),
    );
    const total = huecos.reduce((a, b) => a + b, 0);
    const ultima = 50 + Math.floor(random() * (100 - 50 - total + 1));
    const hace = [ultima];
    for (const h of huecos) hace.unshift(hace[0]! + h);
    for (const d of hace) {
      const fraccion = (random() + random() + random()) / 3; // busiest mid-evening
      // A closed day (Cuichi rests on Mondays) gives way to the evening before.
      for (let k = 0; k < 3; k++) {
        const at = enHorarioDelDia(negocio, sumarDias(hoy, -(d + k)), fraccion);
        if (!at) continue;
        visitas.push({ cliente: c, at: new Date(at.getTime() + Math.floor(random() * 60) * 1000) });
        break;
      }
    }
  }
  return { negocio, clientes, visitas };
}

/**
 * Creates the plan's customers as the setup wizard does (a verified account with the demo
 * password, then its profile): PERDIDOS of them, then more until CONTROL_MINIMO are in the control
 * group of the business's Te extrañamos. Returns their clientes ids, in the plan's order.
 */
export async function crearPerdidos(
  tx: Db,
  plan: PlanDePerdidos,
  negocioId: string,
  passwordHash: string,
): Promise<string[]> {
  const origen = origenAutomatizacion(negocioId, 'te_extranamos');
  const ids: string[] = [];
  let control = 0;
  const crear = async (desde: number, hasta: number) => {
    const lote = plan.clientes.slice(desde, hasta).map((c) => ({
      c,
      perfil: clienteSetupSchema.parse(c.perfil),
      publicId: newPublicId('CLI'),
    }));
    const filas = await tx
      .insert(usuarios)
      .values(
        lote.map(({ c, perfil, publicId }) => ({
          email: c.email,
          nombre: perfil.datosPersonales.nombre,
          passwordHash,
          tipoUsuario: 'Cliente' as const,
          verificado: true,
          publicId,
        })),
      )
      .returning({ id: usuarios.id, email: usuarios.email });
    const usuarioDe = new Map(filas.map((f) => [f.email, f.id]));
    for (const { c, perfil, publicId } of lote) {
      const id = await crearCliente(tx, usuarioDe.get(c.email)!, publicId, perfil, null);
      ids.push(id);
      if (enGrupoControl(origen, id)) control++;
    }
  };
  await crear(0, PERDIDOS);
  while (control < CONTROL_MINIMO && ids.length < plan.clientes.length)
    await crear(ids.length, ids.length + 1);
  return ids;
}

/**
 * Their cards said yes to the business's messages a few minutes after their first visit (the app
 * asks on the card). avisosDemo keeps an answer already given.
 */
export async function perdidosAceptanAvisos(tx: Db, negocioId: string, clienteIds: string[]) {
  if (clienteIds.length === 0) return;
  const random = rng(20261203);
  await tx.execute(sql`
    update tarjetas set avisos = true,
      avisos_at = primera_visita + make_interval(mins => v.minutos)
    from (values ${sql.join(
      clienteIds.map((id) => sql`(${id}::uuid, ${2 + Math.floor(random() * 25)}::int)`),
      sql`, `,
    )}) as v(cliente_id, minutos)
    where tarjetas.negocio_id = ${negocioId}::uuid and tarjetas.cliente_id = v.cliente_id
      and tarjetas.primera_visita is not null`);
}

/** The plan's visits of the created customers only (`cuantos`: how many were). */
export const visitasDePerdidos = (plan: PlanDePerdidos, cuantos: number) =>
  plan.visitas.filter((v) => v.cliente < cuantos);
