import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HORA_INVALIDA, type NegocioPerfil } from '@tarjeto/shared';
import { compressImage } from '../../../components/perfil-campos/compress-image.ts';
import type * as CompressModule from '../../../components/perfil-campos/compress-image.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  fetchMock,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { direccionesInternas, sinPagina } from '../../../test/enlaces-internos.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { UBICACION_SE_GUARDA_SOLA } from '../lib/copy.ts';
import {
  EST_CENTRO,
  EST_ROMA,
  perfil,
  perfilResponse,
  UBICACION_CENTRO,
} from '../test-fixtures.ts';
import { MiNegocioScreen } from './mi-negocio-screen.tsx';

// 'Mi negocio' (SPEC §2, issue 10 part 4): read-only with an Editar/Cancelar toggle; 'Guardar
// Cambios' sends every field; the server's field errors appear at their fields.

// jsdom has no canvas: the compression is replaced (its rules are tested with the wizard).
vi.mock('../../../components/perfil-campos/compress-image.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CompressModule>();
  return { ...original, compressImage: vi.fn(original.compressImage) };
});

// A whole profile form in jsdom: typing through it takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const PROFILE = '/api/negocio/profile';
const FOTO = '/api/negocio/profile/foto';
const onGuardado = vi.fn();

/** The screen as the route uses it: the saved business comes back in as the new profile. */
function Pantalla({ inicial }: { inicial: NegocioPerfil }) {
  const [negocio, setNegocio] = useState(inicial);
  return (
    <MiNegocioScreen
      negocio={negocio}
      onGuardado={(n) => {
        onGuardado(n);
        setNegocio(n);
      }}
    />
  );
}

const render = (p = perfil()) => renderScreen(<Pantalla inicial={p} />);
// The whole profile is a big page for jsdom: queries run inside one section, and fields change
// with single events (the browser journey e2e/mi-negocio.spec.ts types for real).
const seccion = (id: string) => within(document.getElementById(`mi-negocio-${id}`)!);
const grupo = (name: string) => within(seccion('establecimientos').getByRole('group', { name }));
const editar = () => fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
const alertas = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const escribir = (el: HTMLElement, texto: string) =>
  fireEvent.change(el, { target: { value: texto } });

prepararPantalla();
beforeEach(() => {
  onGuardado.mockReset();
});
afterEach(() => {
  vi.mocked(compressImage).mockReset();
});

describe('read-only', () => {
  it('shows the profile, its totals and establishments, without a rating when there is none', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi negocio' })).toBeTruthy();
    const totales = screen.getByLabelText('Totales del negocio');
    expect(within(totales).getByText('1,234')).toBeTruthy();
    expect(within(totales).getByText('87')).toBeTruthy();
    expect(within(totales).queryByText('Calificación promedio')).toBeNull();
    expect(within(totales).getByText('Establecimientos')).toBeTruthy();

    expect(screen.getByText('Café Lupita', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('CLU190401TT2')).toBeTruthy();
    expect(screen.getByText('Cafetería')).toBeTruthy();
    expect(screen.getByText('Dorado')).toBeTruthy();
    const horario = screen.getByRole('region', { name: 'Horario' });
    expect(within(horario).getByText('Domingo').closest('li')!.textContent).toContain('Cerrado');
    expect(within(horario).getByText('Lunes').closest('li')!.textContent).toContain(
      '07:00 – 21:00',
    );
    expect(screen.getByRole('link', { name: 'instagram.com/cafelupita' })).toBeTruthy();
    const lugares = screen.getByRole('region', { name: 'Establecimientos' });
    expect(within(lugares).getByText('Principal')).toBeTruthy();
    expect(within(lugares).getByText('1,200 visitas registradas')).toBeTruthy();
    expect(within(lugares).getByText('Nexo vinculado')).toBeTruthy();
    // No field to type in until Editar.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
  });

  it('shows the average rating once there is one', () => {
    render(perfil({ calificacionPromedio: 4.6 }));
    expect(screen.getByText('Calificación promedio')).toBeTruthy();
    expect(screen.getByText('4.6 de 5')).toBeTruthy();
  });
});

