import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';

describe('landing page (SPEC §1)', () => {
  const j = useBrowser();

  it('shows every section in Spanish, with the sample businesses from the API', async () => {
    await j.page.goto(j.url('/'));
    const h1 = j.page.getByRole('heading', { level: 1 });
    expect((await h1.innerText()).toLowerCase()).toContain(
      'todas tus tarjetas de lealtad en un solo lugar',
    );
    expect(await j.page.locator('html').getAttribute('lang')).toBe('es-MX');

    for (const id of ['como-funciona', 'beneficios', 'negocios', 'niveles']) {
      await j.page.locator(`#${id}`).waitFor();
    }
    await j.page.getByText('Más de 100 negocios locales', { exact: false }).first().waitFor();
    // The carousel is fed by /api/negocios/destacados (the demo dataset).
    const carousel = j.page.getByRole('region', { name: 'Negocios de ejemplo' });
    await carousel.getByText('Tacos Cuichi').first().waitFor();
    await carousel.getByText('Mariscos La Perlita').first().waitFor({ state: 'attached' });
    for (const tier of ['BRONCE', 'PLATA', 'ORO', 'RUBÍ']) {
      await j.page.locator('#niveles').getByText(tier, { exact: true }).first().waitFor();
    }
    await j.page.getByRole('heading', { name: 'Lo que dicen en el barrio' }).waitFor();
    await j.page.getByLabel('Correo electrónico').waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(j.errors).toEqual([]);
  });

  it('moves the carousel with its buttons', async () => {
    await j.page.goto(j.url('/'));
    const carousel = j.page.getByRole('region', { name: 'Negocios de ejemplo' });
    await carousel.getByText('Tacos Cuichi').first().waitFor();
    const next = j.page.getByRole('button', { name: 'Negocio siguiente' });
    const current = () =>
      carousel.locator('[aria-current="true"]').first().getAttribute('aria-label');
    const before = await current();
    await next.click();
    await j.page.waitForFunction(
      (label) =>
        document
          .querySelector('[aria-roledescription="carrusel"] [aria-current="true"]')
          ?.getAttribute('aria-label') !== label,
      before,
    );
    expect(await current()).not.toBe(before);
  });

  it('subscribes to the newsletter: valid, invalid, duplicate', async () => {
    await j.page.goto(j.url('/'));
    const input = j.page.getByLabel('Correo electrónico');
    const submit = j.page.getByRole('button', { name: 'Suscribirme' });

    await input.fill('no-es-un-correo');
    await submit.click();
    await j.page.getByText('Correo electrónico inválido').waitFor();

    await input.fill('');
    await submit.click();
    await j.page.getByText('El correo electrónico es requerido').waitFor();

    const email = `vecina.${Date.now()}@example.mx`;
    await input.fill(email);
    await submit.click();
    await j.page.getByRole('status').filter({ hasText: '¡Gracias!' }).waitFor();
    expect(await input.inputValue()).toBe('');

    await input.fill(email.toUpperCase());
    await submit.click();
    await j.page.getByText('Este correo ya está suscrito a nuestro boletín.').first().waitFor();
    expect(j.errors).toEqual([]);
  });
});

describe('landing on a phone', () => {
  const j = useBrowser(PHONE);

  it('opens and closes the mobile menu', async () => {
    await j.page.goto(j.url('/'));
    const open = j.page.getByRole('button', { name: 'Abrir menú' });
    await open.click();
    const menu = j.page.getByRole('navigation', { name: 'Menú' });
    await menu.waitFor();
    const close = j.page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const panel = j.page.locator('#menu-movil');
    await panel.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await j.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await j.page.getByRole('button', { name: 'Abrir menú' }).click();
    await panel.getByRole('link', { name: 'Iniciar sesión' }).click();
    await j.page.waitForURL((u) => u.pathname === '/login');
  });

  it('fits a 390-px screen without sideways scrolling', async () => {
    await j.page.goto(j.url('/'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await j.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
