import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { SegundoFactorCard } from './segundo-factor-card.tsx';

// 'Verificación en dos pasos' in Ajustes (issue 25 part B), as the owner uses it: the password,
// the QR code and the key for the app, a code, the recovery codes once; turning it off with the
// password and a code. Someone the server refuses does not see the card.

const RUTA = '/api/cuenta/segundo-factor';
const SECRETO = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Tarjeto:lupita%40cafe.mx?secret=${SECRETO}&issuer=Tarjeto&algorithm=SHA1&digits=6&period=30`;
const CODIGOS = Array.from({ length: 10 }, (_, i) => `7Q4KM-8Z2X${i}`);

const apagado = { activo: false, activadoAt: null, codigosRestantes: 0 };
const encendido = { activo: true, activadoAt: '2026-11-21T18:00:00.000Z', codigosRestantes: 10 };
const estado = (data: unknown) => () => jsonResponse(200, { success: true, data });
const contrasenaIncorrecta = () =>
  errorResponse(400, 'CONTRASENA_ACTUAL_INCORRECTA', 'La contraseña no es correcta', {
    fieldErrors: { contrasena: 'La contraseña no es correcta' },
  });

const render = () =>
  renderScreen(<SegundoFactorCard email="lupita@cafe.mx" />, {
    path: '/negocio-dashboard/ajustes',
  });

prepararPantalla();

describe('turning it on', () => {
  it('asks for the password, shows the QR and the key, takes a code and shows the 10 recovery codes once', async () => {
    let activo = false;
    let intentos = 0;
    routeFetch({
      [`GET ${RUTA}`]: () => estado(activo ? encendido : apagado)(),
      [`POST ${RUTA}/iniciar`]: (init) =>
        JSON.parse(String(init?.body)).contrasena === 'Tamarindo-Dulce-41'
          ? jsonResponse(200, { success: true, data: { secreto: SECRETO, uri: URI } })
          : contrasenaIncorrecta(),
      [`POST ${RUTA}/activar`]: () => {
        if (++intentos === 1) {
          return errorResponse(
            400,
            'SEGUNDO_FACTOR_INCORRECTO',
            'El código no es correcto o ya se usó.',
            { fieldErrors: { codigo: 'El código no es correcto o ya se usó' } },
          );
        }
        activo = true;
        return jsonResponse(200, {
          success: true,
          message: 'Verificación en dos pasos activada.',
          data: { codigosRecuperacion: CODIGOS },
        });
      },
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();

    expect(await screen.findByText('Desactivada')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Activar verificación en dos pasos' });
    const campo = within(dialog).getByLabelText('Tu contraseña');
    expect(document.activeElement).toBe(campo);
    // Empty: said at the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Escribe tu contraseña para confirmar')).toBeTruthy();
    expect(callsTo(`${RUTA}/iniciar`)).toHaveLength(0);
    await user.type(campo, 'no-es-esta{Enter}');
    expect(await within(dialog).findByText('La contraseña no es correcta')).toBeTruthy();
    await user.clear(campo);
    await user.type(campo, 'Tamarindo-Dulce-41{Enter}');

    // The setup: the QR holds the otpauth URI; the key is shown in groups and copied whole.
    const titulo = await screen.findByRole('heading', { name: 'Conecta tu app de autenticación' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(titulo);
    const qr = screen.getByRole('img', { name: /Código QR para agregar Tarjeto/ });
    expect(qr.getAttribute('data-qr-value')).toBe(URI);
    expect(screen.getByTestId('secreto-segundo-factor').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(screen.getByRole('button', { name: 'Copiar la clave' }));
    expect(writeText).toHaveBeenLastCalledWith(SECRETO);

    // A short code is refused here; a wrong one by the server, at the field.
    const grupo = screen.getByRole('group', { name: 'Código de tu app de autenticación' });
    await user.click(within(grupo).getByLabelText('Dígito 1 de 6'));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe los 6 dígitos que muestra tu app',
    );
    expect(callsTo(`${RUTA}/activar`)).toHaveLength(0);
    await user.click(within(grupo).getByLabelText('Dígito 1 de 6'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('El código no es correcto o ya se usó')).toBeTruthy();
    await user.click(within(grupo).getByLabelText('Dígito 1 de 6'));
    await user.keyboard('482913');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(bodyOf(callsTo(`${RUTA}/activar`)[1])).toEqual({ codigo: '482913' });

    // The recovery codes, this once: listed, copied, downloaded as a text file.
    const lista = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODIGOS);
    expect(screen.getByText(/No los volveremos a mostrar/)).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Guarda tus códigos de recuperación' }),
    );
    await user.click(screen.getByRole('button', { name: 'Copiar los códigos de recuperación' }));
    expect(writeText).toHaveBeenLastCalledWith(CODIGOS.join('\n'));

    let archivo: Blob | null = null;
    const descargados: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (b: Blob) => {
        archivo = b;
        return 'blob:codigos';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      descargados.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(descargados).toEqual(['tarjeto-codigos-de-recuperacion.txt']);
    const texto = await (archivo as Blob | null)!.text();
    expect(texto).toContain('lupita@cafe.mx');
    for (const c of CODIGOS) expect(texto).toContain(c);

    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(screen.queryByRole('list', { name: 'Códigos de recuperación' })).toBeNull();
    expect(await screen.findByText('Activada')).toBeTruthy();
    expect(screen.getByText('Te quedan 10 códigos de recuperación.')).toBeTruthy();
    expect(screen.getByText(/^Activada desde el 21 nov/)).toBeTruthy();
  });

  it('can be left half-way: Cancelar goes back and nothing is on', async () => {
    routeFetch({
      [`GET ${RUTA}`]: estado(apagado),
      [`POST ${RUTA}/iniciar`]: () =>
        jsonResponse(200, { success: true, data: { secreto: SECRETO, uri: URI } }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    await user.type(screen.getByLabelText('Tu contraseña'), 'Tamarindo-Dulce-41{Enter}');
    await screen.findByRole('heading', { name: 'Conecta tu app de autenticación' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(screen.getByText('Desactivada')).toBeTruthy();
    expect(callsTo(`${RUTA}/activar`)).toHaveLength(0);
  });
});

describe('turning it off', () => {
  it('needs the password and a code from the app, each shown at its field', async () => {
    let activo = true;
    routeFetch({
      [`GET ${RUTA}`]: () => estado(activo ? encendido : apagado)(),
      [`POST ${RUTA}/desactivar`]: (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        if (body.contrasena !== 'Tamarindo-Dulce-41') return contrasenaIncorrecta();
        if (body.codigo === '111111') {
          return errorResponse(
            400,
            'SEGUNDO_FACTOR_INCORRECTO',
            'El código no es correcto o ya se usó.',
            { fieldErrors: { codigo: 'El código no es correcto o ya se usó' } },
          );
        }
        activo = false;
        return jsonResponse(200, {
          success: true,
          message: 'Verificación en dos pasos desactivada.',
        });
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = screen.getByRole('alertdialog', {
      name: '¿Desactivar la verificación en dos pasos?',
    });
    const contrasena = within(dialog).getByLabelText('Tu contraseña');
    expect(document.activeElement).toBe(contrasena);

    // Both empty: both said, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(within(dialog).getByText('Escribe tu contraseña para confirmar')).toBeTruthy();
    expect(within(dialog).getByText('Escribe los 6 dígitos que muestra tu app')).toBeTruthy();
    expect(callsTo(`${RUTA}/desactivar`)).toHaveLength(0);

    await user.type(contrasena, 'no-es-esta');
    await user.click(within(dialog).getByLabelText('Dígito 1 de 6'));
    await user.keyboard('111111{Enter}');
    expect(await within(dialog).findByText('La contraseña no es correcta')).toBeTruthy();

    await user.clear(contrasena);
    await user.type(contrasena, 'Tamarindo-Dulce-41{Enter}');
    expect(await within(dialog).findByText('El código no es correcto o ya se usó')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Dígito 1 de 6'));
    await user.keyboard('482913{Enter}');

    expect(await screen.findByText('Verificación en dos pasos desactivada')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodyOf(callsTo(`${RUTA}/desactivar`).at(-1))).toEqual({
      contrasena: 'Tamarindo-Dulce-41',
      codigo: '482913',
    });
    await waitFor(() => expect(screen.getByText('Desactivada')).toBeTruthy());
  });

  it('takes a recovery code for a lost phone', async () => {
    routeFetch({
      [`GET ${RUTA}`]: estado({ ...encendido, codigosRestantes: 1 }),
      [`POST ${RUTA}/desactivar`]: () =>
        jsonResponse(200, { success: true, message: 'Verificación en dos pasos desactivada.' }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Te queda 1 código de recuperación.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Tamarindo-Dulce-41');
    await user.click(
      within(dialog).getByRole('button', { name: 'Usar un código de recuperación' }),
    );
    await user.type(within(dialog).getByLabelText('Código de recuperación'), '7Q4KM-8Z2X3{Enter}');
    await waitFor(() => expect(callsTo(`${RUTA}/desactivar`)).toHaveLength(1));
    expect(bodyOf(callsTo(`${RUTA}/desactivar`)[0])).toEqual({
      contrasena: 'Tamarindo-Dulce-41',
      codigoRecuperacion: '7Q4KM-8Z2X3',
    });
  });
});

describe('who sees it', () => {
  it('is not there for someone the server refuses (the team, a customer)', async () => {
    routeFetch({
      [`GET ${RUTA}`]: () =>
        errorResponse(
          403,
          'ROL_SIN_PERMISO',
          'Tu rol en este negocio no incluye esta sección. Pídeselo al dueño.',
        ),
    });
    const { container } = render();
    await waitFor(() => expect(callsTo(RUTA)).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('says when it could not load, and retries', async () => {
    let fallar = true;
    routeFetch({
      [`GET ${RUTA}`]: () => (fallar ? errorResponse(500, 'INTERNAL', '') : estado(apagado)()),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No pudimos cargar la verificación en dos pasos.')).toBeTruthy();
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Desactivada')).toBeTruthy();
  });
});
