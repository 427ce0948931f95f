import { beforeAll, describe, expect, it } from 'vitest';
import { fechaLocal, lunesDeSemana, sumarDias } from '@tarjeto/shared';
import {
  canjeEnNexo,
  cliente,
  CLIENTE_BASE,
  get,
  negocio,
  nexoPara,
  nuevaClave,
  promocion,
  send,
  visita,
} from '../test/fixtures.ts';
import { multipart, postForm } from '../test/multipart.ts';
import sharp from 'sharp';
import { lastCodeFor, sessionCookieOf, testAppForFile } from '../test/test-app.ts';

// The spec's wire contract (SPEC §7 "The calls it makes", issue 26 A7): one test per row of the
// table, sending exactly what the table says the first product's web client sends — JSON with
// cookies; multipart for the setup — and asserting exactly what it says that client reads. The
// client adds /api to a path that does not start with it (§7), so every row is written here as the
// table spells it and sent through that same rule. A change that breaks a client written to the
// spec fails here first.

const t = testAppForFile();
const MX = 'America/Mexico_City';
const CONTRASENA = 'Horchata-Fria-2026';

/** SPEC §7: "A request path not starting with /api gets the prefix added." */
const ruta = (path: string) => (path.startsWith('/api') ? path : `/api${path}`);