describe('Editar / Cancelar', () => {
  it('opens every field with pencils, and Cancelar restores what was saved', async () => {
    render();
    editar();
    expect(screen.getAllByText('Editando')).toHaveLength(6);
    const nombre = seccion('identidad').getByLabelText('Nombre del negocio') as HTMLInputElement;
    expect(nombre.value).toBe('Café Lupita');
    escribir(nombre, 'Otro nombre');
    fireEvent.click(seccion('identidad').getByRole('checkbox', { name: 'Taquería' }));
    fireEvent.click(seccion('horario').getByRole('switch', { name: 'Domingo' }));
    fireEvent.click(grupo('Establecimiento 3').getByRole('button', { name: /Quitar/ }));
    expect(
      seccion('establecimientos').queryByRole('group', { name: 'Establecimiento 3' }),
    ).toBeNull();
    expect(screen.getByText('Tienes cambios sin guardar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(seccion('identidad').queryByLabelText('Nombre del negocio')).toBeNull();
    expect(screen.getByText('Café Lupita', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('Taquería')).toBeNull();
    const horario = screen.getByRole('region', { name: 'Horario' });
    expect(within(horario).getByText('Domingo').closest('li')!.textContent).toContain('Cerrado');
    expect(screen.getByText('Café Lupita Del Valle')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // Editing again starts from the saved profile, not from the dropped changes.
    editar();
    expect(
      (seccion('identidad').getByLabelText('Nombre del negocio') as HTMLInputElement).value,
    ).toBe('Café Lupita');
  });

  it("a section's pencil opens the editor there", async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Editar en línea' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(seccion('en-linea').getByLabelText('Sitio web')),
    );
  });

  it('keeps an establishment with a Nexo or visits, saying why, and lets one without history go', async () => {
    render();
    editar();
    const centro = grupo('Establecimiento 1');
    expect(centro.queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(centro.getByText(/Tiene un Nexo vinculado/)).toBeTruthy();
    expect(centro.getByRole('link', { name: 'Ir a Nexo' }).getAttribute('href')).toBe(
      '/negocio-dashboard/nexo',
    );
    const roma = grupo('Establecimiento 2');
    expect(roma.queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(roma.getByText(/Tiene 34 visitas registradas: lo conservamos/)).toBeTruthy();
    expect(sinPagina(direccionesInternas(document.body, 'https://tarjeto.mx'))).toEqual([]);
    expect(
      grupo('Establecimiento 3').getByRole('button', {
        name: 'Quitar establecimiento Café Lupita Del Valle',
      }),
    ).toBeTruthy();
  });
});

describe('Guardar Cambios', () => {
  it('sends every field and the new logo, then reads the saved profile', async () => {
    const guardado = perfil({
      nombreComercial: 'Café Lupita de Coyoacán',
      color: '#0f766e',
      gradient: 'azul',
    });
    routeFetch({
      [`PUT ${PROFILE}`]: () => jsonResponse(200, perfilResponse(guardado)),
      [`POST ${FOTO}`]: () =>
        jsonResponse(200, { success: true, message: 'ok', data: { fotoPerfil: '/api/fotos/f1' } }),
    });
    vi.mocked(compressImage).mockResolvedValue(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }),
    );
    render();
    editar();

    // Identidad
    fireEvent.change(seccion('identidad').getByLabelText('Logo o foto del negocio'), {
      target: { files: [new File([new Uint8Array(2000)], 'logo.png', { type: 'image/png' })] },
    });
    await seccion('identidad').findByRole('img', { name: 'Vista previa del logo' });
    escribir(seccion('identidad').getByLabelText('Nombre del negocio'), 'Café Lupita de Coyoacán');
    escribir(seccion('identidad').getByLabelText('RFC'), 'clu190401tt3');
    fireEvent.click(seccion('identidad').getByRole('checkbox', { name: 'Panadería' }));
    fireEvent.click(seccion('identidad').getByRole('checkbox', { name: 'Repostería' }));
    // Tarjeta y color
    const estilos = within(
      seccion('tarjeta').getByRole('radiogroup', { name: 'Estilo de tarjeta' }),
    );
    fireEvent.click(estilos.getByRole('radio', { name: 'Azul' }));
    const colores = within(seccion('tarjeta').getByRole('radiogroup', { name: 'Color de marca' }));
    fireEvent.click(colores.getByRole('radio', { name: 'Turquesa' }));
    // Horario: Sunday opens at the default hours; Saturday closes earlier.
    fireEvent.click(seccion('horario').getByRole('switch', { name: 'Domingo' }));
    fireEvent.change(seccion('horario').getByLabelText('Cierre del sábado'), {
      target: { value: '15:00' },
    });
    // En línea
    escribir(seccion('en-linea').getByLabelText('Sitio web'), 'cafelupita.mx');
    escribir(seccion('en-linea').getByLabelText('Facebook'), 'https://facebook.com/cafelupita');
    escribir(seccion('en-linea').getByLabelText('Instagram'), 'https://instagram.com/lupita.cafe');
    escribir(seccion('en-linea').getByLabelText('TikTok'), 'https://tiktok.com/@cafelupita');
    // Establecimientos: Roma becomes the main one, Del Valle goes, Narvarte is new.
    fireEvent.click(grupo('Establecimiento 2').getByRole('radio', { name: 'Principal' }));
    escribir(grupo('Establecimiento 2').getByLabelText('Calle y número'), 'Orizaba 103');
    fireEvent.click(grupo('Establecimiento 3').getByRole('button', { name: /Quitar/ }));
    fireEvent.click(
      seccion('establecimientos').getByRole('button', { name: 'Agregar establecimiento' }),
    );
    const nuevo = grupo('Establecimiento 3');
    expect(document.activeElement).toBe(nuevo.getByLabelText('Nombre del establecimiento'));
    escribir(nuevo.getByLabelText('Nombre del establecimiento'), 'Café Lupita Narvarte');
    escribir(nuevo.getByLabelText('Calle y número'), 'Av. Cuauhtémoc 800');
    escribir(nuevo.getByLabelText('Colonia o zona'), 'Narvarte');
    escribir(nuevo.getByLabelText('Código postal'), '03020');
    // Sobre tu negocio
    fireEvent.click(seccion('sobre').getByRole('radio', { name: /Moderado/ }));
    fireEvent.change(seccion('sobre').getByRole('slider', { name: 'Número de empleados' }), {
      target: { value: '5' },
    });
    fireEvent.change(seccion('sobre').getByRole('slider', { name: 'Platos principales' }), {
      target: { value: '2' },
    });
    fireEvent.change(
      seccion('sobre').getByRole('slider', { name: 'Presupuesto mensual de marketing' }),
      {
        target: { value: '3' },
      },
    );
    escribir(seccion('sobre').getByLabelText('Historia del negocio'), 'Desde 2019 en Coyoacán.');
    escribir(seccion('sobre').getByLabelText('Qué te hace diferente'), 'Pan recién horneado');

    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalledTimes(1));

    const [put] = callsTo(PROFILE, 'PUT');
    const abierto = (dia: number, apertura = '07:00', cierre = '21:00') => ({
      dia,
      apertura,
      cierre,
    });
    expect(bodyOf(put)).toEqual({
      datosPersonales: { nombreComercial: 'Café Lupita de Coyoacán', rfc: 'CLU190401TT3' },
      informacionGeneral: {
        categoria: ['cafeteria', 'reposteria'],
        gradient: 'azul',
        color: '#0f766e',
        sitioWeb: 'cafelupita.mx',
        redesSociales: {
          facebook: 'https://facebook.com/cafelupita',
          instagram: 'https://instagram.com/lupita.cafe',
          tiktok: 'https://tiktok.com/@cafelupita',
        },
        rangoPrecios: 'mid',
        personalTotal: 6,
        horarioOperacion: [
          abierto(0, '09:00', '18:00'),
          abierto(1),
          abierto(2),
          abierto(3),
          abierto(4),
          abierto(5),
          abierto(6, '07:00', '15:00'),
        ],
        numeroPlatosPrincipales: 3,
        presupuestoMarketing: 5000,
        historiaNegocio: 'Desde 2019 en Coyoacán.',
        valorDiferenciador: 'Pan recién horneado',
      },
      establecimientos: [
        {
          establecimientoID: EST_CENTRO,
          nombre: 'Café Lupita Coyoacán',
          principal: false,
          ubicacion: UBICACION_CENTRO,
        },
        {
          establecimientoID: EST_ROMA,
          nombre: 'Café Lupita Roma',
          principal: true,
          ubicacion: {
            direccion: 'Orizaba 103',
            ciudad: 'Ciudad de México',
            estado: 'CDMX',
            codigoPostal: '06700',
            zona: 'Roma Norte',
          },
        },
        {
          nombre: 'Café Lupita Narvarte',
          principal: false,
          ubicacion: {
            direccion: 'Av. Cuauhtémoc 800',
            ciudad: 'Ciudad de México',
            estado: 'CDMX',
            codigoPostal: '03020',
            zona: 'Narvarte',
          },
        },
      ],
    });
    // Then the logo, as its own multipart call, after the fields were accepted.
    const [foto] = callsTo(FOTO, 'POST');
    expect(fetchMock.mock.calls.indexOf(foto!)).toBeGreaterThan(fetchMock.mock.calls.indexOf(put!));
    const form = foto![1]!.body as FormData;
    expect((form.get('fotoPerfil') as File).type).toBe('image/webp');

    expect(onGuardado.mock.calls[0]![0]).toMatchObject({
      nombreComercial: 'Café Lupita de Coyoacán',
      fotoPerfil: '/api/fotos/f1',
    });
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
    // Back to read-only, showing what the server saved.
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
    expect(screen.getByText('Café Lupita de Coyoacán', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Turquesa')).toBeTruthy();
  });

  it("hands the keyboard's focus from 'Guardar Cambios' to 'Editar' in the commit that closes the editor", async () => {
    routeFetch({ [`PUT ${PROFILE}`]: () => jsonResponse(200, perfilResponse(perfil())) });
    render();
    editar();
    escribir(seccion('identidad').getByLabelText('Nombre del negocio'), 'Café Lupita Sur');
    const boton = screen.getByRole('button', { name: 'Guardar Cambios' });
    boton.focus();
    // Where the focus is the moment the bar leaves the page (a mutation record is delivered before
    // any later effect or frame): a keyboard user is never left on <body>, however busy the phone.
    let alQuitarse: Element | null = null;
    const observador = new MutationObserver(() => {
      if (!alQuitarse && !document.querySelector('[data-barra-guardar]'))
        alQuitarse = document.activeElement;
    });
    observador.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(boton);
    await screen.findByText('Cambios guardados');
    observador.disconnect();
    const editarBoton = screen.getByRole('button', { name: 'Editar' });
    expect(alQuitarse).toBe(editarBoton);
    expect(document.activeElement).toBe(editarBoton);
  });

  it('checks with the server’s rules first: nothing is sent while a field is wrong', async () => {
    render();
    editar();
    escribir(seccion('identidad').getByLabelText('Nombre del negocio'), '');
    escribir(grupo('Establecimiento 2').getByLabelText('Código postal'), '0670');
    guardar();
    await waitFor(() => expect(alertas()).toContain('Revisa los campos marcados'));
    const nombre = seccion('identidad').getByLabelText('Nombre del negocio');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(alertas()).toContain('Por favor completa este campo');
    expect(grupo('Establecimiento 2').getByText('El código postal tiene 5 dígitos')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(nombre));
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing clears that field's message.
    escribir(nombre, 'Café');
    expect(nombre.getAttribute('aria-invalid')).toBeNull();
  });

  it('says an unreadable time at its day and focuses it, sending nothing', async () => {
    render();
    editar();
    const apertura = seccion('horario').getByLabelText('Apertura del miércoles');
    // Typed and not yet left: no message until 'Guardar Cambios' checks it.
    escribir(apertura, '7:6');
    expect((apertura as HTMLInputElement).value).toBe('7:6');
    guardar();
    const miercoles = seccion('horario').getByRole('switch', { name: 'Miércoles' }).closest('li')!;
    await waitFor(() =>
      expect(within(miercoles).getByRole('alert').textContent).toBe(HORA_INVALIDA),
    );
    expect(apertura.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(apertura));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors at their fields and stays in the editor", async () => {
    routeFetch({
      [`PUT ${PROFILE}`]: () =>
        errorResponse(400, 'VALIDATION', 'Revisa los datos marcados.', {
          fieldErrors: {
            'informacionGeneral.sitioWeb':
              'Escribe una dirección web válida (ej. https://tunegocio.mx)',
            'informacionGeneral.horarioOperacion.2':
              'La apertura y el cierre no pueden ser iguales',
            'establecimientos.1.ubicacion.direccion': 'Máximo 160 caracteres',
            establecimientos:
              '«Café Lupita Roma» tiene 34 visitas registradas: lo conservamos para no perder su historial.',
          },
        }),
    });
    render();
    editar();
    escribir(seccion('en-linea').getByLabelText('Sitio web'), 'algo.mx');
    guardar();

    await waitFor(() => expect(alertas()).toContain('Revisa los datos marcados.'));
    const sitio = seccion('en-linea').getByLabelText('Sitio web');
    expect(sitio.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Escribe una dirección web válida (ej. https://tunegocio.mx)'),
    ).toBeTruthy();
    const martes = seccion('horario').getByRole('switch', { name: 'Martes' }).closest('li')!;
    expect(within(martes).getByText('La apertura y el cierre no pueden ser iguales')).toBeTruthy();
    const roma = grupo('Establecimiento 2');
    expect(roma.getByLabelText('Calle y número').getAttribute('aria-invalid')).toBe('true');
    expect(roma.getByText('Máximo 160 caracteres')).toBeTruthy();
    expect(screen.getByText(/«Café Lupita Roma» tiene 34 visitas registradas/)).toBeTruthy();
    // The first on the page (Tuesday's hours, above the links) gets the focus; nothing was taken
    // as saved.
    await waitFor(() =>
      expect(document.activeElement).toBe(seccion('horario').getByLabelText('Apertura del martes')),
    );
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
    expect(onGuardado).not.toHaveBeenCalled();
  });

  it('keeps the saved fields and says so when only the picture fails', async () => {
    routeFetch({
      [`PUT ${PROFILE}`]: () => jsonResponse(200, perfilResponse(perfil({ nombreComercial: 'X' }))),
      [`POST ${FOTO}`]: () =>
        errorResponse(400, 'IMAGEN_INVALIDA', 'El archivo no es una imagen JPG, PNG o WebP'),
    });
    vi.mocked(compressImage).mockResolvedValue(
      new Blob([new Uint8Array(3)], { type: 'image/jpeg' }),
    );
    render();
    editar();
    fireEvent.change(seccion('identidad').getByLabelText('Logo o foto del negocio'), {
      target: { files: [new File([new Uint8Array(10)], 'raro.png', { type: 'image/png' })] },
    });
    await seccion('identidad').findByRole('img', { name: 'Vista previa del logo' });
    guardar();
    await waitFor(() => expect(alertas()).toContain('Guardamos tus datos, pero no la foto'));
    expect(alertas()).toContain('El archivo no es una imagen JPG, PNG o WebP');
    expect(onGuardado).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
  });

  it("offers 'Quitar foto' only while there is a photo to remove", async () => {
    vi.mocked(compressImage).mockResolvedValue(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }),
    );
    render(perfil({ fotoPerfil: null }));
    editar();
    const identidad = seccion('identidad');
    expect(identidad.getByRole('button', { name: 'Elegir foto' })).toBeTruthy();
    expect(identidad.queryByRole('button', { name: 'Quitar foto' })).toBeNull();

    // A photo picked now can be taken back, and then the button goes again.
    fireEvent.change(identidad.getByLabelText('Logo o foto del negocio'), {
      target: { files: [new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' })] },
    });
    await identidad.findByRole('img', { name: 'Vista previa del logo' });
    fireEvent.click(identidad.getByRole('button', { name: 'Quitar foto' }));
    expect(identidad.queryByRole('img', { name: 'Vista previa del logo' })).toBeNull();
    expect(identidad.queryByRole('button', { name: 'Quitar foto' })).toBeNull();
    // Nothing was saved before, so there is nothing to change: no DELETE on save either.
    expect(screen.getByText('Sin cambios todavía')).toBeTruthy();
  });

  it("'Quitar foto' removes the saved logo on save", async () => {
    routeFetch({
      [`PUT ${PROFILE}`]: () => jsonResponse(200, perfilResponse(perfil())),
      [`DELETE ${FOTO}`]: () =>
        jsonResponse(200, { success: true, message: 'Foto eliminada', data: { fotoPerfil: null } }),
    });
    render(perfil({ fotoPerfil: '/api/fotos/actual' }));
    editar();
    fireEvent.click(seccion('identidad').getByRole('button', { name: 'Quitar foto' }));
    expect(seccion('identidad').queryByRole('img', { name: 'Vista previa del logo' })).toBeNull();
    guardar();
    await waitFor(() => expect(callsTo(FOTO, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(onGuardado.mock.calls[0]![0].fotoPerfil).toBeNull());
  });
});

describe('Ubicación en el mapa (saved on its own)', () => {
  it("each establishment saves its place at once, without Editar or 'Guardar Cambios'", async () => {
    const UBICACION = '/api/establecimiento/ubicacion';
    routeFetch({
      [`PUT ${UBICACION}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Guardamos la ubicación del establecimiento.',
          data: { establecimientoID: EST_ROMA, coordenadas: { latitud: 19.41, longitud: -99.16 } },
        }),
    });
    render();
    const lugares = within(screen.getByRole('region', { name: 'Establecimientos' }));
    expect(lugares.getAllByRole('group', { name: /^Ubicación en el mapa de / })).toHaveLength(3);
    const roma = within(
      lugares.getByRole('group', { name: 'Ubicación en el mapa de Café Lupita Roma' }),
    );
    expect(roma.getByText(UBICACION_SE_GUARDA_SOLA)).toBeTruthy();

    fireEvent.click(roma.getByRole('button', { name: 'Escribir coordenadas' }));
    escribir(await roma.findByLabelText('Latitud'), '19.41');
    escribir(roma.getByLabelText('Longitud'), '-99.16');
    fireEvent.click(roma.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(UBICACION, 'PUT')).toHaveLength(1));
    expect(bodyOf(callsTo(UBICACION, 'PUT')[0])).toEqual({
      establecimientoID: EST_ROMA,
      coordenadas: { latitud: 19.41, longitud: -99.16 },
    });
    expect(callsTo(PROFILE, 'PUT')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
  });
});
