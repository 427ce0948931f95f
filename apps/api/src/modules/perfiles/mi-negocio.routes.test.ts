import { describe, expect, it } from 'vitest';
import {
  checkAuthResponseSchema,
  negocioPerfilSchema,
  type NegocioPerfil,
  type NegocioProfileUpdate,
} from '@tarjeto/shared';
import { cliente, get, negocio, nexoPara, postJson, send, visita } from '../../test/fixtures.ts';
import { pngDePrueba, subirFoto } from '../../test/multipart.ts';
import { SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';

// 'Mi negocio' (issue 10 part 4): PUT /api/negocio/profile saves every field — the business's
// columns and its establishments, added, edited or removed — and DELETE …/foto takes the logo away.

const t = testAppForFile();

const put = (cookie: string, body: unknown) =>
  send(t, 'PUT', '/api/negocio/profile', { payload: body, cookie });

const perfil = async (cookie: string): Promise<NegocioPerfil> =>
  negocioPerfilSchema.parse((await get(t, '/api/negocio/profile', cookie)).json().data);

/** The body 'Mi negocio' sends for a profile as it stands, to be changed by each test. */
function cuerpo(p: NegocioPerfil): NegocioProfileUpdate {
  return {
    datosPersonales: { nombreComercial: p.nombreComercial, rfc: p.rfc ?? '' },
    informacionGeneral: {
      categoria: p.categoria as NegocioProfileUpdate['informacionGeneral']['categoria'],
      gradient: p.gradient,
      color: p.color ?? '',
      sitioWeb: p.sitioWeb ?? '',
      redesSociales: p.redesSociales,
      rangoPrecios: p.rangoPrecios as 'low',
      personalTotal: p.personalTotal ?? 1,
      horarioOperacion: p.horarioOperacion,
    },
    establecimientos: p.establecimientos.map((e) => ({
      establecimientoID: e.establecimientoID,
      nombre: e.nombre,
      principal: e.principal,
      ubicacion: e.ubicacion,
    })),
  };
}

const SUCURSAL = {
  nombre: 'El Fogón Roma',
  ubicacion: {
    direccion: 'Orizaba 101',
    ciudad: 'Ciudad de México',
    estado: 'Ciudad de México',
    codigoPostal: '06700',
    zona: 'Roma Norte',
  },
};

const SEMANA = [
  { dia: 0, apertura: '', cierre: '' },
  { dia: 1, apertura: '08:30', cierre: '17:00' },
  { dia: 2, apertura: '08:30', cierre: '17:00' },
  { dia: 3, apertura: '08:30', cierre: '17:00' },
  { dia: 4, apertura: '08:30', cierre: '17:00' },
  { dia: 5, apertura: '08:30', cierre: '23:30' },
  { dia: 6, apertura: '10:00', cierre: '02:00' },
];

/** Fields of the test's new profile that are stored and read back just as they are sent. */
const TAL_CUAL = {
  rangoPrecios: 'mid',
  personalTotal: 8,
  horarioOperacion: SEMANA,
  numeroPlatosPrincipales: 4,
  presupuestoMarketing: 3000,
  historiaNegocio: 'Desde 1979 en la colonia Juárez.',
  valorDiferenciador: 'Salsas molcajeteadas al momento',
} as const;

describe('PUT /api/negocio/profile from Mi negocio', () => {
  it('saves every field at once and keeps it: name, categories, colour, gradient, hours, links, establishments', async () => {
    const neg = await negocio(t, 'Taquería El Fogón');
    const antes = await perfil(neg.cookie);
    const res = await put(neg.cookie, {
      datosPersonales: { nombreComercial: 'El Fogón de Doña Rosa', rfc: 'fdr190101ab1' },
      informacionGeneral: {
        categoria: ['taqueria', 'comida-mexicana'],
        gradient: 'rosa',
        color: '#0F766E',
        sitioWeb: 'elfogon.mx',
        redesSociales: {
          facebook: 'https://facebook.com/elfogon',
          instagram: 'instagram.com/elfogon',
          tiktok: 'https://tiktok.com/@elfogon',
        },
        ...TAL_CUAL,
      },
      establecimientos: [
        {
          establecimientoID: neg.establecimientoID,
          nombre: 'El Fogón Juárez',
          principal: true,
          ubicacion: { ...antes.establecimientos[0]!.ubicacion, direccion: 'Av. Reforma 47' },
        },
        SUCURSAL,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cambios guardados');

    const p = await perfil(neg.cookie);
    expect(p).toMatchObject({
      nombreComercial: 'El Fogón de Doña Rosa',
      rfc: 'FDR190101AB1',
      categoria: ['taqueria', 'comida-mexicana'],
      gradient: 'rosa',
      color: '#0f766e',
      sitioWeb: 'https://elfogon.mx',
      redesSociales: {
        facebook: 'https://facebook.com/elfogon',
        instagram: 'https://instagram.com/elfogon',
        tiktok: 'https://tiktok.com/@elfogon',
      },
      ...TAL_CUAL,
      // The slug and the business code people already use stay.
      slug: antes.slug,
      codigo: antes.codigo,
    });
    expect(p.establecimientos).toHaveLength(2);
    expect(p.establecimientos[0]).toMatchObject({
      establecimientoID: neg.establecimientoID,
      nombre: 'El Fogón Juárez',
      principal: true,
      nexoID: null,
      visitasRegistradas: 0,
      ubicacion: { direccion: 'Av. Reforma 47', zona: 'Juárez' },
    });
    expect(p.establecimientos[1]).toMatchObject({ ...SUCURSAL, principal: false });

    // The account's name follows the business's, so the dashboard greets the new one.
    const me = checkAuthResponseSchema.parse(
      (await get(t, '/api/auth/check-auth', neg.cookie)).json(),
    );
    expect(me.usuario?.nombre).toBe('El Fogón de Doña Rosa');

    // Emptying the optional links and the colour clears them.
    const vaciar = cuerpo(p);
    vaciar.informacionGeneral.color = '';
    vaciar.informacionGeneral.sitioWeb = '';
    vaciar.informacionGeneral.redesSociales = { facebook: '', instagram: '', tiktok: '' };
    expect((await put(neg.cookie, vaciar)).statusCode).toBe(200);
    expect(await perfil(neg.cookie)).toMatchObject({
      color: null,
      sitioWeb: null,
      redesSociales: {},
    });
  });

  it('moves the principal mark to the establishment the owner picks, and to the first when none is', async () => {
    const neg = await negocio(t, 'Tacos Dos Sucursales');
    const uno = cuerpo(await perfil(neg.cookie));
    uno.establecimientos.push({ ...SUCURSAL, principal: true });
    uno.establecimientos[0]!.principal = false;
    expect((await put(neg.cookie, uno)).statusCode).toBe(200);
    let p = await perfil(neg.cookie);
    expect(p.establecimientos.map((e) => [e.nombre, e.principal])).toEqual([
      // The setup's establishment is named after the business.
      ['Tacos Dos Sucursales', false],
      ['El Fogón Roma', true],
    ]);

    const ninguno = cuerpo(p);
    for (const e of ninguno.establecimientos) e.principal = false;
    expect((await put(neg.cookie, ninguno)).statusCode).toBe(200);
    p = await perfil(neg.cookie);
    expect(p.establecimientos.map((e) => e.principal)).toEqual([true, false]);
  });

  it('removes an establishment without history, and keeps one with a Nexo or with visits, saying why', async () => {
    const neg = await negocio(t, 'Café Tres Puertas');
    const conSucursales = cuerpo(await perfil(neg.cookie));
    conSucursales.establecimientos.push(SUCURSAL, { ...SUCURSAL, nombre: 'Sucursal Coyoacán' });
    expect((await put(neg.cookie, conSucursales)).statusCode).toBe(200);
    let p = await perfil(neg.cookie);
    const [, roma, coyoacan] = p.establecimientos;

    // Roma gets a Nexo and one visit.
    const device = await nexoPara(t, {
      cookie: neg.cookie,
      establecimientoID: roma!.establecimientoID,
    });
    const ana = await cliente(t, 'Ana Visitante');
    expect((await visita(t, device.token, { codigo: await ana.qrEn() })).statusCode).toBe(200);

    // Coyoacán has nothing: it goes. The other fields in the same request are saved too.
    const sinCoyoacan = cuerpo(p);
    sinCoyoacan.establecimientos = sinCoyoacan.establecimientos.filter(
      (e) => e.establecimientoID !== coyoacan!.establecimientoID,
    );
    sinCoyoacan.informacionGeneral.gradient = 'azul';
    expect((await put(neg.cookie, sinCoyoacan)).statusCode).toBe(200);
    p = await perfil(neg.cookie);
    expect(p.establecimientos.map((e) => e.nombre)).toEqual(['Café Tres Puertas', 'El Fogón Roma']);
    expect(p.gradient).toBe('azul');
    expect(p.establecimientos[1]).toMatchObject({
      nexoID: device.nexoId,
      visitasRegistradas: 1,
    });

    // Roma has a paired Nexo: refused, nothing saved.
    const sinRoma = cuerpo(p);
    sinRoma.establecimientos = sinRoma.establecimientos.slice(0, 1);
    sinRoma.informacionGeneral.gradient = 'dorado';
    const conNexo = await put(neg.cookie, sinRoma);
    expect(conNexo.statusCode).toBe(400);
    expect(conNexo.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: {
        establecimientos:
          '«El Fogón Roma» tiene un Nexo vinculado: desvincúlalo en Nexo antes de quitarlo.',
      },
    });
    expect((await perfil(neg.cookie)).gradient).toBe('azul');

    // Unpaired, its visit still keeps it.
    const unpair = await postJson(
      t,
      `/api/establecimiento/${roma!.establecimientoID}/unpair`,
      {},
      { cookie: neg.cookie },
    );
    expect(unpair.statusCode, unpair.body).toBe(200);
    const conVisitas = await put(neg.cookie, sinRoma);
    expect(conVisitas.statusCode).toBe(400);
    expect(conVisitas.json().fieldErrors.establecimientos).toBe(
      '«El Fogón Roma» tiene 1 visita registradas: lo conservamos para no perder su historial.',
    );
    p = await perfil(neg.cookie);
    expect(p.establecimientos).toHaveLength(2);
    expect(p.establecimientos[1]).toMatchObject({ nexoID: null, visitasRegistradas: 1 });
    expect(p.visitasTotales).toBe(1);
  });

  it("refuses another business's establishment, and keeps business edits for the business", async () => {
    const a = await negocio(t, 'Negocio A');
    const b = await negocio(t, 'Negocio B');
    const body = cuerpo(await perfil(a.cookie));
    body.establecimientos[0]!.establecimientoID = b.establecimientoID;
    body.establecimientos[0]!.nombre = 'Secuestrado';
    const res = await put(a.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'establecimientos.0.establecimientoID': 'Ese establecimiento no es de tu negocio',
    });
    expect((await perfil(b.cookie)).establecimientos[0]!.nombre).toBe('Negocio B');
    expect((await perfil(a.cookie)).establecimientos).toHaveLength(1);

    const c = await cliente(t, 'Cliente Curiosa');
    expect((await put(c.cookie, body)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/negocio/profile',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('answers bad input with Spanish messages at each field', async () => {
    const neg = await negocio(t, 'Panadería Errores');
    const body = cuerpo(await perfil(neg.cookie));
    body.datosPersonales.nombreComercial = '  ';
    body.informacionGeneral.color = 'rojo';
    body.informacionGeneral.categoria = [];
    body.informacionGeneral.sitioWeb = 'no es una web';
    body.informacionGeneral.redesSociales = { instagram: 'javascript:alert(1)' };
    body.informacionGeneral.horarioOperacion = [{ dia: 1, apertura: '09:00', cierre: '' }];
    body.establecimientos.push({
      ...SUCURSAL,
      ubicacion: { ...SUCURSAL.ubicacion, codigoPostal: '123', zona: '' },
    });
    const res = await put(neg.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'datosPersonales.nombreComercial': 'Por favor completa este campo',
      'informacionGeneral.categoria': 'Elige al menos una categoría',
      'informacionGeneral.color': 'Elige un color válido (ej. #a3143f)',
      'informacionGeneral.sitioWeb': 'Escribe una dirección web válida (ej. https://tunegocio.mx)',
      'informacionGeneral.redesSociales.instagram':
        'Escribe una dirección web válida (ej. https://tunegocio.mx)',
      'informacionGeneral.horarioOperacion.0':
        'Indica la hora de apertura y la de cierre, o marca el día como cerrado',
      'establecimientos.1.ubicacion.codigoPostal': 'El código postal tiene 5 dígitos',
      'establecimientos.1.ubicacion.zona': 'Por favor completa este campo',
    });

    const dosPrincipales = cuerpo(await perfil(neg.cookie));
    dosPrincipales.establecimientos.push({ ...SUCURSAL, principal: true });
    expect((await put(neg.cookie, dosPrincipales)).json().fieldErrors).toEqual({
      establecimientos: 'Solo un establecimiento puede ser el principal',
    });
    const ninguno = cuerpo(await perfil(neg.cookie));
    ninguno.establecimientos = [];
    expect((await put(neg.cookie, ninguno)).json().fieldErrors).toEqual({
      establecimientos: 'Tu negocio necesita al menos un establecimiento',
    });
    const idRaro = cuerpo(await perfil(neg.cookie));
    idRaro.establecimientos[0]!.establecimientoID = "1' or '1'='1";
    const raro = await put(neg.cookie, idRaro);
    expect(raro.statusCode).toBe(400);
    expect(raro.json().fieldErrors).toEqual({
      'establecimientos.0.establecimientoID': 'Ese establecimiento no es de tu negocio',
    });
    const repetido = cuerpo(await perfil(neg.cookie));
    repetido.establecimientos.push({ ...repetido.establecimientos[0]!, principal: false });
    expect((await put(neg.cookie, repetido)).json().fieldErrors).toEqual({
      'establecimientos.1.establecimientoID': 'Establecimiento repetido',
    });
    // Nothing of it was stored.
    expect((await perfil(neg.cookie)).nombreComercial).toBe('Panadería Errores');
  });
});

describe('DELETE /api/negocio/profile/foto', () => {
  it('takes the logo away (the picture is deleted), for the business only', async () => {
    const neg = await negocio(t, 'Logo Que Se Va');
    const up = await subirFoto(t, 'negocio', neg.cookie, await pngDePrueba(200, '#0f766e'));
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data.fotoPerfil as string;
    expect((await perfil(neg.cookie)).fotoPerfil).toBe(url);

    const del = (cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/negocio/profile/foto',
        headers: SAME_ORIGIN,
        cookies: cookie ? { tarjeto_sesion: cookie } : {},
      });
    expect((await del()).statusCode).toBe(401);
    const c = await cliente(t, 'Cliente Sin Permiso');
    expect((await del(c.cookie)).statusCode).toBe(403);
    expect((await perfil(neg.cookie)).fotoPerfil).toBe(url);

    const res = await del(neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { fotoPerfil: null } });
    expect((await perfil(neg.cookie)).fotoPerfil).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Again: nothing to remove, still fine.
    expect((await del(neg.cookie)).statusCode).toBe(200);
  });
});

describe('the counter poster (issue 26 B6: the start checklist reads it from here)', () => {
  it('is not printed until the owner says so, and keeps the first printing', async () => {
    const neg = await negocio(t, 'Cafetería Cartel');
    expect((await perfil(neg.cookie)).cartelImpresoAt).toBeNull();

    const primera = await postJson(t, '/api/negocio/cartel/impreso', undefined, {
      cookie: neg.cookie,
    });
    expect(primera.statusCode).toBe(200);
    const impreso = (await perfil(neg.cookie)).cartelImpresoAt;
    expect(impreso).not.toBeNull();

    await new Promise((r) => setTimeout(r, 20));
    await postJson(t, '/api/negocio/cartel/impreso', undefined, { cookie: neg.cookie });
    expect((await perfil(neg.cookie)).cartelImpresoAt).toBe(impreso);

    // Another business's poster is its own.
    const otro = await negocio(t, 'Panadería Sin Cartel');
    expect((await perfil(otro.cookie)).cartelImpresoAt).toBeNull();
  });
});
