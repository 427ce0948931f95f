import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiNegocio, perfilNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { clienteConCodigo, typeCode, useKioskBrowser } from './support/kiosk.ts';

// Issue 11, part 6: Tarjeto installs as an app — a manifest in es-MX with the brand's colours and
// icons (192, 512 and maskable), a registered service worker — and 'Mi código' works in a shop
// with no signal: loaded once online, the phone goes offline, the page is reloaded from what the
// worker kept, the code keeps rotating from the key kept on the phone, and the counter's kiosk
// counts the code shown offline.

const { openPairedKiosk } = useKioskBrowser();

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

/** Waits until the page is controlled by the active worker, whose install kept the shell. */
async function workerListo(page: Page) {
  return page.evaluate(async () => {
    const registro = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    return {
      script: registro.active?.scriptURL ?? null,
      scope: registro.scope,
      controlada: navigator.serviceWorker.controller !== null,
    };
  });
}

/**
 * No network at all: the page's requests and the service worker's own (playwright-core routes
 * those too since 1.4x), so the page can only come from what the worker kept.
 */
async function sinRed(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

describe('the installable app', () => {
  const j = useBrowser(PHONE);

  it('has an es-MX manifest with the brand colours and the 192, 512 and maskable icons', async () => {
    await j.page.goto(j.url('/'));
    const href = await j.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await j.page.request.get(j.url(href!));
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Tarjeto — tus tarjetas de lealtad',
      short_name: 'Tarjeto',
      lang: 'es-MX',
      start_url: '/',
      display: 'standalone',
      theme_color: '#a3143f',
    });
    expect(await j.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      manifest.theme_color,
    );
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'Mi código', url: '/cliente-dashboard/mi-codigo' }),
    ]);
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const img = await j.page.request.get(j.url(icon.src));
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await img.body()).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      if (icon.purpose === 'maskable') {
        // Full bleed: the corners are painted (a mask may cut them anywhere).
        const { data } = await sharp(await img.body())
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(data[3]).toBe(255);
      }
    }
    expect(await violacionesGraves(j.page)).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('registers its service worker for the whole app, which controls the page', async () => {
    await j.page.goto(j.url('/'));
    const sw = await workerListo(j.page);
    expect(sw).toEqual({
      script: j.url('/sw.js'),
      scope: j.url('/'),
      controlada: true,
    });
    // The worker keeps the shell, never an API answer.
    const guardado = await j.page.evaluate(async () => {
      const nombres = await caches.keys();
      const urls: string[] = [];
      for (const n of nombres)
        for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
      return { nombres, urls };
    });
    expect(guardado.nombres).toHaveLength(1);
    expect(guardado.nombres[0]).toMatch(/^tarjeto-app-/);
    expect(guardado.urls).toEqual(
      expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/tarjeto-192.png']),
    );
    expect(guardado.urls.some((u) => /^\/assets\/mi-codigo-.*\.js$/.test(u))).toBe(true);
    expect(guardado.urls.filter((u) => u.startsWith('/api'))).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it("shows 'Mi código' offline, keeps it rotating, and the kiosk counts the code shown offline", async () => {
    // The business and its counter's kiosk (online all along).
    await apiNegocio(j.context, 'negocio-pwa', 'Café Sin Señal');
    const perfil = await perfilNegocio(j.page.request);
    const kiosk = await openPairedKiosk(j, perfil.establecimientos[0].establecimientoID);

    // The customer opens the app once with a connection: their code is on screen.
    const sofia = await clienteConCodigo(j, 'Sofía Sin Señal', 'cliente-pwa');
    const page = sofia.page;
    page.on('pageerror', (err) => j.errors.push(err.message));
    expect((await workerListo(page)).controlada).toBe(true);
    const enLinea = await sofia.codigo();
    expect(enLinea).toMatch(/^[0-9A-Z]{5}-\d{6}$/);

    // Inside the shop: no signal. The app opens from the phone alone.
    await sinRed(sofia.context);
    const delWorker: string[] = [];
    sofia.context.on('requestfailed', (r) => {
      if (r.serviceWorker()) delWorker.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await page.getByTestId('codigo-corto').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Mi código' }).waitFor();
    await page
      .getByText(
        'Sin conexión. Tu código funciona igual: se renueva en tu celular y el lector lo acepta.',
      )
      .waitFor();
    // The worker did ask the network for the page, and was refused: what shows is what it kept.
    expect(delWorker).toContain('/cliente-dashboard/mi-codigo');
    // Really offline: the API cannot be reached from the page.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'en línea',
          () => 'sin red',
        ),
      ),
    ).toBe('sin red');
    expect(await violacionesGraves(page)).toEqual([]);

    // The QR keeps rotating without a network: a new code within one 30-second step.
    const primero = await sofia.codigo();
    expect(primero.slice(0, 5)).toBe(enLinea.slice(0, 5));
    await page.waitForFunction(
      (antes) => document.querySelector('[data-testid="codigo-corto"]')?.textContent !== antes,
      primero,
      { timeout: 35_000, polling: 500 },
    );
    const mostrado = await sofia.codigo();
    expect(mostrado).not.toBe(primero);
    const qr = await page
      .getByRole('img', { name: /Código QR de tu visita/ })
      .getAttribute('data-qr-value');
    expect(qr).toBe(`TARJETO:${mostrado.replace('-', '')}`);

    // The cashier types the code the offline phone shows: the visit counts.
    await typeCode(kiosk.page, mostrado);
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    await kiosk.page.getByText('Sofía Sin Señal').first().waitFor();
    const despues = await perfilNegocio(j.page.request);
    expect(despues.visitasTotales).toBe(1);

    await Promise.all([kiosk.context.close(), sofia.context.close()]);
    expect(j.errors).toEqual([]);
  }, 150_000);
});
