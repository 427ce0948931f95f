import { describe, expect, it } from 'vitest';
import { logIn } from './support/account.ts';
import { apiNegocio, perfilNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, sinScripts, useBrowser } from './support/browser.ts';
import { clienteConCodigo, typeCode, useKioskBrowser } from './support/kiosk.ts';

// Issue 11, slice A, on a 390-px phone: a brand-new customer adds a business to their wallet by its
// code (refusals included), sees the empty card, gets a visit at the counter's kiosk that takes the
// card to Bronce, and sees the card, the weekly banner and their achievements follow — every
// screen checked with axe-core (no serious or critical violation).

const { openPairedKiosk } = useKioskBrowser();

describe("a new customer's Inicio", () => {
  const j = useBrowser(PHONE);

  it('adds a business by its code, sees the empty card, reaches Bronce at the kiosk and sees card and banner update', async () => {
    // The business, through the API its screens call: Bronce at the first visit, so one visit
    // (the cooldown allows one every 4 hours) is enough to rise.
    await apiNegocio(j.context, 'negocio-cartera', 'Tacos La Cartera');
    const origin = { origin: j.url('') };
    const perfil = await perfilNegocio(j.page.request);
    const programa = await j.page.request.put(
      j.url(`/api/programa-lealtad/negocio/${perfil.publicID}`),
      {
        headers: origin,
        data: {
          duracionMeses: 3,
          niveles: [
            { nivel: 1, nombre: 'Bronce', visitasRequeridas: 1, beneficios: [] },
            { nivel: 2, nombre: 'Plata', visitasRequeridas: 3, beneficios: [] },
            { nivel: 3, nombre: 'Oro', visitasRequeridas: 5, beneficios: [] },
            { nivel: 4, nombre: 'Rubí', visitasRequeridas: 8, beneficios: [] },
          ],
        },
      },
    );
    expect(programa.status(), await programa.text()).toBe(200);
    const kiosk = await openPairedKiosk(j, perfil.establecimientos[0].establecimientoID);

    // A brand-new customer: nothing made up, only what to do.
    const renata = await clienteConCodigo(j, 'Renata Cartera');
    const page = renata.page;
    // Her phone's errors are the journey's too (refused codes are the app at work: 4xx answers).
    page.on('pageerror', (err) => j.errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) j.errors.push(msg.text());
    });
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Hola, Renata!' }).waitFor();
    await page.getByText('Aún no tienes tarjetas').waitFor();
    await page.getByRole('region', { name: 'Empieza tu racha' }).waitFor();
    await page.getByText('Aún no tienes logros. Estos son los más cercanos:').waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    // Codes that are not one, or nobody's, stay on the field.
    const campo = page.getByLabel('Código del negocio');
    const agregar = page.getByRole('button', { name: 'Agregar a mi cartera' });
    await campo.fill('tacos');
    await agregar.click();
    await page.getByText('Escribe el código como lo muestra el negocio').waitFor();
    await campo.fill('NADA-ZZZZ');
    await agregar.click();
    await page.getByText('No encontramos ningún negocio con ese código').waitFor();

    // The real code, typed as people type it.
    await campo.fill(perfil.codigo.toLowerCase().replace('-', ' '));
    await agregar.click();
    await page.getByText('¡Listo! Tacos La Cartera ya está en tu cartera.').waitFor();
    const tarjeta = page.getByRole('article', { name: 'Tarjeta de Tacos La Cartera' });
    await tarjeta.getByText('0/1 visitas').waitFor();
    await tarjeta.getByText('Te falta 1 visita para Bronce').waitFor();
    await page.getByText(/Tarjeta nueva: muestra Mi código/).waitFor();
    expect(await campo.inputValue()).toBe('');
    await campo.fill(perfil.codigo);
    await agregar.click();
    await page.getByText('Tacos La Cartera ya está en tu cartera.', { exact: true }).waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    // At the counter: 'Mi código' one tap away, the kiosk counts it — her first visit there.
    await page.getByRole('link', { name: 'Mi código' }).click();
    await page.getByTestId('codigo-corto').waitFor();
    const primerCodigo = await renata.codigo();
    await typeCode(kiosk.page, primerCodigo);
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    await kiosk.page.getByText('¡Primera visita! Ya tiene su tarjeta').first().waitFor();

    await page.getByRole('link', { name: 'Volver' }).click();
    await tarjeta.getByText('Bronce', { exact: true }).waitFor();
    await tarjeta.getByText('1/3 visitas').waitFor();
    await tarjeta.getByText('Te faltan 2 visitas para Plata').waitFor();
    await page.getByText('Racha aquí: 1 semana').waitFor();
    const banner = page.getByRole('region', { name: 'Racha de 1 semana' });
    await banner.getByText('1 visita', { exact: true }).waitFor();
    await banner.getByText(/^Tacos La Cartera · hoy, \d{2}:\d{2}$/).waitFor();
    const logros = page.getByRole('region', { name: 'Mis últimos logros' });
    await logros.getByText('Nivel Bronce').waitFor();
    await logros.getByText('¡Primera visita!').waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    // The same day again (the kiosk is back at its scanner by itself): the cooldown, and the
    // card does not move.
    await page.getByRole('link', { name: 'Mi código' }).click();
    await page.getByTestId('codigo-corto').waitFor();
    // Another code of hers (each code is judged once).
    await typeCode(kiosk.page, await renata.codigoSiguiente(primerCodigo));
    await kiosk.page
      .getByRole('heading', { name: 'Renata Cartera ya registró su visita hoy' })
      .waitFor();
    await page.getByRole('link', { name: 'Volver' }).click();
    await tarjeta.getByText('1/3 visitas').waitFor();

    // Logros, from the bottom bar: earned and next, with progress.
    await page
      .getByRole('navigation', { name: 'Secciones de tu cuenta' })
      .getByRole('link', { name: 'Logros' })
      .click();
    await page.waitForURL((u) => u.pathname === '/cliente-dashboard/logros');
    const siguientes = page.getByRole('region', { name: 'Siguientes' });
    await siguientes.getByRole('progressbar', { name: 'Progreso: Nivel Plata' }).waitFor();
    await siguientes.getByText('1/3').waitFor();
    await page
      .getByRole('region', { name: /Obtenidos/ })
      .getByText('Nivel Bronce')
      .waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    await Promise.all([kiosk.context.close(), renata.context.close()]);
    expect(j.errors).toEqual([]);
  }, 150_000);
});

describe("the customer's Inicio on opening", () => {
  const j = useBrowser(PHONE);

  it("shows its skeleton before any script, then the customer's own screen in its place", async () => {
    await logIn(j, 'ana@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    const saludo = j.page.getByRole('heading', { name: /^¡Hola, .+!$/ });
    await saludo.waitFor();
    const sinJs = await sinScripts(j);
    await sinJs.getByText('¡Hola!', { exact: true }).waitFor();
    expect(await sinJs.locator('#root').isVisible()).toBe(false);
    await j.page.reload();
    await saludo.waitFor();
    expect(await j.page.locator('#esqueleto').count()).toBe(0);
    expect(
      await j.page
        .getByRole('link', { name: /Mi código/ })
        .first()
        .isVisible(),
    ).toBe(true);
  });
});
