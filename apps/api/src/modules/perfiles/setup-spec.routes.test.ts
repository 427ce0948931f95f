import { describe, expect, it } from 'vitest';
import { DIA_INVALIDO } from '@tarjeto/shared';
import { cuentaVerificada, get } from '../../test/fixtures.ts';
import { multipart, postForm } from '../../test/multipart.ts';
import { testAppForFile } from '../../test/test-app.ts';

// POST /api/auth/setup-profile as a business, the way a client written to the spec sends it
// (issue 26 A4): categories nested one level, days by their Spanish names, 0 for "not answered",
// the optional answers missing — accepted and stored normalised; what is really wrong is still
// refused with its field (400, Spanish), never a 500.

const t = testAppForFile();

// The signup as a client written to the spec sends it, with its blank `nombre`.
const cuentaNueva = async () => (await cuentaVerificada(t, { signup: { nombre: ' ' } })).cookie;

const setup = (cookie: string, profileData: unknown) =>
  postForm(
    t,
    '/api/auth/setup-profile',
    multipart({
      userType: 'business',
      profileData: typeof profileData === 'string' ? profileData : JSON.stringify(profileData),
    }),
    cookie,
  );

const ESTABLECIMIENTO = {
  nombre: 'Centro',
  ubicacion: {
    direccion: 'Calle 5 de Mayo 12',
    ciudad: 'Culiacán',
    estado: 'Sinaloa',
    codigoPostal: '80000',
    zona: 'Centro',
  },
};

