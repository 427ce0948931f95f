import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  clienteSetupSchema,
  estadoHorario,
  fechaLocal,
  finDeTemporada,
  negocioSetupSchema,
  promocionCamposSchema,
  SEASON_MONTHS,
  sumarDias,
  type Gradient,
} from '@tarjeto/shared';
import type { Db } from '../db/client.ts';
import { clientes, establecimientos, negocios, temporadas, usuarios } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { newPublicId } from '../lib/ids.ts';
import { insertFoto } from '../modules/fotos/fotos.repository.ts';
import { processImage } from '../modules/fotos/image.ts';
import { AppError } from '../lib/app-error.ts';
import {
  abrirTarjeta,
  cerrarTemporadaSiTermino,
  programaDe,
  type Programa,
} from '../modules/lealtad/lealtad.service.ts';
import { recordCanje, viewPromocionAsCliente } from '../modules/promociones/canjes.service.ts';
import { registrarActividad } from '../modules/actividad/actividad.repository.ts';
import { crearPromocion } from '../modules/promociones/promociones.service.ts';
import { pairNexo } from '../modules/nexo/nexo.service.ts';
import { crearCliente, crearNegocio } from '../modules/perfiles/perfiles.service.ts';
import { recordVisita, type NexoContext } from '../modules/visitas/visitas.service.ts';
import { DEMO_CLIENTES, DEMO_NEGOCIOS, DEMO_PASSWORD, type DemoNegocio } from './demo-data.ts';
import {
  clientesGenerados,
  DIAS_DE_HISTORIA,
  planDeVisitas,
  rng,
  PRIMERA_TEMPORADA_HACE_DIAS,
} from './demo-visitas.ts';
import { actividadDemo, aLas, IP_LOCAL_DEMO } from './demo-actividad.ts';
import { demoEquipoLogins, equipoDemo } from './demo-equipo.ts';
import { alertasDemo } from './demo-alertas.ts';
import { avisosDemo } from './demo-avisos.ts';
import { latidosDemo } from './demo-latidos.ts';
import {
  crearPerdidos,
  perdidosAceptanAvisos,
  planDePerdidos,
  visitasDePerdidos,
} from './demo-perdidos.ts';
import { demoPromociones } from './demo-promociones.ts';

export const isDatabaseEmpty = async (db: Db) =>
  ((await db.select({ n: count() }).from(usuarios))[0]?.n ?? 0) === 0;

const GRADIENT_STOPS: Record<Gradient, [string, string]> = {
  dorado: ['#9a6a08', '#5e3b00'],
  azul: ['#2563eb', '#1e2f7a'],
  rubi: ['#c2185b', '#6d112e'],
  rosa: ['#c92d72', '#7a1046'],
};

