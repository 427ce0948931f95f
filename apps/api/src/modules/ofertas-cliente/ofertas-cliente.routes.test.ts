import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codigoCanjeResponseSchema,
  fechaLocal,
  ofertasClienteResponseSchema,
  promocionStatsResponseSchema,
  relojLocal,
  sumarDias,
  type OfertaCliente,
  type PromocionDraft,
} from '@tarjeto/shared';
import {
  cliente,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';

// 'Ofertas' for a customer (issue 11, DOMAIN §6): every offer of their businesses with their own
// state for it, from hand-built promotions — a weekly limit used, locked by level, an exclusive
// one sold out, a weekly one outside its window — and the code they asked for, shown again.

const t = testAppForFile();

const MX = 'America/Mexico_City';
const hoy = () => fechaLocal(new Date(), MX);

type Neg = Awaited<ReturnType<typeof negocio>>;
type Cli = Awaited<ReturnType<typeof cliente>>;

const crear = (neg: Neg, titulo: string, over: Partial<PromocionDraft> = {}) =>
  promocion(t, neg, { titulo, descripcion: `${titulo}, para probar.`, ...over });

async function ofertas(c: { cookie: string }) {
  const res = await get(t, '/api/cliente/promociones', c.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return ofertasClienteResponseSchema.parse(res.json()).data.ofertas;
}

const oferta = (lista: OfertaCliente[], titulo: string) => {
  const o = lista.find((x) => x.titulo === titulo);
  expect(o, titulo).toBeTruthy();
  return o!;
};

/** The customer asks for a code in the app; the business confirms it from its dashboard. */
async function canjear(c: Cli, neg: Neg, promocionID: string) {
  const pedido = await postJson(t, '/api/cliente/canjes', { promocionID }, { cookie: c.cookie });
  expect(pedido.statusCode, pedido.body).toBe(200);
  const { codigo } = codigoCanjeResponseSchema.parse(pedido.json()).data;
  const hecho = await postJson(t, '/api/canjes/confirmar', { codigo }, { cookie: neg.cookie });
  expect(hecho.statusCode, hecho.body).toBe(200);
}

describe('GET /api/cliente/promociones', () => {
  let neg: Neg;
  let ana: Cli;
  beforeAll(async () => {
    neg = await negocio(t, 'Taquería Ofertas');
    const device = await nexoPara(t, neg);
    ana = await cliente(t, 'Ana Ofertas');
    // Her first visit puts the business in her wallet, at level 0 with 1 visit this season.
    const v = await visita(t, device.token, { codigo: await ana.qrEn() });
    expect(v.statusCode, v.body).toBe(200);
  });

  it('answers only a signed-in customer', async () => {
    expect((await get(t, '/api/cliente/promociones')).statusCode).toBe(401);
    expect((await get(t, '/api/cliente/promociones', neg.cookie)).statusCode).toBe(403);
  });

  it('an offer for everyone is available, with its business; opening it counts one view a day', async () => {
    const p = await crear(neg, 'Agua fresca de cortesía');
    const o = oferta(await ofertas(ana), 'Agua fresca de cortesía');
    expect(o).toMatchObject({
      publicID: p.publicID,
      estado: 'disponible',
      motivo: null,
      desbloqueo: null,
      reabre: null,
      nivelReq: 0,
      nombreNivelReq: 'Todos',
      usos: { hoy: 0, semana: 0, total: 0 },
      codigoVigente: null,
      negocio: { nombreComercial: 'Taquería Ofertas', gradient: 'rubi' },
    });
    expect(o.negocio.slug).toMatch(/^taqueria-ofertas/);

    const stats = async () =>
      promocionStatsResponseSchema.parse(
        (await get(t, `/api/promocion/stats/${p.publicID}`, neg.cookie)).json(),
      ).data.estadisticasUso.totalVistas;
    const abrir = () =>
      postJson(t, `/api/cliente/promociones/${p.publicID}/vista`, {}, { cookie: ana.cookie });
    expect((await abrir()).statusCode).toBe(200);
    expect(await stats()).toBe(1);
    expect((await abrir()).statusCode).toBe(200);
    expect(await stats()).toBe(1);
  });

  it('shows again the code they asked for, until it is used; then the offer is used up', async () => {
    const p = await crear(neg, 'Refresco del día', {
      limiteDeUsos: { porUsuario: { diario: null, semanal: 1, total: null }, totalGlobal: null },
    });
    const pedido = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: p.publicID },
      { cookie: ana.cookie },
    );
    const { codigo } = codigoCanjeResponseSchema.parse(pedido.json()).data;
    const vivo = oferta(await ofertas(ana), 'Refresco del día').codigoVigente;
    expect(vivo?.codigo).toBe(codigo);
    expect(vivo!.expiraEn).toBeGreaterThan(9 * 60_000);
    expect(vivo!.expiraEn).toBeLessThanOrEqual(10 * 60_000);

    const hecho = await postJson(t, '/api/canjes/confirmar', { codigo }, { cookie: neg.cookie });
    expect(hecho.statusCode, hecho.body).toBe(200);
    // Weekly limit of 1, used: back next Monday (ISO weeks, business calendar).
    const diaIso = ((relojLocal(new Date(), MX).diaSemana + 6) % 7) + 1;
    const lunes = sumarDias(hoy(), 8 - diaIso);
    expect(oferta(await ofertas(ana), 'Refresco del día')).toMatchObject({
      estado: 'usada',
      motivo: 'limite_semanal',
      reabre: { fecha: lunes, hora: null, enDias: 8 - diaIso },
      usos: { hoy: 1, semana: 1, total: 1 },
      limites: { diario: null, semanal: 1, total: null },
      codigoVigente: null,
    });
  });

  it('an offer above their level is locked, with the level that unlocks it and the visits missing', async () => {
    await crear(neg, 'Orden de tacos para Plata', { nivelReq: 2 });
    // Default programme: Plata at 8 visits; she has 1.
    expect(oferta(await ofertas(ana), 'Orden de tacos para Plata')).toMatchObject({
      estado: 'bloqueada',
      motivo: 'nivel',
      nombreNivelReq: 'Plata',
      desbloqueo: { nivel: 2, nombre: 'Plata', faltan: 7 },
      reabre: null,
    });
    // Asking for its code is refused by the same rule.
    const p = oferta(await ofertas(ana), 'Orden de tacos para Plata');
    const pedido = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: p.publicID },
      { cookie: ana.cookie },
    );
    expect(pedido.json().code).toBe('PROMO_NIVEL_INSUFICIENTE');
  });

  it('an exclusive offer someone else took the last of is sold out', async () => {
    const p = await crear(neg, 'Último trompo', {
      tipoPromo: {
        tipo: 'exclusivo',
        exclusivo: { totalInicial: 1, fechaLimite: sumarDias(hoy(), 10) },
      },
    });
    expect(oferta(await ofertas(ana), 'Último trompo')).toMatchObject({
      estado: 'disponible',
      restantes: 1,
      vence: sumarDias(hoy(), 10),
    });
    await canjear(await cliente(t, 'Beto Madrugador'), neg, p.publicID);
    expect(oferta(await ofertas(ana), 'Último trompo')).toMatchObject({
      estado: 'agotada',
      motivo: 'sin_existencias',
      restantes: 0,
      reabre: null,
    });
  });

  it('a weekly offer outside its window tells its next one', async () => {
    const { diaSemana } = relojLocal(new Date(), MX);
    const dia = (diaSemana + 3) % 7;
    await crear(neg, 'Jueves de pastor', {
      tipoPromo: {
        tipo: 'programa',
        programa: { diaSemana: dia, horaInicio: '10:00', horaFin: '12:00', zonaHoraria: MX },
      },
    });
    expect(oferta(await ofertas(ana), 'Jueves de pastor')).toMatchObject({
      estado: 'fuera_de_horario',
      motivo: 'fuera_de_horario',
      ventana: { diaSemana: dia, horaInicio: '10:00', horaFin: '12:00' },
      reabre: { fecha: sumarDias(hoy(), 3), hora: '10:00', enDias: 3 },
    });
  });

  it('an offer not started yet says when it starts', async () => {
    await crear(neg, 'Semana del suadero', {
      tipoPromo: {
        tipo: 'periodo',
        periodo: { fechaInicio: sumarDias(hoy(), 20), fechaFin: sumarDias(hoy(), 27) },
      },
    });
    expect(oferta(await ofertas(ana), 'Semana del suadero')).toMatchObject({
      estado: 'proximamente',
      reabre: { fecha: sumarDias(hoy(), 20), hora: null, enDias: 20 },
    });
  });

  it('an offer that just ended shows as ended for a few days, then leaves; switched off never shows', async () => {
    const reciente = await crear(neg, 'Noche de salsas', {
      tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: hoy(), fechaFin: hoy() } },
    });
    const vieja = await crear(neg, 'Pan de muerto', {
      tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: hoy(), fechaFin: hoy() } },
    });
    const apagada = await crear(neg, 'Promo apagada', { status: false });
    // Their end moved into the past, as time would.
    await t.database.db.execute(
      sql`update promociones set periodo_inicio = ${sumarDias(hoy(), -9)}::date, periodo_fin = ${sumarDias(hoy(), -2)}::date where public_id = ${reciente.publicID}`,
    );
    await t.database.db.execute(
      sql`update promociones set periodo_inicio = ${sumarDias(hoy(), -30)}::date, periodo_fin = ${sumarDias(hoy(), -8)}::date where public_id = ${vieja.publicID}`,
    );
    const lista = await ofertas(ana);
    expect(oferta(lista, 'Noche de salsas')).toMatchObject({
      estado: 'vencida',
      vence: sumarDias(hoy(), -2),
      reabre: null,
    });
    expect(lista.find((o) => o.publicID === vieja.publicID)).toBeUndefined();
    expect(lista.find((o) => o.publicID === apagada.publicID)).toBeUndefined();
  });

  it('lists usable offers first, and never another business’s or one outside the wallet', async () => {
    const otro = await negocio(t, 'Café Ajeno');
    await crear(otro, 'Café ajeno gratis');
    const lista = await ofertas(ana);
    expect(lista.find((o) => o.titulo === 'Café ajeno gratis')).toBeUndefined();
    const estados = lista.map((o) => o.estado);
    expect(estados[0]).toBe('disponible');
    expect(estados.at(-1)).toBe('vencida');
    // Someone with no businesses in their wallet has no offers.
    expect(await ofertas(await cliente(t, 'Nadia Nueva'))).toEqual([]);
  });
});