describe('POST /api/auth/setup-profile as a spec client sends a business', () => {
  it('accepts nested categories, day names, zeros and missing optional answers, stored normalised', async () => {
    const cookie = await cuentaNueva();
    const res = await setup(cookie, {
      datosPersonales: { rfc: '' },
      informacionGeneral: {
        nombreComercial: 'Mariscos El Güero',
        categoria: [['mariscos']],
        rangoPrecios: '',
        personalTotal: 0,
        numeroPlatosPrincipales: 0,
        presupuestoMarketing: 0,
        numeroClientesDiarios: 0,
        calificacionPromedio: 0,
        horarioOperacion: [
          { dia: 'LUNES', apertura: '10:00', cierre: '18:00' },
          { dia: 'miercoles', apertura: '10:00', cierre: '18:00' },
          { dia: 'Sábado', apertura: '09:00', cierre: '23:00' },
          { dia: '0', apertura: null, cierre: null },
        ],
      },
      establecimiento: ESTABLECIMIENTO,
    });
    expect(res.statusCode, res.body).toBe(200);
    const perfil = (await get(t, '/api/negocio/profile', cookie)).json().data;
    expect(perfil).toMatchObject({
      nombreComercial: 'Mariscos El Güero',
      rfc: null,
      fotoPerfil: null,
      categoria: ['mariscos'],
      gradient: 'rubi',
      rangoPrecios: null,
      personalTotal: null,
      numeroPlatosPrincipales: null,
      presupuestoMarketing: null,
    });
    expect(perfil.horarioOperacion).toEqual([
      { dia: 1, diaNombre: 'Lunes', apertura: '10:00', cierre: '18:00' },
      { dia: 3, diaNombre: 'Miércoles', apertura: '10:00', cierre: '18:00' },
      { dia: 6, diaNombre: 'Sábado', apertura: '09:00', cierre: '23:00' },
      { dia: 0, diaNombre: 'Domingo', apertura: '', cierre: '' },
    ]);
    expect(perfil.establecimientos[0].nombre).toBe('Centro');
  });

  it('accepts a business with only its name and its establishment', async () => {
    const cookie = await cuentaNueva();
    const res = await setup(cookie, {
      datosPersonales: { nombreComercial: 'Café Mínimo' },
      establecimiento: ESTABLECIMIENTO,
    });
    expect(res.statusCode, res.body).toBe(200);
    const perfil = (await get(t, '/api/negocio/profile', cookie)).json().data;
    expect(perfil).toMatchObject({ categoria: [], horarioOperacion: [], gradient: 'rubi' });
  });

  it('still refuses what is really wrong, each with its field in Spanish', async () => {
    const cookie = await cuentaNueva();
    const bien = {
      datosPersonales: { nombreComercial: 'Tacos Mal Escritos', rfc: 'TME210315AB9' },
      informacionGeneral: {
        categoria: [['taqueria']],
        horarioOperacion: [{ dia: 'Lunes', apertura: '09:00', cierre: '18:00' }],
      },
      establecimiento: ESTABLECIMIENTO,
    };
    const casos: Array<[unknown, string, string | RegExp]> = [
      [
        {
          ...bien,
          informacionGeneral: {
            horarioOperacion: [{ dia: 'Lunez', apertura: '09:00', cierre: '18:00' }],
          },
        },
        'informacionGeneral.horarioOperacion.0.dia',
        DIA_INVALIDO,
      ],
      [
        {
          ...bien,
          informacionGeneral: {
            horarioOperacion: [{ dia: 7, apertura: '09:00', cierre: '18:00' }],
          },
        },
        'informacionGeneral.horarioOperacion.0.dia',
        DIA_INVALIDO,
      ],
      [
        {
          ...bien,
          informacionGeneral: {
            horarioOperacion: [{ dia: 'Lunes', apertura: '25:00', cierre: '18:00' }],
          },
        },
        'informacionGeneral.horarioOperacion.0.apertura',
        /hora/,
      ],
      [
        { ...bien, informacionGeneral: { categoria: [['pozoleria']] } },
        'informacionGeneral.categoria.0',
        'Categoría desconocida',
      ],
      [
        { ...bien, informacionGeneral: { categoria: [[['taqueria']]] } },
        'informacionGeneral.categoria.0',
        'Categoría desconocida',
      ],
      [
        { ...bien, informacionGeneral: { categoria: ['taqueria', 'sushi', 'buffet', 'pizzeria'] } },
        'informacionGeneral.categoria',
        /hasta 3/,
      ],
      [
        { ...bien, informacionGeneral: { personalTotal: 11 } },
        'informacionGeneral.personalTotal',
        /empleados/,
      ],
      [
        { ...bien, informacionGeneral: { gradient: 'verde' } },
        'informacionGeneral.gradient',
        /estilo/,
      ],
      [
        { ...bien, datosPersonales: { rfc: 'TME210315AB9' } },
        'datosPersonales.nombreComercial',
        'Por favor completa este campo',
      ],
      [
        { ...bien, datosPersonales: { nombreComercial: 'Tacos', rfc: 'XYZ' } },
        'datosPersonales.rfc',
        /RFC/,
      ],
      [
        { ...bien, establecimiento: undefined },
        'establecimiento',
        'Indica tu establecimiento principal',
      ],
      [
        {
          ...bien,
          establecimiento: { ubicacion: { ...ESTABLECIMIENTO.ubicacion, codigoPostal: '8000' } },
        },
        'establecimiento.ubicacion.codigoPostal',
        /5 dígitos/,
      ],
    ];
    for (const [profileData, campo, mensaje] of casos) {
      const res = await setup(cookie, profileData);
      expect(res.statusCode, `${campo}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      const fieldErrors = res.json().fieldErrors as Record<string, string>;
      expect(fieldErrors, res.body).toHaveProperty([campo]);
      if (typeof mensaje === 'string') expect(fieldErrors[campo]).toBe(mensaje);
      else expect(fieldErrors[campo]).toMatch(mensaje);
    }
  });

  it('answers 400, never 500, to profileData of any other shape', async () => {
    const cookie = await cuentaNueva();
    for (const profileData of [
      'null',
      '[]',
      '"negocio"',
      '5',
      '{}',
      '{"datosPersonales": "x", "informacionGeneral": 5}',
      '{"informacionGeneral": {"categoria": 5, "horarioOperacion": [null, 5, "Lunes"]}}',
      '{"informacionGeneral": {"horarioOperacion": {"dia": "Lunes"}}}',
      '{"informacionGeneral": {"horarioOperacion": [{"dia": {"x": 1}}]}}',
    ]) {
      const res = await setup(cookie, profileData);
      expect(res.statusCode, `${profileData}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    // Nothing was set up along the way.
    expect((await get(t, '/api/negocio/profile', cookie)).statusCode).toBe(409);
  });
});