/** A logo for a demo business: its initials on its card gradient. */
async function demoLogo(nombre: string, gradient: Gradient) {
  const initials = nombre
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const [a, b] = GRADIENT_STOPS[gradient];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><circle cx="420" cy="90" r="150" fill="#ffffff" fill-opacity="0.1"/><text x="256" y="335" font-family="sans-serif" font-weight="800" font-size="230" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return processImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

const setupData = (n: DemoNegocio) =>
  negocioSetupSchema.parse({
    datosPersonales: { nombreComercial: n.nombreComercial, rfc: n.rfc },
    informacionGeneral: {
      categoria: n.categoria,
      gradient: n.gradient,
      sitioWeb: n.sitioWeb,
      redesSociales: n.redes,
      rangoPrecios: n.rangoPrecios,
      personalTotal: n.personalTotal,
      horarioOperacion: n.horario,
      historiaNegocio: n.historia,
      valorDiferenciador: n.diferenciador,
    },
    establecimiento: { nombre: n.establecimiento.nombre, ubicacion: n.establecimiento },
  });

/** How many made-up customers fill the demo businesses, besides the two demo logins. */
const CLIENTES_GENERADOS = 110;

/**
 * Who comes where and how often, by business (DEMO_NEGOCIOS order): [customer, visits a week].
 * Customers 0 and 1 are the demo logins (Ana, Beto); the rest are generated. Each business keeps
 * the generated customers of its own city plus a few travellers.
 */
function asiduosDe(totalClientes: number, random: () => number) {
  const frecuencias = [0.2, 0.3, 0.4, 0.5, 0.7, 0.9, 1.2, 1.6, 2.2];
  const pick = () => frecuencias[Math.floor(random() * frecuencias.length)]!;
  const porNegocio: Array<Array<readonly [number, number]>> = DEMO_NEGOCIOS.map(() => []);
  for (let c = 2; c < totalClientes; c++) {
    const casa = (c - 2) % DEMO_NEGOCIOS.length;
    porNegocio[casa]!.push([c, pick()]);
    if (random() < 0.15) porNegocio[(casa + 1) % DEMO_NEGOCIOS.length]!.push([c, 0.4]);
  }
  const [cuichi, obregon, shugu, perlita, cafe] = porNegocio;
  cuichi!.push([0, 2.2]);
  cafe!.push([0, 1.3]);
  perlita!.push([0, 0.7]);
  shugu!.push([1, 1.6]);
  obregon!.push([1, 0.5]);
  return porNegocio;
}

/**
 * Loads the demo dataset (DOMAIN §9) through the same code the product uses: the setup wizard's
 * creation for businesses and customers, pairing for each business's Nexo, and the visit service
 * for 90 days of history, so counters, cards, levels and roll-ups agree with the visit rows.
 * Hashing and image work happen before the transaction, never inside it.
 */
export async function seedDemo(db: Db, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logos = await Promise.all(
    DEMO_NEGOCIOS.map((n) => demoLogo(n.nombreComercial, n.gradient)),
  );
  const random = rng(20261123);
  const generados = clientesGenerados(DEMO_NEGOCIOS, CLIENTES_GENERADOS, random);
  const todos = [...DEMO_CLIENTES, ...generados];
  const plan = planDeVisitas(DEMO_NEGOCIOS, asiduosDe(todos.length, random), now, random);
  // Tacos Cuichi's lapsed customers (demo-perdidos.ts), drawn from sequences of their own.
  const cuichi = DEMO_NEGOCIOS.findIndex((n) => n.slug === 'cuichi');
  const perdidos = planDePerdidos(DEMO_NEGOCIOS[cuichi]!, now);
  const day = 24 * 3600 * 1000;
  return db.transaction(async (tx) => {
    const negocioIds: string[] = [];
    const owners: string[] = [];
    for (const [i, n] of DEMO_NEGOCIOS.entries()) {
      const publicId = newPublicId('NEG');
      const [owner] = await tx
        .insert(usuarios)
        .values({
          email: n.owner.email,
          nombre: n.nombreComercial,
          passwordHash,
          tipoUsuario: 'Negocio',
          verificado: true,
          publicId,
        })
        .returning({ id: usuarios.id });
      const fotoId = await insertFoto(tx, owner!.id, logos[i]!);
      // The landing's sample links use the short slugs of SPEC §2 (/cuichi, /obregon…).
      const abierto = new Date(now.getTime() - PRIMERA_TEMPORADA_HACE_DIAS * day);
      const negocio = await crearNegocio(tx, owner!.id, publicId, setupData(n), fotoId, {
        destacado: true,
        slug: n.slug,
        now: abierto,
      });
      // Its city's clock (the wizard asks for none and takes Mexico City's), and the first
      // season's dates on it; the counter poster printed on its second morning.
      const inicio = fechaLocal(abierto, n.zonaHoraria);
      await tx
        .update(negocios)
        .set({
          zonaHoraria: n.zonaHoraria,
          cartelImpresoAt: aLas(sumarDias(inicio, 1), 10, (5 + 7 * i) % 60, n.zonaHoraria),
        })
        .where(eq(negocios.id, negocio.id));
      await tx
        .update(temporadas)
        .set({ fechaInicio: inicio, fechaFin: finDeTemporada(inicio, SEASON_MONTHS) })
        .where(eq(temporadas.negocioId, negocio.id));
      // The wizard made the main establishment; its owner then set where it is.
      await tx
        .update(establecimientos)
        .set({ latitud: n.establecimiento.latitud, longitud: n.establecimiento.longitud })
        .where(
          and(eq(establecimientos.negocioId, negocio.id), eq(establecimientos.principal, true)),
        );
      negocioIds.push(negocio.id);
      owners.push(owner!.id);
      for (const extra of n.otrosEstablecimientos ?? []) {
        await tx
          .insert(establecimientos)
          .values({ negocioId: negocio.id, principal: false, ...extra });
      }
    }
    const clienteIds: string[] = [];
    for (const c of todos) {
      const perfil = clienteSetupSchema.parse(c.perfil);
      const publicId = newPublicId('CLI');
      // Ana said yes to news by email a while ago; everyone else left it off (the default).
      const dias = DEMO_CLIENTES.find((d) => d.email === c.email)?.aceptaCorreosHaceDias;
      const consentimiento =
        dias === undefined
          ? {}
          : { aceptaCorreos: true, aceptaCorreosAt: new Date(now.getTime() - dias * day) };
      const [u] = await tx
        .insert(usuarios)
        .values({
          email: c.email,
          nombre: perfil.datosPersonales.nombre,
          passwordHash,
          tipoUsuario: 'Cliente',
          verificado: true,
          publicId,
          ...consentimiento,
        })
        .returning({ id: usuarios.id });
      clienteIds.push(await crearCliente(tx, u!.id, publicId, perfil, null));
    }
    const perdidosIds = await crearPerdidos(tx, perdidos, negocioIds[cuichi]!, passwordHash);
    clienteIds.push(...perdidosIds);
    // Their visits join the history in its order (the first season closes between them); they
    // open no offers, so the history's own draws stay as they were.
    const historia: Array<(typeof plan)[number] & { perdido?: true }> = [
      ...plan,
      ...visitasDePerdidos(perdidos, perdidosIds.length).map((v) => ({
        negocio: cuichi,
        cliente: todos.length + v.cliente,
        at: v.at,
        perdido: true as const,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const clientesPorId = new Map(
      (
        await tx
          .select({ id: clientes.id, nombre: clientes.nombre, fotoId: clientes.fotoId })
          .from(clientes)
      ).map((c) => [c.id, c]),
    );

    // Each business's counter has had its Nexo since before the history starts.
    const contextos: Array<{ ctx: NexoContext; programa: Programa }> = [];
    const tokens: string[] = [];
    for (const [i, negocioId] of negocioIds.entries()) {
      const [principal] = await tx
        .select({ id: establecimientos.id })
        .from(establecimientos)
        .where(
          and(eq(establecimientos.negocioId, negocioId), eq(establecimientos.principal, true)),
        );
      const { nexo, token } = await pairNexo(tx, {
        negocioId,
        establecimientoId: principal!.id,
        nombre: DEMO_NEGOCIOS[i]!.nexo,
        // Set up one morning before the history, each shop at its own time.
        now: aLas(
          sumarDias(fechaLocal(now, DEMO_NEGOCIOS[i]!.zonaHoraria), -(DIAS_DE_HISTORIA + 5)),
          10,
          (i * 13) % 60,
          DEMO_NEGOCIOS[i]!.zonaHoraria,
        ),
      });
      tokens.push(token);
      contextos.push({
        ctx: {
          nexoId: nexo.id,
          negocioId,
          establecimientoId: principal!.id,
          zonaHoraria: DEMO_NEGOCIOS[i]!.zonaHoraria,
          cooldownMinutos: 240,
        },
        programa: await programaDe(tx, negocioId),
      });
    }
    // The teams of Tacos Cuichi and Café Lupita, and who served at each moment of the history.
    const equipo = await equipoDemo(tx, {
      negocios: DEMO_NEGOCIOS.map((n, i) => ({
        slug: n.slug,
        negocioId: negocioIds[i]!,
        owner: { id: owners[i]!, email: n.owner.email },
        ipLocal: IP_LOCAL_DEMO(i),
        zonaHoraria: n.zonaHoraria,
      })),
      passwordHash,
      now,
    });
    const atiende = (i: number, at: Date) => equipo.atiende(DEMO_NEGOCIOS[i]!.slug, at);
    // Each business's offers, published on their own dates.
    const ofertas: Array<Array<{ publicID: string; titulo: string; desde: number }>> = [];
    for (const [i, n] of DEMO_NEGOCIOS.entries()) {
      const hoy = fechaLocal(now, n.zonaHoraria);
      const negocio = await tx
        .select({ publicId: negocios.publicId })
        .from(negocios)
        .where(eq(negocios.id, negocioIds[i]!));
      const lista = [];
      for (const [k, { creadaHaceDias, ...draft }] of demoPromociones(
        n.slug,
        hoy,
        n.zonaHoraria,
      ).entries()) {
        // Published between 8 and 11 of that morning, on the shop's clock, never later than now.
        const creada = new Date(
          Math.min(
            now.getTime(),
            aLas(
              sumarDias(hoy, -creadaHaceDias),
              8 + (k % 4),
              (i * 11 + k * 23) % 60,
              n.zonaHoraria,
            ).getTime(),
          ),
        );
        const p = await crearPromocion(
          tx,
          owners[i]!,
          // Judged against its own publication day, by the service, not against today.
          promocionCamposSchema.parse({ ...draft, negocioID: negocio[0]!.publicId }),
          creada,
        );
        lista.push({ publicID: p.publicID, titulo: p.titulo, desde: creada.getTime() });
      }
      ofertas.push(lista);
    }

    // The history: visits in order; seasons close as their end passes; customers open offers
    // and redeem some — all through the product's own services.
    let canjesHechos = 0;
    for (const v of historia) {
      const c = contextos[v.negocio]!;
      if (
        c.programa.temporada &&
        fechaLocal(v.at, c.ctx.zonaHoraria) > c.programa.temporada.fechaFin
      ) {
        await cerrarTemporadaSiTermino(tx, c.ctx.negocioId, v.at);
        c.programa = await programaDe(tx, c.ctx.negocioId);
      }
      const cliente = v.cliente === null ? null : clientesPorId.get(clienteIds[v.cliente]!)!;
      const ctx = { ...c.ctx, miembroId: atiende(v.negocio, v.at) };
      await recordVisita(tx, ctx, c.programa, {
        cliente: cliente ? { cliente, paso: null } : null,
        at: v.at,
        now: v.at,
        conOfertas: false,
      });
      if (v.perdido) continue;
      const disponibles = ofertas[v.negocio]!.filter((o) => o.desde <= v.at.getTime());
      if (!cliente || disponibles.length === 0) continue;
      const oferta = disponibles[Math.floor(random() * disponibles.length)]!;
      const minutos = (m: number) => new Date(v.at.getTime() + m * 60_000);
      // Half the customers open an offer; most who open one ask for it at the counter — so a
      // promotion's usage rate (canjes over views) stays the share of lookers who redeemed.
      if (random() >= 0.5) continue;
      await viewPromocionAsCliente(tx, cliente, oferta.publicID, minutos(1));
      if (random() < 0.6) {
        try {
          await recordCanje(
            tx,
            {
              negocioId: c.ctx.negocioId,
              zonaHoraria: c.ctx.zonaHoraria,
              establecimientoId: c.ctx.establecimientoId,
              nexoId: c.ctx.nexoId,
              usuarioId: null,
              miembroId: ctx.miembroId,
            },
            { promocionPublicId: oferta.publicID, clienteId: cliente.id, now: minutos(2) },
          );
          canjesHechos++;
        } catch (err) {
          // Not for them, not now (level, hours, limits, stock): as at a real counter.
          if (!(err instanceof AppError)) throw err;
        }
      }
    }
    for (const negocioId of negocioIds) await cerrarTemporadaSiTermino(tx, negocioId, now);
    canjesHechos += await canjesRecientes(tx, contextos, ofertas, clienteIds, now, atiende);
    // The owners' sign-ins and downloads in their 'Actividad de la cuenta'.
    for (const [i, negocioId] of negocioIds.entries()) {
      const zona = DEMO_NEGOCIOS[i]!.zonaHoraria;
      for (const e of actividadDemo(i, fechaLocal(now, zona), now, zona))
        await registrarActividad(tx, { negocioId }, e);
    }
    // Each counter's heartbeat: 'En línea', 'Visto hace …' and a 'Nexo sin conexión' notice —
    // as of when loading ends (it takes a while), so the first look at the dashboard finds them.
    await latidosDemo(
      tx,
      contextos.map((c, i) => ({
        nexoId: c.ctx.nexoId,
        negocioId: c.ctx.negocioId,
        token: tokens[i]!,
        negocio: DEMO_NEGOCIOS[i]!,
      })),
      new Date(Math.max(now.getTime(), Date.now())),
    );
    // Beto typed the code of La Perlita's poster for his trip to the coast: a card that waits
    // empty in his wallet for its first visit ('Agrega un lugar a tu cartera').
    const perlita = DEMO_NEGOCIOS.findIndex((n) => n.slug === 'perlita');
    await abrirTarjeta(tx, negocioIds[perlita]!, clienteIds[1]!);
    // Last, on the finished history and teams: one case of each Alerta, raised by its rule.
    const alertas = await alertasDemo(tx, now);
    // Cuichi's lapsed customers said yes to its messages; then the messages of the last weeks,
    // decided from that history, and the visits they brought.
    await perdidosAceptanAvisos(tx, negocioIds[cuichi]!, perdidosIds);
    const avisos = await avisosDemo(tx, now, atiende);
    return {
      negocios: DEMO_NEGOCIOS.length,
      clientes: todos.length + perdidosIds.length,
      visitas: historia.length + alertas.visitas + avisos.visitas,
      canjes: canjesHechos + alertas.canjes,
    };
  });
}

/**
 * Ana and Beto, the demo logins, used some offers lately, so their 'Ofertas' shows offers used up
 * (today, this week, all the times allowed) beside the ones they can use and the ones their level
 * still locks: [customer, business, offer, minutes ago of each canje]. A moment the business is
 * closed (the demo loaded at night, or before a taquería opens) moves back into its last opening
 * hours (`enHorario`). One their level or the offer's rules refuse is skipped, as at a real
 * counter.
 */
const CANJES_RECIENTES: ReadonlyArray<readonly [number, string, string, readonly number[]]> = [
  [0, 'cuichi', 'Taco de cabeza de regalo', [3 * 24 * 60, 24 * 60]],
  [0, 'cuichi', 'Noche de salsas de molcajete', [1]],
  [0, 'cafe', 'Tu café número 10 es gratis', [1]],
  [1, 'shugu', 'Edamames de cortesía', [2 * 24 * 60, 24 * 60, 1]],
];

const MIN = 60_000;

/**
 * `deseado` if the business is open then, else a moment of its last opening hours before it: 40
 * minutes before it closed (or its last minute, for a short day), on its own clock.
 */
export function enHorario(n: Pick<DemoNegocio, 'horario' | 'zonaHoraria'>, deseado: Date) {
  const abierto = (t: number) => estadoHorario(n.horario, new Date(t), n.zonaHoraria).abierto;
  let t = deseado.getTime();
  if (abierto(t)) return deseado;
  const limite = t - 8 * 24 * 60 * MIN;
  while (t > limite && !abierto(t)) t -= 5 * MIN;
  if (!abierto(t)) return deseado;
  // `t` is within the last 5 minutes of that opening: step back into it.
  for (const antes of [40, 20, 5]) if (abierto(t - antes * MIN)) return new Date(t - antes * MIN);
  return new Date(t);
}

async function canjesRecientes(
  tx: Db,
  contextos: ReadonlyArray<{ ctx: NexoContext }>,
  ofertas: ReadonlyArray<ReadonlyArray<{ publicID: string; titulo: string }>>,
  clienteIds: readonly string[],
  now: Date,
  atiende: (negocio: number, at: Date) => string | null,
) {
  let hechos = 0;
  for (const [cliente, slug, titulo, hace] of CANJES_RECIENTES) {
    const i = DEMO_NEGOCIOS.findIndex((n) => n.slug === slug);
    const oferta = ofertas[i]?.find((o) => o.titulo === titulo);
    const { ctx } = contextos[i]!;
    if (!oferta) continue;
    const negocio = DEMO_NEGOCIOS[i]!;
    for (const minutos of hace) {
      const en = enHorario(negocio, new Date(now.getTime() - minutos * 60_000));
      // They opened the offer in the app first, as a customer who shows its code does.
      await viewPromocionAsCliente(
        tx,
        { id: clienteIds[cliente]! },
        oferta.publicID,
        new Date(en.getTime() - 60_000),
      );
      try {
        await recordCanje(
          tx,
          {
            negocioId: ctx.negocioId,
            zonaHoraria: ctx.zonaHoraria,
            establecimientoId: ctx.establecimientoId,
            nexoId: ctx.nexoId,
            usuarioId: null,
            miembroId: atiende(i, en),
          },
          { promocionPublicId: oferta.publicID, clienteId: clienteIds[cliente]!, now: en },
        );
        hechos++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
  return hechos;
}

/** What a newcomer reads after the demo data loads: who is there and how to get in. */
export function demoBanner(cargado: {
  negocios: number;
  clientes: number;
  visitas: number;
  canjes: number;
}) {
  const lines = [
    `Datos de demostración cargados: ${cargado.negocios} negocios, ${cargado.clientes} clientes, ${cargado.visitas} visitas y ${cargado.canjes} canjes de los últimos ${DIAS_DE_HISTORIA} días.`,
    `Cuentas de demostración (contraseña: ${DEMO_PASSWORD}):`,
    ...DEMO_NEGOCIOS.map((n) => `  ${n.owner.email.padEnd(28)} negocio · ${n.nombreComercial}`),
    ...DEMO_CLIENTES.map(
      (c) => `  ${c.email.padEnd(28)} cliente · ${c.perfil.datosPersonales.nombre}`,
    ),
    'Equipo (la misma contraseña; el PIN es para «¿Quién atiende?» en el Nexo):',
    ...demoEquipoLogins().map(
      (p) => `  ${p.email.padEnd(28)} ${p.rol.toLowerCase()} · ${p.negocio} · PIN ${p.pin}`,
    ),
  ];
  return lines.join('\n');
}
