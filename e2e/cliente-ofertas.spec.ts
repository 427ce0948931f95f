import { describe, expect, it } from 'vitest';
import { promocionStatsResponseSchema } from '@tarjeto/shared';
import { apiCliente, apiNegocio, perfilNegocio, promocionPorApi } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser, type Journey } from './support/browser.ts';
import { clienteConCodigo, typeCode, useKioskBrowser } from './support/kiosk.ts';

// Issue 11, slice B, on a 390-px phone: a customer opens an offer in 'Ofertas' (the business sees
// the view), taps 'Canjear', sees the 6-character code and its countdown, the counter's kiosk
// redeems it by code, and the offer turns used; Lugares lists the business. A guest opens a
// business's public page, and 'Agregar a mi cartera' leads to sign-up and, once the account is
// made, to the business offered in Lugares. Every screen checked with axe-core.

const { openPairedKiosk } = useKioskBrowser();
const OFERTA = 'Horchata de cortesía';

async function vistasDe(j: Journey, publicID: string) {
  const res = await j.page.request.get(j.url(`/api/promocion/stats/${publicID}`));
  expect(res.status(), await res.text()).toBe(200);
  return promocionStatsResponseSchema.parse(await res.json()).data.estadisticasUso;
}

describe("a customer's Ofertas", () => {
  const j = useBrowser(PHONE);

  it('opens an offer (a view), asks for its code, the kiosk redeems it, and it shows as used', async () => {
    // The business, through the API its screens call: one offer for everyone, once a day.
    await apiNegocio(j.context, 'negocio-ofertas', 'Aguas La Ofertera');
    const perfil = await perfilNegocio(j.page.request);
    const promo = await promocionPorApi(j.page.request, {
      negocioID: perfil.publicID,
      titulo: OFERTA,
      descripcion: 'Un vaso de horchata con tu orden.',
      tipoPromo: { tipo: 'regular' },
      limiteDeUsos: { porUsuario: { diario: 1 } },
    });
    const kiosk = await openPairedKiosk(j, perfil.establecimientos[0].establecimientoID);

    // A customer's first visit at the counter puts the business in her wallet.
    const marisol = await clienteConCodigo(j, 'Marisol Ofertas', 'cliente-ofertas');
    const page = marisol.page;
    page.on('pageerror', (err) => j.errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) j.errors.push(msg.text());
    });
    await typeCode(kiosk.page, await marisol.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    // The cashier moves on (the kiosk would go back to its scanner by itself, later).
    const siguiente = kiosk.page.getByRole('button', { name: 'Siguiente cliente' });
    if (await siguiente.isVisible()) await siguiente.click();
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).waitFor();

    // Ofertas, from the bottom bar.
    await page.getByRole('link', { name: 'Volver' }).click();
    await page
      .getByRole('navigation', { name: 'Secciones de tu cuenta' })
      .getByRole('link', { name: 'Ofertas' })
      .click();
    await page.waitForURL((u) => u.pathname === '/cliente-dashboard/ofertas');
    const ahora = page.getByRole('region', { name: /^Para usar ahora/ });
    const tarjeta = ahora.getByRole('article', { name: OFERTA });
    await tarjeta.getByText('Disponible', { exact: true }).waitFor();
    await tarjeta.getByText('Aguas La Ofertera').waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    expect((await vistasDe(j, promo.publicID)).totalVistas).toBe(0);

    // Opening it counts a view, once.
    await tarjeta.getByRole('button', { name: OFERTA }).click();
    const hoja = page.getByRole('dialog', { name: OFERTA });
    await hoja.getByText('1 al día').waitFor();
    await expect.poll(async () => (await vistasDe(j, promo.publicID)).totalVistas).toBe(1);
    expect(await violacionesGraves(page)).toEqual([]);

    // Canjear: the code, big, with its ten minutes counting down.
    await hoja.getByRole('button', { name: 'Canjear' }).click();
    const codigo = (await hoja.getByTestId('codigo-canje').textContent())!;
    expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    await hoja
      .getByText('Muéstralo en el mostrador de Aguas La Ofertera para canjear tu oferta.')
      .waitFor();
    const restante = hoja.getByTestId('codigo-canje-restante');
    const primero = (await restante.textContent())!;
    expect(primero).toMatch(/^(10:00|9:5\d)$/);
    await expect.poll(() => restante.textContent(), { timeout: 5_000 }).not.toBe(primero);
    expect(await violacionesGraves(page)).toEqual([]);

    // At the counter: 'Canjear código', the six characters, 'Canjear'.
    await kiosk.page.getByRole('button', { name: 'Canjear código' }).click();
    await kiosk.page.getByLabel('Escribe el código de canje').fill(codigo);
    await kiosk.page.getByRole('button', { name: 'Canjear', exact: true }).click();
    const hecho = kiosk.page.locator('[data-canje="done"]');
    await hecho.getByRole('heading', { name: '¡Canje realizado!' }).waitFor();
    await hecho.getByText('Marisol Ofertas', { exact: true }).waitFor();

    // Her phone follows: the redemption confirmed, and the offer used up for today.
    await hoja.getByText('¡Canje realizado!').waitFor({ timeout: 15_000 });
    await hoja.getByText('Ya la usaste hoy. Vuelve a estar disponible mañana.').waitFor();
    expect(await hoja.getByTestId('codigo-canje').count()).toBe(0);
    await hoja.getByRole('button', { name: 'Cerrar' }).click();
    const despues = page.getByRole('region', { name: /^Más adelante/ });
    await despues
      .getByRole('article', { name: OFERTA })
      .getByText('Ya la usaste', { exact: true })
      .waitFor();
    expect(await ahora.getByRole('article', { name: OFERTA }).count()).toBe(0);
    expect((await vistasDe(j, promo.publicID)).totalUsos).toBe(1);

    // Lugares: the business in her wallet, with her visit.
    await page
      .getByRole('navigation', { name: 'Secciones de tu cuenta' })
      .getByRole('link', { name: 'Lugares' })
      .click();
    const lugar = page.getByRole('article', { name: 'Aguas La Ofertera' });
    await lugar.getByText('1 visita esta temporada').waitFor();
    await lugar.getByText('Hoy', { exact: true }).waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    await Promise.all([kiosk.context.close(), marisol.context.close()]);
    expect(j.errors).toEqual([]);
  }, 150_000);
});

