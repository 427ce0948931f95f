import { describe, expect, it } from 'vitest';
import { entrarAlDemo } from './support/account.ts';
import { apiNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';

// Issue 28 from the business's side, on a phone: an owner turns an automation on and writes its
// text, composes a campaign and sees whom it reaches, schedules it and cancels it, then opens
// Estadísticas → Campañas; axe finds nothing serious on each screen. Then the demo's Tacos Cuichi
// (read only: nothing is sent) counts a real audience and shows the effect of its Te extrañamos,
// which its lapsed customers (apps/api/src/demo/demo-perdidos.ts) make measurable.

/** Tomorrow in Mexico City, 'YYYY-MM-DD'. */
const manana = () =>
  new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Mexico_City',
  });

describe('Avisos (business, 390 px)', () => {
  const j = useBrowser(PHONE);

  it('turns an automation on, edits its text, schedules and cancels a campaign, and opens Estadísticas → Campañas', async () => {
    await apiNegocio(j.context, 'negocio-avisos', 'Tacos El Regreso');
    const { page } = j;
    await page.goto(j.url('/negocio-dashboard/avisos'));
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();

    // The automations list.
    const bienvenida = page.getByRole('switch', { name: 'Bienvenida' });
    await bienvenida.waitFor();
    expect(await page.getByRole('switch').count()).toBe(5);
    expect(await bienvenida.isChecked()).toBe(false);
    expect(await violacionesGraves(page)).toEqual([]);

    await bienvenida.click();
    await page.getByText('Bienvenida: encendida.').waitFor();
    expect(await bienvenida.isChecked()).toBe(true);

    const extranamos = page.getByRole('region', { name: 'Te extrañamos' });
    await extranamos.getByRole('button', { name: 'Editar mensaje' }).click();
    const caja = extranamos.getByRole('textbox', { name: 'Mensaje' });
    await caja.fill('{nombre}, ¡te guardamos tu mesa en {negocio}!');
    await extranamos.getByText('Ana, ¡te guardamos tu mesa en Tacos El Regreso!').waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    await extranamos.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Automatización guardada.').waitFor();
    await extranamos.getByRole('button', { name: 'Editar mensaje' }).waitFor();
    // The editor that had the focus is gone: the focus is back on the button that opened it.
    await page.waitForFunction(() =>
      document.activeElement?.textContent?.includes('Editar mensaje'),
    );

    // Kept by the server: after a reload the preview reads the new text, and the switch is on.
    await page.reload();
    await page
      .getByRole('region', { name: 'Te extrañamos' })
      .getByText('Ana, ¡te guardamos tu mesa en Tacos El Regreso!')
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Bienvenida' }).isChecked()).toBe(true);

    // The campaign composer with its audience: a new business has nobody to reach yet.
    const composer = page.getByRole('form', { name: 'Nueva campaña' });
    await composer
      .getByRole('textbox', { name: 'Mensaje' })
      .fill('{nombre}, este sábado el pastor va 2×1 en {negocio}.');
    const audiencia = page.getByRole('region', { name: 'A quién llega' });
    await audiencia.getByText('Llega a 0 clientes').waitFor();
    await audiencia.getByText('De 0 en el segmento,').waitFor();
    await composer.getByText('Plata', { exact: true }).click();
    expect(await violacionesGraves(page)).toEqual([]);

    // Now it would reach nobody: it says so instead of sending.
    await composer.getByRole('button', { name: 'Enviar ahora' }).click();
    await composer.getByText(/Ahora no llega a nadie/).waitFor();

    await composer.getByText('Programar', { exact: true }).click();
    await composer.getByLabel('Día', { exact: true }).fill(manana());
    await composer.getByLabel(/^Hora/).fill('11:00');
    await composer.getByRole('button', { name: 'Programar' }).click();
    const dialogo = page.getByRole('alertdialog', { name: '¿Programar la campaña?' });
    await dialogo.waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Programar' }).click();
    await page.getByText('Campaña programada.').waitFor();

    const lista = page.getByRole('list').filter({ hasText: 'este sábado el pastor' });
    await lista.getByText('Programada', { exact: true }).waitFor();
    await lista.getByText('Nivel Plata').waitFor();
    await lista.getByRole('button', { name: 'Cancelar campaña' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Cancelar la campaña?' })
      .getByRole('button', { name: 'Sí, cancelarla' })
      .click();
    await page.getByText('Campaña cancelada.').waitFor();
    await lista.getByText('Cancelada', { exact: true }).waitFor();
    // Its 'Cancelar campaña' went with it: the focus is on the campaign, not lost to the page.
    await page.waitForFunction(() => document.activeElement?.id.startsWith('campana-') ?? false);
    expect(await violacionesGraves(page)).toEqual([]);

    // Estadísticas → Campañas: the control group explained, nothing to measure yet.
    await page.getByRole('link', { name: 'Ver el efecto' }).click();
    await page.getByRole('tab', { name: 'Campañas', selected: true }).waitFor();
    await page.getByText(/grupo de control de cerca del 10 %/).waitFor();
    await page.getByText(/Aún no hay avisos que medir/).waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Visitas y clientes' }).click();
    await page.getByRole('group', { name: 'Periodo' }).waitFor();
    expect(j.errors).toEqual([]);
  }, 90_000);

  it('keeps a long business name inside 390 px, in the previews and with an editor open', async () => {
    const nombre = 'Taquería y Birriería Los Hermanos Hernández de San Andrés';
    await apiNegocio(j.context, 'negocio-avisos-largo', nombre);
    const { page } = j;
    await page.goto(j.url('/negocio-dashboard/avisos'));
    await page.getByRole('switch', { name: 'Bienvenida' }).waitFor();
    await page.getByRole('figure').first().getByText(nombre, { exact: true }).waitFor();
    const ancho = () =>
      page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
    const [scroll, cliente] = await ancho();
    expect(scroll).toBeLessThanOrEqual(cliente!);
    await page
      .getByRole('region', { name: 'Te extrañamos' })
      .getByRole('button', { name: 'Editar mensaje' })
      .click();
    await page.getByRole('form', { name: 'Editar mensaje de Te extrañamos' }).waitFor();
    const [scroll2, cliente2] = await ancho();
    expect(scroll2).toBeLessThanOrEqual(cliente2!);
    expect(j.errors).toEqual([]);
  });

  it("counts a demo business's real audience and shows its Te extrañamos's difference", async () => {
    await entrarAlDemo(j, 'cuichi@demo.tarjeto.mx');
    const { page } = j;
    await page.goto(j.url('/negocio-dashboard/avisos'));
    const audiencia = page.getByRole('region', { name: 'A quién llega' });
    await audiencia.getByText(/^Llega a \d+ clientes?$/).waitFor();
    const total = await audiencia.getByText(/^De [\d,]+ en el segmento,$/).textContent();
    // The demo has some hundred customers with a card.
    expect(Number(total!.replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(await violacionesGraves(page)).toEqual([]);

    await page.goto(j.url('/negocio-dashboard/estadisticas?vista=campanas'));
    await page.getByRole('tab', { name: 'Campañas', selected: true }).waitFor();
    // Te extrañamos reached enough customers in both groups: its 7-day row shows the difference
    // between messaged and control, with its interval, rather than 'Todavía no hay datos…'.
    const extranamos = page.getByRole('region', { name: 'Te extrañamos' });
    const diferencia = extranamos.getByText('Diferencia:', { exact: true }).first().locator('..');
    await diferencia.waitFor();
    expect(await diferencia.textContent()).toMatch(
      /^Diferencia: \+\d+ puntos? \(IC 95 %: [+−]?\d+ a \+\d+\)$/,
    );
    expect(await violacionesGraves(page)).toEqual([]);
    expect(j.errors).toEqual([]);
  }, 60_000);
});
