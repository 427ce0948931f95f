import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  canjeResponseSchema,
  CODIGO_NO_ELEGIBLE,
  ERROR_MESSAGES,
  fechaLocal,
  indiceSemana,
  promocionListResponseSchema,
  promocionResponseSchema,
  promocionStatsResponseSchema,
  sumarDias,
  type MotivoNoElegible,
  type PromocionDraft,
} from '@tarjeto/shared';
import { promociones } from '../../db/schema/index.ts';
import {
  cliente,
  get,
  negocio,
  nexoPara,
  nuevaClave,
  postJson,
  send,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';

// Promotions and redemptions (SPEC §7, DOMAIN §6): the owner's CRUD, every limit at its boundary,
// and redemptions that stay exact under concurrency.

const t = testAppForFile();

const MX = 'America/Mexico_City';
const hoy = () => fechaLocal(new Date(), MX);

const draft = (negocioID: string, over: Partial<PromocionDraft> = {}): PromocionDraft => ({
  negocioID,
  titulo: '2x1 en tacos de asada',
  descripcion: 'La segunda orden va por la casa.',
  tipoPromo: { tipo: 'regular' },
  ...over,
});

async function crear(
  neg: { cookie: string; publicID: string },
  over: Partial<PromocionDraft> = {},
) {
  const res = await postJson(t, '/api/promocion', draft(neg.publicID, over), {
    cookie: neg.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return promocionResponseSchema.parse(res.json()).data;
}

/** A business with a paired device, and a customer scanned there (their card, their token). */
async function mostrador(nombre = 'Negocio de Canjes') {
  const neg = await negocio(t, nombre);
  const device = await nexoPara(t, neg);
  return { neg, device };
}

async function escanear(
  device: { token: string },
  c: { escaneoNuevo: () => Promise<{ codigo: string; escaneadoEn?: string }> },
) {
  const res = await visita(t, device.token, await c.escaneoNuevo());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    canjeToken: string;
    promociones: Array<{ publicID: string }>;
    tarjeta: { nivel: number };
  };
}

const canjear = (
  device: { token: string },
  promocionID: string,
  canjeToken: string,
  key = nuevaClave(),
) =>
  postJson(
    t,
    '/api/nexo/canjes',
    { promocionID, canjeToken, idempotencyKey: key },
    { token: device.token },
  );

async function subirNivel(negocioPublicId: string, clienteNombre: string, nivel: number) {
  await t.database.db.execute(sql`
    update tarjetas set nivel = ${nivel}
    from clientes c, negocios n
    where c.id = tarjetas.cliente_id and n.id = tarjetas.negocio_id
      and c.nombre = ${clienteNombre} and n.public_id = ${negocioPublicId}`);
}

describe('promotions of a business', () => {
  it('are created with every default, read back lowercase, by the acting user', async () => {
    const neg = await negocio(t, 'Panadería Promos');
    const p = await crear(neg, {
      tipoPromo: {
        tipo: 'PROGRAMA' as 'programa',
        programa: { diaSemana: 1, horaInicio: '18:00', horaFin: '22:00' },
      },
    });
    expect(p).toMatchObject({
      titulo: '2x1 en tacos de asada',
      clase: 'promocion',
      nivelReq: 0,
      status: true,
      activo: true,
      tipoPromo: {
        tipo: 'programa',
        programa: { diaSemana: 1, horaInicio: '18:00', horaFin: '22:00', zonaHoraria: MX },
        periodo: null,
        exclusivo: null,
      },
      limiteDeUsos: { porUsuario: { diario: null, semanal: null, total: null }, totalGlobal: null },
      analitica: { vistas: 0, usos: 0, limite: null },
    });
    expect(p.publicID).toMatch(/^PRO[0-9A-Z]{12}$/);
    expect(p.creadoPor.nombre).toBe('Panadería Promos');
    expect(p.creadoPor._id).not.toBe('admin');

    const list = promocionListResponseSchema.parse(
      (await get(t, `/api/promocion?negocioID=${neg.publicID}&activo=true`, neg.cookie)).json(),
    );
    expect(list.data.map((x) => x.publicID)).toEqual([p.publicID]);
  });

  it('refuse what could never be used, with field errors', async () => {
    const neg = await negocio(t);
    const cases: Array<[Partial<PromocionDraft>, string, string]> = [
      [{ titulo: '' }, 'titulo', 'El título es requerido'],
      [{ descripcion: '   ' }, 'descripcion', 'La descripción es requerida'],
      [
        {
          tipoPromo: {
            tipo: 'periodo',
            periodo: { fechaInicio: sumarDias(hoy(), 5), fechaFin: hoy() },
          },
        },
        'tipoPromo.periodo.fechaFin',
        'La fecha de fin no puede ser antes del inicio',
      ],
      [
        {
          tipoPromo: {
            tipo: 'periodo',
            periodo: { fechaInicio: '2020-01-01', fechaFin: '2020-02-01' },
          },
        },
        'tipoPromo.periodo.fechaFin',
        'La fecha de fin ya pasó',
      ],
      [
        { tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 0, fechaLimite: hoy() } } },
        'tipoPromo.exclusivo.totalInicial',
        'Debe haber al menos 1',
      ],
      [
        {
          tipoPromo: {
            tipo: 'programa',
            programa: { diaSemana: 3, horaInicio: '10:00', horaFin: '10:00' },
          },
        },
        'tipoPromo.programa.horaFin',
        'La hora de fin debe ser distinta de la de inicio',
      ],
      [
        { limiteDeUsos: { porUsuario: { diario: 0 } } },
        'limiteDeUsos.porUsuario.diario',
        'Usa un número mayor que 0, o déjalo vacío (sin límite)',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await postJson(t, '/api/promocion', draft(neg.publicID, over), {
        cookie: neg.cookie,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toBe(message);
    }
  });

  it('are edited, switched off and on, and deleted by their owner only', async () => {
    const neg = await negocio(t, 'Dueño');
    const otro = await negocio(t, 'Ajeno');
    const customer = await cliente(t);
    const p = await crear(neg, {
      tipoPromo: {
        tipo: 'exclusivo',
        exclusivo: { totalInicial: 10, fechaLimite: sumarDias(hoy(), 10) },
      },
    });
    expect(p.tipoPromo.exclusivo).toMatchObject({ totalInicial: 10, restantes: 10 });

    const url = `/api/promocion/${p.publicID}`;
    expect((await get(t, url, otro.cookie)).statusCode).toBe(404);
    expect(
      (await send(t, 'PUT', url, { payload: draft(otro.publicID), cookie: otro.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await get(t, url, customer.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/promocion?negocioID=${neg.publicID}`, otro.cookie)).statusCode).toBe(
      404,
    );

    const edited = await send(t, 'PUT', url, {
      payload: draft(neg.publicID, {
        titulo: 'Nuevo título',
        tipoPromo: {
          tipo: 'exclusivo',
          exclusivo: { totalInicial: 15, fechaLimite: sumarDias(hoy(), 10) },
        },
      }),
      cookie: neg.cookie,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      titulo: 'Nuevo título',
      tipoPromo: { exclusivo: { restantes: 15 } },
    });

    const off = await send(t, 'PATCH', `${url}/status`, {
      payload: { status: false },
      cookie: neg.cookie,
    });
    expect(off.json().data).toMatchObject({ status: false, activo: false });
    const activos = await get(
      t,
      `/api/promocion?negocioID=${neg.publicID}&activo=true`,
      neg.cookie,
    );
    expect(activos.json().data).toEqual([]);
    await send(t, 'PATCH', `${url}/status`, { payload: { status: true }, cookie: neg.cookie });

    expect((await send(t, 'DELETE', url, { cookie: neg.cookie })).statusCode).toBe(200);
    expect((await get(t, url, neg.cookie)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/promocion?negocioID=${neg.publicID}`, neg.cookie)).json().data,
    ).toEqual([]);
  });

  it('count views once per customer per day, and report usage', async () => {
    const { neg, device } = await mostrador('Café Vistas');
    const p = await crear(neg);
    const ana = await cliente(t, 'Ana Vistas');
    const beto = await cliente(t, 'Beto Vistas');
    for (const c of [ana, ana, beto]) {
      const res = await postJson(
        t,
        `/api/cliente/promociones/${p.publicID}/vista`,
        {},
        { cookie: c.cookie },
      );
      expect(res.statusCode).toBe(200);
    }
    const scanned = await escanear(device, ana);
    expect((await canjear(device, p.publicID, scanned.canjeToken)).statusCode).toBe(200);
    const stats = promocionStatsResponseSchema.parse(
      (await get(t, `/api/promocion/stats/${p.publicID}`, neg.cookie)).json(),
    );
    expect(stats.data).toMatchObject({
      estadisticasUso: { totalVistas: 2, totalUsos: 1 },
      totalCanjes: 1,
      tasaUso: 50,
    });
    expect(stats.data.canjesPorDia).toHaveLength(14);
    expect(stats.data.canjesPorDia.at(-1)).toEqual({ fecha: hoy(), canjes: 1 });
  });
});

describe('what the kiosk offers after a scan', () => {
  it('lists what the customer can use now, and not what their level does not reach', async () => {
    const { neg, device } = await mostrador('Taquería Niveles');
    const todos = await crear(neg, { titulo: 'Para todos' });
    const oro = await crear(neg, { titulo: 'Solo Oro', nivelReq: 3 });
    await crear(neg, { titulo: 'Apagada', status: false });
    const c = await cliente(t, 'Carla Niveles');
    const first = await escanear(device, c);
    expect(first.promociones.map((p) => p.publicID)).toEqual([todos.publicID]);
    await subirNivel(neg.publicID, 'Carla Niveles', 3);
    const again = await escanear(device, c); // a cooldown answer still lists the offers
    expect(again.promociones.map((p) => p.publicID).sort()).toEqual(
      [oro.publicID, todos.publicID].sort(),
    );
    expect(again.canjeToken).toBeTruthy();
  });

  // The visit's usual one read, and the locked transaction it falls back on (here: the season is
  // over at every scan, and closing it is that path's job) — each reads the uses its own way.
  it.each([
    ['the one read', false],
    ['the locked path', true],
  ])(
    'leaves out what the customer has used up today, this week or ever, and not before (%s)',
    async (nombre, bloqueado) => {
      const { neg, device } = await mostrador(`Taquería Usos, ${nombre}`);
      const diaria = await crear(neg, {
        titulo: 'Una al día',
        limiteDeUsos: { porUsuario: { diario: 1 } },
      });
      const semanal = await crear(neg, {
        titulo: 'Una a la semana',
        limiteDeUsos: { porUsuario: { semanal: 1 } },
      });
      const dos = await crear(neg, {
        titulo: 'Dos en total',
        limiteDeUsos: { porUsuario: { total: 2 } },
      });
      const libre = await crear(neg, { titulo: 'Sin límite' });
      const c = await cliente(t, 'Uriel Usos');
      const terminarTemporada = () =>
        t.database.db.execute(sql`
        update temporadas set fecha_inicio = ${sumarDias(hoy(), -120)}::date,
          fecha_fin = ${sumarDias(hoy(), -1)}::date
        where activa and negocio_id = (select id from negocios where public_id = ${neg.publicID})`);
      const lista = async () => {
        if (bloqueado) await terminarTemporada();
        return (await escanear(device, c)).promociones.map((p) => p.publicID).sort();
      };
      const todas = [diaria, semanal, dos, libre].map((p) => p.publicID).sort();

      const { canjeToken } = await escanear(device, c);
      for (const p of [diaria, semanal, dos, libre])
        expect((await canjear(device, p.publicID, canjeToken)).statusCode).toBe(200);
      expect(await lista()).toEqual([dos.publicID, libre.publicID].sort());

      // The same uses on earlier days: yesterday's is not today's, eight days ago is another
      // week, and a use long ago still counts toward the total.
      const mover = (p: { publicID: string }, dias: number) => {
        const fecha = sumarDias(hoy(), -dias);
        return t.database.db.execute(sql`
        update canjes set fecha_local = ${fecha}::date, semana = ${indiceSemana(fecha)},
          fecha = fecha - ${dias} * interval '1 day'
        where promocion_id = (select id from promociones where public_id = ${p.publicID})`);
      };
      await mover(diaria, 1);
      await mover(semanal, 8);
      await mover(dos, 40);
      expect(await lista()).toEqual(todas);
      expect((await canjear(device, dos.publicID, canjeToken)).statusCode).toBe(200);
      expect(await lista()).toEqual([diaria.publicID, semanal.publicID, libre.publicID].sort());
    },
  );
});

describe('redemptions at the counter', () => {
  it('enforce every limit, allowing at the boundary and refusing past it', async () => {
    const { neg, device } = await mostrador('Limites');
    const c = await cliente(t, 'Lupe Limites');
    const token = (await escanear(device, c)).canjeToken;
    const cases: Array<[Partial<PromocionDraft>, number, MotivoNoElegible]> = [
      [{ limiteDeUsos: { porUsuario: { diario: 2 } } }, 2, 'limite_diario'],
      [{ limiteDeUsos: { porUsuario: { semanal: 2 } } }, 2, 'limite_semanal'],
      [{ limiteDeUsos: { porUsuario: { total: 3 } } }, 3, 'limite_total'],
      [{ limiteDeUsos: { totalGlobal: 2 } }, 2, 'limite_global'],
      [
        { tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 2, fechaLimite: hoy() } } },
        2,
        'sin_existencias',
      ],
    ];
    let ultima: string | undefined;
    for (const [over, allowed, motivo] of cases) {
      const code = CODIGO_NO_ELEGIBLE[motivo];
      const p = await crear(neg, over);
      ultima = p.publicID;
      for (let i = 0; i < allowed; i++) {
        const ok = await canjear(device, p.publicID, token);
        expect(ok.statusCode, `${code} #${i + 1}: ${ok.body}`).toBe(200);
        // The answer says whether one more is possible: yes until the last one allowed.
        const { otroCanje } = canjeResponseSchema.parse(ok.json()).data;
        expect(otroCanje, `${code} #${i + 1}`).toEqual(
          i < allowed - 1 ? { elegible: true, motivo: null } : { elegible: false, motivo },
        );
      }
      const refused = await canjear(device, p.publicID, token);
      expect(refused.statusCode, code).toBe(409);
      expect(refused.json().code).toBe(code);
      // Read at the counter: about "este cliente", never "tú".
      expect(refused.json().message).toBe(ERROR_MESSAGES[code]);
      expect(refused.json().message).not.toMatch(/usaste|\btu\b/i);
    }
    const [stock] = await t.database.db
      .select({ restantes: promociones.restantes, usos: promociones.usos })
      .from(promociones)
      .where(eq(promociones.publicId, ultima!));
    expect(stock).toEqual({ restantes: 0, usos: 2 });
  });

  it('refuses by level, outside the weekly window, before and after the period', async () => {
    const { neg, device } = await mostrador('Ventanas');
    const c = await cliente(t, 'Vero Ventanas');
    const token = (await escanear(device, c)).canjeToken;
    const nivel = await crear(neg, { nivelReq: 2 });
    expect((await canjear(device, nivel.publicID, token)).json().code).toBe(
      'PROMO_NIVEL_INSUFICIENTE',
    );
    await subirNivel(neg.publicID, 'Vero Ventanas', 2);
    expect((await canjear(device, nivel.publicID, token)).statusCode).toBe(200);

    // A window that is open right now, and one that is not (same day, another hour).
    const now = new Date();
    const mx = new Date(now.getTime() - 6 * 3600_000);
    const dia = mx.getUTCDay();
    const h = mx.getUTCHours();
    const hh = (x: number) => `${String(((x % 24) + 24) % 24).padStart(2, '0')}:00`;
    const abierta = await crear(neg, {
      tipoPromo: {
        tipo: 'programa',
        programa: { diaSemana: dia, horaInicio: hh(h), horaFin: hh(h + 1) },
      },
    });
    const cerrada = await crear(neg, {
      tipoPromo: {
        tipo: 'programa',
        programa: { diaSemana: dia, horaInicio: hh(h + 2), horaFin: hh(h + 3) },
      },
    });
    expect((await canjear(device, abierta.publicID, token)).statusCode).toBe(200);
    expect((await canjear(device, cerrada.publicID, token)).json().code).toBe(
      'PROMO_FUERA_DE_HORARIO',
    );

    const futura = await crear(neg, {
      tipoPromo: {
        tipo: 'periodo',
        periodo: { fechaInicio: sumarDias(hoy(), 1), fechaFin: sumarDias(hoy(), 5) },
      },
    });
    expect((await canjear(device, futura.publicID, token)).json().code).toBe(
      'PROMO_FUERA_DE_PERIODO',
    );
    const ultimoDia = await crear(neg, {
      tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: hoy(), fechaFin: hoy() } },
    });
    expect((await canjear(device, ultimoDia.publicID, token)).statusCode).toBe(200);
    await t.database.db
      .update(promociones)
      .set({ periodoInicio: sumarDias(hoy(), -9), periodoFin: sumarDias(hoy(), -1) })
      .where(eq(promociones.publicId, ultimoDia.publicID));
    expect((await canjear(device, ultimoDia.publicID, token)).json().code).toBe('PROMO_VENCIDA');
  });

  it('needs a genuine, fresh token for this business, and answers a retry with the first canje', async () => {
    const { neg, device } = await mostrador('Tokens');
    const otro = await mostrador('Otro Mostrador');
    const p = await crear(neg);
    const c = await cliente(t, 'Toño Tokens');
    const { canjeToken } = await escanear(device, c);
    const forged = canjeToken.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await canjear(device, p.publicID, forged)).json().code).toBe('CANJE_TOKEN_INVALIDO');
    expect((await canjear(otro.device, p.publicID, canjeToken)).json().code).toBe(
      'CANJE_TOKEN_INVALIDO',
    );
    const expired = canjeToken.split('.');
    expired[2] = String(Date.now() - 1000);
    expect((await canjear(device, p.publicID, expired.join('.'))).json().code).toBe(
      'CANJE_TOKEN_INVALIDO',
    );

    const key = nuevaClave();
    const first = await canjear(device, p.publicID, canjeToken, key);
    const retry = await canjear(device, p.publicID, canjeToken, key);
    expect(retry.json().data.canjeId).toBe(first.json().data.canjeId);
    const n = (
      (await t.database.db.execute(
        sql`select count(*)::int n from canjes k join promociones p on p.id = k.promocion_id where p.public_id = ${p.publicID}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    expect(n).toBe(1);
  });
});

describe('redemption codes from the app', () => {
  it('are made by the customer, confirmed once at the Nexo or the dashboard, and expire', async () => {
    const { neg, device } = await mostrador('Códigos');
    const p = await crear(neg);
    const c = await cliente(t, 'Coco Códigos');
    const ask = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: p.publicID },
      { cookie: c.cookie },
    );
    expect(ask.statusCode, ask.body).toBe(200);
    const { codigo, expiraEn } = ask.json().data;
    expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(expiraEn).toBe(10 * 60 * 1000);

    const confirm = await postJson(
      t,
      '/api/nexo/canjes/codigo',
      { codigo: codigo.toLowerCase(), idempotencyKey: nuevaClave() },
      { token: device.token },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({
      cliente: { nombre: 'Coco Códigos' },
      promocion: { publicID: p.publicID },
    });
    const twice = await postJson(t, '/api/canjes/confirmar', { codigo }, { cookie: neg.cookie });
    expect(twice.json().code).toBe('CODIGO_CANJE_INVALIDO');

    const again = (
      await postJson(t, '/api/cliente/canjes', { promocionID: p.publicID }, { cookie: c.cookie })
    ).json().data.codigo;
    const otro = await negocio(t, 'Ajeno de Códigos');
    expect(
      (
        await postJson(t, '/api/canjes/confirmar', { codigo: again }, { cookie: otro.cookie })
      ).json().code,
    ).toBe('CODIGO_CANJE_INVALIDO');
    const panel = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: again },
      { cookie: neg.cookie },
    );
    expect(panel.statusCode, panel.body).toBe(200);

    const late = (
      await postJson(t, '/api/cliente/canjes', { promocionID: p.publicID }, { cookie: c.cookie })
    ).json().data.codigo;
    await t.database.db.execute(
      sql`update codigos_canje set expires_at = now() - interval '1 second' where codigo = ${late}`,
    );
    expect(
      (await postJson(t, '/api/canjes/confirmar', { codigo: late }, { cookie: neg.cookie })).json()
        .code,
    ).toBe('CODIGO_CANJE_INVALIDO');
  });

  it('are not given for an offer the customer cannot use', async () => {
    const neg = await negocio(t, 'Sin Nivel');
    const p = await crear(neg, { nivelReq: 4 });
    const c = await cliente(t);
    const res = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: p.publicID },
      { cookie: c.cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROMO_NIVEL_INSUFICIENTE',
      message: 'Tu nivel todavía no alcanza para esta promoción.',
    });
  });
});

describe('redemptions under concurrency', () => {
  it('gives a quantity-100 exclusivo exactly 100 canjes out of 200 at once', async () => {
    const { neg, device } = await mostrador('Carrera');
    const p = await crear(neg, {
      tipoPromo: {
        tipo: 'exclusivo',
        exclusivo: { totalInicial: 100, fechaLimite: sumarDias(hoy(), 3) },
      },
    });
    // 20 customers, 10 tries each: one customer has no limit of their own here.
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++)
      tokens.push((await escanear(device, await cliente(t, `Corredor ${i}`))).canjeToken);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => canjear(device, p.publicID, tokens[i % 20]!)),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(100);
    expect(codes.filter((c) => c === 'PROMO_SIN_EXISTENCIAS')).toHaveLength(100);
    const [row] = await t.database.db
      .select()
      .from(promociones)
      .where(eq(promociones.publicId, p.publicID));
    expect(row).toMatchObject({ restantes: 0, usos: 100 });
    const n = (
      (await t.database.db.execute(
        sql`select count(*)::int n from canjes where promocion_id = ${row!.id}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    expect(n).toBe(100);
    // The business's activity has one line per canje: a unit lost at the write took its line
    // (written just before, in the same transaction) with it.
    const lineas = (
      (await t.database.db.execute(
        sql`select count(*)::int n from auditoria where negocio_id = ${row!.negocioId} and accion = 'canje.registrado'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    expect(lineas).toBe(100);
  });

  // Only the PostgreSQL server has a second connection to hold a lock from.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'refuses a sold-out exclusivo at once, without a transaction that could wait on anyone',
    async () => {
      const { neg, device } = await mostrador('Agotada');
      const p = await crear(neg, {
        tipoPromo: {
          tipo: 'exclusivo',
          exclusivo: { totalInicial: 1, fechaLimite: sumarDias(hoy(), 3) },
        },
      });
      const primero = (await escanear(device, await cliente(t, 'Primera Agotada'))).canjeToken;
      expect((await canjear(device, p.publicID, primero)).statusCode).toBe(200);
      const { canjeToken } = await escanear(device, await cliente(t, 'Tarde Agotada'));
      const clienteId = canjeToken.split('.')[0]!;
      // Someone else's transaction holds this customer's row (their redemption, their visit).
      // A refusal for lack of stock owes them nothing: it must not queue behind them.
      const answer = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from clientes where id = ${clienteId} for no key update`);
        return Promise.race([
          canjear(device, p.publicID, canjeToken),
          new Promise<null>((r) => setTimeout(() => r(null), 3000)),
        ]);
      });
      expect(answer?.statusCode).toBe(409);
      expect(answer?.json().code).toBe('PROMO_SIN_EXISTENCIAS');
    },
  );

  it('lets one customer with a daily limit of 1 redeem once out of 20 at once', async () => {
    const { neg, device } = await mostrador('Diario');
    const p = await crear(neg, { limiteDeUsos: { porUsuario: { diario: 1 } } });
    const { canjeToken } = await escanear(device, await cliente(t, 'Dani Diario'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => canjear(device, p.publicID, canjeToken)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'PROMO_LIMITE_DIARIO')).toHaveLength(19);
  });
});
