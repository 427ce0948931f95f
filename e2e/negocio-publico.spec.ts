import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';

// A business's public page as the server draws it before the app's code (issue 29, and the
// new-user tryout after it): the hero — name as the heading, place, categories, price, open now,
// story — where the app will draw it, so nothing moves when the app takes over; a link preview's
// title; and an address no business has, a 404 that says so with JavaScript off too.

const HISTORIA = 'Tacos de asada y cabeza al carbón desde 1998, con tortillas hechas a mano.';

/** Where the story's top is, in whichever copy of the page is on screen. */
const topeDeLaHistoria = (page: Page) =>
  page
    .getByText(HISTORIA, { exact: true })
    .locator('visible=true')
    .evaluate((p) => p.getBoundingClientRect().top + window.scrollY);

describe("a business's public page before and after the app's code", () => {
  const j = useBrowser(PHONE);

  it('draws the hero with the HTML, and the story does not move when the app takes over', async () => {
    const { page } = j;
    // The app's code held back until the server's paint is measured, as on a slow phone.
    let soltar = () => {};
    const codigo = new Promise<void>((r) => (soltar = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await codigo;
      await route.continue();
    });
    const respuesta = await page.goto(j.url('/negocio/cuichi'), { waitUntil: 'commit' });
    expect(respuesta?.status()).toBe(200);
    const servidor = page.locator('#esqueleto');
    await servidor.getByRole('heading', { level: 1, name: 'Tacos Cuichi' }).waitFor();
    expect(await page.title()).toBe('Tacos Cuichi · Tarjeto');
    await servidor.getByText('Taquería', { exact: true }).waitFor();
    await servidor.getByRole('img', { name: /^Precio / }).waitFor();
    await servidor.getByText(/^(Abierto ahora|Cerrado)$/).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const antes = await topeDeLaHistoria(page);

    soltar();
    await page.locator('#root').getByRole('heading', { level: 1, name: 'Tacos Cuichi' }).waitFor();
    await page.getByRole('region', { name: 'Horario' }).waitFor();
    expect(await servidor.count()).toBe(0);
    const despues = await topeDeLaHistoria(page);
    expect(Math.abs(despues - antes), `${antes} → ${despues}`).toBeLessThan(1);
    expect(await page.title()).toBe('Tacos Cuichi · Tarjeto');
    expect(j.errors).toEqual([]);
  });

  it('reads the same without JavaScript: heading, categories, open now, story', async () => {
    const contexto = await j.context.browser()!.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      timezoneId: 'America/Mexico_City',
    });
    const page = await contexto.newPage();
    expect((await page.goto(j.url('/negocio/cuichi')))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Tacos Cuichi' }).waitFor();
    await page.getByText('Comida mexicana', { exact: true }).waitFor();
    await page.getByText(/^(Abierto ahora|Cerrado)$/).waitFor();
    await page.getByText(HISTORIA, { exact: true }).waitFor();
    const og = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(og).toBe('Tacos Cuichi · Tarjeto');
    await contexto.close();
  });
});

describe('an address no business has', () => {
  const j = useBrowser(PHONE);

  it('answers 404 with the page that says so, without JavaScript and with it', async () => {
    const contexto = await j.context.browser()!.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const sinJs = await contexto.newPage();
    const respuesta = await sinJs.goto(j.url('/negocio/no-existe-este-negocio'));
    expect(respuesta?.status()).toBe(404);
    expect(await sinJs.title()).toBe('No encontramos este negocio · Tarjeto');
    await sinJs.getByRole('heading', { level: 1, name: 'No encontramos este negocio' }).waitFor();
    // No spinner waiting for a code that never runs; the way out is a plain link.
    expect(await sinJs.getByRole('status').count()).toBe(0);
    await sinJs.getByRole('link', { name: 'Ir al inicio' }).click();
    await sinJs.waitForURL((u) => u.pathname === '/');
    await contexto.close();

    // With JavaScript, the app boots over it and says the same.
    const { page } = j;
    expect((await page.goto(j.url('/negocio/no-existe-este-negocio')))?.status()).toBe(404);
    await page
      .locator('#root')
      .getByRole('heading', { name: 'No encontramos este negocio' })
      .waitFor();
    expect(await page.locator('#esqueleto').count()).toBe(0);
    expect(await page.title()).toBe('No encontramos este negocio · Tarjeto');
    expect(j.errors).toEqual([]);
  });
});