describe("a business's public page", () => {
  const j = useBrowser(PHONE);

  it('shows a guest the business, and Agregar a mi cartera leads to sign-up and then to the business in Lugares', async () => {
    const { page } = j;
    // From the landing's sample businesses (SPEC §2's /cuichi) to the real page.
    await page.goto(j.url('/'));
    await page.getByRole('link', { name: 'Ver su página de Tacos Cuichi' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio/cuichi');
    await page.getByRole('heading', { level: 1, name: 'Tacos Cuichi' }).waitFor();
    await page.getByRole('region', { name: 'Horario' }).waitFor();
    await page.getByRole('region', { name: 'Ofertas' }).getByRole('heading').first().waitFor();
    await page
      .getByText(/^(Abierto ahora|Cerrado)$/)
      .first()
      .waitFor();
    // Nothing private reaches the page.
    const publico = await (await page.request.get(j.url('/api/negocio/publico/cuichi'))).text();
    for (const privado of ['TCU980312AB1', 'visitasTotales', 'clientesUnicos', 'rfc'])
      expect(publico).not.toContain(privado);
    expect(await violacionesGraves(page)).toEqual([]);

    await page.getByRole('link', { name: 'Agregar a mi cartera' }).click();
    await page.waitForURL((u) => u.pathname === '/signup');
    await page.getByText('Al terminar, agregas Tacos Cuichi a tu cartera con un toque.').waitFor();

    // The account is made (through the calls the signup, the e-mail code and the wizard make);
    // Lugares then offers the business she chose.
    await apiCliente(j.context, 'cliente-publico', 'Inés Pública');
    await page.goto(j.url('/cliente-dashboard/lugares'));
    const aviso = page.getByRole('region', { name: '¿Agregamos Tacos Cuichi a tu cartera?' });
    await aviso.getByRole('button', { name: 'Agregar a mi cartera' }).click();
    await page.getByText('¡Listo! Tacos Cuichi ya está en tu cartera.').waitFor();
    const lugar = page.getByRole('article', { name: 'Tacos Cuichi' });
    await lugar.getByText('Aún no vas').waitFor();
    expect(await aviso.count()).toBe(0);
    expect(await violacionesGraves(page)).toEqual([]);

    // Its page now knows she has it.
    await lugar.getByRole('link', { name: 'Ver su página' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio/cuichi');
    await page.getByText('En tu cartera', { exact: true }).waitFor();
    expect(j.errors).toEqual([]);
  }, 120_000);
});
