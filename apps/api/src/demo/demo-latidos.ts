import { and, between, eq, inArray } from 'drizzle-orm';
import { debeAvisarSinConexion, fechaLocal, sumarDias } from '@tarjeto/shared';
import type { Db } from '../db/client.ts';
import { nexos, visitas } from '../db/schema/index.ts';
import { registrarActividad } from '../modules/actividad/actividad.repository.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { notifyOfflineNexos, latido } from '../modules/nexo/nexo-conexion.service.ts';
import { hashToken } from '../modules/nexo/nexo.service.ts';
import { aLas } from './demo-actividad.ts';
import type { DemoNegocio } from './demo-data.ts';

// The demo's counters have been beating (DOMAIN §10), so a newcomer's Nexo screen shows each state
// and Actividad shows a notice, written through the heartbeat and the scheduled job themselves:
// - Tacos Cuichi's "Caja del carbón" went quiet one evening a few days ago between two visits;
//   half an hour into its silence the owner was told ('Nexo sin conexión' in Actividad), and it
//   came back;
// - Shūgu's sushi bar tablet was last heard a little over three hours ago ('Visto hace 3 h'; if the
//   shop was open through half an hour of that, its notice is there too, as the job would have
//   given it) — or, if it registered a visit since, the counter quiet the longest;
// - every other Nexo beat seconds ago ('En línea').
// No random draw: the rest of the dataset comes from one seeded sequence this must not shift.

const MIN = 60_000;
/** The scheduler looks every 5 minutes. */
const TICK = 5 * MIN;

/** Nobody is mailed while the dataset loads. */
const sinCorreo: Mailer = { send: async () => {}, outbox: () => null, close: () => {} };
const deps = { mailer: sinCorreo, publicUrl: null, log: { error: () => {} } };

/** The scheduled job as it would have run, every 5 minutes from `desde` to `hasta`. */
async function vigilar(tx: Db, desde: Date, hasta: Date) {
  const primera = Math.ceil(desde.getTime() / TICK) * TICK;
  for (let t = primera; t <= hasta.getTime(); t += TICK)
    await notifyOfflineNexos(tx, deps, new Date(t));
}

interface NexoDemo {
  nexoId: string;
  negocioId: string;
  token: string;
  negocio: DemoNegocio;
}

/**
 * One evening a few days back when the device was silent for half an hour of opening time between
 * two visits (a kiosk that registers is heard from): the first such gap of 45 minutes or more from
 * opening, searched day by day from two days ago.
 */
async function tardeSinSenal(tx: Db, n: NexoDemo, now: Date) {
  const zona = n.negocio.zonaHoraria;
  const hoy = fechaLocal(now, zona);
  const horario = n.negocio.horario;
  for (let d = 2; d <= 9; d++) {
    const dia = sumarDias(hoy, -d);
    const abierto = horario.find((h) => h.dia === new Date(`${dia}T12:00:00Z`).getUTCDay());
    if (!abierto?.apertura) continue;
    const [h, m] = abierto.apertura.split(':').map(Number) as [number, number];
    const apertura = aLas(dia, h, m, zona);
    const hasta = new Date(apertura.getTime() + 6 * 60 * MIN);
    const horas = (
      await tx
        .select({ fecha: visitas.fecha })
        .from(visitas)
        .where(and(eq(visitas.nexoId, n.nexoId), between(visitas.fecha, apertura, hasta)))
        .orderBy(visitas.fecha)
    ).map((v) => v.fecha);
    const marcas = [apertura, ...horas, hasta];
    for (let k = 0; k + 1 < marcas.length; k++) {
      const desde = new Date(marcas[k]!.getTime() + MIN);
      const vuelve = marcas[k + 1]!;
      const aviso = new Date(Math.ceil((desde.getTime() + 30 * MIN) / TICK) * TICK);
      if (vuelve.getTime() - aviso.getTime() < 10 * MIN || aviso.getTime() > now.getTime())
        continue;
      const vigilado = {
        vistoAt: desde,
        ultimoUso: null,
        avisoSinConexionAt: null,
        horario,
        zonaHoraria: zona,
      };
      if (debeAvisarSinConexion(vigilado, aviso)) return { aviso };
    }
  }
  return null;
}

export async function latidosDemo(tx: Db, demo: NexoDemo[], now: Date) {
  const cuichi = demo.find((n) => n.negocio.slug === 'cuichi');
  if (cuichi) {
    // Its visits since then are on record (its `ultimo_uso` is today's), so the job cannot be run
    // over that evening again: the notice is written as the job wrote it, by its own rule.
    const tarde = await tardeSinSenal(tx, cuichi, now);
    if (tarde) {
      await registrarActividad(
        tx,
        { negocioId: cuichi.negocioId },
        { accion: 'nexo.sin_conexion', actor: 'sistema', nexoId: cuichi.nexoId, en: tarde.aviso },
      );
    }
  }
  // The quiet one: Shūgu's, unless it registered a visit lately — then whichever counter has gone
  // longest without one (a kiosk beats while it registers, so its silence cannot start earlier).
  const ultimos = await tx
    .select({ id: nexos.id, ultimoUso: nexos.ultimoUso })
    .from(nexos)
    .where(
      inArray(
        nexos.id,
        demo.map((n) => n.nexoId),
      ),
    );
  const ultimoUso = (n: NexoDemo) =>
    ultimos.find((u) => u.id === n.nexoId)?.ultimoUso?.getTime() ?? 0;
  const hace3h = now.getTime() - (3 * 60 + 12) * MIN;
  const candidatos = demo.filter((n) => n !== cuichi);
  const shugu = candidatos.find((n) => n.negocio.slug === 'shugu');
  const callado =
    shugu && ultimoUso(shugu) <= hace3h
      ? shugu
      : [...candidatos].sort((a, b) => ultimoUso(a) - ultimoUso(b))[0];

  // The others first: beating now, so the job's look over the quiet one's silence passes them by.
  for (const [i, n] of demo.entries()) {
    if (n === callado) continue;
    await latido(tx, hashToken(n.token), new Date(now.getTime() - (18 + i * 7) * 1000));
  }
  if (callado) {
    const visto = new Date(Math.max(hace3h, ultimoUso(callado)));
    await latido(tx, hashToken(callado.token), visto);
    await vigilar(tx, visto, now);
  }
}
