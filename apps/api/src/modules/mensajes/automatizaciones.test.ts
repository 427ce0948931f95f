import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diaLargo,
  enGrupoControl,
  fechaLocal,
  instanteLocal,
  LIMITES_MENSAJES,
  origenAutomatizacion,
  partesLocales,
  sumarDias,
  TIPOS_AUTOMATIZACION,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import {
  establecimientos,
  mensajes,
  negocios,
  nexos,
  promociones,
  temporadas,
} from '../../db/schema/index.ts';
import { programaDe } from '../lealtad/lealtad.service.ts';
import { recordVisita } from '../visitas/visitas.service.ts';
import { cliente, filaDeCliente, negocio, nexoPara, send } from '../../test/fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { despachoDePrueba } from '../../test/despacho.ts';
import { PUBLIC_URL_PRUEBA } from '../../test/cartera.ts';
import { evaluarAutomatizaciones } from './decision.service.ts';
import { despacharPendientes, type DespachoDeps } from './despacho.service.ts';

// A month of a business's life with the clock in the test's hand (issue 28, "Done when"): four
// businesses with every automation on, customers who come every three days, who come three times
// and stop, who come late in the evening, who never said yes and who said yes then no. The
// scheduler's two steps run every two hours of simulated time — decide, then send — and visits
// are written through the visit service at their own instants. Then: who got which automation,
// that quiet hours, the caps and consent held, and that nobody in a control group got anything.

const ZONA = 'America/Mexico_City';
const DIAS = 26;
const PASO_MS = 2 * 3_600_000;
const DIA_MS = 86_400_000;

const t = testAppForFile({ env: { PUBLIC_URL: PUBLIC_URL_PRUEBA } });
let sink: SmtpSink;
let deps: DespachoDeps;

beforeAll(async () => {
  sink = await startSmtpSink();
  deps = despachoDePrueba(t, sink);
}, 60_000);
afterAll(async () => {
  deps.mailer.close();
  await sink.close();
});