let ip = 0;
/** A browser's call with cookies: JSON in, JSON out (axios without a body sends no type). */
const llamar = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { cookie?: string | undefined; body?: unknown } = {},
) =>
  send(t, method, ruta(path), {
    payload: options.body,
    cookie: options.cookie,
    remoteAddress: `10.226.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

/** The scene: a business with a Nexo, a promotion, a customer who visited and redeemed it. */
let neg: Awaited<ReturnType<typeof negocio>>;
let device: Awaited<ReturnType<typeof nexoPara>>;
let promocionID: string;
let clientePublicID: string;

beforeAll(async () => {
  neg = await negocio(t, 'Tacos El Contrato');
  device = await nexoPara(t, neg);
  // One offer for Plata and up: the programme lists it under that level.
  await promocion(t, neg, {
    titulo: 'Postre para Plata',
    descripcion: 'Un flan con tu orden.',
    nivelReq: 2,
  });
  const promo = await promocion(t, neg, {
    titulo: 'Taco de cortesía',
    descripcion: 'Uno de asada por tu visita.',
  });
  promocionID = promo.publicID;
  const ana = await cliente(t, 'Ana Contrato');
  const scan = await visita(t, device.token, await ana.escaneoNuevo());
  expect(scan.statusCode, scan.body).toBe(200);
  clientePublicID = (await get(t, '/api/cliente/profile', ana.cookie)).json().data.publicID;
  await canjeEnNexo(t, device.token, promocionID, scan.json().data.canjeToken);
  expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);
});

const hoy = () => fechaLocal(new Date(), MX);

/** A signed-up, verified account without a type yet: what /setup-profile starts from. */
async function cuentaVerificada() {
  const email = `contrato.${nuevaClave()}@example.mx`;
  const signup = await llamar('POST', '/api/auth/signup', {
    body: { email, contrasena: CONTRASENA, nombre: ' ' },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  const verify = await llamar('POST', '/api/auth/verify-email', {
    cookie: sessionCookieOf(signup),
    body: { code: lastCodeFor(t, email) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { email, cookie: sessionCookieOf(verify)! };
}

/** A JPEG blob as the wizard sends an inline photo (SPEC §7, §9: compressed to jpeg). */
const jpg = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#a3143f' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** profileData as the first product's wizard builds it for a business (SPEC §3, §5, §9). */
const perfilNegocioDelCliente = () => ({
  datosPersonales: {
    nombreComercial: 'Taquería La Spec',
    rfc: 'TLS210315AB9',
    fotoPerfil: 'blob:http://localhost/foto',
  },
  informacionGeneral: {
    nombreComercial: 'Taquería La Spec',
    categoria: [['taqueria']],
    gradient: 'rubi',
    sitioWeb: '',
    redesSociales: { facebook: '', instagram: '', tiktok: '' },
    rangoPrecios: 'low',
    personalTotal: 0,
    horarioOperacion: [
      { dia: 'Lunes', apertura: '08:00', cierre: '18:00' },
      { dia: 'Miércoles', apertura: '08:00', cierre: '18:00' },
      { dia: 'sabado', apertura: '', cierre: '' },
      { dia: 'Domingo', apertura: '', cierre: '' },
    ],
    numeroPlatosPrincipales: 0,
    presupuestoMarketing: 0,
    historiaNegocio: '',
    valorDiferenciador: '',
    enfoqueMercado: '',
    numeroClientesDiarios: 0,
    calificacionPromedio: 0,
    marketingBudgetPosition: 0,
    personalTotal_position: 0,
  },
  establecimiento: {
    nombre: 'Taquería La Spec Centro',
    ubicacion: {
      direccion: 'Av. Juárez 10',
      ciudad: 'Culiacán',
      estado: 'Sinaloa',
      codigoPostal: '80000',
      zona: 'Centro',
    },
  },
  programaLealtad: {
    niveles: [
      {
        nombre: 'Bronce',
        nivel: 1,
        visitasRequeridas: 6,
        beneficios: [{ descripcion: 'x', activo: true }],
      },
    ],
    temporadaActual: { duracionMeses: 3, activa: true },
  },
});

describe('SPEC §7: the calls a client written to the spec makes', () => {
  it('POST /api/auth/login {email, contrasena} → success, message, user (with tipoUsuario)', async () => {
    const res = await llamar('POST', '/api/auth/login', {
      body: { email: neg.email, contrasena: CONTRASENA },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.user.tipoUsuario).toBe('Negocio');
  });

  it('POST /api/auth/signup {email, contrasena, nombre: " "} → success, message, user, emailWarning, data.recaptchaValid', async () => {
    const res = await llamar('POST', '/api/auth/signup', {
      body: { email: `alta.${nuevaClave()}@example.mx`, contrasena: CONTRASENA, nombre: ' ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.user.verificado).toBe(false);
    expect(body.data.recaptchaValid).toBe(true);
    // Read when present (a toast 'Nota: …'); absent when the code was mailed.
    expect(body.emailWarning === undefined || typeof body.emailWarning === 'string').toBe(true);
  });

  it('POST /api/auth/verify-email {code} → success, message, user', async () => {
    const email = `verifica.${nuevaClave()}@example.mx`;
    const signup = await llamar('POST', '/api/auth/signup', {
      body: { email, contrasena: CONTRASENA, nombre: ' ' },
    });
    const res = await llamar('POST', '/api/auth/verify-email', {
      cookie: sessionCookieOf(signup),
      body: { code: lastCodeFor(t, email) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Email verificado correctamente');
    expect(body.user.verificado).toBe(true);
  });

  it('GET /api/auth/check-auth → success, usuario, profile, message', async () => {
    const res = await llamar('GET', '/api/auth/check-auth', { cookie: neg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.usuario.tipoUsuario).toBe('Negocio');
    expect(body.profile.publicID).toBe(neg.publicID);
    expect(typeof body.message).toBe('string');
  });

  it('POST /api/auth/logout (request and answer not shown) → 200', async () => {
    const { cookie } = await cuentaVerificada();
    const res = await llamar('POST', '/api/auth/logout', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await llamar('GET', '/api/auth/check-auth', { cookie })).statusCode).toBe(401);
  });

  it('PUT /api/cliente/profile {profileData} → success, data (new profile), message', async () => {
    const c = await cliente(t, 'Beto Contrato');
    const profileData = {
      ...CLIENTE_BASE,
      datosPersonales: { ...CLIENTE_BASE.datosPersonales, nombre: 'Beto Contrato Ruiz' },
    };
    const res = await llamar('PUT', '/api/cliente/profile', {
      cookie: c.cookie,
      body: { profileData },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.datosPersonales.nombre).toBe('Beto Contrato Ruiz');
    expect(typeof body.message).toBe('string');
  });

  it('POST /api/auth/setup-profile multipart (userType business, profileData as JSON text, fotoPerfil jpg) → success, message', async () => {
    const { cookie } = await cuentaVerificada();
    const form = multipart(
      { userType: 'business', profileData: JSON.stringify(perfilNegocioDelCliente()) },
      { field: 'fotoPerfil', filename: 'blob', contentType: 'image/jpeg', data: await jpg() },
    );
    const res = await postForm(t, ruta('/api/auth/setup-profile'), form, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().message).toBe('¡Perfil configurado exitosamente!');
    // Stored normalised: the nested category, the days by their number, 0 as "not answered".
    const perfil = (await llamar('GET', '/api/negocio/profile', { cookie })).json().data;
    expect(perfil.categoria).toEqual(['taqueria']);
    expect(perfil.horarioOperacion.map((d: { dia: number }) => d.dia)).toEqual([1, 3, 6, 0]);
    expect(perfil.personalTotal).toBeNull();
    expect(perfil.presupuestoMarketing).toBeNull();
    expect(perfil.fotoPerfil).toMatch(/^\/api\/fotos\//);
  });

  it("POST /api/auth/setup-profile multipart (userType 'user') → success, message", async () => {
    const { cookie } = await cuentaVerificada();
    const form = multipart(
      {
        userType: 'user',
        profileData: JSON.stringify({
          datosPersonales: {
            nombre: 'Carla Spec',
            edad: '31',
            genero: 'Femenino',
            fotoPerfil: 'blob:http://localhost/foto',
            ubicacion: { ciudad: 'Culiacán', codigoPostal: '80000' },
          },
          categoriaFavorita: ['taqueria', 'cafeteria'],
        }),
      },
      { field: 'fotoPerfil', filename: 'blob', contentType: 'image/jpeg', data: await jpg() },
    );
    const res = await postForm(t, ruta('/api/auth/setup-profile'), form, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: '¡Perfil configurado exitosamente!',
    });
  });

  it('GET /api/negocio/profile → success, data (business), message', async () => {
    const res = await llamar('GET', '/api/negocio/profile', { cookie: neg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { success, data, message } = res.json();
    expect(success).toBe(true);
    expect(typeof message).toBe('string');
    // SPEC §3 Business, as the client reads it.
    expect(data).toMatchObject({
      publicID: neg.publicID,
      nombreComercial: 'Tacos El Contrato',
      categoria: ['taqueria'],
      gradient: 'rubi',
      redesSociales: {},
      visitasTotales: 2,
      clientesUnicos: 1,
      calificacionPromedio: 0,
    });
    expect(data).toHaveProperty('fotoPerfil');
    expect(data).toHaveProperty('color');
    expect(data).toHaveProperty('sitioWeb');
    // Each establishment with the id a client unpairs with, and its Nexo (§3 Establishment).
    expect(data.establecimientos[0]).toMatchObject({
      _id: neg.establecimientoID,
      establecimientoID: neg.establecimientoID,
      nexoID: device.nexoId,
    });
    // The day as the number Tarjeto's app edits, and the name a client prints.
    expect(data.horarioOperacion).toEqual([
      { dia: 1, diaNombre: 'Lunes', apertura: '09:00', cierre: '22:00' },
    ]);
  });

  it('GET /api/visita/stats/{negocioPublicID}?startDate&endDate (ISO, last 7 days) → data list with totalVisitasDia', async () => {
    const fin = new Date();
    const inicio = new Date(fin.getTime() - 6 * 86_400_000);
    const res = await llamar(
      'GET',
      `/api/visita/stats/${neg.publicID}?startDate=${inicio.toISOString()}&endDate=${fin.toISOString()}`,
      { cookie: neg.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(7);
    const dia = data.find((d: { fecha: string }) => d.fecha === hoy());
    expect(dia.totalVisitasDia).toBe(2);
    // 'canjeadas' on the client: the day's canjes.
    expect(dia.promocionesUsadas).toBe(1);
    expect(
      data.reduce((t: number, d: { totalVisitasDia: number }) => t + d.totalVisitasDia, 0),
    ).toBe(2);
  });

  it('GET /api/visita/negocio/{negocioPublicID}?startDate&endDate (this week Monday–Sunday, and the last 30 days) → data list with clienteID.publicID', async () => {
    const lunes = lunesDeSemana(hoy());
    for (const [desde, hasta] of [
      [lunes, sumarDias(lunes, 6)],
      [sumarDias(hoy(), -29), hoy()],
    ]) {
      const startDate = new Date(`${desde}T00:00:00-06:00`).toISOString();
      const endDate = new Date(`${hasta}T23:59:59-06:00`).toISOString();
      const res = await llamar(
        'GET',
        `/api/visita/negocio/${neg.publicID}?startDate=${startDate}&endDate=${endDate}`,
        { cookie: neg.cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      const ids = res
        .json()
        .data.map((v: { clienteID: { publicID: string } }) => v.clienteID.publicID);
      expect(ids).toHaveLength(2);
      expect(ids).toContain(clientePublicID);
      expect(ids.some((id: string) => id.startsWith('anonymous-'))).toBe(true);
    }
  });

  it('GET /api/visita/trafico/{publicID} (not shown) → the documented 7 × 24 picture in business time', async () => {
    const res = await llamar('GET', `/api/visita/trafico/${neg.publicID}`, { cookie: neg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.zonaHoraria).toBe(MX);
    expect(data.matriz).toHaveLength(7);
    for (const fila of data.matriz) expect(fila).toHaveLength(24);
    expect(data.porHora).toHaveLength(24);
    expect(data.porDiaSemana).toHaveLength(7);
    expect(data.total).toBe(2);
    // Each visit lands in the cell of its own weekday and hour on the business's clock.
    const visitas = (
      await llamar('GET', `/api/visita/negocio/${neg.publicID}`, { cookie: neg.cookie })
    ).json().data as Array<{ fechaLocal: string; hora: number }>;
    const esperada = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    for (const v of visitas)
      esperada[new Date(`${v.fechaLocal.slice(0, 10)}T12:00:00Z`).getUTCDay()]![v.hora]! += 1;
    expect(data.matriz).toEqual(esperada);
  });

  it('GET /api/promocion?negocioID&activo=true → data list', async () => {
    const res = await llamar('GET', `/api/promocion?negocioID=${neg.publicID}&activo=true`, {
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(Array.isArray(data)).toBe(true);
    expect(data.map((p: { publicID: string }) => p.publicID)).toContain(promocionID);
  });

  it('GET /promocion/{publicID} (the business’s) → data list of promotions', async () => {
    const res = await llamar('GET', `/promocion/${neg.publicID}`, { cookie: neg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(Array.isArray(data)).toBe(true);
    const promo = data.find((p: { _id: string }) => p._id === promocionID);
    expect(promo).toMatchObject({ titulo: 'Taco de cortesía', activo: true });
    expect(promo.analitica).toMatchObject({ usos: 1 });
  });

  it('GET /promocion/stats/{publicID} and /api/promocion/stats/{publicID} → success, data {estadisticasUso}', async () => {
    for (const path of [
      `/promocion/stats/${neg.publicID}`,
      `/api/promocion/stats/${neg.publicID}`,
    ]) {
      const res = await llamar('GET', path, { cookie: neg.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data.estadisticasUso).toMatchObject({ totalUsos: 1 });
      const usos = data.estadisticasUso.promociones;
      expect(usos.find((p: { publicID: string }) => p.publicID === promocionID)).toMatchObject({
        publicID: promocionID,
        canjes: 1,
      });
    }
    // With a promotion's own id it is that promotion's figures, as before.
    const una = await llamar('GET', `/promocion/stats/${promocionID}`, { cookie: neg.cookie });
    expect(una.statusCode, una.body).toBe(200);
    expect(una.json().data.estadisticasUso).toEqual({ totalVistas: 0, totalUsos: 1 });
  });

  it('POST /api/promocion with the exact fields the table lists → data.data is the created promotion', async () => {
    const enDias = (d: number) => new Date(Date.now() + d * 86_400_000);
    const base = {
      negocioID: neg.publicID,
      descripcion: 'Del formulario de creación del primer cliente.',
      nivelReq: 0,
      status: true,
      categoriaFavorita: ['taqueria'],
      limiteDeUsos: { porUsuario: { diario: 1, semanal: 3, total: 5 }, totalGlobal: 500 },
      creadoPor: 'admin',
    };
    const cuerpos = [
      {
        ...base,
        titulo: 'Martes de tacos',
        tipoPromo: {
          tipo: 'PROGRAMA',
          programa: { diaSemana: 1, horaInicio: '18:00', horaFin: '22:00', zonaHoraria: MX },
        },
      },
      {
        ...base,
        titulo: 'Buen Fin',
        // Dates sent as dates: JSON turns them into instants.
        tipoPromo: { tipo: 'PERIODO', periodo: { fechaInicio: enDias(0), fechaFin: enDias(30) } },
      },
      {
        ...base,
        titulo: 'Las primeras cien',
        tipoPromo: {
          tipo: 'EXCLUSIVO',
          exclusivo: { totalInicial: 100, restantes: 100, fechaLimite: enDias(30) },
        },
      },
    ];
    for (const body of cuerpos) {
      const res = await llamar('POST', '/api/promocion', {
        cookie: neg.cookie,
        body: JSON.parse(JSON.stringify(body)),
      });
      expect(res.statusCode, res.body).toBe(200);
      // The client's axios reads response.data.data: the body's `data`.
      const creada = res.json().data;
      expect(creada).toMatchObject({
        titulo: body.titulo,
        nivelReq: 0,
        status: true,
        negocioID: neg.publicID,
        limiteDeUsos: { porUsuario: { diario: 1, semanal: 3, total: 5 }, totalGlobal: 500 },
      });
      expect(creada._id).toMatch(/^PRO/);
      expect(creada.tipoPromo.tipo).toBe(body.tipoPromo.tipo.toLowerCase());
    }
  });

  it('GET /api/programa-lealtad/negocio/{negocioPublicID} → data.temporadaActual.estadisticas.promocionesCanjeadas', async () => {
    const res = await llamar('GET', `/api/programa-lealtad/negocio/${neg.publicID}`, {
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.temporadaActual.estadisticas.promocionesCanjeadas).toBe(1);
  });

  it('GET /programa-lealtad/negocio/{publicID} → success, data {niveles, temporadaActual}', async () => {
    const res = await llamar('GET', `/programa-lealtad/negocio/${neg.publicID}`, {
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.niveles.map((n: { nombre: string }) => n.nombre)).toEqual([
      'Bronce',
      'Plata',
      'Oro',
      'Rubí',
    ]);
    expect(data.temporadaActual).toMatchObject({ activa: true, duracionMeses: 3 });
    // SPEC §3: promocionesAsignadas [{activa, promocionID}], read as promotions (their titles).
    const asignada = {
      _id: expect.any(String),
      publicID: expect.any(String),
      titulo: expect.any(String),
      activa: expect.any(Boolean),
      promocionID: expect.objectContaining({ _id: expect.any(String), titulo: expect.any(String) }),
    };
    const todas = data.niveles.flatMap(
      (n: { promocionesAsignadas: unknown[] }) => n.promocionesAsignadas,
    );
    expect(todas.length).toBeGreaterThan(0);
    for (const a of todas) expect(a).toMatchObject(asignada);
  });

  it('GET /api/programaLealtad/negocio/{publicID} (the statistics screen’s spelling; answer not shown) → the same programme', async () => {
    const res = await llamar('GET', `/api/programaLealtad/negocio/${neg.publicID}`, {
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().data.niveles).toHaveLength(4);
    expect(res.json().data.temporadaActual.estadisticas).toHaveProperty('promocionesCanjeadas');
  });

  it('GET /api/establecimiento/{establecimientoID}/nexo → data', async () => {
    const res = await llamar('GET', `/api/establecimiento/${neg.establecimientoID}/nexo`, {
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    // §3 Nexo data; "connected is also set when the Nexo data has an _id" (§4).
    expect(res.json().data).toMatchObject({ _id: device.nexoId, visitasRegistradas: 2 });
    expect(res.json().data).toHaveProperty('fechaRegistro');
    expect(res.json().data).toHaveProperty('ultimoUso');
  });

  it('GET /nexo/{nexoID}/stats → data', async () => {
    const res = await llamar('GET', `/nexo/${device.nexoId}/stats`, { cookie: neg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: device.nexoId, visitasRegistradas: 2 });
  });

  it('POST /establecimiento/generate-code {establecimientoID} → data {code, expiresIn}', async () => {
    const otro = await negocio(t, 'Café Sin Nexo');
    const res = await llamar('POST', '/establecimiento/generate-code', {
      cookie: otro.cookie,
      body: { establecimientoID: otro.establecimientoID },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.code).toMatch(/^\d{6}$/);
    expect(data.expiresIn).toBe(300_000);
  });

  it('POST /establecimiento/{establecimientoID}/unpair with no body (answer not shown) → 200', async () => {
    const otro = await negocio(t, 'Panadería Desvinculada');
    await nexoPara(t, otro);
    const res = await llamar('POST', `/establecimiento/${otro.establecimientoID}/unpair`, {
      cookie: otro.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const nexo = await get(t, `/api/establecimiento/${otro.establecimientoID}/nexo`, otro.cookie);
    expect(nexo.json().data).toBeNull();
  });
});
