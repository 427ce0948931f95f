import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDeTexto, type Automatizacion } from '@tarjeto/shared';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { automatizacion, automatizacionResponse, NEGOCIO } from '../test-fixtures.ts';
import { useAutomatizaciones } from '../api/automatizaciones.ts';
import { AutomatizacionCard } from './automatizacion-card.tsx';

// One automation of Avisos (issue 28 part B) as the owner uses it: the switch, the preview, the
// last 30 days, and 'Editar mensaje' with its placeholders, client-side check and live preview.

const PUT = 'PUT /api/negocio/avisos/automatizaciones/te_extranamos';

const render = (a: Automatizacion = automatizacion()) =>
  renderScreen(<AutomatizacionCard automatizacion={a} negocio={NEGOCIO} promociones={[]} />, {
    path: '/negocio-dashboard/avisos',
  });

/** The card fed by the list query, as the screen feeds it. */
function DeLaLista() {
  const q = useAutomatizaciones();
  return q.data ? (
    <AutomatizacionCard automatizacion={q.data[0]!} negocio={NEGOCIO} promociones={[]} />
  ) : null;
}

prepararPantalla();

describe('AutomatizacionCard', () => {
  it('shows its switch named by the automation, who gets it and when, the preview and the last 30 days', () => {
    render();
    const sw = screen.getByRole('switch', { name: 'Te extrañamos' });
    expect((sw as HTMLInputElement).checked).toBe(false);
    expect(sw.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sw.getAttribute('aria-describedby')!)!.textContent).toBe(
      automatizacion().explicacion,
    );
    expect(
      screen.getByText('Ana, hace tiempo que no te vemos en Tacos Cuichi. ¡Te esperamos pronto!'),
    ).toBeTruthy();
    expect(
      screen.getByText(/12 enviados · 2 clientes en grupo de control/, { normalizer: (s) => s }),
    ).toBeTruthy();
  });

  it('turns it on with a PUT that keeps its text, and shows what the server saved', async () => {
    const propio = automatizacion('te_extranamos', { texto: '¡{nombre}, vuelve!' });
    routeFetch({
      'GET /api/negocio/avisos/automatizaciones': () =>
        jsonResponse(200, { success: true, data: { automatizaciones: [propio] } }),
      [PUT]: () => jsonResponse(200, automatizacionResponse({ ...propio, activa: true })),
    });
    const user = userEvent.setup();
    renderScreen(<DeLaLista />, { path: '/negocio-dashboard/avisos' });
    const sw = (await screen.findByRole('switch', { name: 'Te extrañamos' })) as HTMLInputElement;
    await user.click(sw);
    // While it saves it shows the new state and keeps the keyboard's focus (never disabled).
    expect(sw.checked).toBe(true);
    expect(document.activeElement).toBe(sw);
    await waitFor(() => expect(callsTo('/automatizaciones/te_extranamos', 'PUT')).toHaveLength(1));
    expect(bodyOf(callsTo('/automatizaciones/te_extranamos', 'PUT')[0])).toEqual({
      activa: true,
      texto: '¡{nombre}, vuelve!',
      promocionID: null,
    });
    expect(await screen.findByText('Te extrañamos: encendida.')).toBeTruthy();
    expect(sw.checked).toBe(true);
    expect(document.activeElement).toBe(sw);
  });

  it('checks the text as the server does, inserts placeholders and previews as it is typed', async () => {
    routeFetch({
      [PUT]: (init) => {
        const body = JSON.parse(String(init?.body)) as { texto: string };
        return jsonResponse(
          200,
          automatizacionResponse(automatizacion('te_extranamos', { texto: body.texto })),
        );
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Editar mensaje' }));
    const form = screen.getByRole('form', { name: 'Editar mensaje de Te extrañamos' });
    const caja = within(form).getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement;
    expect(caja.value).toBe(automatizacion().textoPredeterminado);

    // A placeholder that does not exist: the server's own message, nothing sent.
    await user.clear(caja);
    await user.type(caja, 'Hola {{Nombre}');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const esperado = errorDeTexto('Hola {Nombre}')!;
    expect(esperado).toMatch(/No existe el dato \{Nombre\}/);
    expect(within(form).getByRole('alert').textContent).toBe(esperado);
    expect(caja.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('/automatizaciones/te_extranamos', 'PUT')).toHaveLength(0);

    // A chip puts {nombre} where the cursor is; the preview reads it as a customer would.
    await user.clear(caja);
    await user.type(caja, '¡Te extrañamos,');
    await user.click(within(form).getByRole('button', { name: /Insertar \{nombre\}/ }));
    expect(caja.value).toBe('¡Te extrañamos, {nombre}');
    // The cursor is after the chip at once (not a frame later, when typing may have gone on).
    expect([document.activeElement, caja.selectionStart]).toEqual([caja, caja.value.length]);
    caja.setSelectionRange(1, 1);
    await user.click(within(form).getByRole('button', { name: /Insertar \{negocio\}/ }));
    expect(caja.value).toBe('¡{negocio}Te extrañamos, {nombre}');
    expect(caja.selectionStart).toBe('¡{negocio}'.length);
    await user.keyboard('{Backspace>9/}');
    expect(caja.value).toBe('¡Te extrañamos, {nombre}');
    await user.type(caja, '! Ven a {{negocio}.');
    expect(within(form).getByText('¡Te extrañamos, Ana! Ven a Tacos Cuichi.')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(
      within(form).getByText(`${'¡Te extrañamos, {nombre}! Ven a {negocio}.'.length}/300`),
    ).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('/automatizaciones/te_extranamos', 'PUT')).toHaveLength(1));
    expect(bodyOf(callsTo('/automatizaciones/te_extranamos', 'PUT')[0])).toEqual({
      activa: false,
      texto: '¡Te extrañamos, {nombre}! Ven a {negocio}.',
      promocionID: null,
    });
    expect(await screen.findByText('Automatización guardada.')).toBeTruthy();
  });

  it("puts the server's field error on the text", async () => {
    routeFetch({
      [PUT]: () =>
        errorResponse(400, 'VALIDATION', 'Revisa los datos', {
          fieldErrors: { texto: 'El mensaje tiene hasta 300 caracteres' },
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Editar mensaje' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El mensaje tiene hasta 300 caracteres',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mensaje' }));
  });

  it("'Restablecer texto' goes back to the default text", async () => {
    const propio = automatizacion('te_extranamos', { texto: 'Vuelve pronto, {nombre}.' });
    routeFetch({ [PUT]: () => jsonResponse(200, automatizacionResponse(automatizacion())) });
    const user = userEvent.setup();
    render(propio);
    await user.click(screen.getByRole('button', { name: 'Editar mensaje' }));
    await user.click(screen.getByRole('button', { name: 'Restablecer texto' }));
    await waitFor(() => expect(callsTo('/automatizaciones/te_extranamos', 'PUT')).toHaveLength(1));
    expect(bodyOf(callsTo('/automatizaciones/te_extranamos', 'PUT')[0]).texto).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement).value).toBe(
        automatizacion().textoPredeterminado,
      ),
    );
  });
});