async function lugar(nombre: string) {
  const neg = await negocio(t, nombre);
  await nexoPara(t, neg);
  const [row] = await t.database.db
    .select({ negocioId: negocios.id, establecimientoId: establecimientos.id, nexoId: nexos.id })
    .from(negocios)
    .innerJoin(establecimientos, eq(establecimientos.negocioId, negocios.id))
    .innerJoin(
      nexos,
      and(eq(nexos.establecimientoId, establecimientos.id), isNull(nexos.revocadoAt)),
    )
    .where(eq(negocios.publicId, neg.publicID));
  for (const tipo of TIPOS_AUTOMATIZACION) {
    const r = await send(t, 'PUT', `/api/negocio/avisos/automatizaciones/${tipo}`, {
      payload: {
        activa: true,
      },
      cookie: neg.cookie,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  return { ...neg, ...row! };
}
type Lugar = Awaited<ReturnType<typeof lugar>>;

interface Persona {
  nombre: string;
  cookie: string;
  email: string;
  id: string;
}

async function persona(nombre: string): Promise<Persona> {
  const c = await cliente(t, nombre);
  const { id } = await filaDeCliente(t, c.email);
  return { nombre, cookie: c.cookie, email: c.email, id };
}

async function visitaEn(l: Lugar, p: Persona, at: Date) {
  const programa = await programaDe(t.database.db, l.negocioId);
  await t.database.db.transaction(async (tx) =>
    recordVisita(
      tx,
      {
        nexoId: l.nexoId,
        negocioId: l.negocioId,
        establecimientoId: l.establecimientoId,
        zonaHoraria: ZONA,
        cooldownMinutos: 240,
      },
      programa,
      {
        cliente: { cliente: { id: p.id, nombre: p.nombre, fotoId: null }, paso: null },
        at,
        now: at,
        conOfertas: false,
      },
    ),
  );
}

describe('a month of automations, the clock injected', () => {
  it('sends each automation to whom it is for, within quiet hours, caps and consent, and nothing to the control group', async () => {
    // Day 0 is tomorrow in Mexico City; times are the shops' wall clock.
    const dia0 = sumarDias(fechaLocal(new Date(), ZONA), 1);
    const a = (dia: number, hora: string) =>
      new Date(instanteLocal(sumarDias(dia0, dia), hora, ZONA));
    const inicio = a(0, '00:00');

    const fonda = await lugar('Fonda del Mes');
    const otros = [
      await lugar('Café Vecino'),
      await lugar('Panadería Tercera'),
      await lugar('Jugos Cuarto'),
    ];
    // The open season ends on day 25: 'Tu temporada termina' looks from day 18.
    await t.database.db
      .update(temporadas)
      .set({ fechaFin: sumarDias(dia0, 25) })
      .where(and(eq(temporadas.negocioId, fonda.negocioId), eq(temporadas.activa, true)));

    const frecuentes: Persona[] = [];
    for (let i = 0; i < 10; i++) frecuentes.push(await persona(`Frecuente ${i} Mes`));
    const idos: Persona[] = [];
    for (let i = 0; i < 4; i++) idos.push(await persona(`Ido ${i} Mes`));
    const nocturna = await persona('Nocturna Mes');
    const callada = await persona('Callada Mes');
    const arrepentida = await persona('Arrepentida Mes');

    // Every visit of the month, in order: [instant, place, person].
    const plan: Array<[Date, Lugar, Persona]> = [];
    frecuentes.forEach((p, i) => {
      for (let d = i % 3; d < DIAS; d += 3) plan.push([a(d, '13:00'), fonda, p]);
    });
    // The first frequent customer also tries the three other places on day 1.
    otros.forEach((l, k) => plan.push([a(1, `1${k + 4}:00`), l, frecuentes[0]!]));
    idos.forEach((p) => {
      for (const d of [0, 3, 6]) plan.push([a(d, '14:00'), fonda, p]);
    });
    plan.push([a(2, '20:45'), fonda, nocturna]);
    for (const d of [0, 4, 8, 12]) plan.push([a(d, '12:00'), fonda, callada]);
    for (const d of [0, 3, 6, 9, 12]) plan.push([a(d, '12:30'), fonda, arrepentida]);
    plan.sort((x, y) => x[0].getTime() - y[0].getTime());

    // Who says yes to whom: each card asked once, right after its first visit (as the app asks).
    const respondido = new Set<string>();
    const responder = async (l: Lugar, p: Persona) => {
      const k = `${l.publicID}:${p.id}`;
      if (respondido.has(k)) return;
      respondido.add(k);
      const r = await send(t, 'PUT', `/api/cliente/avisos/${l.publicID}`, {
        payload: {
          acepta: p !== callada,
        },
        cookie: p.cookie,
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const arrepentidaSeVa = a(10, '10:00');
    let arrepentidaSeFue = false;
    // A new offer on day 12 at 10:00.
    const ofertaEn = a(12, '10:00');
    let ofertaHecha = false;

    let siguiente = 0;
    for (
      let ahora = inicio;
      ahora.getTime() <= a(DIAS, '00:00').getTime();
      ahora = new Date(ahora.getTime() + PASO_MS)
    ) {
      while (siguiente < plan.length && plan[siguiente]![0] <= ahora) {
        const [at, l, p] = plan[siguiente++]!;
        await visitaEn(l, p, at);
        await responder(l, p);
      }
      if (!arrepentidaSeFue && ahora >= arrepentidaSeVa) {
        arrepentidaSeFue = true;
        const r = await send(t, 'PUT', `/api/cliente/avisos/${fonda.publicID}`, {
          payload: {
            acepta: false,
          },
          cookie: arrepentida.cookie,
        });
        expect(r.statusCode).toBe(200);
      }
      if (!ofertaHecha && ahora >= ofertaEn) {
        ofertaHecha = true;
        const creada = await send(t, 'POST', '/api/promocion', {
          payload: {
            negocioID: fonda.publicID,
            titulo: 'Agua fresca gratis',
            descripcion: 'Con cualquier comida corrida.',
            tipoPromo: { tipo: 'regular' },
          },
          cookie: fonda.cookie,
        });
        expect(creada.statusCode, creada.body).toBe(200);
        // Made at the simulated instant.
        await t.database.db
          .update(promociones)
          .set({ createdAt: ofertaEn })
          .where(eq(promociones.publicId, creada.json().data.publicID));
      }
      await evaluarAutomatizaciones(t.database.db, ahora, deps.carteras);
      while ((await despacharPendientes({ ...deps, ahora: () => ahora })) > 0);
    }

    const filas = await t.database.db.select().from(mensajes);
    const de = (p: Persona, l: Lugar = fonda) =>
      filas.filter((m) => m.clienteId === p.id && m.negocioId === l.negocioId);
    const tipos = (p: Persona) => de(p).map((m) => m.origen);

    // Consent: the one who never said yes got nothing; the one who said no got nothing after.
    expect(filas.filter((m) => m.clienteId === callada.id)).toEqual([]);
    expect(de(arrepentida).every((m) => m.enviarDesde < arrepentidaSeVa)).toBe(true);

    // Quiet hours: nothing goes, or is counted as going, between 21:00 and 09:00 shop time.
    for (const m of filas) {
      const hora = partesLocales(m.enviarDesde, ZONA).hora;
      expect(hora >= 9 && hora < 21, `${m.origen} a las ${hora}`).toBe(true);
      if (m.enviadoAt) {
        const h = partesLocales(m.enviadoAt, ZONA).hora;
        expect(h >= 9 && h < 21, `${m.origen} enviado a las ${h}`).toBe(true);
      }
    }
    // The late visitor's welcome waited for the morning.
    const bienvenidaNocturna = de(nocturna).find((m) => m.origen === 'bienvenida');
    expect(bienvenidaNocturna).toBeDefined();
    expect(bienvenidaNocturna!.enviarDesde.getTime()).toBe(a(3, '09:00').getTime());

    // Caps, over both groups (a control row counts as a message would have).
    const porCliente = new Map<string, typeof filas>();
    for (const m of filas) porCliente.set(m.clienteId, [...(porCliente.get(m.clienteId) ?? []), m]);
    const maxEnVentana = (instantes: number[], ventana: number) =>
      Math.max(
        0,
        ...instantes.map((t0) => instantes.filter((x) => x >= t0 && x < t0 + ventana).length),
      );
    for (const lista of porCliente.values()) {
      const todos = lista.map((m) => m.enviarDesde.getTime());
      expect(maxEnVentana(todos, DIA_MS)).toBeLessThanOrEqual(LIMITES_MENSAJES.totalDia);
      for (const negocioId of new Set(lista.map((m) => m.negocioId))) {
        const suyos = lista
          .filter((m) => m.negocioId === negocioId)
          .map((m) => m.enviarDesde.getTime());
        expect(maxEnVentana(suyos, DIA_MS)).toBeLessThanOrEqual(LIMITES_MENSAJES.porNegocioDia);
        expect(maxEnVentana(suyos, 7 * DIA_MS)).toBeLessThanOrEqual(
          LIMITES_MENSAJES.porNegocioSemana,
        );
      }
    }
    // Four welcomes in one day for the customer who tried four places: three went within the day
    // across businesses, the fourth waited for the window.
    expect(
      filas.filter((m) => m.clienteId === frecuentes[0]!.id && m.origen === 'bienvenida'),
    ).toHaveLength(4);

    // The control group: drawn by the stable hash, written, never sent, never in a mailbox.
    for (const m of filas) {
      const tipo = m.origen as TipoAutomatizacion;
      expect(m.control).toBe(enGrupoControl(origenAutomatizacion(m.negocioId, tipo), m.clienteId));
      if (m.control) {
        expect(m.estado).toBe('control');
        expect(m.enviadoAt).toBeNull();
        expect(sink.received.some((r) => r.raw.includes(m.id))).toBe(false);
      } else {
        expect(m.estado, `${m.origen}: ${m.error}`).toBe('enviado');
        expect(sink.received.filter((r) => r.raw.includes(`aviso-${m.id}@`))).toHaveLength(1);
      }
    }
    // Once per period: a welcome once per card; 'Te extrañamos' once per absence.
    for (const p of [...frecuentes, ...idos, nocturna, arrepentida])
      expect(tipos(p).filter((x) => x === 'bienvenida')).toHaveLength(1);

    // Who got what. The three-visit customers were missed 14 days after their last visit (their
    // rhythm, twice 3 days, is under the 14-day floor) — not before.
    for (const p of idos) {
      const extranamos = de(p).filter((m) => m.origen === 'te_extranamos');
      expect(extranamos).toHaveLength(1);
      expect(extranamos[0]!.enviarDesde.getTime()).toBeGreaterThanOrEqual(a(20, '14:00').getTime());
      expect(extranamos[0]!.enviarDesde.getTime()).toBeLessThan(a(21, '12:00').getTime());
    }
    // Coming every three days, nobody is missed.
    expect(frecuentes.every((p) => !tipos(p).includes('te_extranamos'))).toBe(true);
    // Every automation reached someone (message or control) in the month.
    const fondaTipos = new Set(
      filas.filter((m) => m.negocioId === fonda.negocioId).map((m) => m.origen),
    );
    expect([...fondaTipos].sort()).toEqual([...TIPOS_AUTOMATIZACION].sort());
    // One visit from a level is what 'Casi subes' says; the new offer went to the cards of that day.
    const casi = filas.filter((m) => m.origen === 'casi_subes' && !m.control);
    expect(casi.every((m) => m.texto.includes('te falta una sola visita'))).toBe(true);
    // The season's last day, as a sentence says it ('termina el domingo 28 de junio').
    const termina = filas.filter((m) => m.origen === 'temporada_termina' && !m.control);
    expect(termina.length).toBeGreaterThan(0);
    for (const m of termina)
      expect(m.texto).toContain(`termina el ${diaLargo(sumarDias(dia0, 25))}.`);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mensajes where origen = 'nueva_oferta'
          and enviar_desde < ${a(12, '10:00').toISOString()}::timestamptz`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  }, 600_000);
});
